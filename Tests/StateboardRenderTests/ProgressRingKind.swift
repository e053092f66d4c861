import Foundation
import StateboardCore
import StateboardLayout

/// An app's own node kind, defined outside the library: a circular progress ring with its
/// percentage in the middle. `progressRing: { value: 0.25, tint: systemGreen, size: 72 }`, or
/// `progressRing: 0.25`. It decodes, measures and draws through the same protocols as the
/// built-in kinds, and nothing in the library knows it.
struct ProgressRingKind: PlaceholderNodeKind {
    /// What a decoded `progressRing` node holds.
    struct Ring: CustomNodeContent {
        var value: Double
        var tint: DynamicColor
        var side: Double
    }

    var name: String { "progressRing" }
    var shorthandKey: String? { "value" }
    var properties: [NodeKindProperty] {
        [
            NodeKindProperty("value", .number(minimum: 0, maximum: 1)), NodeKindProperty("tint", .color),
            NodeKindProperty("size", .number(minimum: 8)),
        ]
    }

    func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("value", example: "progressRing: { value: 0.5 }"),
            let value = props.number("value", minimum: 0, maximum: 1)
        else { return nil }
        let ring = Ring(value: value, tint: props.color("tint") ?? SystemColor.systemBlue.color, side: props.number("size", minimum: 8) ?? 64)
        return .custom(CustomNode(name: name, content: ring))
    }

    static func ring(_ node: PlaceholderNode) -> Ring? {
        guard case .custom(let custom) = node.content else { return nil }
        return custom.content as? Ring
    }

    static func percentage(_ ring: Ring) -> TextContent {
        TextContent(text: "\(Int((ring.value * 100).rounded()))%", font: FontSpec(size: ring.side / 4, weight: .semibold), alignment: .center)
    }

    func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let ring = Self.ring(node) else { return KindMeasurement(width: nil, height: nil) }
        // The percentage is laid out once, here, and drawn from this layout.
        let label = context.layOut(Self.percentage(ring), width: nil)
        return KindMeasurement(size: IntrinsicSize(width: ring.side, height: ring.side), detail: label)
    }

    func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let ring = Self.ring(node.node), let label = node.detail as? MeasuredText else { return }
        let side = min(frame.width, frame.height)
        let lineWidth = side / 8
        let center = LayoutPoint(x: frame.midX, y: frame.midY)
        let radius = side / 2 - lineWidth / 2
        let tint = ring.tint.resolved(for: context.appearance)
        context.beginSubpath()
        context.addArc(center: center, radius: radius, from: 0, to: 2 * Double.pi, clockwise: true)
        context.strokePath(
            with: .color(SystemColor.systemGray5.color.resolved(for: context.appearance)),
            style: DrawingStrokeStyle(width: lineWidth))
        context.beginSubpath()
        context.addArc(center: center, radius: radius, from: -Double.pi / 2, to: -Double.pi / 2 + 2 * Double.pi * ring.value, clockwise: true)
        let gradient = DrawingPaint.linearGradient(
            start: LayoutPoint(x: frame.minX, y: frame.minY), end: LayoutPoint(x: frame.maxX, y: frame.maxY),
            stops: [GradientStop(0, tint), GradientStop(1, tint.withAlpha(0.8))])
        context.strokePath(with: gradient, style: DrawingStrokeStyle(width: lineWidth, cap: .round))
        let size = label.metrics.size
        context.drawText(
            label, at: LayoutPoint(x: center.x - size.width / 2, y: center.y - size.height / 2),
            color: SystemColor.label.color.resolved(for: context.appearance))
    }
}
