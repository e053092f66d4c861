/// Where a placeholder's root stack sits in a screen's content area.
public struct Placement: Hashable, Sendable {
    public enum Anchor: String, Hashable, Sendable, CaseIterable, Codable {
        /// Centered both ways in the content area (what every empty-state library does).
        case center
        /// At the top of the content area.
        case top
        /// At the bottom of the content area.
        case bottom
        /// Fills the content area.
        case fill
    }

    /// The region a placement anchors in.
    public enum Area: String, Hashable, Sendable, CaseIterable, Codable {
        /// The canvas less the safe area and the bars: where a view inside the safe area and
        /// below the bars lays out (`UIContentUnavailableConfiguration`, a view pinned to the
        /// safe area layout guide).
        case content
        /// The canvas less the safe area only: the bars are not avoided.
        case safeArea
        /// The whole canvas, under the status bar and the bars: where a table's `backgroundView`
        /// lays out (UIKit sizes it to the table's bounds, not its content insets), and a view
        /// pinned to the screen's edges.
        case screen
    }

    public var anchor: Anchor
    /// The region the node is anchored in (`content` unless given).
    public var area: Area = .content
    /// Moves the stack after anchoring, like DZNEmptyDataSet's `verticalOffset`.
    public var offset: LayoutPoint
    /// Distances kept from the content area's edges.
    public var insets: Insets
    /// The widest the stack gets; its width is `min(content width − insets, maxWidth)`.
    public var maxWidth: Double?

    public init(anchor: Anchor = .center, offset: LayoutPoint = .zero, insets: Insets = .zero, maxWidth: Double? = nil, area: Area = .content) {
        self.anchor = anchor; self.offset = offset; self.insets = insets; self.maxWidth = maxWidth; self.area = area
    }

    /// The rectangle the placement anchors in, on a screen of `canvas` points framed by `screen`.
    public func region(in canvas: LayoutSize, screen: ScreenFrame) -> LayoutRect {
        switch area {
        case .content: screen.placeholderArea(in: canvas)
        case .safeArea: LayoutRect(origin: .zero, size: canvas).inset(by: screen.safeArea)
        case .screen: LayoutRect(origin: .zero, size: canvas)
        }
    }

    /// Where a placeholder view that fills the screen lays its content out in UIKit: centred,
    /// inside the view's layout margins at the screen's sides (16 pt on compact widths, 20 pt on
    /// regular ones). Every Swift entry point (`PlaceholderRenderer.render(_:on:)` and the
    /// snapshot strategies for nodes) uses it unless given a placement, so one node wraps the
    /// same way whichever draws it.
    public static func standard(for device: Device, orientation: Orientation = .portrait) -> Placement {
        let margin = device.widthClass(in: orientation) == .regular ? 20.0 : 16.0
        return Placement(insets: Insets(top: 0, left: margin, bottom: 0, right: margin))
    }
}

/// Parts of the iOS interface drawn around the placeholder.
public enum ChromeKind: String, Hashable, Sendable, CaseIterable, Codable {
    case navigationBar, largeTitleNavigationBar, searchBar, tableHeader, toolbar, tabBar, keyboard

    /// Whether it sits at the bottom of the screen.
    public var isBottom: Bool { self == .toolbar || self == .tabBar || self == .keyboard }

    /// Its height in points on an iPhone in portrait (the keyboard's without its safe area part: a
    /// Face ID iPhone's 336 pt keyboard with its predictive bar, less the 34 pt home indicator area).
    public var defaultHeight: Double {
        switch self {
        case .navigationBar: 44
        case .largeTitleNavigationBar: 96
        case .searchBar: 52
        case .tableHeader: 120
        case .toolbar: 44
        case .tabBar: 49
        case .keyboard: 302
        }
    }
}

