import StateboardCore

/// What a node's measurement does as its offered width grows: its natural width unconstrained,
/// and the widths from which its natural width, and then its whole size and baselines, no
/// longer change. Worked out once per node and layout pass, bottom-up (`LayoutEngine.profile`).
///
/// For a leaf both come from its kind (`widthMeasuringAsUnconstrained`). For a stack they
/// follow from its children: offered at least `naturalFrom`, every child is offered at least the
/// width from which its natural width is its unconstrained one, so the stack's is too; offered
/// at least `sizeFrom`, a row no longer has to shrink its children and each keeps the size it
/// has unconstrained, and a column gives each child a width from which its size is that too.
/// A margin taken off the offer comes back with a millionth of a point to spare, so that
/// subtracting it again cannot round below a child's threshold.
struct WidthProfile {
    /// The node's natural width offered no width (its declared width, if any); `nil`: flexible.
    var natural: Double?
    /// From this offered width on, the natural width is `natural`.
    var naturalFrom: Double
    /// From this layout width on, the size and baselines are those measured unconstrained.
    var sizeFrom: Double

    /// Room kept when a threshold is moved by a margin.
    static let slack = 1e-6

    /// A child's threshold seen from a stack that takes `margin` off its offer.
    static func widened(_ threshold: Double, by margin: Double) -> Double {
        margin == 0 || !threshold.isFinite ? threshold : threshold + margin + slack
    }
}

extension LayoutEngine {
    /// The node's width profile, once per layout pass (`nil` outside one, or when the pass
    /// remembers nothing: then every width is measured).
    func profile(_ node: PlaceholderNode, place: Int) -> WidthProfile? {
        guard let measurements, place >= 0 else { return nil }
        return measurements.profile(node: place) {
            guard case .stack(let stack) = node.content else { return leafProfile(node, place: place) }
            return stackProfile(node, stack, place: place)
        }
    }

    private func leafProfile(_ node: PlaceholderNode, place: Int) -> WidthProfile {
        let kind = environment.kinds.kind(for: node)
        let unconstrained = kind.measure(node, width: nil, context: NodeMeasuringContext(engine: self))
        let from = kind.widthMeasuringAsUnconstrained(unconstrained) ?? .infinity
        let natural = node.width ?? unconstrained.size.width
        return WidthProfile(natural: natural, naturalFrom: node.width == nil ? from : -.infinity, sizeFrom: from)
    }

    private func stackProfile(_ node: PlaceholderNode, _ stack: StackNode, place: Int) -> WidthProfile {
        let margin = stack.marginsRelative ? stack.margins.horizontal : 0
        let visible = stack.nodes.indices.filter { !stack.nodes[$0].isHidden }
        let children = visible.map { profile(stack.nodes[$0], place: childPlace(of: place, at: $0)) }
        guard !children.contains(where: { $0 == nil }) else {
            return WidthProfile(natural: node.width, naturalFrom: .infinity, sizeFrom: .infinity)
        }
        let profiles = children.map { $0! }
        let nodes = visible.map { stack.nodes[$0] }
        let widths = profiles.map(\.natural)
        let content = Self.contentWidth(stack, nodes, widths: widths)
        // Children with a declared width are offered it whatever the stack is offered.
        let offeredChildren = nodes.indices.filter { nodes[$0].width == nil }
        let naturalFrom =
            node.width != nil
            ? -Double.infinity
            : offeredChildren.map { WidthProfile.widened(profiles[$0].naturalFrom, by: margin) }.max() ?? -.infinity
        var sizeFrom = max(
            margin == 0 ? content : content + WidthProfile.slack, naturalFrom,
            offeredChildren.map { WidthProfile.widened(profiles[$0].sizeFrom, by: margin) }.max() ?? -.infinity)
        if stack.axis == .vertical {
            // A column lays out at the width it has the children that fill it or have no width of
            // their own (unconstrained: its widest child's width): each must measure alike there.
            let available = widths.map { $0 ?? 0 }.max() ?? 0
            let filling = Self.alignment(of: stack) == .fill ? Array(nodes.indices) : nodes.indices.filter { widths[$0] == nil }
            for index in filling {
                guard available >= profiles[index].sizeFrom else { sizeFrom = .infinity; break }
                sizeFrom = max(sizeFrom, WidthProfile.widened(profiles[index].sizeFrom, by: margin))
            }
        }
        return WidthProfile(natural: node.width ?? content, naturalFrom: naturalFrom, sizeFrom: sizeFrom)
    }

