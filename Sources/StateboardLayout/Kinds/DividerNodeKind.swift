import StateboardCore

/// `divider`: a hairline separator across its stack, at least one device pixel thick.
public struct DividerNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "divider" }
    public var properties: [NodeKindProperty] { [NodeKindProperty("color", .color), NodeKindProperty("thickness", .number(minimum: 0))] }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        .divider(
            DividerNode(
                color: props.color("color") ?? SystemColor.separator.color,
                thickness: props.number("thickness", minimum: 0) ?? 0.5))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard case .divider(let divider) = node.content else { return [:] }
        return ["color": StyleRecord.color(divider.color), "thickness": StyleRecord.number(divider.thickness)]
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard case .divider(let divider) = node.content else { return KindMeasurement(width: nil, height: nil) }
        return KindMeasurement(width: nil, height: divider.thickness)
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard case .divider(let divider) = node.node.content else { return }
        let thickness = max(divider.thickness, 1 / context.scale)
        context.fill(
            context.snapped(LayoutRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)),
            color: divider.color)
    }
}