/// One bar of chrome: kind, height and optional title.
public struct ChromeBar: Hashable, Sendable {
    public var kind: ChromeKind
    public var height: Double
    /// A navigation bar's title; a search bar's query (`nil`: the field shows its placeholder);
    /// a table header's title.
    public var title: String?
    /// A tab bar's item titles, leading first (empty: four generic items); a search bar's
    /// placeholder; a table header's text (its one item).
    public var items: [String]
    /// The index of the tab bar's selected item (drawn in the accent color).
    public var selectedItem: Int
    /// A tab bar's item symbols (SF Symbols names, beside `items`; empty: none given); a
    /// toolbar's buttons when they are symbols alone, spread over the bar (used when
    /// `toolbarItems` is empty; empty too: `defaultToolbarSymbols`).
    public var symbols: [String]
    /// The app's tint: the selected tab, toolbar buttons (`nil`: systemBlue).
    public var tint: DynamicColor?
    /// A keyboard's keys (`nil`: English QWERTY).
    public var keyboard: KeyboardLayout?
    /// The content size category the bar's large title is set in: UIKit scales a large title
    /// with Dynamic Type; inline titles (a UIKit app's: `barTextSize`), tab and toolbar labels
    /// keep their size (long-pressing them shows the Large Content Viewer instead).
    public var textSize: TextSizeCategory = .large
    /// The size of a navigation bar's inline title and of its items' titles: 17 pt at every text
    /// size in a UIKit app; a SwiftUI app's grow with Dynamic Type to at most 20.4 pt
    /// (`BarMetrics.barTextSize(at:framework:)`).
    public var barTextSize = BarMetrics.barTextSize
    /// The framework the app draws the bar with: a SwiftUI app's large-title bar grows less with
    /// Dynamic Type, and its search field keeps a 16 pt magnifier (docs/iOSMetrics.md, "SwiftUI apps").
    public var framework: AppFramework = .uiKit
    /// iPadOS 18's tab bar: its titles in a capsule floating at the top of the screen, in the
    /// navigation bar's row when there is one (on an iPhone, tab bars stay at the bottom).
    public var isFloating = false
    /// A navigation bar's buttons before the title (leading) and after it (trailing), outermost first.
    public var leadingItems: [BarItem] = []
    public var trailingItems: [BarItem] = []
    /// A toolbar's items, leading first, when any is more than a symbol's name: texts, images, a
    /// date picker, tints, sizes, and the flexible and fixed spaces that place them as UIToolbar
    /// does (empty: `symbols`).
    public var toolbarItems: [BarItem] = []
    /// The bar's own background (`UINavigationBarAppearance.backgroundColor`, a tab bar's
    /// `backgroundColor`); `nil`: transparent at the scroll edge, as iOS 15+ draws it.
    public var background: DynamicColor?
    /// Whether the bar draws its hairline (the shadow line) even at the scroll edge.
    public var showsHairline = false
    /// The color of a tab bar's unselected items (`unselectedItemTintColor`; `nil`: systemGray).
    public var unselectedTint: DynamicColor?
    /// A search bar's Cancel button while searching, in the locale's words.
    public var cancelTitle = "Cancel"
    /// The height of a navigation bar's row of items and inline title (of a large-title bar, the
    /// row above the title): 44 pt on an iPhone, 50 on an iPad (`useIPadRow()`).
    public var rowHeight = 44.0

    /// Whether the bar sits at the bottom of the screen.
    public var isBottom: Bool { kind.isBottom && !isFloating }

    /// A floating tab bar's height when it has a row of its own (no navigation bar to share).
    public static let floatingTabBarHeight = 50.0
    /// The height of a large-title navigation bar at a content size category: the 44 pt row of
    /// the standard bar and the large title's row, 52 pt at the default size, growing with the
    /// title's line height (whole points).
    public static func largeTitleBarHeight(at textSize: TextSizeCategory) -> Double {
        largeTitleBarHeight(at: textSize, framework: .uiKit)
    }

    /// The height of a large-title navigation bar at a content size category in an app written
    /// with `framework`: UIKit's grows with the title's line height (31 pt at AX5); a SwiftUI
    /// `NavigationStack`'s grows 21⅓ pt at AX5 (measured on bitwarden/authenticator-ios's
    /// capture, docs/iOSMetrics.md "SwiftUI apps"), and at the sizes between, the same share of
    /// UIKit's growth (chosen: only Large and AX5 were captured), in thirds of a point.
    public static func largeTitleBarHeight(at textSize: TextSizeCategory, framework: AppFramework) -> Double {
        // Below Large the bar keeps its 96 pt (the title's baseline stays 80 pt down, measured at Medium and Large).
        let growth = max(0, TextStyle.largeTitle.font(at: textSize).size - TextStyle.largeTitle.font(at: .large).size)
        let uiKit = (growth * (1950 + 494) / 2048).rounded()  // SF Pro's line height: 1.193 em
        let grown = framework == .swiftUI ? (uiKit * swiftUILargeTitleGrowthShare * 3).rounded() / 3 : uiKit
        return ChromeKind.largeTitleNavigationBar.defaultHeight + grown
    }

