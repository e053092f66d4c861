import StateboardCore

extension LayoutEngine {
    /// A stack's natural size (rule S4) for an offered width: `Σ c_k + G` along its axis and
    /// `max d_k` across it, plus margins when margin-relative. Heights are measured at the widths
    /// the children will get, so wrapping labels report their wrapped height.
    func measureStack(_ stack: StackNode, offeredWidth: Double?) -> IntrinsicSize {
        let marginsAlong = stack.marginsRelative ? stack.margins : .zero
        let inner = offeredWidth.map { max(0, $0 - marginsAlong.horizontal) }
        let visible = stack.nodes.filter { !$0.isHidden }
        guard !visible.isEmpty else {
            return IntrinsicSize(width: marginsAlong.horizontal, height: marginsAlong.vertical)
        }
        let gaps = Self.gaps(between: visible, spacing: stack.spacing)
        let measured = visible.map { measure($0, offeredWidth: inner) }
        let content: Size
        switch stack.axis {
        case .vertical:
            let width = measured.map { $0.width ?? 0 }.max()!
            let height: Double
            if stack.baselineRelative {
                let crossLength = inner ?? width
                let sizes = measured.map {
                    Size(width: stack.alignment.normalized == .fill ? crossLength : min($0.width ?? crossLength, crossLength),
                         height: $0.height ?? 0)
                }
                height = baselineChainLength(visible, sizes: sizes, gaps: gaps, spacing: stack.spacing)
            } else {
                height = Self.naturalLength(measured.map { $0.height ?? 0 }, gaps: gaps, stack.distribution)
            }
            content = Size(width: width, height: height)
        case .horizontal:
            let naturals = measured.map { $0.width ?? 0 }
            let width = Self.naturalLength(naturals, gaps: gaps, stack.distribution)
            var lengths = naturals
            if let inner, width > inner {
                lengths = Distributor(items: axisItems(visible, measured, axis: .horizontal), gaps: gaps,
                                      length: inner, ownLength: offeredWidth ?? inner).plan(stack.distribution).lengths
            }
            let heights = visible.indices.map { k in
                lengths[k] == naturals[k] ? measured[k].height ?? 0
                    : measure(visible[k], offeredWidth: lengths[k]).height ?? 0
            }
            let height: Double
            if stack.alignment.isBaseline {
                let aligned = visible.indices.filter { measured[$0].height != nil }
                let children = aligned.map { arrange(visible[$0], size: Size(width: lengths[$0], height: heights[$0])) }
                height = Self.baselineOffsets(children, alignment: stack.alignment).extent
            } else {
                height = heights.max()!
            }
            content = Size(width: width, height: height)
        }
        return IntrinsicSize(width: content.width + marginsAlong.horizontal, height: content.height + marginsAlong.vertical)
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

    func axisItems(_ nodes: [PlaceholderNode], _ measured: [IntrinsicSize], axis: StackAxis) -> [AxisItem] {
        zip(nodes, measured).map { node, size in
            AxisItem(natural: size.length(along: axis), hugging: node.hugging.along(axis),
                     resistance: node.compressionResistance.along(axis))
        }
    }

    /// A4: the length of a baseline-relative vertical chain: `spacing` from the top edge to the
    /// first node's first baseline, each gap from a last baseline to the next first baseline, and
    /// `spacing` from the last node's last baseline to the bottom edge.
    func baselineChainLength(_ nodes: [PlaceholderNode], sizes: [Size], gaps: [Double], spacing: Double) -> Double {
        let children = nodes.indices.map { arrange(nodes[$0], size: sizes[$0]) }
        let tops = Self.baselineChainTops(children, gaps: gaps, spacing: spacing)
        return tops.last! + children.last!.lastBaseline + spacing
    }

    /// A4: each node's top in a baseline-relative vertical chain.
    static func baselineChainTops(_ children: [LaidOutNode], gaps: [Double], spacing: Double) -> [Double] {
        var tops = [spacing - children[0].firstBaseline]
        for k in 1..<max(children.count, 1) {
            tops.append(tops[k - 1] + children[k - 1].lastBaseline + gaps[k - 1] - children[k].firstBaseline)
        }
        return tops
    }

    /// A3: the vertical offsets that put the children's first (or last) baselines on one line,
    /// the topmost at 0, and the height of what they cover.
    static func baselineOffsets(_ children: [LaidOutNode], alignment: StackAlignment) -> (offsets: [Double], extent: Double) {
        let baselines = children.map { alignment == .lastBaseline ? $0.lastBaseline : $0.firstBaseline }
        let line = baselines.max() ?? 0
        let offsets = baselines.map { line - $0 }
        let extent = zip(offsets, children).map { $0 + $1.frame.height }.max() ?? 0
        return (offsets, extent)
    }
}
