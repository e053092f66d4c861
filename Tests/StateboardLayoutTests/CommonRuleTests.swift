import StateboardCore
import Testing

@testable import StateboardLayout

/// S1–S5, custom spacing (g_k) and margins (R): the rules every distribution shares.
@Suite("Common rules (S1–S5), custom spacing and margins") struct CommonRuleTests {
    @Test("S1: hidden nodes take no space and no gap; custom spacing after them is ignored")
    func s1HiddenNodes() {
        // Vertical, spacing 10: a(20) [hidden h, spacingAfter 99] b(30): b at 20 + 10 = 30.
        let f = L.frames(
            L.stack(
                .vertical, .fill, align: .leading, spacing: 10,
                [
                    L.box("a", w: 10, h: 20), L.box("h", w: 10, h: 50, hidden: true, after: 99), L.box("b", w: 10, h: 30), L.box("rest"),
                ]))
        #expect(close(f["a"], L.r(0, 0, 10, 20)))
        #expect(close(f["b"], L.r(0, 30, 10, 30)))
        #expect(f["h"]?.height == 0)
        // The gap before a hidden node collapses too: a's custom 5 is the gap to b.
        let g = L.frames(
            L.stack(
                .horizontal, .fill, align: .top, spacing: 10,
                [
                    L.box("a", w: 20, h: 10, after: 5), L.box("h", w: 40, h: 10, hidden: true), L.box("b", w: 20, h: 10), L.box("rest"),
                ]))
        #expect(close(g["b"], L.r(25, 0, 20, 10)))
    }

    @Test(
        "S2: first node on the leading edge, last node on the trailing edge, in every distribution",
        arguments: StackDistribution.allCases)
    func s2EdgesPinned(distribution: StackDistribution) {
        let f = L.frames(
            L.stack(
                .horizontal, distribution, align: .top, spacing: 4,
                [
                    L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10), L.box("c", w: 20, h: 10),
                ]))
        #expect(abs(f["a"]!.minX - 0) < 1e-9)
        #expect(abs(f["c"]!.maxX - 300) < 1e-9)
    }

    @Test("S3: spacing is exact for fill, fillEqually, fillProportionally", arguments: [StackDistribution.fill, .fillEqually, .fillProportionally])
    func s3ExactSpacing(distribution: StackDistribution) {
        let f = L.frames(L.stack(.horizontal, distribution, align: .top, spacing: 7, [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10)]))
        #expect(abs(f["b"]!.minX - f["a"]!.maxX - 7) < 1e-9)
    }

    @Test("S3: spacing is a minimum for equalSpacing and equalCentering; negative spacing overlaps")
    func s3MinimumAndNegativeSpacing() {
        // 300 − 80 free = 220 ≥ 7: the gap grows to 220.
        let f = L.frames(L.stack(.horizontal, .equalSpacing, align: .top, spacing: 7, [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10)]))
        #expect(abs(f["b"]!.minX - f["a"]!.maxX - 220) < 1e-9)
        // Fill with spacing −10: b starts 10 before a ends; the flexible spacer takes the rest.
        let g = L.frames(L.stack(.horizontal, .fill, align: .top, spacing: -10, [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10), L.box("s")]))
        #expect(close(g["b"], L.r(20, 0, 50, 10)))
    }

    @Test("S4: an unsized stack takes Σc + G along its axis and max d across it, plus margins when margin-relative")
    func s4NaturalSize() {
        let inner = L.stack(
            .horizontal, .fill, id: "inner", align: .top, spacing: 5, margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
            marginsRelative: true, [L.box("a", w: 20, h: 10), L.box("b", w: 30, h: 16)])
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, [inner, L.box("rest")]))
        // width 20 + 5 + 30 + 2 + 4 = 61; height max(10, 16) + 1 + 3 = 20.
        #expect(close(f["inner"], L.r(0, 0, 61, 20)))
        #expect(close(f["a"], L.r(2, 1, 20, 10)))
    }

    @Test("S5: in right-to-left layouts a horizontal stack runs from the right edge")
    func s5RightToLeft() {
        let f = L.frames(
            L.stack(.horizontal, .fill, align: .top, spacing: 10, [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10), L.box("rest")]),
            direction: .rightToLeft)
        #expect(close(f["a"], L.r(270, 0, 30, 10)))
        #expect(close(f["b"], L.r(210, 0, 50, 10)))
        #expect(close(f["rest"], L.r(0, 0, 200, 200)))
    }

    @Test("S5: in right-to-left layouts leading alignment and leading margins are on the right")
    func s5MirroredAlignmentAndMargins() {
        let f = L.frames(
            L.stack(
                .vertical, .fill, align: .leading, margins: Insets(left: 16), marginsRelative: true,
                [L.box("a", w: 40, h: 10), L.box("rest")]), direction: .rightToLeft)
        #expect(close(f["a"], L.r(244, 0, 40, 10)))  // 300 − 16 − 40
    }

    @Test("S1: a hidden node takes no length and no gap; the gap is the earlier visible neighbour's")
    func hiddenNodeCollapses() {
        // a's custom gap (5) is kept; b's custom gap (30) and the gap before b vanish:
        // a 0…10, gap 5, c 15…25 = the stack's width 25.
        let f = layout(
            hstack(
                w: 25, h: 10,
                [
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
        let f = layout(
            hstack(
                distribution: .fillEqually, spacing: 10, w: 110, h: 10,
                [
                    box("a", w: 10), box("b", hidden: true), box("c", w: 10), box("d", w: 10),
                ]))
        f.expect("a", 0, 0, 30, 10)
        f.expect("c", 40, 0, 30, 10)
        f.expect("d", 80, 0, 30, 10)
    }

    @Test("S1: the last visible node's custom spacing before trailing hidden nodes is unused")
    func customSpacingBeforeTrailingHidden() {
        // a 0…10, gap 5, b 15…25; b's spacingAfter 9 has no node after it.
        let f = layout(
            hstack(
                w: 25, h: 10,
                [
                    box("a", w: 10, after: 5), box("b", w: 10, after: 9), box("c", w: 10, hidden: true),
                ]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 15, 0, 10, 10)
    }

    @Test("S1: a hidden stack hides its whole subtree")
    func hiddenSubtree() {
        let f = layout(
            hstack(
                w: 10, h: 10,
                [
                    box("a", w: 10), stack(.vertical, "inner", hidden: true, [box("x", w: 50, h: 50)]),
                ]))
        f.expect("a", 0, 0, 10, 10)
        #expect(f["inner"]?.size == .zero)
        #expect(f["x"]?.size == .zero)
        #expect(f.node("x")?.isHidden == true)
    }

    @Test(
        "S2: first leading edge on R's start, last trailing edge on R's end",
        arguments: StackDistribution.allCases, StackAxis.allCases)
    func edgesPinned(distribution: StackDistribution, axis: StackAxis) {
        // R = B inset by the margins: along the axis from 7 to 100 − 3 = 97.
        let margins = axis == .horizontal ? Insets(left: 7, right: 3) : Insets(top: 7, bottom: 3)
        let nodes =
            axis == .horizontal
            ? [box("a", w: 10), box("b", w: 20), box("c", w: 30)]
            : [box("a", h: 10), box("b", h: 20), box("c", h: 30)]
        let f = layout(
            stack(
                axis, distribution: distribution, spacing: 5, margins: margins, marginsRelative: true,
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
        let equal = layout(
            hstack(
                distribution: .equalSpacing, spacing: 5, w: 60, h: 10,
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
        let relative = layout(
            natural(
                hstack(
                    "inner", spacing: 4, margins: margins, marginsRelative: true,
                    [box("a", w: 10, h: 5), box("b", w: 20, h: 8)])))
        relative.expect("inner", 0, 0, 40, 12)
        relative.expect("a", 2, 1, 10, 8)
        relative.expect("b", 16, 1, 20, 8)
        // Not margin-relative: the margins are ignored.
        let plain = layout(
            natural(
                hstack(
                    "inner", spacing: 4, margins: margins,
                    [box("a", w: 10, h: 5), box("b", w: 20, h: 8)])))
        plain.expect("inner", 0, 0, 34, 8)
        plain.expect("b", 14, 0, 20, 8)
    }

    @Test("S4: a stack with no visible nodes is as big as its margins")
    func naturalSizeEmpty() {
        let f = layout(
            natural(
                hstack(
                    "inner", margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
                    marginsRelative: true, [box("a", w: 10, h: 10, hidden: true)])))
        f.expect("inner", 0, 0, 6, 4)
    }

    @Test(
        "S1: a hidden node anywhere changes nothing, in every distribution and axis",
        arguments: StackDistribution.allCases, [0, 1, 2, 3])
    func hiddenAnywhere(distribution: StackDistribution, position: Int) {
        for axis in StackAxis.allCases {
            var nodes = Matrix.nodes(axis)
            // A big hidden node with a big custom gap after it: both must vanish.
            nodes.insert(box("h", w: 50, h: 50, hidden: true, after: 99), at: position)
            let size = LayoutSize(along: 160, across: 20, axis: axis)
            let f = layout(stack(axis, distribution: distribution, spacing: 5, w: size.width, h: size.height, nodes))
            let along = Matrix.expectedAlong(distribution)
            for k in Matrix.ids.indices {
                f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (0, 20))
            }
            #expect(f["h"]?.size == .zero)
        }
    }

    /// (start, length) along for a, b, c with a.spacingAfter = 20, spacing 5 (G = 25), L = 190.
    static func customSpacingExpected(_ distribution: StackDistribution) -> [(Double, Double)] {
        switch distribution {
        // free = 190 − 70 − 25 = 95 → c 135.
        case .fill: [(0, 10), (30, 20), (55, 135)]
        // (190 − 25) / 3 = 55.
        case .fillEqually: [(0, 55), (75, 55), (135, 55)]
        // 190 · c / (70 + 25) = 2c → 20, 40; last = 190 − 25 − 60 = 105.
        case .fillProportionally: [(0, 20), (40, 40), (85, 105)]
        // free 120 shared equally (60, 60), both above their minimums 20 and 5.
        case .equalSpacing: [(0, 10), (70, 20), (150, 40)]
        // centres 5 … 170, d = 82.5: x1 = 77.5 (gap 67.5 ≥ 20), x2 = 150 (gap 52.5 ≥ 5).
        case .equalCentering: [(0, 10), (77.5, 20), (150, 40)]
        }
    }

    @Test(
        "S1 (g_k): spacingAfter replaces spacing for one gap, in every distribution and axis",
        arguments: StackDistribution.allCases, StackAxis.allCases)
    func customSpacing(distribution: StackDistribution, axis: StackAxis) {
        var nodes = Matrix.nodes(axis)
        nodes[0].spacingAfter = 20
        let size = LayoutSize(along: 190, across: 20, axis: axis)
        let f = layout(stack(axis, distribution: distribution, spacing: 5, w: size.width, h: size.height, nodes))
        let along = Self.customSpacingExpected(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (0, 20))
        }
    }

    @Test("Q1 (pinned): with equalSpacing a custom gap is that gap's minimum; the others share the rest equally")
    func equalSpacingCustomMinimum() {
        // free = 100 − 70 = 30; an equal share (15) is under a's 20, so gap a|b = 20 and gap b|c = 10.
        var nodes = Matrix.nodes(.horizontal)
        nodes[0].spacingAfter = 20
        let f = layout(hstack(distribution: .equalSpacing, spacing: 5, w: 100, h: 20, nodes))
        f.expect("a", 0, 0, 10, 20)
        f.expect("b", 30, 0, 20, 20)
        f.expect("c", 60, 0, 40, 20)
    }

    @Test("K2: a custom gap is a minimum for equalCentering too")
    func equalCenteringCustomMinimum() {
        // centres 5, 80, d = 37.5: x1 = 32.5, gap 22.5 < 30 → b at 40; c: max(60, 65) = 65, ends at
        // 105: c (last, equal CR) shrinks by 5 to 35.
        var nodes = Matrix.nodes(.horizontal)
        nodes[0].spacingAfter = 30
        let f = layout(hstack(distribution: .equalCentering, spacing: 5, w: 100, h: 20, nodes))
        f.expect("a", 0, 0, 10, 20)
        f.expect("b", 40, 0, 20, 20)
        f.expect("c", 65, 0, 35, 20)
    }

    /// (start, length) along with margins 6 / 4 along and 2 / 3 across, in a 170 × 25 stack.
    static func marginExpected(_ distribution: StackDistribution) -> [(Double, Double)] {
        switch distribution {
        // B = 170, L = 160: 170 · c / 80 → 21.25, 42.5; last = 160 − 10 − 63.75 = 86.25; + 6.
        case .fillProportionally: [(6, 21.25), (32.25, 42.5), (79.75, 86.25)]
        // The others see L = 160 exactly as in the matrix, moved by the leading margin 6.
        default: Matrix.expectedAlong(distribution).map { ($0.0 + 6, $0.1) }
        }
    }

    @Test(
        "R: margins with marginsRelative: R = B inset by the margins, in every distribution and axis",
        arguments: StackDistribution.allCases, StackAxis.allCases)
    func marginsRelative(distribution: StackDistribution, axis: StackAxis) {
        let margins =
            axis == .horizontal
            ? Insets(top: 2, left: 6, bottom: 3, right: 4)
            : Insets(top: 6, left: 2, bottom: 4, right: 3)
        let size = LayoutSize(along: 170, across: 25, axis: axis)
        let f = layout(
            stack(
                axis, distribution: distribution, alignment: .leading, spacing: 5, margins: margins,
                marginsRelative: true, w: size.width, h: size.height, Matrix.nodes(axis)))
        let along = Self.marginExpected(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (2, Matrix.across[k]))
        }
    }

    @Test(
        "R: margins without marginsRelative are ignored (R = B), in every distribution and axis",
        arguments: StackDistribution.allCases, StackAxis.allCases)
    func marginsIgnored(distribution: StackDistribution, axis: StackAxis) {
        let size = LayoutSize(along: 160, across: 20, axis: axis)
        let f = layout(
            stack(
                axis, distribution: distribution, alignment: .leading, spacing: 5,
                margins: Insets(top: 2, left: 6, bottom: 3, right: 4), marginsRelative: false,
                w: size.width, h: size.height, Matrix.nodes(axis)))
        let along = Matrix.expectedAlong(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (0, Matrix.across[k]))
        }
    }

    @Test("S5: a horizontal stack runs from the right edge")
    func horizontalFromTheRight() {
        // equalSpacing, gap (100 − 30) = 70: LTR a 0…10, b 80…100; RTL a 90…100, b 0…20.
        let root = hstack(distribution: .equalSpacing, w: 100, h: 10, [box("a", w: 10), box("b", w: 20)])
        let ltr = layout(root)
        ltr.expect("a", 0, 0, 10, 10)
        ltr.expect("b", 80, 0, 20, 10)
        let rtl = layout(root, direction: .rightToLeft)
        rtl.expect("a", 90, 0, 10, 10)
        rtl.expect("b", 0, 0, 20, 10)
    }

    @Test("S5: margins are leading / trailing, so they swap sides")
    func marginsSwap() {
        // L = 100 − 10 − 4 = 86; b grows to 86 − 10 = 76. LTR: a 10…20, b 20…96.
        // RTL: the leading margin (10) is on the right: a 80…90, b 4…80.
        let root = hstack(
            margins: Insets(left: 10, right: 4), marginsRelative: true, w: 100, h: 10,
            [box("a", w: 10), box("b", w: 20)])
        let ltr = layout(root)
        ltr.expect("a", 10, 0, 10, 10)
        ltr.expect("b", 20, 0, 76, 10)
        let rtl = layout(root, direction: .rightToLeft)
        rtl.expect("a", 80, 0, 10, 10)
        rtl.expect("b", 4, 0, 76, 10)
    }

    @Test(
        "S5: in a vertical stack leading is the right edge, trailing the left; y is unchanged",
        arguments: [(StackAlignment.leading, 90.0, 80.0), (.trailing, 0, 0), (.center, 45, 40), (.fill, 0, 0)])
    func verticalAlignment(alignment: StackAlignment, ax: Double, bx: Double) {
        let f = layout(
            vstack(alignment: alignment, w: 100, h: 20, [box("a", w: 10, h: 10), box("b", w: 20, h: 10)]),
            direction: .rightToLeft)
        let aw: Double = alignment == .fill ? 100 : 10
        let bw: Double = alignment == .fill ? 100 : 20
        f.expect("a", ax, 0, aw, 10)
        f.expect("b", bx, 10, bw, 10)
    }

    @Test("S5: a nested stack mirrors within its own bounds")
    func nested() {
        // inner (30 wide) leads, so it sits at 100 − 30 = 70; inside it x (leading) is at its right:
        // 70 + 30 − 10 = 90, y at 70. c trails at 0.
        let f = layout(
            hstack(
                distribution: .equalSpacing, w: 100, h: 10,
                [
                    hstack("inner", [box("x", w: 10), box("y", w: 20)]), box("c", w: 10),
                ]), direction: .rightToLeft)
        f.expect("inner", 70, 0, 30, 10)
        f.expect("x", 90, 0, 10, 10)
        f.expect("y", 70, 0, 20, 10)
        f.expect("c", 0, 0, 10, 10)
    }

    @Test("S5: a placed root mirrors its row; the placement itself is not mirrored")
    func placedRoot() {
        // Root 300 wide, 10 tall at y = (600 − 10) / 2 = 295; b grows to 290 and leads from the right.
        let f = layout(
            hstack("root", [box("a", w: 10, h: 10), box("b", w: 20, h: 10)]),
            canvas: LayoutSize(width: 300, height: 600), placement: Placement(), direction: .rightToLeft)
        f.expect("root", 0, 295, 300, 10)
        f.expect("a", 290, 295, 10, 10)
        f.expect("b", 0, 295, 290, 10)
    }

    @Test(
        "S5: baselines and distributions are unchanged by mirroring",
        arguments: StackDistribution.allCases)
    func mirroredMatrix(distribution: StackDistribution) {
        // The matrix row mirrored: start' = 160 − (start + length).
        let f = layout(
            stack(
                .horizontal, distribution: distribution, alignment: .lastBaseline, spacing: 5,
                w: 160, h: 20, Matrix.nodes(.horizontal)), direction: .rightToLeft)
        let along = Matrix.expectedAlong(distribution)
        for k in Matrix.ids.indices {
            f.expect(
                Matrix.ids[k], axis: .horizontal, along: (160 - along[k].0 - along[k].1, along[k].1),
                across: Matrix.expectedAcross(.lastBaseline, axis: .horizontal, k))
        }
    }
}
