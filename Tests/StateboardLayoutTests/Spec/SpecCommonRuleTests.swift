import StateboardCore
import StateboardLayout
import Testing

/// S1–S4: the rules every distribution shares.
@Suite("Common rules (S1–S4)")
struct SpecCommonRuleTests {
    @Test("S1: a hidden node takes no length and no gap; the gap is the earlier visible neighbour's")
    func hiddenNodeCollapses() {
        // a's custom gap (5) is kept; b's custom gap (30) and the gap before b vanish:
        // a 0…10, gap 5, c 15…25 = the stack's width 25.
        let f = layout(hstack(w: 25, h: 10, [
            box("a", w: 10, after: 5), box("b", w: 10, hidden: true, after: 30), box("c", w: 10),
        ]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("c", 15, 0, 10, 10)
        #expect(f["b"]?.size == .zero)
        #expect(f.node("b")?.isHidden == true)
    }

    @Test("S1: hidden nodes are not counted in n")
    func hiddenNodesNotCounted() {
        // fillEqually over the 3 visible nodes: (110 − 2·10) / 3 = 30.
        let f = layout(hstack(distribution: .fillEqually, spacing: 10, w: 110, h: 10, [
            box("a", w: 10), box("b", hidden: true), box("c", w: 10), box("d", w: 10),
        ]))
        f.expect("a", 0, 0, 30, 10)
        f.expect("c", 40, 0, 30, 10)
        f.expect("d", 80, 0, 30, 10)
    }

    @Test("S1: the last visible node's custom spacing before trailing hidden nodes is unused")
    func customSpacingBeforeTrailingHidden() {
        // a 0…10, gap 5, b 15…25; b's spacingAfter 9 has no node after it.
        let f = layout(hstack(w: 25, h: 10, [
            box("a", w: 10, after: 5), box("b", w: 10, after: 9), box("c", w: 10, hidden: true),
        ]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 15, 0, 10, 10)
    }

    @Test("S1: a hidden stack hides its whole subtree")
    func hiddenSubtree() {
        let f = layout(hstack(w: 10, h: 10, [
            box("a", w: 10), stack(.vertical, "inner", hidden: true, [box("x", w: 50, h: 50)]),
        ]))
        f.expect("a", 0, 0, 10, 10)
        #expect(f["inner"]?.size == .zero)
        #expect(f["x"]?.size == .zero)
        #expect(f.node("x")?.isHidden == true)
    }

    @Test("S2: first leading edge on R's start, last trailing edge on R's end",
          arguments: StackDistribution.allCases, StackAxis.allCases)
    func edgesPinned(distribution: StackDistribution, axis: StackAxis) {
        // R = B inset by the margins: along the axis from 7 to 100 − 3 = 97.
        let margins = axis == .horizontal ? Insets(left: 7, right: 3) : Insets(top: 7, bottom: 3)
        let nodes = axis == .horizontal
            ? [box("a", w: 10), box("b", w: 20), box("c", w: 30)]
            : [box("a", h: 10), box("b", h: 20), box("c", h: 30)]
        let f = layout(stack(axis, distribution: distribution, spacing: 5, margins: margins, marginsRelative: true,
                             w: 100, h: 100, nodes))
        let a = f["a"]!, c = f["c"]!
        #expect(close(a.start(along: axis), 7))
        #expect(close(c.end(along: axis), 97))
    }

    @Test("S3: spacing is exact for fill, a minimum for equalSpacing, and negative spacing overlaps")
    func spacingExactOrMinimum() {
        // fill: free = 60 − 20 − 5 = 35 goes to b (last of equal hugging); the gap stays 5.
        let fill = layout(hstack(spacing: 5, w: 60, h: 10, [box("a", w: 10), box("b", w: 10)]))
        fill.expect("a", 0, 0, 10, 10)
        fill.expect("b", 15, 0, 45, 10)
        // equalSpacing: gap = max(5, (60 − 20) / 1) = 40.
        let equal = layout(hstack(distribution: .equalSpacing, spacing: 5, w: 60, h: 10,
                                  [box("a", w: 10), box("b", w: 10)]))
        equal.expect("a", 0, 0, 10, 10)
        equal.expect("b", 50, 0, 10, 10)
        // spacing −5: free = 15 − 20 + 5 = 0; b starts 5 before a ends.
        let overlap = layout(hstack(spacing: -5, w: 15, h: 10, [box("a", w: 10), box("b", w: 10)]))
        overlap.expect("a", 0, 0, 10, 10)
        overlap.expect("b", 5, 0, 10, 10)
    }

    @Test("S4: an unsized horizontal stack takes Σc + G along, max d across")
    func naturalSizeHorizontal() {
        // 10 + 4 + 20 = 34 wide, max(5, 8) = 8 tall; fill alignment gives both children 8.
        let f = layout(natural(hstack("inner", spacing: 4, [box("a", w: 10, h: 5), box("b", w: 20, h: 8)])))
        f.expect("inner", 0, 0, 34, 8)
        f.expect("a", 0, 0, 10, 8)
        f.expect("b", 14, 0, 20, 8)
    }

    @Test("S4: an unsized vertical stack takes Σc + G along, max d across")
    func naturalSizeVertical() {
        // 5 + 4 + 8 = 17 tall, max(10, 20) = 20 wide.
        let f = layout(natural(vstack("inner", spacing: 4, [box("a", w: 10, h: 5), box("b", w: 20, h: 8)])))
        f.expect("inner", 0, 0, 20, 17)
        f.expect("a", 0, 0, 20, 5)
        f.expect("b", 0, 9, 20, 8)
    }

    @Test("S4: margins count in the natural size only when margin-relative")
    func naturalSizeWithMargins() {
        let margins = Insets(top: 1, left: 2, bottom: 3, right: 4)
        // 34 + 2 + 4 = 40 wide, 8 + 1 + 3 = 12 tall; children start at (2, 1).
        let relative = layout(natural(hstack("inner", spacing: 4, margins: margins, marginsRelative: true,
                                             [box("a", w: 10, h: 5), box("b", w: 20, h: 8)])))
        relative.expect("inner", 0, 0, 40, 12)
        relative.expect("a", 2, 1, 10, 8)
        relative.expect("b", 16, 1, 20, 8)
        // Not margin-relative: the margins are ignored.
        let plain = layout(natural(hstack("inner", spacing: 4, margins: margins,
                                          [box("a", w: 10, h: 5), box("b", w: 20, h: 8)])))
        plain.expect("inner", 0, 0, 34, 8)
        plain.expect("b", 14, 0, 20, 8)
    }

    @Test("S4: a stack with no visible nodes is as big as its margins")
    func naturalSizeEmpty() {
        let f = layout(natural(hstack("inner", margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
                                      marginsRelative: true, [box("a", w: 10, h: 10, hidden: true)])))
        f.expect("inner", 0, 0, 6, 4)
    }
}
