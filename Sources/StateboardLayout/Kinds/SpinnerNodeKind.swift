import Foundation
import StateboardCore

/// `spinner`: UIActivityIndicatorView as a still frame (8 fading spokes), or a ring.
public struct SpinnerNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "spinner"
    public var name: String { Self.kindName }
    public var shorthandKey: String? { "style" }
    public var properties: [NodeKindProperty] {
        [NodeKindProperty("style", .option(SpinnerStyle.self)), NodeKindProperty("color", .color)]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        .spinner(
            SpinnerNode(
                style: props.choice("style", SpinnerStyle.self) ?? .medium,
                color: props.color("color") ?? SystemColor.systemGray.color))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let spinner = node.content.value(as: SpinnerNode.self) else { return [:] }
        return ["style": spinner.style.rawValue, "color": StyleRecord.color(spinner.color)]
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let spinner = node.content.value(as: SpinnerNode.self) else { return KindMeasurement(width: nil, height: nil) }
        return KindMeasurement(width: spinner.style.size, height: spinner.style.size)
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    /// Opacity of each spoke, from the leading one backwards.
    static let spokeAlphas: [Double] = [1, 0.86, 0.73, 0.62, 0.52, 0.44, 0.37, 0.31]

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let spinner = node.node.content.value(as: SpinnerNode.self) else { return }
        let side = min(frame.width, frame.height)
        let center = LayoutPoint(x: frame.midX, y: frame.midY)
        switch spinner.style {
        case .medium, .large:
            let outer = side / 2
            let inner = outer * (spinner.style == .large ? 0.47 : 0.45)
            let width = side * (spinner.style == .large ? 0.085 : 0.1)
            for index in 0..<8 {
                // Spoke 0 at 12 o'clock; earlier spokes trail anticlockwise.
                let angle = -Double.pi / 2 - Double(index) * Double.pi / 4
                let a = LayoutPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner)
                let b = LayoutPoint(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2))
                context.line(from: a, to: b, color: spinner.color, width: width, alpha: Self.spokeAlphas[index])
            }
        case .ring:
            let width = side / 10
            let radius = side / 2 - width / 2
            let track = context.resolve(spinner.color)
            context.arc(center: center, radius: radius, from: 0, to: 2 * Double.pi, color: DynamicColor(track.withAlpha(track.alpha * 0.2)), width: width)
            context.arc(center: center, radius: radius, from: -Double.pi / 2, to: Double.pi, color: spinner.color, width: width)
        }
    }
}

extension NodeContent {
    /// A `spinner` node's content: `value` drawn by `SpinnerNodeKind`.
    public static func spinner(_ value: SpinnerNode) -> NodeContent { .custom(CustomNode(name: SpinnerNodeKind.kindName, content: value)) }
}
