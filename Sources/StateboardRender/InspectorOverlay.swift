import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// An inspector's view of a laid-out scene, drawn over the render: the safe area and chrome
/// (tinted), the content area, every node's frame, the gaps between a stack's nodes with their
/// values, stack margins, and the axis the placeholder is centred on.
public struct InspectorOverlay: Sendable {
    public init() {}

    /// Renders the scene with the overlay on top, as PNG.
    public func render(
        _ scene: LaidOutScene, appearance: Appearance, contrast: DisplayContrast = .standard, scale: Double,
        with renderer: ImageRenderer
    ) throws -> Data {
        let bitmap = try renderer.draw(scene, appearance: appearance, contrast: contrast, scale: scale)
        CairoDrawing.on(bitmap.surface) { cr in
            cairo_scale(cr, scale, scale)
            let canvas = DrawingCanvas(cr: cr, appearance: appearance, scale: scale)
            draw(scene, canvas: canvas, painter: NodePainter(canvas: canvas, measurer: renderer.measurer, direction: .leftToRight))
        }
        return bitmap.png()
    }

    private static let safeAreaTint = DynamicColor(RGBAColor(red: 1, green: 0.2, blue: 0.2, alpha: 0.14))
    private static let frameColor = DynamicColor(RGBAColor(red: 0.0, green: 0.6, blue: 1.0, alpha: 0.9))
    private static let gapColor = DynamicColor(RGBAColor(red: 1.0, green: 0.25, blue: 0.6, alpha: 0.35))
    private static let marginColor = DynamicColor(RGBAColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.25))
    private static let axisColor = DynamicColor(RGBAColor(red: 1.0, green: 0.5, blue: 0.0, alpha: 0.9))
    private static let labelColor = RGBAColor(red: 0.85, green: 0.1, blue: 0.45)

    private func draw(_ scene: LaidOutScene, canvas: DrawingCanvas, painter: NodePainter) {
        let size = scene.canvas
        let area = scene.contentArea
        // Outside the content area: safe area and chrome.
        for rect in [
            LayoutRect(x: 0, y: 0, width: size.width, height: area.minY), LayoutRect(x: 0, y: area.maxY, width: size.width, height: size.height - area.maxY),
            LayoutRect(x: 0, y: area.minY, width: area.minX, height: area.height),
            LayoutRect(x: area.maxX, y: area.minY, width: size.width - area.maxX, height: area.height),
        ]
        where rect.width > 0 && rect.height > 0 {
            canvas.fill(rect, color: Self.safeAreaTint)
        }
        canvas.stroke(area, color: Self.safeAreaTint, width: 1)
        // The centring axes of the content area.
        canvas.line(
            from: LayoutPoint(x: area.midX, y: area.minY), to: LayoutPoint(x: area.midX, y: area.maxY), color: Self.axisColor, width: 0.75, dash: [4, 3])
        canvas.line(
            from: LayoutPoint(x: area.minX, y: area.midY), to: LayoutPoint(x: area.maxX, y: area.midY), color: Self.axisColor, width: 0.75, dash: [4, 3])
        if scene.scene.showsPlaceholder { drawTree(scene.root, origin: .zero, canvas: canvas, painter: painter) }
        if let accessory = scene.accessory { drawTree(accessory, origin: .zero, canvas: canvas, painter: painter) }
    }

    private func drawTree(_ node: LaidOutNode, origin: LayoutPoint, canvas: DrawingCanvas, painter: NodePainter) {
        guard !node.isHidden else { return }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if case .stack(let stack) = node.node.content {
            if stack.marginsRelative {
                let inner = frame.inset(by: stack.margins)
                for rect in [
                    LayoutRect(x: frame.minX, y: frame.minY, width: frame.width, height: inner.minY - frame.minY),
                    LayoutRect(x: frame.minX, y: inner.maxY, width: frame.width, height: frame.maxY - inner.maxY),
                    LayoutRect(x: frame.minX, y: inner.minY, width: inner.minX - frame.minX, height: inner.height),
                    LayoutRect(x: inner.maxX, y: inner.minY, width: frame.maxX - inner.maxX, height: inner.height),
                ] where rect.width > 0 && rect.height > 0 {
                    canvas.fill(rect, color: Self.marginColor)
                }
            }
            let visible = node.children.filter { !$0.isHidden }
            for (a, b) in zip(visible, visible.dropFirst()) {
                let first = a.frame.offsetBy(dx: frame.minX, dy: frame.minY), second = b.frame.offsetBy(dx: frame.minX, dy: frame.minY)
                let gap: LayoutRect
                if stack.axis == .vertical {
                    gap = LayoutRect(x: frame.minX, y: first.maxY, width: frame.width, height: second.minY - first.maxY)
                } else {
                    let left = min(first.maxX, second.maxX) == first.maxX ? first : second
                    let right = left.minX == first.minX ? second : first
                    gap = LayoutRect(x: left.maxX, y: frame.minY, width: right.minX - left.maxX, height: frame.height)
                }
                guard gap.width > 0.01, gap.height > 0.01 else { continue }
                canvas.fill(gap, color: Self.gapColor)
                let value = stack.axis == .vertical ? gap.height : gap.width
                let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
                painter.drawText(
                    TextContent(text: text, font: FontSpec(size: 9, weight: .semibold, lineHeight: 11), lines: 1, alignment: .center),
                    color: Self.labelColor, in: LayoutRect(x: gap.midX - 15, y: gap.midY - 5.5, width: 30, height: 11))
            }
        }
        canvas.stroke(frame, color: Self.frameColor, width: 0.5)
        for child in node.children { drawTree(child, origin: frame.origin, canvas: canvas, painter: painter) }
    }
}