    /// A stack's width from its visible children's natural widths (`nil`: flexible, no length):
    /// along a row their sum and gaps (or the widest times their count for fillEqually), across a
    /// column the widest; margins included when margin-relative, a declared width not.
    static func contentWidth(_ stack: StackNode, _ visible: [PlaceholderNode], widths: [Double?]) -> Double {
        let margins = stack.marginsRelative ? stack.margins : .zero
        guard !visible.isEmpty else { return 0 + margins.horizontal }
        let lengths = widths.map { $0 ?? 0 }
        let content =
            stack.axis == .horizontal
            ? naturalLength(lengths, gaps: gaps(between: visible, spacing: stack.spacing), stack.distribution)
            : lengths.max()!
        return content + margins.horizontal
    }

    /// The node's natural width when offered `offered` (`nil`: flexible): its declared width, else
    /// its unconstrained width when the offer is wide enough not to change it, else (a stack)
    /// worked out from its children's natural widths at its own offers, or (a leaf) measured.
    func naturalWidth(_ node: PlaceholderNode, place: Int, offered: Double?) -> Double? {
        if let declared = node.width { return declared }
        let profile = profile(node, place: place)
        if let profile, (offered ?? .infinity) >= profile.naturalFrom { return profile.natural }
        guard case .stack(let stack) = node.content, let measurements, place >= 0 else {
            return sizing(node, place: place, layoutWidth: offered).size.width
        }
        return measurements.naturalWidth(node: place, offered: offered) {
            if measurements.mustStop(before: node) { return 0 }
            let margins = stack.marginsRelative ? stack.margins : .zero
            let inner = offered.map { max(0, $0 - margins.horizontal) }
            let visible = stack.nodes.indices.filter { !stack.nodes[$0].isHidden }
            let widths = visible.map { naturalWidth(stack.nodes[$0], place: childPlace(of: place, at: $0), offered: stack.nodes[$0].width ?? inner) }
            return Self.contentWidth(stack, visible.map { stack.nodes[$0] }, widths: widths)
        }
    }

    /// The node's size and baselines at `layoutWidth` (for a stack, without the measurements of
    /// its arranged children): its unconstrained ones when the width is wide enough not to change
    /// them. A leaf's is its measurement.
    func sizing(_ node: PlaceholderNode, place: Int, layoutWidth: Double?) -> NodeMeasurement {
        guard case .stack(let stack) = node.content else { return measurement(node, place: place, layoutWidth: layoutWidth) }
        guard let measurements, place >= 0 else { return stackSizing(node, stack, place: place, layoutWidth: layoutWidth) }
        var width = layoutWidth
        if let layoutWidth, let profile = profile(node, place: place), layoutWidth >= profile.sizeFrom { width = nil }
        return measurements.sizing(node: place, width: width) {
            guard !measurements.mustStop(before: node) else { return emptyMeasurement(node, place: place, layoutWidth: width) }
            return stackSizing(node, stack, place: place, layoutWidth: width)
        }
    }

    /// What measuring past the deadline gives: an empty box, so the pass unwinds at once.
    func emptyMeasurement(_ node: PlaceholderNode, place: Int, layoutWidth: Double?) -> NodeMeasurement {
        NodeMeasurement(
            node: node, place: place, kind: BoxNodeKind(), layoutWidth: layoutWidth,
            size: IntrinsicSize(width: 0, height: 0), hasText: false)
    }
}
