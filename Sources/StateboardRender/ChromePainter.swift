import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// The iOS interface around a placeholder, drawn from the screen's description: status bar,
/// navigation bar (standard or large title), search bar, table header, toolbar, tab bar,
/// keyboard and home indicator.
struct ChromePainter {
    let canvas: DrawingCanvas
    let painter: NodePainter
    let scene: LaidOutScene

    private var screen: ScreenFrame { scene.scene.screen }
    var width: Double { scene.canvas.width }
    var rtl: Bool { scene.scene.direction == .rightToLeft }
    private let label = SystemColor.label.color
    let secondary = SystemColor.secondaryLabel.color
    private let separator = SystemColor.separator.color

    func paint() {
        // A scene without a top safe area is not a device screen: no status bar.
        if screen.safeArea.top > 0 { paintStatusBar() }
        for (bar, frame) in screen.barFrames(in: scene.canvas) {
            switch bar.kind {
            case .keyboard: paintKeyboard(bar.keyboard ?? .english, in: frame)
            case _ where bar.isBottom: paintBottom(bar, frame: frame)
            default: paintTop(bar, frame: frame)
            }
        }
        if screen.safeArea.bottom > 0, !screen.chrome.contains(where: { $0.kind == .keyboard }) {
            canvas.fill(Rect(x: width / 2 - 67, y: scene.canvas.height - 13, width: 134, height: 5), color: label, radius: 2.5)
        }
    }

    func text(_ string: String, style: TextStyle, weight: FontWeight? = nil, color: DynamicColor,
              alignment: ParagraphAlignment, in frame: Rect, textSize: TextSizeCategory = .large) {
        var font = style.font(at: textSize)
        if let weight { font.weight = weight }
        painter.drawText(TextContent(text: string, font: font, lines: 1, alignment: alignment),
                         color: canvas.resolve(color), in: frame)
    }

    /// The status bar of the device's family (see `StatusBarPainter`).
    private func paintStatusBar() {
        var bar = StatusBarPainter(canvas: canvas, painter: painter, size: scene.canvas, height: screen.safeArea.top,
                         family: .of(canvas: scene.canvas, safeArea: screen.safeArea), rightToLeft: rtl, clock: scene.scene.clock,
                         date: scene.scene.statusDate)
        bar.clockWithPeriod = scene.scene.clockWithPeriod
        bar.paint()
    }

    /// Where the large title, the search field and a grouped table's card start and end: UIKit's
    /// layout margins inside the safe area, 16 pt on an iPhone, 20 pt on an iPad.
    private var inset: (leading: Double, trailing: Double) {
        let margin = width >= 700 && screen.safeArea.left == 0 ? 20.0 : 16.0
        return (screen.safeArea.left + margin, screen.safeArea.right + margin)
    }

    /// The width between the margins.
    private var marginWidth: Double { width - inset.leading - inset.trailing }

    /// A separator one device pixel thick along `y` (its top edge), as UIKit's hairlines are.
    private func hairline(at y: Double) {
        let pixel = 1 / canvas.scale
        canvas.fill(Rect(x: 0, y: (y * canvas.scale).rounded() / canvas.scale, width: width, height: pixel), color: separator)
    }

    /// Whether the screen's content runs under the bottom bars (the `content` and `updating`
    /// states' rows): then they show their standard appearance (material and a hairline);
    /// otherwise the screen is at its scroll edge and iOS 15+ draws them transparent, without one.
    private var contentReachesBottomBars: Bool { scene.content != nil }

    private func paintTop(_ bar: ChromeBar, frame: Rect) {
        switch bar.kind {
        case .navigationBar:
            // A placeholder's screen is at its scroll edge: iOS 15+ draws the bar transparent, without a hairline.
            text(bar.title ?? "", style: .headline, color: label, alignment: .center, in: Rect(x: 60, y: frame.minY, width: width - 120, height: 44))
        case .largeTitleNavigationBar:
            // The title's row: the bar below the 44 pt standard row less 11 pt under the text.
            text(bar.title ?? "", style: .largeTitle, weight: .bold, color: label, alignment: .leading,
                 in: Rect(x: inset.leading, y: frame.minY + 44, width: marginWidth, height: max(0, frame.height - 44 - 11)), textSize: bar.textSize)
        case .tabBar:
            let names = bar.items.isEmpty ? ["Home", "Search", "Saved", "Profile"] : bar.items
            paintFloatingTabBar(names: names, selected: bar.selectedItem, row: frame.height > 44 ? frame.inset(by: Insets(top: 3, bottom: 3)) : frame,
                                accent: bar.tint ?? SystemColor.systemBlue.color)
        case .searchBar:
            paintSearchField(Rect(x: inset.leading, y: frame.minY + 8, width: marginWidth, height: 36), query: bar.title,
                             placeholder: bar.items.first ?? "Search")
        case .tableHeader:
            // A grouped table's header: the grouped background, the card one level up (white on
            // light gray in light mode, dark gray on black in dark mode).
            canvas.fill(frame, color: SystemColor.systemGroupedBackground.color)
            let card = Rect(x: inset.leading, y: frame.minY + 16, width: marginWidth, height: frame.height - 32)
            canvas.fill(card, color: SystemColor.secondarySystemGroupedBackground.color, radius: 12)
            canvas.mirrored(about: width / 2, when: rtl) {
                canvas.fill(Rect(x: card.minX + 16, y: card.minY + 18, width: card.width * 0.45, height: 14), color: SystemColor.systemGray5.color, radius: 4)
                canvas.fill(Rect(x: card.minX + 16, y: card.minY + 42, width: card.width * 0.7, height: 10), color: SystemColor.systemGray5.color, radius: 4)
            }
            hairline(at: frame.maxY - 1 / canvas.scale)
        default:
            break
        }
    }

