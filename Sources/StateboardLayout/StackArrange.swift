import StateboardCore

extension LayoutEngine {
    /// Places a measured stack's arranged nodes inside `size` by the rules of STACK_SPEC.md.
    func arrangeStack(_ measurement: NodeMeasurement, _ stack: StackNode, size: Size) -> LaidOutNode {
        let bounds = Rect(origin: .zero, size: size)
        let content = stack.marginsRelative ? bounds.inset(by: stack.margins) : bounds
        let axis = stack.axis
        let alignment = axis == .vertical ? Self.columnAlignment(stack) : stack.alignment.normalized
        let children = measurement.children
        let detail = measurement.detail as? StackMeasurementDetail
        let gaps = Self.gaps(between: children.map(\.node), spacing: stack.spacing)
        let length = content.length(along: axis)
        let crossLength = content.length(along: axis.cross)

        var placed: [LaidOutNode]
        if axis == .vertical {
            let widths = detail?.widths ?? children.map { alignment == .fill ? crossLength : min($0.size.width ?? crossLength, crossLength) }
            placed = arrangeColumn(children, widths: widths, stack: stack, alignment: alignment, gaps: gaps,
                                   length: length, width: crossLength, ownLength: size.height)
        } else {
            let plan = detail?.plan ?? Distributor(items: Self.axisItems(children, axis: .horizontal), gaps: gaps,
                                                   length: length, ownLength: size.width).plan(stack.distribution)
            placed = arrangeRow(children, plan: plan, alignment: alignment, height: crossLength)
        }
        placed = placed.map { $0.moved(to: Point(x: $0.frame.minX + content.minX, y: $0.frame.minY + content.minY)) }
        if environment.direction == .rightToLeft {  // S5: mirror within the stack's own bounds
            placed = placed.map { $0.moved(to: Point(x: size.width - $0.frame.maxX, y: $0.frame.minY)) }
        }
        let all = interleavingHidden(stack.nodes, visible: placed, axis: axis, content: content, size: size)
        let baselines = Self.stackBaselines(placed, axis: axis, height: size.height)
        return LaidOutNode(node: measurement.node, frame: bounds, children: all, kind: measurement.kind,
                           firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    /// A vertical stack: widths were decided when measuring (alignment); heights by distribution.
    private func arrangeColumn(_ children: [NodeMeasurement], widths: [Double], stack: StackNode, alignment: StackAlignment,
                               gaps: [Double], length: Double, width: Double, ownLength: Double) -> [LaidOutNode] {
        let items = Self.axisItems(children, axis: .vertical)
        if stack.baselineRelative {
            return baselineRelativeColumn(children, items: items, widths: widths, gaps: gaps, length: length,
                                          spacing: stack.spacing, alignment: alignment, crossLength: width)
        }
        let plan = Distributor(items: items, gaps: gaps, length: length, ownLength: ownLength).plan(stack.distribution)
        return children.indices.map { k in
            arrange(children[k], size: Size(width: widths[k], height: plan.lengths[k])).moved(to: Point(
                x: Self.crossOffset(alignment, available: width, length: widths[k]), y: plan.positions[k]))
        }
    }

    /// A horizontal stack: widths were planned when measuring (distribution); heights for those
    /// widths by alignment.
    private func arrangeRow(_ measured: [NodeMeasurement], plan: AxisPlan, alignment: StackAlignment, height: Double) -> [LaidOutNode] {
        let children = measured.indices.map { k in
            let natural = measured[k].size.height
            let childHeight: Double
            switch alignment {
            case .fill: childHeight = height
            case .firstBaseline, .lastBaseline: childHeight = natural ?? height
            default: childHeight = min(natural ?? height, height)
            }
            return arrange(measured[k], size: Size(width: plan.lengths[k], height: childHeight))
        }
        var offsets = children.map { Self.crossOffset(alignment, available: height, length: $0.frame.height) }
        if alignment.isBaseline {
            // Decided: a node with no intrinsic height has no baseline to align; it fills the stack's
            // height from the top and takes no part in the baseline line.
            let aligned = children.indices.filter { measured[$0].size.height != nil }
            let boxes = aligned.map { BaselineBox(first: children[$0].firstBaseline, last: children[$0].lastBaseline,
                                                  height: children[$0].frame.height) }
            let alignedOffsets = Self.baselineOffsets(boxes, alignment: alignment).offsets
            for (position, index) in aligned.enumerated() { offsets[index] = alignedOffsets[position] }
        }
        return children.indices.map { k in children[k].moved(to: Point(x: plan.positions[k], y: offsets[k])) }
    }

    /// A4: a vertical stack whose gaps run from baseline to baseline. Lengths follow the fill
    /// rules against the chain's natural length (decided: every distribution behaves as fill here).
    private func baselineRelativeColumn(_ measured: [NodeMeasurement], items: [AxisItem], widths: [Double], gaps: [Double],
                                        length: Double, spacing: Double, alignment: StackAlignment,
                                        crossLength: Double) -> [LaidOutNode] {
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
            let grown = Distributor(items: textless.map { items[$0] }, gaps: Array(repeating: 0, count: textless.count - 1),
                                    length: textless.reduce(0) { $0 + naturals[$1] } + free, ownLength: 0).fillLengths()
            for (position, index) in textless.enumerated() { lengths[index] = grown[position] }
        }
        let children = measured.indices.map { arrange(measured[$0], size: Size(width: widths[$0], height: lengths[$0])) }
        let tops = Self.baselineChainTops(children.map { ($0.firstBaseline, $0.lastBaseline) }, gaps: gaps, spacing: spacing)
        return children.indices.map { k in
            children[k].moved(to: Point(x: Self.crossOffset(alignment, available: crossLength, length: widths[k]), y: tops[k]))
        }
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
    private func interleavingHidden(_ all: [PlaceholderNode], visible placed: [LaidOutNode], axis: StackAxis, content: Rect,
                                    size: Size) -> [LaidOutNode] {
        guard placed.count != all.count else { return placed }
        var result: [LaidOutNode] = []
        var next = placed.makeIterator()
        var cursor = Point(x: environment.direction == .rightToLeft && axis == .horizontal ? content.maxX : content.minX,
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

    /// A stack's own baselines: a vertical stack's are its first node's first and its last
    /// node's last; a horizontal stack's (decided) the highest first and the lowest last.
    static func stackBaselines(_ children: [LaidOutNode], axis: StackAxis, height: Double) -> (first: Double, last: Double) {
        guard let firstChild = children.first, let lastChild = children.last else { return (0, height) }
        if axis == .vertical {
            return (firstChild.frame.minY + firstChild.firstBaseline, lastChild.frame.minY + lastChild.lastBaseline)
        }
        return (children.map { $0.frame.minY + $0.firstBaseline }.min()!,
                children.map { $0.frame.minY + $0.lastBaseline }.max()!)
    }
}
