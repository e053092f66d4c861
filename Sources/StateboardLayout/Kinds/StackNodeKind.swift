import StateboardCore

/// `stack`: the layout container (UIStackView). The layout engine measures and arranges stacks
/// itself (docs/StackRules.md); this kind decodes them and describes their keys.
public struct StackNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "stack" }
    public var properties: [NodeKindProperty] {
        [NodeKindProperty("axis", .option(StackAxis.self)), NodeKindProperty("distribution", .option(StackDistribution.self)),
         NodeKindProperty("alignment", .option(StackAlignment.self)),
         NodeKindProperty("spacing", .number()), NodeKindProperty("margins", .insets),
         NodeKindProperty("marginsRelative", .bool), NodeKindProperty("baselineRelative", .bool),
         NodeKindProperty("nodes", .nodes)]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        var stack = StackNode()
        stack.axis = props.choice("axis", StackAxis.self) ?? .vertical
        stack.distribution = props.choice("distribution", StackDistribution.self) ?? .fill
        stack.alignment = props.choice("alignment", StackAlignment.self) ?? .fill
        if stack.axis == .vertical, stack.alignment.isBaseline, props.contains("alignment") {
            props.reportError("`\(stack.alignment.rawValue)` alignment works in horizontal stacks only", at: "alignment",
                              hint: "add `axis: horizontal`, or for baseline gaps in a vertical stack use `baselineRelative: true`")
        }
        stack.spacing = props.number("spacing") ?? 0
        stack.margins = props.insets("margins") ?? .zero
        stack.marginsRelative = props.bool("marginsRelative") ?? false
        stack.baselineRelative = props.bool("baselineRelative") ?? false
        if stack.baselineRelative, stack.axis == .horizontal, props.contains("baselineRelative") {
            props.reportError("`baselineRelative` works in vertical stacks only", at: "baselineRelative",
                              hint: "to line up baselines in a row use `alignment: firstBaseline`")
        }
        stack.nodes = props.nodes("nodes") ?? []
        return .stack(stack)
    }

    /// Not called: the engine measures stacks (their children through their own kinds).
    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard case .stack(let stack) = node.content else { return [:] }
        return ["axis": stack.axis.rawValue, "distribution": stack.distribution.rawValue, "alignment": stack.alignment.rawValue,
                "spacing": StyleRecord.number(stack.spacing), "margins": StyleRecord.insets(stack.margins),
                "marginsRelative": "\(stack.marginsRelative)", "baselineRelative": "\(stack.baselineRelative)"]
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    /// A stack's baselines are its children's, worked out when it was measured.
    public func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) {
        (measurement.firstBaseline, measurement.lastBaseline)
    }

    /// A stack draws nothing of its own.
    public func draw(_ node: LaidOutNode, in frame: Rect, on context: any NodeDrawingContext) throws {}
}
