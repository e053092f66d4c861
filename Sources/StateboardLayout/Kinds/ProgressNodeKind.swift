import StateboardCore

/// `progress`: a UIProgressView bar (default style), 4 pt tall, filling from the leading edge.
public struct ProgressNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "progress"
    public var name: String { Self.kindName }
    public var shorthandKey: String? { "value" }
    public var properties: [NodeKindProperty] {
        [NodeKindProperty("value", .number(minimum: 0, maximum: 1)), NodeKindProperty("tint", .color), NodeKindProperty("track", .color)]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        .progress(
            ProgressNode(
                value: props.number("value", minimum: 0, maximum: 1) ?? 0,
                tint: props.color("tint") ?? SystemColor.systemBlue.color,
                track: props.color("track") ?? SystemColor.systemGray5.color))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let progress = node.content.value(as: ProgressNode.self) else { return [:] }
        return [
            "value": StyleRecord.number(progress.value), "tint": StyleRecord.color(progress.tint),
            "track": StyleRecord.color(progress.track),
        ]
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: ProgressNode.height)
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    public func draw(_ node: LaidOutNode, in rawFrame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let progress = node.node.content.value(as: ProgressNode.self) else { return }
        let frame = context.snapped(rawFrame)
        let bar = LayoutRect(x: frame.minX, y: frame.midY - ProgressNode.height / 2, width: frame.width, height: ProgressNode.height)
        context.fill(bar, color: progress.track, radius: bar.height / 2)
        let filled = bar.width * min(max(progress.value, 0), 1)
        let x = context.direction == .rightToLeft ? bar.maxX - filled : bar.minX
        context.fill(LayoutRect(x: x, y: bar.minY, width: filled, height: bar.height), color: progress.tint, radius: bar.height / 2)
    }
}

extension NodeContent {
    /// A `progress` node's content: `value` drawn by `ProgressNodeKind`.
    public static func progress(_ value: ProgressNode) -> NodeContent { .custom(CustomNode(name: ProgressNodeKind.kindName, content: value)) }
}