    /// How much of UIKit's large-title bar growth a SwiftUI app's bar grows: 21⅓ of 31 pt at AX5
    /// (the capture's title baseline 57.2 → 78.5 pt below the bar's row centre).
    public static let swiftUILargeTitleGrowthShare = (64.0 / 3) / 31

    /// The generic tab bar's symbols (Home, Search, Saved, Profile).
    public static let defaultTabSymbols = ["house", "magnifyingglass", "bookmark", "person.crop.circle"]
    /// A toolbar's buttons when none are given.
    public static let defaultToolbarSymbols = ["square.and.arrow.up", "heart", "trash"]

    public init(
        _ kind: ChromeKind, height: Double? = nil, title: String? = nil, items: [String] = [], selectedItem: Int = 0,
        symbols: [String] = [], tint: DynamicColor? = nil
    ) {
        self.kind = kind; self.height = height ?? kind.defaultHeight; self.title = title
        self.items = items; self.selectedItem = selectedItem; self.symbols = symbols; self.tint = tint
    }
}

/// A screen's geometry around its placeholder: the safe area and the chrome.
public struct ScreenFrame: Hashable, Sendable {
    /// The device's safe area insets (status bar, home indicator, rounded corners).
    public var safeArea: Insets
    /// Bars stacked down from the status bar's bottom, then up from the bottom of the safe area.
    public var chrome: [ChromeBar]
    /// The status bar's height: top bars start below it (on an iPhone with the Dynamic Island
    /// at 54 pt, above the 59 pt safe area, as UIKit places its navigation bar); 0 for a screen
    /// without one (a view controller's snapshot). `nil`: the safe area's top.
    public var statusBarHeight: Double?
    /// Whether the screen is an iPad's (the device's idiom, not its width: an iPhone in landscape
    /// is as wide as an iPad and still shows an iPhone's keyboard).
    public var isPad: Bool

    /// How far the content is pulled down (a refresh control's room while `updating`; set by
    /// `PlaceholderScene.contentOffset`). A large title scrolls with the content, so under one its
    /// bar stretches by as much and the room opens above the title, under the bar's row.
    public var contentOffset: Double = 0

    public init(safeArea: Insets = .zero, chrome: [ChromeBar] = [], statusBarHeight: Double? = nil, isPad: Bool = false) {
        self.safeArea = safeArea; self.chrome = chrome; self.statusBarHeight = statusBarHeight; self.isPad = isPad
    }

    /// The area a placeholder placed in the content area anchors in: the content area, reaching
    /// up to the top of the room pulled content leaves (under a large title's row while
    /// `updating`, where UIRefreshControl shows its spinner above the title).
    public func placeholderArea(in canvas: LayoutSize) -> LayoutRect {
        let area = contentArea(in: canvas)
        let top = pulledRoomTop(in: canvas)
        return LayoutRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }

    /// How much the large title's bar stretches: the whole content offset when a large title
    /// shows, else none (the rows alone move down).
    public var largeTitleStretch: Double {
        shownTopBars.contains { $0.kind == .largeTitleNavigationBar } ? contentOffset : 0
    }

    /// The top of the room the pulled content leaves (where a refresh control sits): under a
    /// large title's bar row, since the title moves down with the rows; else the content area's
    /// top.
    public func pulledRoomTop(in canvas: LayoutSize) -> Double {
        if largeTitleStretch > 0, let bar = barFrames(in: canvas).first(where: { $0.bar.kind == .largeTitleNavigationBar }) {
            return bar.frame.minY + bar.bar.rowHeight
        }
        return contentArea(in: canvas).minY
    }

    /// Where the top bars start: below the status bar, or at the safe area's top when there is none.
    public var barsTop: Double {
        if let statusBarHeight, statusBarHeight > 0 { return statusBarHeight }
        return safeArea.top
    }

    /// Whether the screen shows a status bar.
    public var showsStatusBar: Bool { (statusBarHeight ?? safeArea.top) > 0 }

