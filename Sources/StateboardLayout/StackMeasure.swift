import StateboardCore

extension LayoutEngine {
    /// A stack's measurement for a layout width (rule S4): its natural size — `Σ c_k + G` along
    /// its axis and `max d_k` across it, plus margins when margin-relative — and its visible
    /// children measured at the widths they get when the stack is `layoutWidth` wide.
    func measureStack(_ node: PlaceholderNode, _ stack: StackNode, layoutWidth: Double?) -> NodeMeasurement {
        let margins = stack.marginsRelative ? stack.margins : .zero
        let inner = layoutWidth.map { max(0, $0 - margins.horizontal) }
        let visible = stack.nodes.filter { !$0.isHidden }
        let kind = environment.kinds.kind(for: node)
        func result(_ content: Size, baselines: (first: Double, last: Double), children: [NodeMeasurement],
                    detail: StackMeasurementDetail) -> NodeMeasurement {
            var size = IntrinsicSize(width: content.width + margins.horizontal, height: content.height + margins.vertical)
            if let declared = node.width { size.width = declared }
            if let declared = node.height { size.height = declared }
            let top = margins.top
            return NodeMeasurement(node: node, kind: kind, layoutWidth: layoutWidth, size: size,
                                   hasText: children.contains { $0.hasText },
                                   baselines: children.isEmpty ? nil : (top + baselines.first, top + baselines.last),
                                   children: children, detail: detail)
        }
        guard !visible.isEmpty else {
            return result(.zero, baselines: (0, 0), children: [], detail: StackMeasurementDetail(widths: [], plan: nil))
        }
        let gaps = Self.gaps(between: visible, spacing: stack.spacing)
        let offered = visible.map { measurement($0, offeredWidth: inner) }
        switch stack.axis {
        case .vertical: return measureColumn(stack, offered: offered, gaps: gaps, inner: inner, result: result)
        case .horizontal: return measureRow(stack, offered: offered, gaps: gaps, inner: inner, layoutWidth: layoutWidth, result: result)
        }
    }

    private typealias StackResult = (Size, (first: Double, last: Double), [NodeMeasurement], StackMeasurementDetail) -> NodeMeasurement

    /// A vertical stack: widths by alignment (A1, A2), each child measured at its width, heights
    /// from those measurements.
    private func measureColumn(_ stack: StackNode, offered: [NodeMeasurement], gaps: [Double], inner: Double?,
                               result: StackResult) -> NodeMeasurement {
        let width = offered.map { $0.size.width ?? 0 }.max()!
        let alignment = Self.columnAlignment(stack)
        let crossLength = inner ?? width
        let widths = offered.map { alignment == .fill ? crossLength : min($0.size.width ?? crossLength, crossLength) }
        let children = offered.indices.map { measurement(offered[$0], atFinalWidth: widths[$0]) }
        let items = Self.axisItems(children, axis: .vertical)
        let detail = StackMeasurementDetail(widths: widths, plan: nil)
        if stack.baselineRelative {
            let tops = Self.baselineChainTops(children.map { ($0.firstBaseline, $0.lastBaseline) }, gaps: gaps, spacing: stack.spacing)
            let height = tops.last! + children.last!.lastBaseline + stack.spacing
            return result(Size(width: width, height: height), (stack.spacing, tops.last! + children.last!.lastBaseline), children, detail)
        }
        let height = Self.naturalLength(items.map { $0.natural ?? 0 }, gaps: gaps, stack.distribution)
        let plan = Distributor(items: items, gaps: gaps, length: height, ownLength: height).plan(stack.distribution)
        let first = plan.positions[0] + Self.baselines(children[0], height: plan.lengths[0]).first
        let last = plan.positions.last! + Self.baselines(children.last!, height: plan.lengths.last!).last
        return result(Size(width: width, height: height), (first, last), children, detail)
    }

    /// A horizontal stack: widths by distribution (at the natural length, or squeezed into the
    /// offered width), heights for those widths (alignment); children kept at the widths the
    /// stack's distribution gives them at `layoutWidth`.
    private func measureRow(_ stack: StackNode, offered: [NodeMeasurement], gaps: [Double], inner: Double?, layoutWidth: Double?,
                            result: StackResult) -> NodeMeasurement {
        let naturals = offered.map { $0.size.width ?? 0 }
        let width = Self.naturalLength(naturals, gaps: gaps, stack.distribution)
        let items = Self.axisItems(offered, axis: .horizontal)
        var lengths = naturals
        if let inner, width > inner {
            lengths = Distributor(items: items, gaps: gaps, length: inner, ownLength: layoutWidth ?? inner).plan(stack.distribution).lengths
        }
        let natural = offered.indices.map { lengths[$0] == naturals[$0] ? offered[$0] : measurement(offered[$0], atFinalWidth: lengths[$0]) }
        let alignment = stack.alignment.normalized
        let height: Double
        var tops: [Double]
        if alignment.isBaseline {
            let aligned = natural.indices.filter { natural[$0].size.height != nil }
            let placed = Self.baselineOffsets(aligned.map { Self.baselineBox(natural[$0], height: natural[$0].size.height!) }, alignment: alignment)
            height = placed.extent
            tops = Array(repeating: 0, count: natural.count)
            for (position, index) in aligned.enumerated() { tops[index] = placed.offsets[position] }
        } else {
            height = natural.map { $0.size.height ?? 0 }.max()!
            tops = natural.map { Self.crossOffset(alignment, available: height, length: min($0.size.height ?? height, height)) }
        }
        let boxes = natural.indices.map { k in
            Self.baselineBox(natural[k], height: alignment == .fill ? height : min(natural[k].size.height ?? height, height))
        }
        let baselines = (first: natural.indices.map { tops[$0] + boxes[$0].first }.min()!,
                         last: natural.indices.map { tops[$0] + boxes[$0].last }.max()!)
        guard let inner, let layoutWidth else {
            return result(Size(width: width, height: height), baselines, natural,
                          StackMeasurementDetail(widths: lengths, plan: nil))
        }
        let plan = Distributor(items: items, gaps: gaps, length: inner, ownLength: layoutWidth).plan(stack.distribution)
        let children = offered.indices.map { measurement(offered[$0], atFinalWidth: plan.lengths[$0]) }
        return result(Size(width: width, height: height), baselines, children, StackMeasurementDetail(widths: plan.lengths, plan: plan))
    }

    /// The alignment a vertical stack uses: baseline alignments (horizontal only) act as fill.
    static func columnAlignment(_ stack: StackNode) -> StackAlignment {
        stack.alignment.isBaseline ? .fill : stack.alignment.normalized
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
            AxisItem(natural: child.size.length(along: axis), hugging: child.node.hugging.along(axis),
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
