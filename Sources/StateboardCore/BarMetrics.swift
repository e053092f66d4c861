/// Where iOS 17/18 puts the parts of its bars, measured on simulator captures (see
/// `docs/iOSMetrics.md`, "Bars"): one place for the figures the painter and the layout share.
public enum BarMetrics {
    /// A large title's baseline below the navigation bar's top at Large and smaller sizes
    /// (measured 80.0 pt on an iOS 17 iPhone 15 capture); it moves down as the bar grows.
    public static let largeTitleBaseline = 80.0
    /// An inline title's and a text bar item's baseline below the bar's top (measured 27.7 and
    /// 28.0–28.3 pt on iOS 18 captures).
    public static let inlineBaseline = 28.0
    /// The inline title's and the bar button items' titles' size: 17 pt (UIKit's, at every text size).
    public static let barTextSize = 17.0

    /// The inline title's and the items' titles' size at a content size category. UIKit's stay
    /// 17 pt (long-pressing them shows the Large Content Viewer); a SwiftUI app's
    /// `NavigationStack` scales them with the body style, at most 1.2 times: 20.4 pt at AX5
    /// (measured on SwiftUI captures at AX5, docs/iOSMetrics.md "SwiftUI apps"; the sizes
    /// between Large and AX5 follow the body style up to that cap, which is chosen).
    public static func barTextSize(at textSize: TextSizeCategory, framework: AppFramework) -> Double {
        guard framework == .swiftUI else { return barTextSize }
        let scale = TextStyle.body.font(at: textSize).size / TextStyle.body.font().size
        return barTextSize * min(max(1, scale), swiftUIBarTextMaximumScale)
    }

    /// How much larger than 17 pt a SwiftUI app's bar texts grow (measured 1.20: "explore_title"
    /// 98.0 → 118.0 pt wide, "general_cancel" 114.0 → 136.3, x-height 9.7 → 11.7).
    public static let swiftUIBarTextMaximumScale = 1.2

    /// How much lower an item's title sits per point it is larger than 17 pt: the title stays
    /// centred on the bar's row (measured 1.3 pt lower at 20.4 pt), while the inline title keeps
    /// its 28 pt baseline (measured 28.3 at both sizes).
    public static let itemBaselineDropPerPoint = 0.4

    /// Bar items keep UIKit's layout margin from the screen's edges (measured 16.3–16.7 pt).
    public static let itemMargin = 16.0
    /// An iPad's navigation bars and toolbars: 50 pt, against an iPhone's 44 (issue 41's review
    /// of iPadOS 17/18; chosen here without a capture measured, docs/iOSMetrics.md "Bars").
    public static let padRowHeight = 50.0

    /// The search field's distance below the search bar's top (measured 1 pt) and above its bottom (15 pt).
    public static let searchFieldTop = 1.0
    public static let searchFieldBottom = 15.0
    /// While searching, between the field's end and the Cancel button (an iOS 17 capture: the
    /// field ends at 312.4 pt, Cancel's ink starts at 325.2 on a 393 pt screen; docs/iOSMetrics.md).
    public static let cancelGap = 12.0

    /// The search field's height at a content size category: 36 pt at Large and smaller,
    /// growing with the body style's size to about 101 pt at AX5 (the field, its text and its
    /// magnifier follow Dynamic Type; UIKit does not publish the rule, this is a straight line
    /// through the two figures, whole points).
    /// A SwiftUI app's `.searchable` field is 34⅓ pt at Large (measured on iOS 17 and 18
    /// captures, where UIKit's is 36) and 101⅓ at AX5 (bitwarden/authenticator-ios's capture,
    /// UIKit's 101 + ⅓): it is 5/3 pt shorter than UIKit's where UIKit's is at its 36 pt minimum
    /// and ⅓ pt taller where the text makes UIKit's taller. That the sizes between Large and AX5
    /// (which UIKit makes taller than 36) follow the second rule is chosen (only Large and AX5
    /// were captured).
    public static func searchFieldHeight(at textSize: TextSizeCategory, framework: AppFramework = .uiKit) -> Double {
        let growth = max(0, TextStyle.body.font(at: textSize).size - 17)
        let uiKit = (36 + growth * 65 / 36).rounded()
        guard framework == .swiftUI else { return uiKit }
        return uiKit > 36 ? uiKit + swiftUISearchFieldExcess : uiKit - swiftUISearchFieldShortfall
    }

