import StateboardCore

extension LayoutEngine {
    /// A stack's size and baselines for a layout width (rule S4): its natural size — `Σ c_k + G`
    /// along its axis and `max d_k` across it, plus margins when margin-relative — from its
    /// visible children's sizes at the widths they get when the stack is `layoutWidth` wide. The
    /// children's arranged measurements are left out (`measureStack` adds them).
    ///
    /// Written once for both axes. Widths come first, because heights depend on them: along the
    /// axis a row's distribution decides them, across it a column's alignment does. A length in
    /// the width's direction comes from the children's natural widths as offered; a length in the
    /// height's direction from the children sized at their widths.
    func stackSizing(_ node: PlaceholderNode, _ stack: StackNode, place: Int, layoutWidth: Double?) -> NodeMeasurement {
        let offers = StackOffers(self, stack, place: place, layoutWidth: layoutWidth)
        let margins = offers.margins
        let kind = environment.kinds.kind(for: node)
        func result(_ content: LayoutSize, baselines: (first: Double, last: Double)?, children: [NodeMeasurement]) -> NodeMeasurement {
            var size = IntrinsicSize(width: content.width + margins.horizontal, height: content.height + margins.vertical)
            if let declared = node.width { size.width = declared }
            if let declared = node.height { size.height = declared }
            return NodeMeasurement(
                node: node, place: place, kind: kind, layoutWidth: layoutWidth, size: size,
                hasText: children.contains { $0.hasText },
                baselines: baselines.map { (margins.top + $0.first, margins.top + $0.last) },
                detail: StackMeasurementDetail())
        }
        guard !offers.visible.isEmpty else { return result(.zero, baselines: nil, children: []) }

        let axis = stack.axis
        let widths = offers.widths
        let sized: [NodeMeasurement]
        switch axis {
        case .horizontal:
            var lengths = widths
            if let inner = offers.inner, Self.naturalLength(widths, gaps: offers.gaps, stack.distribution) > inner {
                lengths = offers.plan(length: inner, ownLength: layoutWidth ?? inner).lengths
            }
            sized = offers.indices.map {
                sizing(offers.visible[$0], place: offers.places[$0], layoutWidth: lengths[$0] == widths[$0] ? offers.offers[$0] : lengths[$0])
            }
        case .vertical:
            let across = offers.acrossLengths
            sized = offers.indices.map { sizing(offers.visible[$0], place: offers.places[$0], layoutWidth: across[$0]) }
        }
        let alongNaturals = axis == .horizontal ? widths : sized.map { $0.size.height ?? 0 }
        let acrossNaturals = axis == .horizontal ? sized.map { $0.size.height ?? 0 } : widths
        let placed = naturalPlacement(
            stack, sized, alongNaturals: alongNaturals, acrossNaturals: acrossNaturals,
            alignment: offers.alignment, gaps: offers.gaps)
        return result(
            LayoutSize(along: placed.along, across: placed.across, axis: axis),
            baselines: Self.stackBaselines(placed.boxes, axis: axis), children: sized)
    }

    /// A stack's measurement for a layout width, to be arranged at it: its size and baselines
    /// (`sizing`) and its visible children measured at the widths they are arranged at — along a
    /// row the distribution's lengths, across a column the alignment's.
    func measureStack(_ node: PlaceholderNode, _ stack: StackNode, place: Int, layoutWidth: Double?) -> NodeMeasurement {
        let sized = sizing(node, place: place, layoutWidth: layoutWidth)
        let offers = StackOffers(self, stack, place: place, layoutWidth: layoutWidth)
        var detail = StackMeasurementDetail()
        var widths = offers.offers
        guard !offers.visible.isEmpty else {
            return NodeMeasurement(
                node: node, place: place, kind: sized.kind, layoutWidth: layoutWidth, size: sized.size,
                hasText: false, baselines: (sized.firstBaseline, sized.lastBaseline), detail: detail)
        }
        switch stack.axis {
        case .horizontal:
            if let inner = offers.inner, let layoutWidth {
                let plan = offers.plan(length: inner, ownLength: layoutWidth)
                widths = plan.lengths
                detail.plan = plan
            }
        case .vertical:
            widths = offers.acrossLengths
            detail.acrossLengths = offers.acrossLengths
        }
        let arranged = offers.indices.map { measurement(offers.visible[$0], place: offers.places[$0], layoutWidth: widths[$0]) }
        return NodeMeasurement(
            node: node, place: place, kind: sized.kind, layoutWidth: layoutWidth, size: sized.size,
            hasText: sized.hasText, baselines: (sized.firstBaseline, sized.lastBaseline),
            children: arranged, detail: detail)
    }

