import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// Draws the screen's chrome: each bar laid out as nodes (`ChromeLayout` in StateboardLayout:
/// navigation bar, search bar, table header, toolbar, tab bar, keyboard) through its kinds, then
/// what is still painted here: the status bar and the home indicator.
struct ChromePainter {
    let canvas: DrawingCanvas
    let painter: NodePainter
    let scene: LaidOutScene

    var screen: ScreenFrame { scene.scene.screen }
    var width: Double { scene.canvas.width }
    var rtl: Bool { scene.scene.direction == .rightToLeft }
    let label = SystemColor.label.color

    func paint() throws {
        // Every bar is laid out as nodes and drawn by its kinds, as the placeholder's nodes are.
        for node in scene.chrome { try painter.paintTree(node, origin: .zero) }
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
