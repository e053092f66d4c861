import StateboardCore
import Testing

@testable import StateboardLayout

// The fake measurer: "ab" at 10 pt is 10 × 12 with its baseline at 0.8 · 10 + (12 − 10)/2 = 9;
// at 20 pt it is 20 × 24 with its baseline at 16 + 2 = 18.

/// A1–A4: sizes and places across the axis, and lines up baselines.
@Suite("Alignment and baselines (A1–A4)") struct AlignmentRuleTests {
    @Test("A1: fill gives every node the cross length C, overriding an explicit cross size")
    func a1Fill() {
        let f = L.frames(L.stack(.vertical, .fill, align: .fill, [L.box("a", w: 40, h: 10), L.box("b", h: 10), L.box("rest")]))
        #expect(close(f["a"], L.r(0, 0, 300, 10)))
        #expect(close(f["b"], L.r(0, 10, 300, 10)))
    }

    @Test(
        "A2: leading, center and trailing keep min(d, C) and offset by 0, (C − d)/2, C − d",
        arguments: [(StackAlignment.leading, 0.0), (.center, 130), (.trailing, 260), (.top, 0), (.bottom, 260)])
    func a2CrossOffsets(alignment: StackAlignment, x: Double) {
        let f = L.frames(L.stack(.vertical, .fill, align: alignment, [L.box("a", w: 40, h: 10), L.box("wide", w: 500, h: 10), L.box("rest")]))
        #expect(close(f["a"], L.r(x, 0, 40, 10)))
        #expect(close(f["wide"], L.r(0, 10, 300, 10)))  // clamped to C
    }

    @Test("A2: in a horizontal stack top and bottom align on the vertical axis")
    func a2Horizontal() {
        let f = L.frames(L.stack(.horizontal, .fill, align: .bottom, [L.box("a", w: 40, h: 30), L.box("rest")]))
        #expect(close(f["a"], L.r(0, 170, 40, 30)))
        let c = L.frames(L.stack(.horizontal, .fill, align: .center, [L.box("a", w: 40, h: 30), L.box("rest")]))
        #expect(close(c["a"], L.r(0, 85, 40, 30)))
    }

    @Test("A3: firstBaseline puts first baselines on one line; a node without text uses its top")
    func a3FirstBaseline() {
        // Fixed measurer: baseline = 0.8·size + (lineHeight − size)/2.
        // big: size 20, lh 30 → 16 + 5 = 21. small: size 10, lh 12 → 8 + 1 = 9. box: 0.
        let f = L.frames(
            L.stack(
                .horizontal, .fill, align: .firstBaseline, spacing: 5,
                [
                    L.label("big", "Big", size: 20, lineHeight: 30), L.label("small", "ab", size: 10, lineHeight: 12), L.box("box", w: 10, h: 10),
                ]))
        #expect(close(f["big"], L.r(0, 0, 30, 30)))
        #expect(close(f["small"], L.r(35, 12, 10, 12)))
        #expect(close(f["box"], L.r(50, 21, 250, 10)))
    }

    @Test("A3: lastBaseline aligns last baselines; a node without text uses its bottom")
    func a3LastBaseline() {
        // two: 2 lines of lh 12, size 10 → last baseline 12 + 9 = 21. box bottom = 30. Line at 30.
        let f = L.frames(
            L.stack(
                .horizontal, .fill, align: .lastBaseline,
                [
                    L.label("two", "aa\nbb", size: 10, lineHeight: 12, lines: 0), L.box("box", w: 10, h: 30), L.box("rest"),
                ]))
        #expect(close(f["two"], L.r(0, 9, 10, 24)))
        #expect(close(f["box"], L.r(10, 0, 10, 30)))
    }

    @Test("A3: a baseline-aligned row's natural height is the extent of its aligned nodes")
    func a3Extent() {
        let row = L.stack(
            .horizontal, .fill, id: "row", align: .firstBaseline,
            [
                L.label("big", "B", size: 20, lineHeight: 30), L.box("box", w: 10, h: 40),
            ])
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, [row, L.box("rest")]))
        // box top at 21 (big's baseline), bottom 61 → extent 61.
        #expect(close(f["row"], L.r(0, 0, 20, 61)))
    }

    @Test("A4: baselineRelative measures gaps from last baseline to next first baseline, and edges to the nearest baseline")
    func a4BaselineRelative() {
        // spacing 10. t1: size 10, lh 20 → baseline 8 + 5 = 13, height 20. t2 the same.
        // t1 top = 10 − 13 = −3; t2 top = −3 + 13 + 10 − 13 = 7. Natural height = 7 + 13 + 10 = 30.
        let column = L.stack(
            .vertical, .fill, id: "col", align: .leading, spacing: 10, baselineRelative: true,
            [
                L.label("t1", "a", size: 10, lineHeight: 20), L.label("t2", "b", size: 10, lineHeight: 20),
            ])
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, [column, L.box("rest")]))
        #expect(close(f["col"], L.r(0, 0, 5, 30)))
        #expect(close(f["t1"], L.r(0, -3, 5, 20)))
        #expect(close(f["t2"], L.r(0, 7, 5, 20)))
    }

    @Test("A4: custom spacing after a node is its baseline-to-baseline gap")
    func a4CustomSpacing() {
        var first = L.label("t1", "a", size: 10, lineHeight: 20)
        first.spacingAfter = 30
        let f = L.frames(
            L.stack(.vertical, .fill, align: .leading, spacing: 10, baselineRelative: true, h: 200, [first, L.label("t2", "b", size: 10, lineHeight: 20)]))
        // t2's first baseline = t1's last baseline (−3 + 13 = 10) + 30 = 40 → top 27.
        #expect(abs(f["t2"]!.minY - 27) < 1e-9)
    }

    @Test("A1: fill gives every node the cross length C, overriding an explicit cross size (horizontal)")
    func fillHorizontal() {
        // C = 40: a's declared 10 and b's declared 50 both become 40.
        let f = layout(hstack(w: 30, h: 40, [box("a", w: 10, h: 10), box("b", w: 20, h: 50)]))
        f.expect("a", 0, 0, 10, 40)
        f.expect("b", 10, 0, 20, 40)
    }

    @Test("A1: fill gives every node the cross length C, overriding an explicit cross size (vertical)")
    func fillVertical() {
        // C = 50; heights 10 + 20 = 30 fill the stack exactly.
        let f = layout(vstack(w: 50, h: 30, [box("a", w: 10, h: 10), box("b", w: 80, h: 20)]))
        f.expect("a", 0, 0, 50, 10)
        f.expect("b", 0, 10, 50, 20)
    }

    @Test("A1: fill applies inside the margins when margin-relative")
    func fillInsideMargins() {
        // R = (3, 1) … (30 − 4, 40 − 2): C = 37.
        let f = layout(
            hstack(
                margins: Insets(top: 1, left: 3, bottom: 2, right: 4), marginsRelative: true,
                w: 30, h: 40, [box("a", w: 23, h: 10)]))
        f.expect("a", 3, 1, 23, 37)
    }

    @Test(
        "A2: leading / center / trailing in a horizontal stack: size min(d, C), offset 0, (C − d)/2, C − d",
        arguments: [(StackAlignment.leading, 0.0), (.top, 0), (.center, 5), (.trailing, 10), (.bottom, 10)])
    func crossHorizontal(alignment: StackAlignment, offset: Double) {
        // C = 20: a is 10 tall at the offset; b (30 tall) is clamped to 20 at 0.
        let f = layout(hstack(alignment: alignment, w: 30, h: 20, [box("a", w: 10, h: 10), box("b", w: 20, h: 30)]))
        f.expect("a", 0, offset, 10, 10)
        f.expect("b", 10, 0, 20, 20)
    }

    @Test(
        "A2: leading / center / trailing in a vertical stack: size min(d, C), offset 0, (C − d)/2, C − d",
        arguments: [(StackAlignment.leading, 0.0), (.top, 0), (.center, 5), (.trailing, 10), (.bottom, 10)])
    func crossVertical(alignment: StackAlignment, offset: Double) {
        // C = 20: a is 10 wide at the offset; b (30 wide) is clamped to 20 at 0.
        let f = layout(vstack(alignment: alignment, w: 20, h: 30, [box("a", w: 10, h: 10), box("b", w: 30, h: 20)]))
        f.expect("a", offset, 0, 10, 10)
        f.expect("b", 0, 10, 20, 20)
    }

    @Test("A2: a node without a cross length takes C", arguments: [StackAlignment.leading, .center, .trailing])
    func flexibleCross(alignment: StackAlignment) {
        let f = layout(vstack(alignment: alignment, w: 20, h: 10, [box("a", h: 10)]))
        f.expect("a", 0, 0, 20, 10)
    }

    @Test("A2: offsets are measured inside the margins when margin-relative")
    func crossInsideMargins() {
        // R across = 2 … 30 − 4 (C = 24): center puts the 10-wide box at 2 + 7 = 9; trailing at 2 + 14 = 16.
        let margins = Insets(top: 1, left: 2, bottom: 3, right: 4)
        let center = layout(
            vstack(
                alignment: .center, margins: margins, marginsRelative: true, w: 30, h: 14,
                [box("a", w: 10, h: 10)]))
        center.expect("a", 9, 1, 10, 10)
        let trailing = layout(
            vstack(
                alignment: .trailing, margins: margins, marginsRelative: true, w: 30, h: 14,
                [box("a", w: 10, h: 10)]))
        trailing.expect("a", 16, 1, 10, 10)
    }

    @Test("A3: firstBaseline aligns first baselines; a node without text uses its top; height is the extent")
    func firstBaseline() {
        // Baselines 9, 18, 0 (box top) → line 18: offsets 9, 0, 18. Extent max(21, 24, 23) = 24.
        let f = layout(
            natural(
                hstack(
                    "row", alignment: .firstBaseline,
                    [label("a", "ab"), label("b", "ab", size: 20), box("c", w: 10, h: 5)])))
        f.expect("row", 0, 0, 40, 24)
        f.expect("a", 0, 9, 10, 12)
        f.expect("b", 10, 0, 20, 24)
        f.expect("c", 30, 18, 10, 5)
    }

    @Test("A3: lastBaseline aligns last baselines; a node without text uses its bottom")
    func lastBaseline() {
        // Last baselines 9, 18, 5 (box bottom) → line 18: offsets 9, 0, 13. Extent 24.
        let f = layout(
            natural(
                hstack(
                    "row", alignment: .lastBaseline,
                    [label("a", "ab"), label("b", "ab", size: 20), box("c", w: 10, h: 5)])))
        f.expect("row", 0, 0, 40, 24)
        f.expect("a", 0, 9, 10, 12)
        f.expect("b", 10, 0, 20, 24)
        f.expect("c", 30, 13, 10, 5)
    }

    @Test("A3: a two-line label aligns by its first line for firstBaseline")
    func firstBaselineMultiline() {
        // "aa bb" wrapped at 10: two lines, 24 tall, baselines 9 and 21. Line = max(9, 18) = 18:
        // c at 9, b at 0; extent max(9 + 24, 24) = 33.
        let f = layout(
            natural(
                hstack(
                    "row", alignment: .firstBaseline,
                    [label("c", "aa bb", lines: 0, w: 10), label("b", "ab", size: 20)])))
        f.expect("row", 0, 0, 30, 33)
        f.expect("c", 0, 9, 10, 24)
        f.expect("b", 10, 0, 20, 24)
    }

    @Test("A3: a two-line label aligns by its last line for lastBaseline")
    func lastBaselineMultiline() {
        // Line = max(21, 18) = 21: c at 0, b at 3; extent max(24, 27) = 27.
        let f = layout(
            natural(
                hstack(
                    "row", alignment: .lastBaseline,
                    [label("c", "aa bb", lines: 0, w: 10), label("b", "ab", size: 20)])))
        f.expect("row", 0, 0, 30, 27)
        f.expect("c", 0, 0, 10, 24)
        f.expect("b", 10, 3, 20, 24)
    }

    @Test("A3: the baseline includes half the extra leading of a custom line height")
    func baselineWithLineHeight() {
        // Line height 20 at 10 pt: baseline 8 + (20 − 10)/2 = 13. Against 9: d at 0, a at 4. Extent 20.
        let f = layout(
            natural(
                hstack(
                    "row", alignment: .firstBaseline,
                    [label("d", "ab", lineHeight: 20), label("a", "ab")])))
        f.expect("row", 0, 0, 20, 20)
        f.expect("d", 0, 0, 10, 20)
        f.expect("a", 10, 4, 10, 12)
        #expect(f.node("d").map { close($0.firstBaseline, 13) } == true)
    }

    @Test("A3: a nested vertical stack's first baseline is its first node's")
    func nestedStackBaseline() {
        // col = [t "ab" (12 tall, baseline 9), box 6 tall]: 10 × 18, first baseline 9.
        // Against b (18): col at 9, b at 0; extent max(27, 24) = 27.
        let f = layout(
            natural(
                hstack(
                    "row", alignment: .firstBaseline,
                    [
                        vstack("col", [label("t", "ab"), box("x", w: 10, h: 6)]), label("b", "ab", size: 20),
                    ])))
        f.expect("row", 0, 0, 30, 27)
        f.expect("col", 0, 9, 10, 18)
        f.expect("t", 0, 9, 10, 12)
        f.expect("x", 0, 21, 10, 6)
        f.expect("b", 10, 0, 20, 24)
    }

    @Test("A4: baseline-relative gaps run from last to first baseline; edges keep spacing to the baselines")
    func baselineRelative() {
        // a: top = 20 − 9 = 11; b: top = 11 + 9 + 20 − 9 = 31; height = 31 + 9 + 20 = 60.
        let f = layout(
            vstack(spacing: 20, baselineRelative: true, [label("a", "ab"), label("b", "ab")]),
            canvas: LayoutSize(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 60)
        f.expect("a", 0, 11, 100, 12)
        f.expect("b", 0, 31, 100, 12)
    }

    @Test("A4: custom spacing is a baseline-to-baseline gap too")
    func baselineRelativeCustomSpacing() {
        // b: top = 11 + 9 + 30 − 9 = 41; height = 41 + 9 + 20 = 70.
        let f = layout(
            vstack(spacing: 20, baselineRelative: true, [label("a", "ab", after: 30), label("b", "ab")]),
            canvas: LayoutSize(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 70)
        f.expect("a", 0, 11, 100, 12)
        f.expect("b", 0, 41, 100, 12)
    }

    @Test("A4: a node without text has its top as first and its bottom as last baseline")
    func baselineRelativeBox() {
        // a: top 11; box: top = 11 + 9 + 20 − 0 = 40, last baseline at its bottom 50; height 50 + 20 = 70.
        let f = layout(
            vstack(spacing: 20, baselineRelative: true, [label("a", "ab"), box("b", h: 10)]),
            canvas: LayoutSize(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 70)
        f.expect("a", 0, 11, 100, 12)
        f.expect("b", 0, 40, 100, 10)
    }

    @Test("A4: in a taller stack the chain grows by F1 and the last baseline keeps spacing from the bottom")
    func baselineRelativeTaller() {
        // Natural chain: a top 11, spacer top 40 (0 tall), b top 40 + 20 − 9 = 51, height 80.
        // At 100 the spacer (flexible) takes the 20: b top 71, its baseline at 80 = 100 − 20.
        let f = layout(
            vstack(
                spacing: 20, baselineRelative: true, w: 100, h: 100,
                [label("a", "ab"), box("s"), label("b", "ab")]))
        f.expect("a", 0, 11, 100, 12)
        f.expect("s", 0, 40, 100, 20)
        f.expect("b", 0, 71, 100, 12)
    }

    @Test("A3 (pinned): in a row taller than the aligned extent, the aligned group sits at the top")
    func baselineRowTaller() {
        // Same offsets as at the natural height 24: 9, 0, 18.
        let f = layout(
            hstack(
                alignment: .firstBaseline, w: 40, h: 40,
                [label("a", "ab"), label("b", "ab", size: 20), box("c", w: 10, h: 5)]))
        f.expect("a", 0, 9, 10, 12)
        f.expect("b", 10, 0, 20, 24)
        f.expect("c", 30, 18, 10, 5)
    }

    @Test("A4: with margin-relative margins the chain starts and ends inside them")
    func baselineRelativeMargins() {
        // Chain 60 as above, inside top 5 / bottom 7: height 72; a top 5 + 11 = 16, b top 5 + 31 = 36.
        let f = layout(
            vstack(
                spacing: 20, margins: Insets(top: 5, bottom: 7), marginsRelative: true,
                baselineRelative: true, [label("a", "ab"), label("b", "ab")]),
            canvas: LayoutSize(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 72)
        f.expect("a", 0, 16, 100, 12)
        f.expect("b", 0, 36, 100, 12)
    }
}
