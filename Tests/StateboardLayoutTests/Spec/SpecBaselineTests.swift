import StateboardCore
import StateboardLayout
import Testing

// The fake measurer: "ab" at 10 pt is 10 × 12 with its baseline at 0.8 · 10 + (12 − 10)/2 = 9;
// at 20 pt it is 20 × 24 with its baseline at 16 + 2 = 18.

/// A3, A4: baselines.
@Suite("Baselines (A3, A4)")
struct BaselineTests {
    @Test("A3: firstBaseline aligns first baselines; a node without text uses its top; height is the extent")
    func firstBaseline() {
        // Baselines 9, 18, 0 (box top) → line 18: offsets 9, 0, 18. Extent max(21, 24, 23) = 24.
        let f = layout(natural(hstack("row", alignment: .firstBaseline,
                                      [label("a", "ab"), label("b", "ab", size: 20), box("c", w: 10, h: 5)])))
        f.expect("row", 0, 0, 40, 24)
        f.expect("a", 0, 9, 10, 12)
        f.expect("b", 10, 0, 20, 24)
        f.expect("c", 30, 18, 10, 5)
    }

    @Test("A3: lastBaseline aligns last baselines; a node without text uses its bottom")
    func lastBaseline() {
        // Last baselines 9, 18, 5 (box bottom) → line 18: offsets 9, 0, 13. Extent 24.
        let f = layout(natural(hstack("row", alignment: .lastBaseline,
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
        let f = layout(natural(hstack("row", alignment: .firstBaseline,
                                      [label("c", "aa bb", lines: 0, w: 10), label("b", "ab", size: 20)])))
        f.expect("row", 0, 0, 30, 33)
        f.expect("c", 0, 9, 10, 24)
        f.expect("b", 10, 0, 20, 24)
    }

    @Test("A3: a two-line label aligns by its last line for lastBaseline")
    func lastBaselineMultiline() {
        // Line = max(21, 18) = 21: c at 0, b at 3; extent max(24, 27) = 27.
        let f = layout(natural(hstack("row", alignment: .lastBaseline,
                                      [label("c", "aa bb", lines: 0, w: 10), label("b", "ab", size: 20)])))
        f.expect("row", 0, 0, 30, 27)
        f.expect("c", 0, 0, 10, 24)
        f.expect("b", 10, 3, 20, 24)
    }

    @Test("A3: the baseline includes half the extra leading of a custom line height")
    func baselineWithLineHeight() {
        // Line height 20 at 10 pt: baseline 8 + (20 − 10)/2 = 13. Against 9: d at 0, a at 4. Extent 20.
        let f = layout(natural(hstack("row", alignment: .firstBaseline,
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
        let f = layout(natural(hstack("row", alignment: .firstBaseline, [
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
        let f = layout(vstack(spacing: 20, baselineRelative: true, [label("a", "ab"), label("b", "ab")]),
                       canvas: Size(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 60)
        f.expect("a", 0, 11, 100, 12)
        f.expect("b", 0, 31, 100, 12)
    }

    @Test("A4: custom spacing is a baseline-to-baseline gap too")
    func baselineRelativeCustomSpacing() {
        // b: top = 11 + 9 + 30 − 9 = 41; height = 41 + 9 + 20 = 70.
        let f = layout(vstack(spacing: 20, baselineRelative: true, [label("a", "ab", after: 30), label("b", "ab")]),
                       canvas: Size(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 70)
        f.expect("a", 0, 11, 100, 12)
        f.expect("b", 0, 41, 100, 12)
    }

    @Test("A4: a node without text has its top as first and its bottom as last baseline")
    func baselineRelativeBox() {
        // a: top 11; box: top = 11 + 9 + 20 − 0 = 40, last baseline at its bottom 50; height 50 + 20 = 70.
        let f = layout(vstack(spacing: 20, baselineRelative: true, [label("a", "ab"), box("b", h: 10)]),
                       canvas: Size(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 70)
        f.expect("a", 0, 11, 100, 12)
        f.expect("b", 0, 40, 100, 10)
    }

    @Test("A4: in a taller stack the chain grows by F1 and the last baseline keeps spacing from the bottom")
    func baselineRelativeTaller() {
        // Natural chain: a top 11, spacer top 40 (0 tall), b top 40 + 20 − 9 = 51, height 80.
        // At 100 the spacer (flexible) takes the 20: b top 71, its baseline at 80 = 100 − 20.
        let f = layout(vstack(spacing: 20, baselineRelative: true, w: 100, h: 100,
                              [label("a", "ab"), box("s"), label("b", "ab")]))
        f.expect("a", 0, 11, 100, 12)
        f.expect("s", 0, 40, 100, 20)
        f.expect("b", 0, 71, 100, 12)
    }

    @Test("A3 (pinned): in a row taller than the aligned extent, the aligned group sits at the top")
    func baselineRowTaller() {
        // Same offsets as at the natural height 24: 9, 0, 18.
        let f = layout(hstack(alignment: .firstBaseline, w: 40, h: 40,
                              [label("a", "ab"), label("b", "ab", size: 20), box("c", w: 10, h: 5)]))
        f.expect("a", 0, 9, 10, 12)
        f.expect("b", 10, 0, 20, 24)
        f.expect("c", 30, 18, 10, 5)
    }

    @Test("A4: with margin-relative margins the chain starts and ends inside them")
    func baselineRelativeMargins() {
        // Chain 60 as above, inside top 5 / bottom 7: height 72; a top 5 + 11 = 16, b top 5 + 31 = 36.
        let f = layout(vstack(spacing: 20, margins: Insets(top: 5, bottom: 7), marginsRelative: true,
                              baselineRelative: true, [label("a", "ab"), label("b", "ab")]),
                       canvas: Size(width: 100, height: 1000), placement: Placement(anchor: .top))
        f.expect("stack", 0, 0, 100, 72)
        f.expect("a", 0, 16, 100, 12)
        f.expect("b", 0, 36, 100, 12)
    }
}
