import StateboardCore

extension LayoutEngine {
    /// Places a stack's arranged nodes inside `size` by the rules of STACK_SPEC.md.
    func arrangeStack(_ node: PlaceholderNode, _ stack: StackNode, size: Size) -> LaidOutNode {
        let bounds = Rect(origin: .zero, size: size)
        let content = stack.marginsRelative ? bounds.inset(by: stack.margins) : bounds
        let axis = stack.axis
        let alignment = axis == .vertical && stack.alignment.isBaseline ? .fill : stack.alignment.normalized
        let visible = stack.nodes.filter { !$0.isHidden }
        let gaps = Self.gaps(between: visible, spacing: stack.spacing)
        let length = content.length(along: axis)
        let crossLength = content.length(along: axis.cross)

        var placed: [LaidOutNode]
        if axis == .vertical {
            placed = arrangeColumn(visible, stack: stack, alignment: alignment, gaps: gaps,
                                   length: length, width: crossLength, ownLength: size.height)
        } else {
            placed = arrangeRow(visible, stack: stack, alignment: alignment, gaps: gaps,
                                length: length, height: crossLength, ownLength: size.width)
        }
        placed = placed.map { $0.moved(to: Point(x: $0.frame.minX + content.minX, y: $0.frame.minY + content.minY)) }
        if environment.direction == .rightToLeft {  // S5: mirror within the stack's own bounds
            placed = placed.map { $0.moved(to: Point(x: size.width - $0.frame.maxX, y: $0.frame.minY)) }
        }
        let children = interleavingHidden(stack.nodes, visible: placed, axis: axis, content: content, size: size)
        let baselines = Self.stackBaselines(placed, axis: axis, height: size.height)
        return LaidOutNode(node: node, frame: bounds, children: children,
                           firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    /// A vertical stack: widths first (alignment), then heights measured for them (distribution).
    private func arrangeColumn(_ visible: [PlaceholderNode], stack: StackNode, alignment: StackAlignment, gaps: [Double],
                               length: Double, width: Double, ownLength: Double) -> [LaidOutNode] {
        let measured = visible.map { measure($0, offeredWidth: width) }
        let widths = measured.map { alignment == .fill ? width : min($0.width ?? width, width) }
        let items = axisItems(visible, measured, axis: .vertical)
        if stack.baselineRelative {
            return baselineRelativeColumn(visible, items: items, widths: widths, gaps: gaps, length: length,
                                          spacing: stack.spacing, alignment: alignment, crossLength: width)
        }
        let plan = Distributor(items: items, gaps: gaps, length: length, ownLength: ownLength).plan(stack.distribution)
        return visible.indices.map { k in
            arrange(visible[k], size: Size(width: widths[k], height: plan.lengths[k])).moved(to: Point(
                x: Self.crossOffset(alignment, available: width, length: widths[k]), y: plan.positions[k]))
        }
    }

    /// A horizontal stack: widths first (distribution), then heights for those widths (alignment).
    private func arrangeRow(_ visible: [PlaceholderNode], stack: StackNode, alignment: StackAlignment, gaps: [Double],
                            length: Double, height: Double, ownLength: Double) -> [LaidOutNode] {
        let measured = visible.map { measure($0, offeredWidth: length) }
        let plan = Distributor(items: axisItems(visible, measured, axis: .horizontal), gaps: gaps,
                               length: length, ownLength: ownLength).plan(stack.distribution)
        let naturalHeights = visible.indices.map { k in
            plan.lengths[k] == measured[k].width ? measured[k].height : measure(visible[k], offeredWidth: plan.lengths[k]).height
        }
        let children = visible.indices.map { k in
            let natural = naturalHeights[k]
            let childHeight: Double
            switch alignment {
            case .fill: childHeight = height
            case .firstBaseline, .lastBaseline: childHeight = natural ?? height
            default: childHeight = min(natural ?? height, height)
            }
            return arrange(visible[k], size: Size(width: plan.lengths[k], height: childHeight))
        }
        var offsets = children.map { Self.crossOffset(alignment, available: height, length: $0.frame.height) }
        if alignment.isBaseline {
            // Decided: a node with no intrinsic height has no baseline to align; it fills the stack's
            // height from the top and takes no part in the baseline line.
            let aligned = children.indices.filter { naturalHeights[$0] != nil }
            let alignedOffsets = Self.baselineOffsets(aligned.map { children[$0] }, alignment: alignment).offsets
            for (position, index) in aligned.enumerated() { offsets[index] = alignedOffsets[position] }
        }
        return children.indices.map { k in children[k].moved(to: Point(x: plan.positions[k], y: offsets[k])) }
    }

    /// A4: a vertical stack whose gaps run from baseline to baseline. Lengths follow the fill
    /// rules against the chain's natural length (decided: every distribution behaves as fill here).
    private func baselineRelativeColumn(_ visible: [PlaceholderNode], items: [AxisItem], widths: [Double], gaps: [Double],
                                        length: Double, spacing: Double, alignment: StackAlignment,
                                        crossLength: Double) -> [LaidOutNode] {
        guard !visible.isEmpty else { return [] }
        let naturals = items.map { $0.natural ?? 0 }
        let chain = baselineChainLength(visible, sizes: visible.indices.map { Size(width: widths[$0], height: naturals[$0]) },
                                        gaps: gaps, spacing: spacing)
        // Decided: extra length goes (by F1) only to nodes without text, whose baselines are their
        // edges; a label that grew would keep its text centred and move its baselines with it.
        // With no such node, or too little length, the chain keeps its natural length from the top.
        var lengths = naturals
        let free = length - chain
        let textless = visible.indices.filter { !Self.hasText(visible[$0]) }
        if free > 0, !textless.isEmpty {
            let grown = Distributor(items: textless.map { items[$0] }, gaps: Array(repeating: 0, count: textless.count - 1),
                                    length: textless.reduce(0) { $0 + naturals[$1] } + free, ownLength: 0).fillLengths()
            for (position, index) in textless.enumerated() { lengths[index] = grown[position] }
        }
        let children = visible.indices.map { arrange(visible[$0], size: Size(width: widths[$0], height: lengths[$0])) }
        let tops = Self.baselineChainTops(children, gaps: gaps, spacing: spacing)
        return children.indices.map { k in
            children[k].moved(to: Point(x: Self.crossOffset(alignment, available: crossLength, length: widths[k]), y: tops[k]))
        }
    }

    /// Whether a node's baselines come from text (a label, a button, or a stack holding one).
    static func hasText(_ node: PlaceholderNode) -> Bool {
        switch node.content {
        case .label, .button: true
        case .stack(let stack): stack.nodes.contains { !$0.isHidden && hasText($0) }
        default: false
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
