import StateboardCore
import StateboardLayout
import Testing

/// Hugging and compression resistance are per axis; overflow in every distribution.
@Suite("Priorities per axis")
struct PriorityTests {
    // a: low horizontal, high vertical; b: the other way round.
    let aCR = pri(700, 1000), bCR = pri(800, 100)
    let aHug = pri(100, 900), bHug = pri(900, 100)

    @Test("F2: a horizontal stack reads horizontal compression resistance")
    func resistanceHorizontal() {
        // free = 50 − 80 = −30 → a (700 < 800) shrinks to 10.
        let f = layout(hstack(w: 50, h: 10, [box("a", w: 40, cr: aCR), box("b", w: 40, cr: bCR)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 10, 0, 40, 10)
    }

    @Test("F2: a vertical stack reads vertical compression resistance")
    func resistanceVertical() {
        // free = 50 − 80 = −30 → b (100 < 1000) shrinks to 10.
        let f = layout(vstack(w: 10, h: 50, [box("a", h: 40, cr: aCR), box("b", h: 40, cr: bCR)]))
        f.expect("a", 0, 0, 10, 40)
        f.expect("b", 0, 40, 10, 10)
    }

    @Test("F1: a horizontal stack reads horizontal hugging")
    func huggingHorizontal() {
        // free = 80 → a (100 < 900) grows to 90.
        let f = layout(hstack(w: 100, h: 10, [box("a", w: 10, hug: aHug), box("b", w: 10, hug: bHug)]))
        f.expect("a", 0, 0, 90, 10)
        f.expect("b", 90, 0, 10, 10)
    }

    @Test("F1: a vertical stack reads vertical hugging")
    func huggingVertical() {
        // free = 80 → b (100 < 900) grows to 90.
        let f = layout(vstack(w: 10, h: 100, [box("a", h: 10, hug: aHug), box("b", h: 10, hug: bHug)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 0, 10, 10, 90)
    }

    /// Two 40-long nodes in a 50-long stack, a with the lower CR along the axis:
    /// (start, length) along for a and b.
    static func overflowExpected(_ distribution: StackDistribution) -> [(Double, Double)] {
        switch distribution {
        // F2: a shrinks by 30. Q2: gaps stay 0, a shrinks by 30.
        // K2: centres 20, 30 → x1 = 10, gap −30 → b pushed to 40, ends at 80: a shrinks by 30, b pulled to 10.
        case .fill, .equalSpacing, .equalCentering: [(0, 10), (10, 40)]
        // E1: 50 / 2 = 25 each. P1/P2: 50 · 40 / 80 = 25, last 50 − 25 = 25.
        case .fillEqually, .fillProportionally: [(0, 25), (25, 25)]
        }
    }

    @Test("Overflow in every distribution shrinks by the CR of the stack's axis",
          arguments: StackDistribution.allCases, StackAxis.allCases)
    func overflow(distribution: StackDistribution, axis: StackAxis) {
        // Each node's CR along the axis: a 700, b 800; across: a 800, b 700 (must not matter).
        let low = axis == .horizontal ? pri(700, 800) : pri(800, 700)
        let high = axis == .horizontal ? pri(800, 700) : pri(700, 800)
        let size = Size(along: 50, across: 10, axis: axis)
        let nodes = axis == .horizontal
            ? [box("a", w: 40, cr: low), box("b", w: 40, cr: high)]
            : [box("a", h: 40, cr: low), box("b", h: 40, cr: high)]
        let f = layout(stack(axis, distribution: distribution, w: size.width, h: size.height, nodes))
        let along = Self.overflowExpected(distribution)
        f.expect("a", axis: axis, along: along[0], across: (0, 10))
        f.expect("b", axis: axis, along: along[1], across: (0, 10))
    }
}
