import StateboardCore

/// `box`: a rectangle with optional fill and border, flexible on every axis it declares no
/// size for.
public struct BoxNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "box"
    public var name: String { Self.kindName }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("fill", .color), NodeKindProperty("border", .color),
            NodeKindProperty("borderWidth", .number(minimum: 0)), NodeKindProperty("cornerRadius", .number(minimum: 0)),
        ]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        .box(
            BoxNode(
                fill: props.color("fill"), border: props.color("border"),
                borderWidth: props.number("borderWidth", minimum: 0) ?? 1,
                cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let box = node.content.value(as: BoxNode.self) else { return [:] }
        return [
            "fill": StyleRecord.color(box.fill), "border": StyleRecord.color(box.border),
            "borderWidth": StyleRecord.number(box.borderWidth), "cornerRadius": StyleRecord.number(box.cornerRadius),
        ]
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let box = node.node.content.value(as: BoxNode.self) else { return }
        let frame = context.snapped(frame)
        if let fill = box.fill { context.fill(frame, color: fill, radius: box.cornerRadius) }
        if let border = box.border { context.stroke(frame, color: border, width: box.borderWidth, radius: box.cornerRadius) }
    }
}

/// `spacer`: an empty, flexible box (it decodes to a `box` with neither fill nor border, which
/// the box kind lays out and draws).
public struct SpacerNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "spacer" }
    public var properties: [NodeKindProperty] { [] }
    public func decode(_ props: any NodePropertyReader) -> NodeContent? { .box(BoxNode()) }
    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }
    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {}
}

extension NodeContent {
    /// A `box` node's content: `value` drawn by `BoxNodeKind`.
    public static func box(_ value: BoxNode) -> NodeContent { .custom(CustomNode(name: BoxNodeKind.kindName, content: value)) }
}
