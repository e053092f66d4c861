import StateboardCore

/// `stack`: the layout container (UIStackView). The layout engine measures and arranges stacks
/// itself (docs/StackRules.md); this kind decodes them and describes their keys.
public struct StackNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "stack" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("axis", .option(StackAxis.self)), NodeKindProperty("distribution", .option(StackDistribution.self)),
            NodeKindProperty("alignment", .option(StackAlignment.self)),
            NodeKindProperty("spacing", .number()), NodeKindProperty("margins", .insets),
            NodeKindProperty("marginsRelative", .bool), NodeKindProperty("baselineRelative", .bool),
            NodeKindProperty("nodes", .nodes),
            NodeKindProperty("background", .color), NodeKindProperty("border", .color),
            NodeKindProperty("borderWidth", .number(minimum: 0, maximum: 1000)), NodeKindProperty("cornerRadius", .number(minimum: 0, maximum: 10_000)),
            NodeKindProperty("material", .option(BlurMaterial.Style.self)),
        ]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        var stack = StackNode()
        stack.axis = props.choice("axis", StackAxis.self) ?? .vertical
        stack.distribution = props.choice("distribution", StackDistribution.self) ?? .fill
        stack.alignment = props.choice("alignment", StackAlignment.self) ?? .fill
        if stack.axis == .vertical, stack.alignment.isBaseline, props.contains("alignment") {
            props.reportError(
                "`\(stack.alignment.rawValue)` alignment works in horizontal stacks only", at: "alignment",
                hint: "add `axis: horizontal`, or for baseline gaps in a vertical stack use `baselineRelative: true`")
        }
        stack.spacing = props.number("spacing") ?? 0
        stack.margins = props.insets("margins") ?? .zero
        stack.marginsRelative = props.bool("marginsRelative") ?? false
        stack.baselineRelative = props.bool("baselineRelative") ?? false
        if stack.baselineRelative, stack.axis == .horizontal, props.contains("baselineRelative") {
            props.reportError(
                "`baselineRelative` works in vertical stacks only", at: "baselineRelative",
                hint: "to line up baselines in a row use `alignment: firstBaseline`")
        }
        stack.nodes = props.nodes("nodes") ?? []
        stack.look = ContainerLook(
            background: props.color("background"), border: props.color("border"),
            borderWidth: props.number("borderWidth", minimum: 0) ?? 1,
            cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0,
            material: props.choice("material", BlurMaterial.Style.self))
        if !stack.look.isVisible {
            for key in ["borderWidth", "cornerRadius"] where props.contains(key) {
                props.reportError(
                    "`\(key)` shapes a stack's background or border, and this stack has neither", at: key,
                    hint: "add `background: secondarySystemGroupedBackground`, `material: systemMaterial` or `border: separator`, or remove `\(key)`")
            }
        }
        return .stack(stack)
    }

    /// Not called: the engine measures stacks (their children through their own kinds).
    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard case .stack(let stack) = node.content else { return [:] }
        var record = [
            "axis": stack.axis.rawValue, "distribution": stack.distribution.rawValue, "alignment": stack.alignment.rawValue,
            "spacing": StyleRecord.number(stack.spacing), "margins": StyleRecord.insets(stack.margins),
            "marginsRelative": "\(stack.marginsRelative)", "baselineRelative": "\(stack.baselineRelative)",
        ]
        // A look joins the record only when the stack has one (older fingerprints stay valid).
        if stack.look.isVisible {
            record["background"] = StyleRecord.color(stack.look.background)
            record["border"] = StyleRecord.color(stack.look.border)
            record["borderWidth"] = StyleRecord.number(stack.look.borderWidth)
            record["cornerRadius"] = StyleRecord.number(stack.look.cornerRadius)
            if let material = stack.look.material { record["material"] = material.rawValue }
        }
        return record
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    /// A stack's baselines are its children's, worked out when it was measured.
    public func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) {
        (measurement.firstBaseline, measurement.lastBaseline)
    }

    /// A stack draws its look, if it has one, under its nodes (they are drawn after it): its
    /// material, then its background and border.
    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard case .stack(let stack) = node.node.content, stack.look.isVisible else { return }
        let frame = context.snapped(frame)
        if let material = stack.look.material { context.fillMaterial(frame, material: BlurMaterial(material), radius: stack.look.cornerRadius) }
        if let background = stack.look.background { context.fill(frame, color: background, radius: stack.look.cornerRadius) }
        if let border = stack.look.border { context.stroke(frame, color: border, width: stack.look.borderWidth, radius: stack.look.cornerRadius) }
    }
}
