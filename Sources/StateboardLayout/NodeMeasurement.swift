import StateboardCore

/// A node measured for one width (LayoutKit's `LayoutMeasurement`): its intrinsic size, its
/// baselines at that size, and — for a stack — its visible children measured at the widths they
/// get when the stack is arranged at `layoutWidth`. Arranging consumes this tree and never
/// measures; whoever decides a node's final width measures it at that width first.
public struct NodeMeasurement: Sendable {
    /// The node as declared.
    public let node: PlaceholderNode
    /// The kind that measured it (and will draw it).
    public let kind: any PlaceholderNodeKind
    /// The width the content was laid out within: arranging at this width draws what was measured.
    public let layoutWidth: Double?
    /// The intrinsic size (declared width and height included); `nil` on a flexible axis.
    public let size: IntrinsicSize
    /// Whether the baselines come from text.
    public let hasText: Bool
    /// The first baseline from the top at the intrinsic height.
    public let firstBaseline: Double
    /// The last baseline from the top at the intrinsic height.
    public let lastBaseline: Double
    /// A stack's visible children, measured at their final widths.
    public let children: [NodeMeasurement]
    /// What the kind keeps for arranging and drawing (a text layout, a stack's plan…).
    public let detail: (any Sendable)?
    /// The node's place in the layout pass that measured it (`MeasurementCache`), so that
    /// measuring it again at another width finds what that pass remembers.
    let place: Int

    init(
        node: PlaceholderNode, place: Int, kind: any PlaceholderNodeKind, layoutWidth: Double?, size: IntrinsicSize, hasText: Bool,
        baselines: (first: Double, last: Double)? = nil, children: [NodeMeasurement] = [], detail: (any Sendable)? = nil
    ) {
        self.node = node; self.place = place; self.kind = kind; self.layoutWidth = layoutWidth; self.size = size; self.hasText = hasText
        self.children = children; self.detail = detail
        self.firstBaseline = baselines?.first ?? 0
        self.lastBaseline = baselines?.last ?? size.height ?? 0
    }

    /// The same measurement with baselines worked out by its kind at its intrinsic height.
    func withKindBaselines() -> NodeMeasurement {
        let height = size.height ?? 0
        return NodeMeasurement(
            node: node, place: place, kind: kind, layoutWidth: layoutWidth, size: size, hasText: hasText,
            baselines: kind.baselines(self, height: height), children: children, detail: detail)
    }
}

/// What a stack's measurement decided by width, for arranging: a row's plan along its axis, or
/// a column's lengths across it (inside the content rect).
struct StackMeasurementDetail: Sendable {
    var plan: AxisPlan?
    var acrossLengths: [Double]?
}
