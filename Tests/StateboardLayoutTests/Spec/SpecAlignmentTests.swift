import StateboardCore
import StateboardLayout
import Testing

/// A1, A2: sizes and places across the axis.
@Suite("Alignment (A1, A2)")
struct AlignmentTests {
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
        let f = layout(hstack(margins: Insets(top: 1, left: 3, bottom: 2, right: 4), marginsRelative: true,
                              w: 30, h: 40, [box("a", w: 23, h: 10)]))
        f.expect("a", 3, 1, 23, 37)
    }

    @Test("A2: leading / center / trailing in a horizontal stack: size min(d, C), offset 0, (C − d)/2, C − d",
          arguments: [(StackAlignment.leading, 0.0), (.top, 0), (.center, 5), (.trailing, 10), (.bottom, 10)])
    func crossHorizontal(alignment: StackAlignment, offset: Double) {
        // C = 20: a is 10 tall at the offset; b (30 tall) is clamped to 20 at 0.
        let f = layout(hstack(alignment: alignment, w: 30, h: 20, [box("a", w: 10, h: 10), box("b", w: 20, h: 30)]))
        f.expect("a", 0, offset, 10, 10)
        f.expect("b", 10, 0, 20, 20)
    }

    @Test("A2: leading / center / trailing in a vertical stack: size min(d, C), offset 0, (C − d)/2, C − d",
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
        let center = layout(vstack(alignment: .center, margins: margins, marginsRelative: true, w: 30, h: 14,
                                   [box("a", w: 10, h: 10)]))
        center.expect("a", 9, 1, 10, 10)
        let trailing = layout(vstack(alignment: .trailing, margins: margins, marginsRelative: true, w: 30, h: 14,
                                     [box("a", w: 10, h: 10)]))
        trailing.expect("a", 16, 1, 10, 10)
    }
}