    /// UISearchBar's field: the magnifier leading (right in right-to-left), then the query in
    /// the label color with a clear button trailing, or the placeholder in the secondary color.
    private func paintSearchField(_ field: Rect, query: String?, placeholder: String) {
        canvas.fill(field, color: SystemColor.tertiarySystemFill.color, radius: 10)
        func leading(_ x: Double, width: Double = 0) -> Double { rtl ? field.maxX - (x - field.minX) - width : x }
        // The magnifier: a ring and its handle, never mirrored (iOS keeps the glyph as it is).
        let icon = Point(x: leading(field.minX + 15), y: field.midY - 1)
        canvas.arc(center: icon, radius: 5.5, from: 0, to: 2 * Double.pi, color: secondary, width: 1.8)
        canvas.line(from: Point(x: icon.x + 4, y: icon.y + 4), to: Point(x: icon.x + 7.5, y: icon.y + 7.5), color: secondary, width: 1.8)
        let textWidth = field.width - 28 - (query == nil ? 8 : 30)
        text(query ?? placeholder, style: .body, color: query == nil ? secondary : label, alignment: .leading,
             in: Rect(x: leading(field.minX + 28, width: textWidth), y: field.minY, width: textWidth, height: field.height))
        guard query != nil else { return }
        // The clear button (xmark.circle.fill) at the trailing end.
        let clear = Point(x: leading(field.maxX - 17), y: field.midY)
        canvas.fillEllipse(Rect(x: clear.x - 8, y: clear.y - 8, width: 16, height: 16), color: SystemColor.tertiaryLabel.color)
        let background = SystemColor.systemBackground.color
        canvas.line(from: Point(x: clear.x - 3, y: clear.y - 3), to: Point(x: clear.x + 3, y: clear.y + 3), color: background, width: 1.6)
        canvas.line(from: Point(x: clear.x + 3, y: clear.y - 3), to: Point(x: clear.x - 3, y: clear.y + 3), color: background, width: 1.6)
    }

    private func paintBottom(_ bar: ChromeBar, frame: Rect) {
        if contentReachesBottomBars {
            let background = Rect(x: 0, y: frame.minY, width: width, height: scene.canvas.height - frame.minY)
            canvas.fill(background, color: DynamicColor(light: RGBAColor(hex: "#F9F9F9F0")!, dark: RGBAColor(hex: "#161616F0")!))
            hairline(at: frame.minY)
        }
        let accent = bar.tint ?? SystemColor.systemBlue.color, gray = SystemColor.systemGray.color
        switch bar.kind {
        case .tabBar:
            let names = bar.items.isEmpty ? ["Home", "Search", "Saved", "Profile"] : bar.items
            let symbols = bar.items.isEmpty ? ChromeBar.defaultTabSymbols : bar.symbols
            if width >= 700 {
                paintPadTabItems(names: names, symbols: symbols, selected: bar.selectedItem, frame: frame, accent: accent, gray: gray)
                return
            }
            let slot = width / Double(names.count)
            for (index, name) in names.enumerated() {
                let position = rtl ? names.count - 1 - index : index
                let x = slot * Double(position)
                let color = index == bar.selectedItem ? accent : gray
                let symbol = index < symbols.count ? symbols[index] : ""
                if symbol.isEmpty {
                    canvas.fill(Rect(x: x + slot / 2 - 12, y: frame.minY + 6, width: 24, height: 22), color: color, radius: 6)
                } else {
                    // A UITabBarItem's symbol: about 24 pt of glyph centred over the title.
                    self.symbol(symbol, side: Self.tabSymbolSide, center: Point(x: x + slot / 2, y: frame.minY + 16.5), color: color)
                }
                text(name, style: .caption2, weight: .medium, color: color, alignment: .center,
                     in: Rect(x: x, y: frame.minY + 30, width: slot, height: 13))
            }
        case .toolbar:
            // Bar buttons spread over the toolbar: first leading, last trailing, the rest between.
            let symbols = bar.symbols.isEmpty ? ChromeBar.defaultToolbarSymbols : bar.symbols
            let count = symbols.count
            for (index, name) in symbols.enumerated() {
                let position = rtl ? count - 1 - index : index
                let inset = 16 + Self.toolbarSymbolSide / 2
                let x = count == 1 ? width / 2 : inset + Double(position) * (width - 2 * inset) / Double(count - 1)
                symbol(name, side: Self.toolbarSymbolSide, center: Point(x: x, y: frame.midY), color: accent)
            }
        default:
            break
        }
    }

