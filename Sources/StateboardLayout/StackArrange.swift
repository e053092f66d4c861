import StateboardCore

extension LayoutEngine {
    /// Places a measured stack's arranged nodes inside `size` by the rules of docs/StackRules.md,
    /// once for both axes: lengths along the axis from the distribution (planned when measuring
    /// for a row, whose widths they are), lengths across from the alignment (decided when
    /// measuring for a column).
    func arrangeStack(_ measurement: NodeMeasurement, _ stack: StackNode, size: LayoutSize) -> LaidOutNode {
        let bounds = LayoutRect(origin: .zero, size: size)
        let content = stack.marginsRelative ? bounds.inset(by: stack.margins) : bounds
        let axis = stack.axis
        let alignment = Self.alignment(of: stack)
        let children = measurement.children
        let detail = measurement.detail as? StackMeasurementDetail
        let gaps = Self.gaps(between: children.map(\.node), spacing: stack.spacing)
        let length = content.length(along: axis)
        let crossLength = content.length(along: axis.cross)
        let items = Self.axisItems(children, axis: axis)
        let across =
            detail?.acrossLengths
            ?? children.map { Self.crossLength(alignment, natural: $0.size.length(along: axis.cross), available: crossLength) }
        let chain = axis == .vertical && stack.baselineRelative
        let plan =
            chain
            ? nil
            : detail?.plan ?? Distributor(items: items, gaps: gaps, length: length, ownLength: size.length(along: axis)).plan(stack.distribution)
        let lengths = plan?.lengths ?? baselineChainLengths(children, items: items, gaps: gaps, length: length, spacing: stack.spacing)
        let sized = children.indices.map { arrange(children[$0], size: LayoutSize(along: lengths[$0], across: across[$0], axis: axis)) }
        let positions =
            plan?.positions
            ?? Self.baselineChainTops(sized.map { ($0.firstBaseline, $0.lastBaseline) }, gaps: gaps, spacing: stack.spacing)
        var offsets = across.map { Self.crossOffset(alignment, available: crossLength, length: $0) }
        if alignment.isBaseline {
            // A3. Decided: a node with no intrinsic height has no baseline to align; it fills the
            // stack's height from the top and takes no part in the baseline line.
            let aligned = children.indices.filter { children[$0].size.height != nil }
            let boxes = aligned.map { BaselineBox(first: sized[$0].firstBaseline, last: sized[$0].lastBaseline, height: sized[$0].frame.height) }
            let line = Self.baselineOffsets(boxes, alignment: alignment).offsets
            for (position, index) in aligned.enumerated() { offsets[index] = line[position] }
        }
        var placed = sized.indices.map { k in
            let origin = LayoutPoint(along: positions[k], across: offsets[k], axis: axis)
            return sized[k].moved(to: LayoutPoint(x: origin.x + content.minX, y: origin.y + content.minY))
        }
        if environment.direction == .rightToLeft {  // S5: mirror within the stack's own bounds
            placed = placed.map { $0.moved(to: LayoutPoint(x: size.width - $0.frame.maxX, y: $0.frame.minY)) }
        }
        let all = interleavingHidden(stack.nodes, visible: placed, axis: axis, content: content, size: size)
        let boxes = placed.map { PlacedBox(top: $0.frame.minY, box: BaselineBox(first: $0.firstBaseline, last: $0.lastBaseline, height: $0.frame.height)) }
        let baselines = boxes.isEmpty ? (first: 0, last: size.height) : Self.stackBaselines(boxes, axis: axis)
        return LaidOutNode(
            node: measurement.node, frame: bounds, children: all, kind: measurement.kind,
            firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    /// A4: the lengths of a vertical stack whose gaps run from baseline to baseline; they follow
    /// the fill rules against the chain's natural length (decided: every distribution behaves as
    /// fill here).
    private func baselineChainLengths(
        _ measured: [NodeMeasurement], items: [AxisItem], gaps: [Double], length: Double,
        spacing: Double
    ) -> [Double] {
        guard !measured.isEmpty else { return [] }
        let naturals = items.map { $0.natural ?? 0 }
        let naturalBaselines = measured.indices.map { Self.baselines(measured[$0], height: naturals[$0]) }
        let chain = Self.baselineChainTops(naturalBaselines, gaps: gaps, spacing: spacing).last! + naturalBaselines.last!.last + spacing
        // Decided: extra length goes (by F1) only to nodes without text, whose baselines are their
        // edges; a label that grew would keep its text centred and move its baselines with it.
        // With no such node, or too little length, the chain keeps its natural length from the top.
        var lengths = naturals
        let free = length - chain
        let textless = measured.indices.filter { !measured[$0].hasText }
        if free > 0, !textless.isEmpty {
            let grown = Distributor(
                items: textless.map { items[$0] }, gaps: Array(repeating: 0, count: textless.count - 1),
                length: textless.reduce(0) { $0 + naturals[$1] } + free, ownLength: 0
            ).fillLengths()
            for (position, index) in textless.enumerated() { lengths[index] = grown[position] }
        }
        return lengths
    }

    /// A2: the offset across the axis for leading / center / trailing (fill: 0).
    static func crossOffset(_ alignment: StackAlignment, available: Double, length: Double) -> Double {
        switch alignment {
        case .center: (available - length) / 2
        case .trailing: available - length
        default: 0
        }
    }

    /// Puts hidden nodes back among the placed ones in declaration order, each collapsed where the
    /// chain passes it (after the previous visible node), so that dumps list every node.
    private func interleavingHidden(
        _ all: [PlaceholderNode], visible placed: [LaidOutNode], axis: StackAxis, content: LayoutRect,
        size: LayoutSize
    ) -> [LaidOutNode] {
        guard placed.count != all.count else { return placed }
        var result: [LaidOutNode] = []
        var next = placed.makeIterator()
        var cursor = LayoutPoint(
            x: environment.direction == .rightToLeft && axis == .horizontal ? content.maxX : content.minX,
            y: content.minY)
        for node in all {
            if node.isHidden {
                result.append(collapsed(node, at: cursor))
            } else if let child = next.next() {
                result.append(child)
                if axis == .vertical {
                    cursor.y = child.frame.maxY
                } else {
                    cursor.x = environment.direction == .rightToLeft ? child.frame.minX : child.frame.maxX
                }
            }
        }
        return result
    }
}
