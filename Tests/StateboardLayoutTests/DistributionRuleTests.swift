import StateboardCore
import Testing

@testable import StateboardLayout

/// F1–K2: sizes and places along the axis, with hugging and compression resistance per axis.
@Suite("Distributions (F, E, P, Q, K) and priorities") struct DistributionRuleTests {
    @Test("F1: free space grows a node without intrinsic length first")
    func f1FlexibleGrowsFirst() {
        // a hugs at 1 (lowest), but the flexible spacer grows: 300 − 30 − 50 = 220.
        let f = L.frames(L.stack(.horizontal, .fill, align: .top, [L.box("a", w: 30, h: 10, hug: (1, 1)), L.box("s"), L.box("b", w: 50, h: 10)]))
        #expect(close(f["s"], L.r(30, 0, 220, 200)))
    }

    @Test("F1: free space grows the lowest hugging priority; ties go to the last by index")
    func f1LowestHuggingThenLast() {
        let lowest = L.frames(L.stack(.horizontal, .fill, align: .top, [L.box("a", w: 30, h: 10, hug: (200, 250)), L.box("b", w: 50, h: 10)]))
        #expect(close(lowest["a"], L.r(0, 0, 250, 10)))
        let tie = L.frames(L.stack(.horizontal, .fill, align: .top, [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10)]))
        #expect(close(tie["b"], L.r(30, 0, 270, 10)))
        // Labels hug at 251, so a box beside a label grows.
        let label = L.frames(L.stack(.horizontal, .fill, align: .top, [L.box("a", w: 30, h: 10), L.label("t", "Hi")]))
        #expect(close(label["a"], L.r(0, 0, 290, 10)))
    }

    @Test("F1: hugging is per axis — the vertical priority decides in a vertical stack")
    func f1PerAxisHugging() {
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, [L.box("a", w: 10, h: 10, hug: (1, 300)), L.box("b", w: 10, h: 10, hug: (300, 299))]))
        #expect(close(f["b"], L.r(0, 10, 10, 190)))
    }

    @Test("F2: overflow shrinks the lowest compression resistance; ties shrink the last")
    func f2LowestResistanceThenLast() {
        // 200 + 150 = 350 in 300: overflow 50.
        let lowest = L.frames(L.stack(.horizontal, .fill, align: .top, [L.box("a", w: 200, h: 10, cr: (700, 750)), L.box("b", w: 150, h: 10)]))
        #expect(close(lowest["a"], L.r(0, 0, 150, 10)))
        #expect(close(lowest["b"], L.r(150, 0, 150, 10)))
        let tie = L.frames(L.stack(.horizontal, .fill, align: .top, [L.box("a", w: 200, h: 10), L.box("b", w: 150, h: 10)]))
        #expect(close(tie["b"], L.r(200, 0, 100, 10)))
    }

    @Test("F2: a node stops at 0 and the next-lowest resistance takes the rest")
    func f2CascadeAtZero() {
        // 200 + 80 + 100 = 380 in 300: overflow 80, c (lowest CR) shrinks to 20.
        // 250 + 100 + 100 = 450: overflow 150, c gives all 100 and stops at 0; b (next lowest) gives 50.
        let small = L.frames(
            L.stack(
                .horizontal, .fill, align: .top,
                [
                    L.box("a", w: 200, h: 10), L.box("b", w: 80, h: 10, cr: (700, 750)),
                    L.box("c", w: 100, h: 10, cr: (600, 750)),
                ]))
        #expect(close(small["c"], L.r(280, 0, 20, 10)))
        let large = L.frames(
            L.stack(
                .horizontal, .fill, align: .top,
                [
                    L.box("a", w: 250, h: 10), L.box("b", w: 100, h: 10, cr: (700, 750)),
                    L.box("c", w: 100, h: 10, cr: (600, 750)),
                ]))
        #expect(close(large["c"], L.r(300, 0, 0, 10)))
        #expect(close(large["b"], L.r(250, 0, 50, 10)))
    }

    @Test("E1: fillEqually gives every visible node (L − G) / n")
    func e1Equal() {
        let f = L.frames(
            L.stack(
                .horizontal, .fillEqually, align: .top, spacing: 15,
                [
                    L.box("a", w: 10, h: 10), L.box("h", w: 99, hidden: true),
                    L.box("b", w: 200, h: 10), L.box("c", h: 10),
                ]))
        // (300 − 30) / 3 = 90
        #expect(close(f["a"], L.r(0, 0, 90, 10)))
        #expect(close(f["b"], L.r(105, 0, 90, 10)))
        #expect(close(f["c"], L.r(210, 0, 90, 10)))
    }

    @Test("E2: an unsized fillEqually stack is n · max c + G long")
    func e2UnsizedEqual() {
        let row = L.stack(
            .horizontal, .fillEqually, id: "row", align: .top, spacing: 10, [L.box("a", w: 20, h: 10), L.box("b", w: 45, h: 10), L.box("c", w: 30, h: 10)])
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, [row, L.box("rest")]))
        #expect(close(f["row"], L.r(0, 0, 155, 10)))  // 3 × 45 + 20
        #expect(close(f["c"], L.r(110, 0, 45, 10)))
    }

    @Test("P1: fillProportionally sizes by B · c_k / (Σc + G), B being the stack's own length")
    func p1Proportional() {
        // No gaps: exactly L · c / Σc: 300 · 10/60 = 50, 300 · 50/60 = 250.
        let f = L.frames(L.stack(.horizontal, .fillProportionally, align: .top, [L.box("a", w: 10, h: 10), L.box("b", w: 50, h: 10)]))
        #expect(close(f["a"], L.r(0, 0, 50, 10)))
        #expect(close(f["b"], L.r(50, 0, 250, 10)))
    }

    @Test("P2: with gaps or margins the last node absorbs the remainder")
    func p2LastAbsorbs() {
        // B = 300, margins 10 + 10 → L = 280, G = 20. a = 300 · 40 / (40 + 60 + 20) = 100; b = 280 − 20 − 100 = 160.
        let f = L.frames(
            L.stack(
                .horizontal, .fillProportionally, align: .top, spacing: 20, margins: Insets(left: 10, right: 10),
                marginsRelative: true, [L.box("a", w: 40, h: 10), L.box("b", w: 60, h: 10)]))
        #expect(close(f["a"], L.r(10, 0, 100, 10)))
        #expect(close(f["b"], L.r(130, 0, 160, 10)))
    }

    @Test("Q1: equalSpacing keeps sizes; every gap is max(spacing, (L − Σc) / (n − 1))")
    func q1EqualGaps() {
        // (300 − 90) / 2 = 105
        let f = L.frames(
            L.stack(.horizontal, .equalSpacing, align: .top, spacing: 8, [L.box("a", w: 20, h: 10), L.box("b", w: 40, h: 10), L.box("c", w: 30, h: 10)]))
        #expect(close(f["b"], L.r(125, 0, 40, 10)))
        #expect(close(f["c"], L.r(270, 0, 30, 10)))
    }

    @Test("Q2: when even minimum gaps overflow, gaps stay at spacing and nodes shrink by resistance")
    func q2Overflow() {
        // 140 + 150 + 2·10 = 310 in 300 → b (last of the tie) shrinks by 10.
        let f = L.frames(L.stack(.horizontal, .equalSpacing, align: .top, spacing: 10, [L.box("a", w: 140, h: 10), L.box("b", w: 150, h: 10)]))
        #expect(close(f["a"], L.r(0, 0, 140, 10)))
        #expect(close(f["b"], L.r(150, 0, 150, 10)))
        let three = L.frames(
            L.stack(.horizontal, .equalSpacing, align: .top, spacing: 10, [L.box("a", w: 100, h: 10), L.box("b", w: 100, h: 10), L.box("c", w: 100, h: 10)]))
        #expect(close(three["c"], L.r(220, 0, 80, 10)))
    }

    @Test("Q3: with one visible node, equalSpacing stretches it to fill L")
    func q3OneNode() {
        let f = L.frames(L.stack(.horizontal, .equalSpacing, align: .top, [L.box("h", w: 5, hidden: true), L.box("a", w: 20, h: 10)]))
        #expect(close(f["a"], L.r(0, 0, 300, 10)))
    }

    @Test("K1: equalCentering spaces centres equally between the first's and the last's")
    func k1EqualCentres() {
        // centres 10 and 300 − 20 = 280 → d = 135: b centre 145, x = 145 − 30 = 115.
        let f = L.frames(L.stack(.horizontal, .equalCentering, align: .top, [L.box("a", w: 20, h: 10), L.box("b", w: 60, h: 10), L.box("c", w: 40, h: 10)]))
        #expect(close(f["a"], L.r(0, 0, 20, 10)))
        #expect(close(f["b"], L.r(115, 0, 60, 10)))
        #expect(close(f["c"], L.r(260, 0, 40, 10)))
    }

    @Test("K2: equalCentering keeps gaps at least spacing, pushing nodes on, and shrinks when even that overflows")
    func k2MinimumGaps() {
        // a 200, b 20, c 20 in 300: centres 100, 200, 290 → b.x = 190 < 200 + 10: pushed to 210;
        // c stays at 280 (gap 50 ≥ 10).
        let f = L.frames(
            L.stack(.horizontal, .equalCentering, align: .top, spacing: 10, [L.box("a", w: 200, h: 10), L.box("b", w: 20, h: 10), L.box("c", w: 20, h: 10)]))
        #expect(close(f["b"], L.r(210, 0, 20, 10)))
        #expect(close(f["c"], L.r(280, 0, 20, 10)))
        // a 250, b 30, c 20 + gaps 20 = 320 > 300: c (last of the tie) shrinks by 20 to 0; placed in a row.
        let g = L.frames(
            L.stack(.horizontal, .equalCentering, align: .top, spacing: 10, [L.box("a", w: 250, h: 10), L.box("b", w: 30, h: 10), L.box("c", w: 20, h: 10)]))
        #expect(close(g["b"], L.r(260, 0, 30, 10)))
        #expect(close(g["c"], L.r(300, 0, 0, 10)))
    }

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

    @Test(
        "F2, Q2, K2: overflow in every distribution shrinks by the CR of the stack's axis",
        arguments: StackDistribution.allCases, StackAxis.allCases)
    func overflow(distribution: StackDistribution, axis: StackAxis) {
        // Each node's CR along the axis: a 700, b 800; across: a 800, b 700 (must not matter).
        let low = axis == .horizontal ? pri(700, 800) : pri(800, 700)
        let high = axis == .horizontal ? pri(800, 700) : pri(700, 800)
        let size = LayoutSize(along: 50, across: 10, axis: axis)
        let nodes =
            axis == .horizontal
            ? [box("a", w: 40, cr: low), box("b", w: 40, cr: high)]
            : [box("a", h: 40, cr: low), box("b", h: 40, cr: high)]
        let f = layout(stack(axis, distribution: distribution, w: size.width, h: size.height, nodes))
        let along = Self.overflowExpected(distribution)
        f.expect("a", axis: axis, along: along[0], across: (0, 10))
        f.expect("b", axis: axis, along: along[1], across: (0, 10))
    }
}
