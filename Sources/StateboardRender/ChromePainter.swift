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

    var screen: ScreenFrame { scene.scene.screen }
    var width: Double { scene.canvas.width }
    var rtl: Bool { scene.scene.direction == .rightToLeft }
    let label = SystemColor.label.color
    let secondary = SystemColor.secondaryLabel.color
    let separator = SystemColor.separator.color

    func paint() throws {
        for (index, (bar, frame)) in screen.barFrames(in: scene.canvas).enumerated() {
            // A bar laid out as nodes is drawn by its kinds, as the placeholder's nodes are.
            if let node = scene.chrome.first(where: { ChromeBarKind.content(of: $0.node)?.index == index }) {
                try painter.paintTree(node, origin: .zero)
                continue
            }
            switch bar.kind {
            case .keyboard: paintKeyboard(bar.keyboard ?? .english, in: frame)
            case _ where bar.isBottom: paintBottom(bar, frame: frame)
            default: paintTop(bar, frame: frame)
            }
        }
        // Over the top bar's background or material, which runs up behind it. A scene without a
        // status bar (a view controller's snapshot, `statusBarHeight: 0`) draws none.
        if screen.showsStatusBar { paintStatusBar() }
        if screen.safeArea.bottom > 0, !screen.chrome.contains(where: { $0.kind == .keyboard }) {
            canvas.fill(LayoutRect(x: width / 2 - 67, y: scene.canvas.height - 13, width: 134, height: 5), color: label, radius: 2.5)
        }
    }

    func text(
        _ string: String, style: TextStyle, weight: FontWeight? = nil, color: DynamicColor,
        alignment: ParagraphAlignment, in frame: LayoutRect, textSize: TextSizeCategory = .large
    ) {
        var font = style.font(at: textSize)
        if let weight { font.weight = weight }
        painter.drawText(
            TextContent(text: string, font: font, lines: 1, alignment: alignment),
            color: canvas.resolve(color), in: frame)
    }

    /// One line of `string` in `font` with its baseline at `baseline`, between `minX` and `minX + width`.
    func text(
        _ string: String, font: FontSpec, color: DynamicColor, alignment: ParagraphAlignment, baseline: Double,
        minX: Double, width: Double
    ) {
        let measured = painter.layOut(TextContent(text: string, font: font, lines: 1, alignment: alignment), maxWidth: max(0, width))
        canvas.drawText(measured, at: LayoutPoint(x: minX, y: baseline - measured.metrics.firstBaseline), color: canvas.resolve(color))
    }

    /// The status bar of the device's family (see `StatusBarPainter`).
    private func paintStatusBar() {
        // Glyphs centre in the safe area's top (beside the sensor housing), the bar's own height without one.
        let height = screen.safeArea.top > 0 ? screen.safeArea.top : screen.barsTop
        var bar = StatusBarPainter(
            canvas: canvas, painter: painter, size: scene.canvas, height: height,
            family: .of(canvas: scene.canvas, safeArea: screen.safeArea), rightToLeft: rtl, clock: scene.scene.clock,
            date: scene.scene.statusDate)
        bar.clockWithPeriod = scene.scene.clockWithPeriod
        bar.paint()
    }

    /// Where the large title, the search field and a grouped table's card start and end: UIKit's
    /// layout margins inside the safe area, 16 pt on an iPhone, 20 pt on an iPad.
    var inset: (leading: Double, trailing: Double) {
        let margin = width >= 700 && screen.safeArea.left == 0 ? 20.0 : 16.0
        return (screen.safeArea.left + margin, screen.safeArea.right + margin)
    }

    /// The width between the margins.
    var marginWidth: Double { width - inset.leading - inset.trailing }

    /// A separator one device pixel thick along `y` (its top edge), as UIKit's hairlines are.
    func hairline(at y: Double) {
        let pixel = 1 / canvas.scale
        canvas.fill(LayoutRect(x: 0, y: (y * canvas.scale).rounded() / canvas.scale, width: width, height: pixel), color: separator)
    }

    /// Whether the screen's content runs under the bottom bars (`LaidOutScene.contentReachesBottomBars`).
    var contentReachesBottomBars: Bool { scene.contentReachesBottomBars }

    /// Whether the screen's content runs under the top bars (`LaidOutScene.contentRunsUnderTopBars`).
    var contentRunsUnderTopBars: Bool { scene.contentRunsUnderTopBars }

    /// iPadOS 17's tab bar: each item's symbol beside its title (13 pt medium), the items a
    /// compact group centred in the bar, 40 pt apart; right-to-left runs the other way with the
    /// symbol after the title's start.
    func paintPadTabItems(names: [String], symbols: [String], selected: Int, frame: LayoutRect, accent: DynamicColor, gray: DynamicColor) {
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
                canvas.fill(LayoutRect(x: symbolX, y: middle - 10, width: side, height: 20), color: color, radius: 5)
            } else {
                self.symbol(symbol, side: side, center: LayoutPoint(x: symbolX + side / 2, y: middle), color: color, pointSize: 17, scale: .medium)
            }
            text(
                names[index], style: .footnote, weight: .medium, color: color, alignment: .center,
                in: LayoutRect(x: titleX, y: middle - 9, width: widths[index] + 1, height: 18))
            x += itemWidths[index] + spacing
        }
    }

    /// iPadOS 18's floating tab bar: the titles (subheadline, medium) in a capsule centred in `row`, the
    /// selected one on a raised pill in the accent color, the others in the label color; the
    /// order runs right to left in right-to-left locales.
    func paintFloatingTabBar(names: [String], selected: Int, row: LayoutRect, accent: DynamicColor) {
        var measuring = TextStyle.subheadline.font()
        measuring.weight = .semibold  // the selected title's weight, the widest
        let padding = 16.0, inset = 4.0, pillHeight = 30.0
        let widths = names.map { textWidth($0, font: measuring).rounded(.up) + 2 * padding }
        let total = widths.reduce(0, +) + 2 * inset
        let capsule = LayoutRect(x: (width - total) / 2, y: row.midY - (pillHeight + 2 * inset) / 2, width: total, height: pillHeight + 2 * inset)
        canvas.fill(capsule, color: Self.floatingCapsule, radius: capsule.height / 2)
        var x = capsule.minX + inset
        for visual in 0..<names.count {
            let index = rtl ? names.count - 1 - visual : visual
            let pill = LayoutRect(x: x, y: capsule.minY + inset, width: widths[index], height: pillHeight)
            if index == selected { canvas.fill(pill, color: Self.floatingSelection, radius: pillHeight / 2) }
            var font = TextStyle.subheadline.font()
            font.weight = index == selected ? .semibold : .medium
            painter.drawText(
                TextContent(text: names[index], font: font, lines: 1, alignment: .center),
                color: canvas.resolve(index == selected ? accent : label), in: pill)
            x += widths[index]
        }
    }

    /// The floating tab bar's capsule and its selected pill (light / dark).
    static let floatingCapsule = DynamicColor(light: RGBAColor(hex: "#EEEEF0")!, dark: RGBAColor(hex: "#1C1C1E")!)
    static let floatingSelection = DynamicColor(light: RGBAColor(hex: "#FFFFFF")!, dark: RGBAColor(hex: "#3A3A3C")!)

    /// How wide `text` is on one line in `font`.
    func textWidth(_ text: String, font: FontSpec) -> Double {
        painter.layOut(TextContent(text: text, font: font), maxWidth: nil).metrics.size.width
    }

    /// A tab bar symbol's box: 25.4 pt, so that a circle symbol's ink is the 23.3 pt of the
    /// iOS 17 capture's `record.circle.fill` (docs/iOSMetrics.md, "Bars"); before, 29.6 pt drew it 27 pt.
    static let tabSymbolSide = 25.4
    /// A toolbar button's symbol box: body size at the large scale.
    static let toolbarSymbolSide = SymbolImage(name: "house", pointSize: 17, scale: .large).side

    /// Draws an SF Symbols name centred on `center` (never mirrored: symbols that mean a direction
    /// come in their own variants).
    func symbol(
        _ name: String, side: Double, center: LayoutPoint, color: DynamicColor, weight: FontWeight = .regular,
        pointSize: Double = 17, scale: SymbolScale = .large
    ) {
        let box = LayoutRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        try? canvas.drawSymbol(
            SymbolImage(name: name, pointSize: pointSize, weight: weight, scale: scale), in: box,
            tint: canvas.resolve(color))
    }
}