    /// How much shorter SwiftUI's search field is than UIKit's at UIKit's 36 pt minimum (34⅓ at Large).
    public static let swiftUISearchFieldShortfall = 5.0 / 3.0
    /// How much taller SwiftUI's search field is than UIKit's once the text makes UIKit's taller
    /// than 36 pt (101⅓ against 101 at AX5).
    public static let swiftUISearchFieldExcess = 1.0 / 3.0

    /// The search bar's height: the field and the room above and below it.
    public static func searchBarHeight(at textSize: TextSizeCategory, framework: AppFramework = .uiKit) -> Double {
        searchFieldHeight(at: textSize, framework: framework) + searchFieldTop + searchFieldBottom
    }

    /// How much the search field's parts (magnifier, text start) are scaled at a category: the
    /// body size over 17 pt, never below 1 (a SwiftUI app's are not scaled: `swiftUIMagnifierInset`).
    public static func searchFieldScale(at textSize: TextSizeCategory) -> Double {
        max(1, TextStyle.body.font(at: textSize).size / 17)
    }

    /// Where a SwiftUI app's search field puts its parts, at every text size (bitwarden/
    /// authenticator-ios's capture at Large and AX5): the magnifier stays 16 pt, its ink 6 pt in
    /// from the field's edge (22.0–38.0 pt from the screen's, where UIKit's is 8 pt in and
    /// scales), and the text starts 26 pt in (the placeholder's ink at 43.0–43.7 pt); only the
    /// text follows Dynamic Type.
    public static let swiftUIMagnifierInset = 6.0
    public static let swiftUISearchTextStart = 26.0

    /// A tab bar item's title: 10 pt medium at every text size (measured cap height 7.1 pt),
    /// its baseline 45 pt below the bar's top (measured 44.9); the symbol's centre 18.5 pt below
    /// the top (measured on an iOS 17 iPhone 15 capture).
    public static let tabTitleSize = 10.0
    public static let tabTitleBaseline = 45.0
    public static let tabSymbolCenter = 18.5

    /// The symbol a selected tab shows: its `.fill` variant, as iOS's own apps and SwiftUI's
    /// TabView draw it, for symbols that have one (arrows, marks and the magnifier have none).
    public static func selectedTabSymbol(_ name: String) -> String {
        if name.isEmpty || name.hasSuffix(".fill") { return name }
        let unfilled = ["magnifyingglass", "ellipsis", "plus", "minus", "xmark", "checkmark", "arrow", "chevron", "line.3.horizontal"]
        if unfilled.contains(where: { name == $0 || name.hasPrefix($0 + ".") }) { return name }
        return name + ".fill"
    }
}

extension ChromeBar {
    /// Fits a navigation bar or toolbar to an iPad, where they are 50 pt (`BarMetrics.padRowHeight`):
    /// the row of items and the inline title grows by 6 pt, and a large-title bar with it, its
    /// title's baseline 6 pt lower; a height the theme set is kept.
    public mutating func useIPadRow() {
        let growth = BarMetrics.padRowHeight - rowHeight
        switch kind {
        case .navigationBar, .toolbar:
            if height == kind.defaultHeight { height = BarMetrics.padRowHeight }
        case .largeTitleNavigationBar:
            if height == ChromeBar.largeTitleBarHeight(at: textSize, framework: framework) { height += growth }
        default:
            return
        }
        rowHeight = BarMetrics.padRowHeight
    }
}