    /// Where the first top bar starts: under the status bar, or while the user is searching (the
    /// navigation bar hidden, the search bar alone at the top) at the safe area's top, which on a
    /// Dynamic Island iPhone is 5 pt lower (59 against 54; an iOS 17 capture's field is centred at
    /// 78.8 pt, docs/iOSMetrics.md "Bars") — and never so high that the field comes closer to the
    /// status bar than there (`activeSearchFieldBelowStatusBar`): where the safe area's top is the
    /// status bar's bottom (a Home-button iPhone, a notched one, an iPad) the field sat 1 pt under it.
    public var topBarsStart: Double {
        guard isSearchActive else { return barsTop }
        let clearOfStatusBar = showsStatusBar ? barsTop + Self.activeSearchFieldBelowStatusBar - BarMetrics.searchFieldTop : barsTop
        return max(clearOfStatusBar, safeArea.top)
    }

    /// How far below the status bar an active search field starts: 6 pt, the iOS 17 capture's
    /// (the field's top at 60 under a 54 pt status bar; docs/iOSMetrics.md "Bars"); chosen for
    /// the devices whose safe area does not reach below their status bar (no capture of one).
    public static let activeSearchFieldBelowStatusBar = 6.0

    /// Whether the user is searching: a search bar with the keyboard up, or holding a query (the
    /// user typed it and tapped Search: the keyboard is down, the search still on). Then the
    /// navigation bar collapses (`UISearchController.hidesNavigationBarDuringPresentation`), the
    /// search bar moves up to the safe area's top and shows a Cancel button. At rest a search
    /// field holds no query: it shows its placeholder.
    public var isSearchActive: Bool {
        chrome.contains { $0.kind == .searchBar && ($0.title != nil || chrome.contains { $0.kind == .keyboard }) }
    }

    /// The top bars that show, top to bottom: every one, less the navigation bar while searching.
    private var shownTopBars: [ChromeBar] {
        let searching = isSearchActive
        return chrome.filter { !$0.isBottom && !(searching && ($0.kind == .navigationBar || $0.kind == .largeTitleNavigationBar)) }
    }

    /// The bars that show and where: top bars stacked down from the safe area's top, bottom bars
    /// up from its bottom; a keyboard rises from the screen's edge over the bottom safe area and
    /// hides any tab bar or toolbar (they stay behind it, as on an iPhone).
    public func barFrames(in canvas: LayoutSize) -> [(bar: ChromeBar, frame: LayoutRect)] {
        var result: [(bar: ChromeBar, frame: LayoutRect)] = []
        var top = topBarsStart
        let sharesNavigationRow = shownTopBars.contains { $0.kind == .navigationBar || $0.kind == .largeTitleNavigationBar }
        for bar in shownTopBars where !(bar.isFloating && sharesNavigationRow) {
            let height = bar.height + (bar.kind == .largeTitleNavigationBar ? largeTitleStretch : 0)
            result.append((bar, LayoutRect(x: 0, y: top, width: canvas.width, height: height)))
            top += height
        }
        // A floating tab bar over a navigation bar sits in that bar's row (44 pt, 50 on an iPad).
        if sharesNavigationRow, let floating = chrome.first(where: \.isFloating),
            let navigation = result.first(where: { $0.bar.kind == .navigationBar || $0.bar.kind == .largeTitleNavigationBar })
        {
            result.append((floating, LayoutRect(x: 0, y: navigation.frame.minY, width: canvas.width, height: navigation.bar.rowHeight)))
        }
        if let keyboard = chrome.first(where: { $0.kind == .keyboard }) {
            let height = keyboardHeight(keyboard, in: canvas) + safeArea.bottom
            result.append((keyboard, LayoutRect(x: 0, y: canvas.height - height, width: canvas.width, height: height)))
        } else {
            var bottom = canvas.height - safeArea.bottom
            for bar in chrome.reversed() where bar.isBottom {
                result.append((bar, LayoutRect(x: 0, y: bottom - bar.height, width: canvas.width, height: bar.height)))
                bottom -= bar.height
            }
        }
        return result
    }

    /// A keyboard's height above the bottom safe area: its own when the theme gave one, else its
    /// device's (`KeyboardFamily`: 302 pt on a Face ID iPhone, 260 on a Home-button one, 324 on an iPad).
    public func keyboardHeight(_ keyboard: ChromeBar, in canvas: LayoutSize) -> Double {
        guard keyboard.height == ChromeKind.keyboard.defaultHeight else { return keyboard.height }
        return KeyboardFamily.of(canvas: canvas, safeArea: safeArea, isPad: isPad).height
    }