    /// Where the children sit when the stack has its natural size: its lengths along and across
    /// the axis, and each child's top and height with its baselines (the stack's baselines
    /// come from them).
    private func naturalPlacement(
        _ stack: StackNode, _ children: [NodeMeasurement], alongNaturals: [Double], acrossNaturals: [Double],
        alignment: StackAlignment, gaps: [Double]
    ) -> (along: Double, across: Double, boxes: [PlacedBox]) {
        let axis = stack.axis
        let heights = children.map { $0.size.height ?? 0 }
        if axis == .vertical && stack.baselineRelative {  // A4
            let baselines = children.indices.map { Self.baselines(children[$0], height: heights[$0]) }
            let tops = Self.baselineChainTops(baselines, gaps: gaps, spacing: stack.spacing)
            let along = tops.last! + baselines.last!.last + stack.spacing
            return (along, acrossNaturals.max()!, children.indices.map { PlacedBox(top: tops[$0], box: Self.baselineBox(children[$0], height: heights[$0])) })
        }
        let along = Self.naturalLength(alongNaturals, gaps: gaps, stack.distribution)
        var across = acrossNaturals.max()!
        if axis == .vertical {
            let plan = Distributor(items: Self.axisItems(children, axis: axis), gaps: gaps, length: along, ownLength: along).plan(stack.distribution)
            return (along, across, children.indices.map { PlacedBox(top: plan.positions[$0], box: Self.baselineBox(children[$0], height: plan.lengths[$0])) })
        }
        var tops: [Double]
        if alignment.isBaseline {  // A3: the stack is as tall as the aligned nodes' extent
            let aligned = children.indices.filter { children[$0].size.height != nil }
            let line = Self.baselineOffsets(aligned.map { Self.baselineBox(children[$0], height: heights[$0]) }, alignment: alignment)
            across = line.extent
            tops = Array(repeating: 0, count: children.count)
            for (position, index) in aligned.enumerated() { tops[index] = line.offsets[position] }
        } else {
            tops = children.map { Self.crossOffset(alignment, available: across, length: min($0.size.height ?? across, across)) }
        }
        return (
            along, across,
            children.indices.map { k in
                PlacedBox(
                    top: tops[k], box: Self.baselineBox(children[k], height: Self.crossLength(alignment, natural: children[k].size.height, available: across)))
            }
        )
    }

    /// A stack's own baselines: a vertical stack's are its first node's first and its last
    /// node's last; a horizontal stack's (decided) the highest first and the lowest last.
    static func stackBaselines(_ boxes: [PlacedBox], axis: StackAxis) -> (first: Double, last: Double) {
        if axis == .vertical { return (boxes.first!.top + boxes.first!.box.first, boxes.last!.top + boxes.last!.box.last) }
        return (boxes.map { $0.top + $0.box.first }.min()!, boxes.map { $0.top + $0.box.last }.max()!)
    }

    /// A1 / A2 (and A3): a node's length across the axis: the stack's for fill, its own for the
    /// baseline alignments, else its own clamped to the stack's.
    static func crossLength(_ alignment: StackAlignment, natural: Double?, available: Double) -> Double {
        switch alignment {
        case .fill: available
        case .firstBaseline, .lastBaseline: natural ?? available
        default: min(natural ?? available, available)
        }
    }

    /// The alignment a stack uses: baseline alignments (horizontal only) act as fill in a column.
    static func alignment(of stack: StackNode) -> StackAlignment {
        stack.axis == .vertical && stack.alignment.isBaseline ? .fill : stack.alignment.normalized
    }

    /// A measured node's baselines when it is `height` tall.
    static func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) {
        measurement.kind.baselines(measurement, height: height)
    }

    static func baselineBox(_ measurement: NodeMeasurement, height: Double) -> BaselineBox {
        let baselines = baselines(measurement, height: height)
        return BaselineBox(first: baselines.first, last: baselines.last, height: height)
    }

    /// S4 / E2: the length a row of nodes wants along the axis.
    static func naturalLength(_ lengths: [Double], gaps: [Double], _ distribution: StackDistribution) -> Double {
        let gapSum = gaps.reduce(0, +)
        if distribution == .fillEqually { return Double(lengths.count) * (lengths.max() ?? 0) + gapSum }
        return lengths.reduce(0, +) + gapSum
    }

    /// S1: the gap after each visible node but the last: its `spacingAfter`, else `spacing`.
    /// Custom spacing after a hidden node never applies: hidden nodes are not in `visible`.
    static func gaps(between visible: [PlaceholderNode], spacing: Double) -> [Double] {
        visible.dropLast().map { $0.spacingAfter ?? spacing }
    }

    static func axisItems(_ measured: [NodeMeasurement], axis: StackAxis) -> [AxisItem] {
        measured.map { child in
            AxisItem(
                natural: child.size.length(along: axis), hugging: child.node.hugging.along(axis),
                resistance: child.node.compressionResistance.along(axis))
        }
    }

    /// A4: each node's top in a baseline-relative vertical chain: `spacing` from the top edge to
    /// the first node's first baseline, each gap from a last baseline to the next first baseline.
    static func baselineChainTops(_ baselines: [(first: Double, last: Double)], gaps: [Double], spacing: Double) -> [Double] {
        var tops = [spacing - baselines[0].first]
        for k in 1..<max(baselines.count, 1) {
            tops.append(tops[k - 1] + baselines[k - 1].last + gaps[k - 1] - baselines[k].first)
        }
        return tops
    }

    /// A3: the vertical offsets that put the boxes' first (or last) baselines on one line, the
    /// topmost at 0, and the height of what they cover.
    static func baselineOffsets(_ boxes: [BaselineBox], alignment: StackAlignment) -> (offsets: [Double], extent: Double) {
        let baselines = boxes.map { alignment == .lastBaseline ? $0.last : $0.first }
        let line = baselines.max() ?? 0
        let offsets = baselines.map { line - $0 }
        let extent = zip(offsets, boxes).map { $0 + $1.height }.max() ?? 0
        return (offsets, extent)
    }
}

/// A node's height and baselines, as baseline alignment sees it.
struct BaselineBox {
    var first: Double
    var last: Double
    var height: Double
}

/// A node's box at its place across a row or along a column.
struct PlacedBox {
    var top: Double
    var box: BaselineBox
}
