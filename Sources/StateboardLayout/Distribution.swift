import StateboardCore

/// One visible arranged node as the distribution sees it: lengths along the stack's axis only.
struct AxisItem {
    /// Intrinsic length along the axis; `nil` when the node has none (flexible).
    var natural: Double?
    var hugging: LayoutPriority
    var resistance: LayoutPriority
}

/// Lengths and positions along a stack's axis, relative to the start of its content rect.
struct AxisPlan: Equatable {
    var lengths: [Double]
    var positions: [Double]
}

/// Sizes and places nodes along one axis, by the rules of docs/StackRules.md ("Distributions").
/// StackAxis-agnostic: the same code serves horizontal and vertical stacks.
struct Distributor {
    let items: [AxisItem]
    /// `gaps[k]` follows item k; `gaps.count == items.count - 1` (or 0).
    let gaps: [Double]
    /// L: the content rect's length.
    let length: Double
    /// B: the stack's own length (fillProportionally uses it, not L; rule P1).
    let ownLength: Double

    var totalGaps: Double { gaps.reduce(0, +) }
    var naturals: [Double] { items.map { $0.natural ?? 0 } }

    func plan(_ distribution: StackDistribution) -> AxisPlan {
        guard !items.isEmpty else { return AxisPlan(lengths: [], positions: []) }
        switch distribution {
        case .fill: return sequential(fillLengths())
        case .fillEqually: return sequential(equalLengths())
        case .fillProportionally: return sequential(proportionalLengths())
        case .equalSpacing: return equalSpacing()
        case .equalCentering: return equalCentering()
        }
    }

    // MARK: fill (F1, F2)

    func fillLengths() -> [Double] {
        var lengths = naturals
        let free = length - lengths.reduce(0, +) - totalGaps
        if free > 0 {
            lengths[growingIndex()] += free
        } else if free < 0 {
            shrink(&lengths, by: -free)
        }
        return lengths
    }

    /// F1: flexible nodes grow first; among the candidates the lowest hugging priority grows,
    /// ties going to the last by index.
    private func growingIndex() -> Int {
        let flexible = items.indices.filter { items[$0].natural == nil }
        let candidates = flexible.isEmpty ? Array(items.indices) : flexible
        return candidates.min { a, b in
            items[a].hugging != items[b].hugging ? items[a].hugging < items[b].hugging : a > b
        }!
    }

    /// F2 / Q2: the lowest compression resistance shrinks first (ties: the last by index); a node
    /// stops at 0 and the next-lowest takes the rest.
    func shrink(_ lengths: inout [Double], by amount: Double) {
        let order = items.indices.sorted { a, b in
            items[a].resistance != items[b].resistance ? items[a].resistance < items[b].resistance : a > b
        }
        var remaining = amount
        for index in order where remaining > 0 {
            let taken = min(lengths[index], remaining)
            lengths[index] -= taken
            remaining -= taken
        }
    }

    // MARK: fillEqually (E1), fillProportionally (P1, P2)

    func equalLengths() -> [Double] {
        Array(repeating: max(0, (length - totalGaps) / Double(items.count)), count: items.count)
    }

    func proportionalLengths() -> [Double] {
        let sum = naturals.reduce(0, +)
        guard sum > 0 else { return equalLengths() }
        let denominator = sum + totalGaps
        var lengths = naturals.map { ownLength * $0 / denominator }
        lengths[lengths.count - 1] = length - totalGaps - lengths.dropLast().reduce(0, +)
        return lengths.map { max(0, $0) }
    }

    // MARK: equalSpacing (Q1–Q3)

    func equalSpacing() -> AxisPlan {
        guard items.count > 1 else { return AxisPlan(lengths: [length], positions: [0]) }
        var lengths = naturals
        let free = length - lengths.reduce(0, +)
        guard free >= totalGaps else {
            shrink(&lengths, by: totalGaps - free)
            return sequential(lengths)
        }
        return sequential(lengths, gaps: Self.waterFill(gaps, total: free))
    }

    /// Gaps as equal as their minimums allow, adding up to `total` (≥ the minimums' sum): each gap
    /// is `max(minimum, e)` for the one `e` that makes them add up.
    static func waterFill(_ minimums: [Double], total: Double) -> [Double] {
        var fixed = Set<Int>()
        while true {
            let open = minimums.indices.filter { !fixed.contains($0) }
            let share = (total - fixed.reduce(0) { $0 + minimums[$1] }) / Double(open.count)
            let newlyFixed = open.filter { minimums[$0] > share }
            if newlyFixed.isEmpty || newlyFixed.count == open.count {
                return minimums.indices.map { fixed.contains($0) ? minimums[$0] : max(minimums[$0], share) }
            }
            fixed.formUnion(newlyFixed)
        }
    }

    // MARK: equalCentering (K1, K2)

    func equalCentering() -> AxisPlan {
        guard items.count > 1 else { return AxisPlan(lengths: [length], positions: [0]) }
        var lengths = naturals
        let last = items.count - 1
        let firstCenter = lengths[0] / 2
        let lastCenter = length - lengths[last] / 2
        let step = (lastCenter - firstCenter) / Double(last)
        var positions = lengths.indices.map { firstCenter + Double($0) * step - lengths[$0] / 2 }
        // K2 (decided): left to right, a node whose gap would be under its minimum is placed at
        // the minimum from the node before it, and the nodes after it follow from there (each at
        // the later of its K1 place and the minimum gap). Nodes before that point keep their place.
        for k in 1...last {
            positions[k] = max(positions[k], positions[k - 1] + lengths[k - 1] + gaps[k - 1])
        }
        // If the chain now runs past the end, nodes shrink by compression resistance as in F2;
        // a node that shrinks pulls the nodes after it back by what it lost, so every gap keeps
        // its size and the last node ends on the trailing edge (S2).
        let overflow = positions[last] + lengths[last] - length
        if overflow > 0 {
            let natural = lengths
            shrink(&lengths, by: overflow)
            var pulled = 0.0
            for k in lengths.indices {
                positions[k] -= pulled
                pulled += natural[k] - lengths[k]
            }
        }
        return AxisPlan(lengths: lengths, positions: positions)
    }

    // MARK: placing in a row

    func sequential(_ lengths: [Double], gaps: [Double]? = nil) -> AxisPlan {
        let gaps = gaps ?? self.gaps
        var positions: [Double] = []
        positions.reserveCapacity(lengths.count)
        var cursor = 0.0
        for (index, length) in lengths.enumerated() {
            positions.append(cursor)
            cursor += length + (index < gaps.count ? gaps[index] : 0)
        }
        return AxisPlan(lengths: lengths, positions: positions)
    }
}