    /// iPadOS 17's tab bar: each item's symbol beside its title (13 pt medium), the items a
    /// compact group centred in the bar, 40 pt apart; right-to-left runs the other way with the
    /// symbol after the title's start.
    private func paintPadTabItems(names: [String], symbols: [String], selected: Int, frame: Rect, accent: DynamicColor, gray: DynamicColor) {
        let font = FontSpec(size: 13, weight: .medium)
        let side = SymbolImage(name: "house", pointSize: 17, scale: .medium).side, gap = 6.0, spacing = 40.0
        let widths = names.map { textWidth($0, font: font) }
        let itemWidths = widths.map { side + gap + $0 }
        let total = itemWidths.reduce(0, +) + spacing * Double(max(0, names.count - 1))
        var x = (width - total) / 2
        let middle = frame.minY + 25
        for visual in 0..<names.count {
            let index = rtl ? names.count - 1 - visual : visual
            let color = index == selected ? accent : gray
            let symbolX = rtl ? x + widths[index] + gap : x
            let titleX = rtl ? x : x + side + gap
            let symbol = index < symbols.count ? symbols[index] : ""
            if symbol.isEmpty {
                canvas.fill(Rect(x: symbolX, y: middle - 10, width: side, height: 20), color: color, radius: 5)
            } else {
                self.symbol(symbol, side: side, center: Point(x: symbolX + side / 2, y: middle), color: color, pointSize: 17, scale: .medium)
            }
            text(names[index], style: .footnote, weight: .medium, color: color, alignment: .center,
                 in: Rect(x: titleX, y: middle - 9, width: widths[index] + 1, height: 18))
            x += itemWidths[index] + spacing
        }
    }

    /// iPadOS 18's floating tab bar: the titles (subheadline, medium) in a capsule centred in `row`, the
    /// selected one on a raised pill in the accent color, the others in the label color; the
    /// order runs right to left in right-to-left locales.
    private func paintFloatingTabBar(names: [String], selected: Int, row: Rect, accent: DynamicColor) {
        var measuring = TextStyle.subheadline.font()
        measuring.weight = .semibold  // the selected title's weight, the widest
        let padding = 16.0, inset = 4.0, pillHeight = 30.0
        let widths = names.map { textWidth($0, font: measuring).rounded(.up) + 2 * padding }
        let total = widths.reduce(0, +) + 2 * inset
        let capsule = Rect(x: (width - total) / 2, y: row.midY - (pillHeight + 2 * inset) / 2, width: total, height: pillHeight + 2 * inset)
        canvas.fill(capsule, color: Self.floatingCapsule, radius: capsule.height / 2)
        var x = capsule.minX + inset
        for visual in 0..<names.count {
            let index = rtl ? names.count - 1 - visual : visual
            let pill = Rect(x: x, y: capsule.minY + inset, width: widths[index], height: pillHeight)
            if index == selected { canvas.fill(pill, color: Self.floatingSelection, radius: pillHeight / 2) }
            var font = TextStyle.subheadline.font()
            font.weight = index == selected ? .semibold : .medium
            painter.drawText(TextContent(text: names[index], font: font, lines: 1, alignment: .center),
                             color: canvas.resolve(index == selected ? accent : label), in: pill)
            x += widths[index]
        }
    }

    /// The floating tab bar's capsule and its selected pill (light / dark).
    static let floatingCapsule = DynamicColor(light: RGBAColor(hex: "#EEEEF0")!, dark: RGBAColor(hex: "#1C1C1E")!)
    static let floatingSelection = DynamicColor(light: RGBAColor(hex: "#FFFFFF")!, dark: RGBAColor(hex: "#3A3A3C")!)

    /// How wide `text` is on one line in `font`.
    private func textWidth(_ text: String, font: FontSpec) -> Double {
        painter.layOut(TextContent(text: text, font: font), maxWidth: nil).metrics.size.width
    }

    /// A tab bar symbol's box: body size (17 pt) at the large scale.
    static let tabSymbolSide = SymbolImage(name: "house", pointSize: 17, scale: .large).side + 2
    /// A toolbar button's symbol box: body size at the large scale.
    static let toolbarSymbolSide = SymbolImage(name: "house", pointSize: 17, scale: .large).side

    /// Draws an SF Symbols name centred on `center` (never mirrored: symbols that mean a direction
    /// come in their own variants).
    func symbol(_ name: String, side: Double, center: Point, color: DynamicColor, weight: FontWeight = .regular,
                pointSize: Double = 17, scale: SymbolScale = .large) {
        let box = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        try? canvas.drawSymbol(SymbolImage(name: name, pointSize: pointSize, weight: weight, scale: scale), in: box,
                               tint: canvas.resolve(color))
    }
}
