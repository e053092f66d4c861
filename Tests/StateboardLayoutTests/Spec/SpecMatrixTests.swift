import StateboardCore
import StateboardLayout
import Testing

/// One cell of the coverage matrix.
struct MatrixCase: Sendable, CustomTestStringConvertible {
    var axis: StackAxis
    var distribution: StackDistribution
    var alignment: StackAlignment
    var testDescription: String { "\(axis) \(distribution) \(alignment)" }

    static let all: [MatrixCase] = StackAxis.allCases.flatMap { axis in
        StackDistribution.allCases.flatMap { distribution in
            StackAlignment.allCases.map { MatrixCase(axis: axis, distribution: distribution, alignment: $0) }
        }
    }
}

/// The matrix scene: three boxes a, b, c, `along` = 10, 20, 40 and `across` = 5, 10, 15, in a
/// stack L = 160 long and C = 20 across, spacing 5 (G = 10).
enum Matrix {
    static let along: [Double] = [10, 20, 40]
    static let across: [Double] = [5, 10, 15]
    static let ids = ["a", "b", "c"]

    static func nodes(_ axis: StackAxis) -> [PlaceholderNode] {
        ids.indices.map { k in
            axis == .horizontal ? box(ids[k], w: along[k], h: across[k]) : box(ids[k], w: across[k], h: along[k])
        }
    }

    /// (start, length) along the axis for each node, by hand:
    static func expectedAlong(_ distribution: StackDistribution) -> [(Double, Double)] {
        switch distribution {
        // free = 160 − 70 − 10 = 80 → c (last, equal hugging) 120.
        case .fill: [(0, 10), (15, 20), (40, 120)]
        // (160 − 10) / 3 = 50.
        case .fillEqually: [(0, 50), (55, 50), (110, 50)]
        // 160 · c / (70 + 10) = 2c → 20, 40; last = 160 − 10 − 60 = 90.
        case .fillProportionally: [(0, 20), (25, 40), (70, 90)]
        // gaps max(5, (160 − 70) / 2) = 45.
        case .equalSpacing: [(0, 10), (55, 20), (120, 40)]
        // centres 5 … 140, d = 67.5: centre1 72.5 → x1 = 62.5; gaps 52.5, 37.5 ≥ 5.
        case .equalCentering: [(0, 10), (62.5, 20), (120, 40)]
        }
    }

    /// (start, length) across the axis for node k, by hand (A1, A2, A3 with boxes: a box's first
    /// baseline is its top and its last its bottom; vertical stacks treat baselines as fill).
    static func expectedAcross(_ alignment: StackAlignment, axis: StackAxis, _ k: Int) -> (Double, Double) {
        let d = across[k]
        switch alignment {
        case .fill: return (0, 20)
        case .leading, .top: return (0, d)
        case .center: return ((20 - d) / 2, d)
        case .trailing, .bottom: return (20 - d, d)
        // Tops on one line: all at 0.
        case .firstBaseline: return axis == .horizontal ? (0, d) : (0, 20)
        // Bottoms on one line at the tallest (15): offset 15 − d.
        case .lastBaseline: return axis == .horizontal ? (15 - d, d) : (0, 20)
        }
    }
}

@Suite("Matrix: distribution × alignment × axis")
struct MatrixTests {
    @Test("Every distribution × alignment × axis: exact frames, S2 holds", arguments: MatrixCase.all)
    func cell(_ c: MatrixCase) {
        let size = Size(along: 160, across: 20, axis: c.axis)
        let f = layout(stack(c.axis, distribution: c.distribution, alignment: c.alignment, spacing: 5,
                             w: size.width, h: size.height, Matrix.nodes(c.axis)))
        let along = Matrix.expectedAlong(c.distribution)
        for k in Matrix.ids.indices {
            f.expect(Matrix.ids[k], axis: c.axis, along: along[k],
                     across: Matrix.expectedAcross(c.alignment, axis: c.axis, k))
        }
        // S2: the chain runs from R's leading edge to its trailing edge.
        #expect(close(f["a"]!.start(along: c.axis), 0))
        #expect(close(f["c"]!.end(along: c.axis), 160))
    }

    @Test("Every distribution × axis: an unsized stack takes its natural size (S4, E2)",
          arguments: StackDistribution.allCases, StackAxis.allCases)
    func naturalSize(distribution: StackDistribution, axis: StackAxis) {
        // Σc + G = 70 + 10 = 80, or for fillEqually 3 · 40 + 10 = 130; across max d = 15.
        let f = layout(natural(stack(axis, "inner", distribution: distribution, spacing: 5, Matrix.nodes(axis))))
        let length: Double = distribution == .fillEqually ? 130 : 80
        let size = Size(along: length, across: 15, axis: axis)
        f.expect("inner", 0, 0, size.width, size.height)
    }
}