    /// The area the placeholder is placed in: the canvas less the safe area and the chrome.
    /// A keyboard rises from the screen's bottom edge over the bottom safe area and over any tab
    /// bar or toolbar, as on an iPhone: those stay behind it.
    public func contentArea(in canvas: LayoutSize) -> LayoutRect {
        let sharesNavigationRow = shownTopBars.contains { $0.kind == .navigationBar || $0.kind == .largeTitleNavigationBar }
        let topBars = shownTopBars.filter { !($0.isFloating && sharesNavigationRow) }
        let top = topBars.isEmpty ? safeArea.top : max(safeArea.top, topBarsStart + topBars.reduce(0) { $0 + $1.height } + largeTitleStretch)
        let bottom: Double
        if let keyboard = chrome.first(where: { $0.kind == .keyboard }) {
            bottom = keyboardHeight(keyboard, in: canvas) + safeArea.bottom
        } else {
            bottom = safeArea.bottom + chrome.filter(\.isBottom).reduce(0) { $0 + $1.height }
        }
        return LayoutRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            .inset(by: Insets(top: top, left: safeArea.left, bottom: bottom, right: safeArea.right))
    }
}

/// A node placed on its own beside the placeholder's root.
public struct SceneAccessory: Sendable {
    public var node: PlaceholderNode
    public var placement: Placement

    public init(node: PlaceholderNode, placement: Placement) { self.node = node; self.placement = placement }
}

/// Everything needed to lay out and draw one placeholder: the canvas, the node tree, where it
/// sits, and the screen around it.
public struct PlaceholderScene: Sendable {
    /// The canvas in points.
    public var canvas: LayoutSize
    /// Device pixels per point for bitmap output.
    public var scale: Double
    public var root: PlaceholderNode
    /// What the screen shows behind the placeholder when it has data (the `content` and
    /// `updating` states); it fills the content area.
    public var content: PlaceholderNode?
    /// Whether the placeholder (`root`) is shown; `false` for the `content` state.
    public var showsPlaceholder: Bool
    /// Where the root sits; `nil` makes the root fill the canvas (or take its declared size at the origin).
    public var placement: Placement?
    /// A second node the state places on its own (a button pinned above the home indicator, a
    /// footer), drawn over the placeholder, shown with it.
    public var accessory: SceneAccessory?
    /// A dimming layer over the whole screen, bars included, under the placeholder: a HUD's or
    /// a presented view's dimming view. `nil`: none, and the bars are drawn over the placeholder.
    public var dimming: DynamicColor?
    public var screen: ScreenFrame
    public var direction: InterfaceDirection
    /// The language of the scene's text (the variant's locale, BCP 47): it chooses glyph forms
    /// and fonts (`ja` draws kanji in Japanese forms); `nil`: none in particular.
    public var language: String?
    public var background: DynamicColor
    /// The status bar's time, in the locale's digits (`9:41`, Arabic `٩:٤١`).
    public var clock: String = "9:41"
    /// The time with its day period, as a Home-button iPhone shows it (`LocaleInfo.clockWithPeriod`).
    public var clockWithPeriod: String = "9:41 AM"
    /// The date an iPad's status bar shows beside the time, as the locale writes it.
    public var statusDate: String = "Tue Jan 9"
    /// The battery's charge an iPad's status bar shows beside the battery (`LocaleInfo.batteryPercentage`).
    public var batteryPercentage: String = "100%"
    /// How far `content` is pulled down (a refresh control's room while `updating`); the
    /// placeholder stays where its placement puts it, in the room's area. Under a large title the
    /// title moves down with the rows (`ScreenFrame.contentOffset`).
    public var contentOffset: Double {
        get { screen.contentOffset }
        set { screen.contentOffset = newValue }
    }

    public init(
        canvas: LayoutSize, scale: Double = 1, root: PlaceholderNode, content: PlaceholderNode? = nil, showsPlaceholder: Bool = true,
        placement: Placement? = nil, screen: ScreenFrame = ScreenFrame(), direction: InterfaceDirection = .leftToRight,
        background: DynamicColor = SystemColor.systemBackground.color
    ) {
        self.canvas = canvas; self.scale = scale; self.root = root; self.content = content
        self.showsPlaceholder = showsPlaceholder; self.placement = placement
        self.screen = screen; self.direction = direction; self.background = background
    }
}
