import StateboardCore
import StateboardLayout
import Testing

/// Hidden nodes, custom spacing and margins in every distribution (the matrix scene, see MatrixTests).
@Suite("Hidden nodes, custom spacing, margins")
struct HiddenSpacingMarginTests {
    @Test("S1: a hidden node anywhere changes nothing, in every distribution and axis",
          arguments: StackDistribution.allCases, [0, 1, 2, 3])
    func hiddenAnywhere(distribution: StackDistribution, position: Int) {
        for axis in StackAxis.allCases {
            var nodes = Matrix.nodes(axis)
            // A big hidden node with a big custom gap after it: both must vanish.
            nodes.insert(box("h", w: 50, h: 50, hidden: true, after: 99), at: position)
            let size = Size(along: 160, across: 20, axis: axis)
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

    @Test("spacingAfter replaces spacing for one gap, in every distribution and axis",
          arguments: StackDistribution.allCases, StackAxis.allCases)
    func customSpacing(distribution: StackDistribution, axis: StackAxis) {
        var nodes = Matrix.nodes(axis)
        nodes[0].spacingAfter = 20
        let size = Size(along: 190, across: 20, axis: axis)
        let f = layout(stack(axis, distribution: distribution, spacing: 5, w: size.width, h: size.height, nodes))
        let along = Self.customSpacingExpected(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (0, 20))
        }
    }

    @Test("equalSpacing (pinned): a custom gap is that gap's minimum; the others share the rest equally")
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

    @Test("Margins with marginsRelative: R = B inset by the margins, in every distribution and axis",
          arguments: StackDistribution.allCases, StackAxis.allCases)
    func marginsRelative(distribution: StackDistribution, axis: StackAxis) {
        let margins = axis == .horizontal ? Insets(top: 2, left: 6, bottom: 3, right: 4)
            : Insets(top: 6, left: 2, bottom: 4, right: 3)
        let size = Size(along: 170, across: 25, axis: axis)
        let f = layout(stack(axis, distribution: distribution, alignment: .leading, spacing: 5, margins: margins,
                             marginsRelative: true, w: size.width, h: size.height, Matrix.nodes(axis)))
        let along = Self.marginExpected(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (2, Matrix.across[k]))
        }
    }

    @Test("Margins without marginsRelative are ignored (R = B), in every distribution and axis",
          arguments: StackDistribution.allCases, StackAxis.allCases)
    func marginsIgnored(distribution: StackDistribution, axis: StackAxis) {
        let size = Size(along: 160, across: 20, axis: axis)
        let f = layout(stack(axis, distribution: distribution, alignment: .leading, spacing: 5,
                             margins: Insets(top: 2, left: 6, bottom: 3, right: 4), marginsRelative: false,
                             w: size.width, h: size.height, Matrix.nodes(axis)))
        let along = Matrix.expectedAlong(distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: axis, along: along[k], across: (0, Matrix.across[k]))
        }
    }
}
