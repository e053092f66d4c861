import StateboardCore
import StateboardLayout
import Testing

/// S5: right-to-left layouts mirror leading and trailing.
@Suite("Right-to-left (S5)")
struct RTLTests {
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
        let root = hstack(margins: Insets(left: 10, right: 4), marginsRelative: true, w: 100, h: 10,
                          [box("a", w: 10), box("b", w: 20)])
        let ltr = layout(root)
        ltr.expect("a", 10, 0, 10, 10)
        ltr.expect("b", 20, 0, 76, 10)
        let rtl = layout(root, direction: .rightToLeft)
        rtl.expect("a", 80, 0, 10, 10)
        rtl.expect("b", 4, 0, 76, 10)
    }

    @Test("S5: in a vertical stack leading is the right edge, trailing the left; y is unchanged",
          arguments: [(StackAlignment.leading, 90.0, 80.0), (.trailing, 0, 0), (.center, 45, 40), (.fill, 0, 0)])
    func verticalAlignment(alignment: StackAlignment, ax: Double, bx: Double) {
        let f = layout(vstack(alignment: alignment, w: 100, h: 20, [box("a", w: 10, h: 10), box("b", w: 20, h: 10)]),
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
        let f = layout(hstack(distribution: .equalSpacing, w: 100, h: 10, [
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
        let f = layout(hstack("root", [box("a", w: 10, h: 10), box("b", w: 20, h: 10)]),
                       canvas: Size(width: 300, height: 600), placement: Placement(), direction: .rightToLeft)
        f.expect("root", 0, 295, 300, 10)
        f.expect("a", 290, 295, 10, 10)
        f.expect("b", 0, 295, 290, 10)
    }

    @Test("S5: baselines and distributions are unchanged by mirroring",
          arguments: StackDistribution.allCases)
    func mirroredMatrix(distribution: StackDistribution) {
        // The matrix row mirrored: start' = 160 − (start + length).
        let f = layout(stack(.horizontal, distribution: distribution, alignment: .lastBaseline, spacing: 5,
                             w: 160, h: 20, Matrix.nodes(.horizontal)), direction: .rightToLeft)
        let along = Matrix.expectedAlong(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: .horizontal, along: (160 - along[k].0 - along[k].1, along[k].1),
                     across: Matrix.expectedAcross(.lastBaseline, axis: .horizontal, k))
        }
    }
}
