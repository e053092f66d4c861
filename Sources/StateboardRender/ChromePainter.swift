import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// Draws the screen's chrome: each bar laid out as nodes (`ChromeLayout` in StateboardLayout:
/// navigation bar, search bar, table header, toolbar, tab bar, and the status bar) through its
/// kinds, then what is still painted here: the keyboard and the home indicator.
struct ChromePainter {
    let canvas: DrawingCanvas
    let painter: NodePainter
    let scene: LaidOutScene

    var screen: ScreenFrame { scene.scene.screen }
    var width: Double { scene.canvas.width }
    var rtl: Bool { scene.scene.direction == .rightToLeft }
    let label = SystemColor.label.color

    func paint() throws {
        for (index, (bar, frame)) in screen.barFrames(in: scene.canvas).enumerated() {
            // A bar laid out as nodes is drawn by its kinds, as the placeholder's nodes are.
            if let node = scene.chrome.first(where: { ChromeBarKind.content(of: $0.node)?.index == index }) {
                try painter.paintTree(node, origin: .zero)
                continue
            }
            if bar.kind == .keyboard { paintKeyboard(bar.keyboard ?? .english, in: frame) }
        }
        // Over the top bar's background or material, which runs up behind it. A scene without a
        // status bar (a view controller's snapshot, `statusBarHeight: 0`) has no status bar node.
        if let statusBar = scene.chrome.first(where: { $0.kind is StatusBarKind }) { try painter.paintTree(statusBar, origin: .zero) }
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
