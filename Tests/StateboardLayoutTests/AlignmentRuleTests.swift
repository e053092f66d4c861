import Testing
import StateboardCore
@testable import StateboardLayout

/// A1–A4: placement across the axis, and baselines.
@Suite struct AlignmentRuleTests {
    @Test("A1: fill gives every node the cross length C, overriding an explicit cross size")
    func a1Fill() {
        let f = L.frames(L.stack(.vertical, .fill, align: .fill, [L.box("a", w: 40, h: 10), L.box("b", h: 10), L.box("rest")]))
        #expect(close(f["a"], L.r(0, 0, 300, 10)))
        #expect(close(f["b"], L.r(0, 10, 300, 10)))
    }

    @Test("A2: leading, center and trailing keep min(d, C) and offset by 0, (C − d)/2, C − d",
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
        let f = L.frames(L.stack(.horizontal, .fill, align: .firstBaseline, spacing: 5, [
            L.label("big", "Big", size: 20, lineHeight: 30), L.label("small", "ab", size: 10, lineHeight: 12), L.box("box", w: 10, h: 10),
        ]))
        #expect(close(f["big"], L.r(0, 0, 30, 30)))
        #expect(close(f["small"], L.r(35, 12, 10, 12)))
        #expect(close(f["box"], L.r(50, 21, 250, 10)))
    }

    @Test("A3: lastBaseline aligns last baselines; a node without text uses its bottom")
    func a3LastBaseline() {
        // two: 2 lines of lh 12, size 10 → last baseline 12 + 9 = 21. box bottom = 30. Line at 30.
        let f = L.frames(L.stack(.horizontal, .fill, align: .lastBaseline, [
            L.label("two", "aa\nbb", size: 10, lineHeight: 12, lines: 0), L.box("box", w: 10, h: 30), L.box("rest"),
        ]))
        #expect(close(f["two"], L.r(0, 9, 10, 24)))
        #expect(close(f["box"], L.r(10, 0, 10, 30)))
    }

    @Test("A3: a baseline-aligned row's natural height is the extent of its aligned nodes")
    func a3Extent() {
        let row = L.stack(.horizontal, .fill, id: "row", align: .firstBaseline, [
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
        let column = L.stack(.vertical, .fill, id: "col", align: .leading, spacing: 10, baselineRelative: true, [
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
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, spacing: 10, baselineRelative: true, h: 200, [first, L.label("t2", "b", size: 10, lineHeight: 20)]))
        // t2's first baseline = t1's last baseline (−3 + 13 = 10) + 30 = 40 → top 27.
        #expect(abs(f["t2"]!.minY - 27) < 1e-9)
    }
}
