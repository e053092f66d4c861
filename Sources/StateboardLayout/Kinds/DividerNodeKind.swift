import StateboardCore

/// `divider`: a hairline separator across its stack, at least one device pixel thick.
public struct DividerNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "divider"
    public var name: String { Self.kindName }
    public var properties: [NodeKindProperty] { [NodeKindProperty("color", .color), NodeKindProperty("thickness", .number(minimum: 0))] }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        .divider(
            DividerNode(
                color: props.color("color") ?? SystemColor.separator.color,
                thickness: props.number("thickness", minimum: 0) ?? 0.5))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let divider = node.content.value(as: DividerNode.self) else { return [:] }
        return ["color": StyleRecord.color(divider.color), "thickness": StyleRecord.number(divider.thickness)]
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let divider = node.content.value(as: DividerNode.self) else { return KindMeasurement(width: nil, height: nil) }
        return KindMeasurement(width: nil, height: divider.thickness)
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let divider = node.node.content.value(as: DividerNode.self) else { return }
        let thickness = max(divider.thickness, 1 / context.scale)
        context.fill(
            context.snapped(LayoutRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)),
            color: divider.color)
    }
}

extension NodeContent {
    /// A `divider` node's content: `value` drawn by `DividerNodeKind`.
    public static func divider(_ value: DividerNode) -> NodeContent { .custom(CustomNode(name: DividerNodeKind.kindName, content: value)) }
}
