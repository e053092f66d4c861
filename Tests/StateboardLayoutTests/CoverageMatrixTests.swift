import StateboardCore
import Testing

@testable import StateboardLayout

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

/// Every distribution × alignment × axis, hidden nodes, right-to-left and nesting at once.
@Suite("Every distribution × alignment × axis") struct CoverageMatrixTests {
    static let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing, .top, .bottom, .firstBaseline, .lastBaseline]
    static let combinations: [(StackDistribution, StackAlignment, StackAxis)] = StackDistribution.allCases.flatMap { d in
        alignments.flatMap { a in StackAxis.allCases.compactMap { axis in axis == .vertical && a.isBaseline ? nil : (d, a, axis) } }
    }

    /// Three boxes 30×10, 50×20, 20×30 (along × across) with spacing 6 in a 300 × 200 canvas.
    static func frames(
        _ d: StackDistribution, _ a: StackAlignment, _ axis: StackAxis, direction: InterfaceDirection = .leftToRight,
        hiddenMiddle: Bool = false, margins: Bool = false
    ) -> [String: LayoutRect] {
        func box(_ id: String, along: Double, across: Double, hidden: Bool = false) -> PlaceholderNode {
            axis == .horizontal ? L.box(id, w: along, h: across, hidden: hidden) : L.box(id, w: across, h: along, hidden: hidden)
        }
        return L.frames(
            L.stack(
                axis, d, align: a, spacing: 6, margins: Insets(top: 3, left: 5, bottom: 7, right: 11), marginsRelative: margins,
                [
                    box("a", along: 30, across: 10), box("h", along: 40, across: 40, hidden: hiddenMiddle),
                    box("b", along: 50, across: 20), box("c", along: 20, across: 30),
                ]), direction: direction)
    }

    static func along(_ r: LayoutRect, _ axis: StackAxis) -> (Double, Double) { axis == .horizontal ? (r.minX, r.maxX) : (r.minY, r.maxY) }
    static func across(_ r: LayoutRect, _ axis: StackAxis) -> (Double, Double) { axis == .horizontal ? (r.minY, r.maxY) : (r.minX, r.maxX) }

    @Test(
        "S2, A1, A2: every distribution × alignment × axis: S2 edges hold, nodes are in order, alignment offsets as A1/A2",
        arguments: combinations.indices)
    func invariants(index: Int) {
        let (d, a, axis) = Self.combinations[index]
        for margins in [false, true] {
            let f = Self.frames(d, a, axis, margins: margins)
            let length = axis == .horizontal ? 300.0 : 200.0, crossLength = axis == .horizontal ? 200.0 : 300.0
            let start = margins ? (axis == .horizontal ? 5.0 : 3.0) : 0, end = margins ? length - (axis == .horizontal ? 11 : 7) : length
            let crossStart = margins ? (axis == .horizontal ? 3.0 : 5.0) : 0
            let crossEnd = margins ? crossLength - (axis == .horizontal ? 7 : 11) : crossLength
            let ids = ["a", "h", "b", "c"]
            #expect(abs(Self.along(f["a"]!, axis).0 - start) < 1e-9, "\(d) \(a) \(axis) margins \(margins): first on the leading edge")
            #expect(abs(Self.along(f["c"]!, axis).1 - end) < 1e-9, "\(d) \(a) \(axis) margins \(margins): last on the trailing edge")
            for (x, y) in zip(ids, ids.dropFirst()) {
                #expect(Self.along(f[x]!, axis).1 <= Self.along(f[y]!, axis).0 + 1e-9, "\(d) \(a) \(axis): \(x) before \(y)")
            }
            for id in ["a", "b", "c"] {
                let (lo, hi) = Self.across(f[id]!, axis)
                #expect(lo >= crossStart - 1e-9 && hi <= crossEnd + 1e-9, "\(d) \(a) \(axis) \(id) inside across")
                switch a.normalized {
                case .fill: #expect(abs(lo - crossStart) < 1e-9 && abs(hi - crossEnd) < 1e-9)
                case .leading: #expect(abs(lo - crossStart) < 1e-9)
                case .trailing: #expect(abs(hi - crossEnd) < 1e-9)
                case .center: #expect(abs((lo + hi) / 2 - (crossStart + crossEnd) / 2) < 1e-9)
                default: break
                }
            }
        }
    }

    @Test("S1: hidden nodes change nothing else, in every distribution", arguments: StackDistribution.allCases)
    func hiddenInEveryDistribution(distribution: StackDistribution) {
        for axis in StackAxis.allCases {
            func three(_ hiddenExtra: Bool) -> [String: LayoutRect] {
                var nodes = [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 20), L.box("c", w: 20, h: 30)]
                if hiddenExtra { nodes.insert(L.box("x", w: 70, h: 70, hidden: true, after: 40), at: 1) }
                return L.frames(L.stack(axis, distribution, align: .leading, spacing: 6, nodes))
            }
            let plain = three(false), withHidden = three(true)
            for id in ["a", "b", "c"] { #expect(close(withHidden[id], plain[id]!), "\(distribution) \(axis) \(id)") }
        }
    }

    @Test("S5: right-to-left mirrors every combination within the stack", arguments: combinations.indices)
    func rightToLeftMirrors(index: Int) {
        let (d, a, axis) = Self.combinations[index]
        let ltr = Self.frames(d, a, axis), rtl = Self.frames(d, a, axis, direction: .rightToLeft)
        for id in ["a", "b", "c"] {
            let l = ltr[id]!, r = rtl[id]!
            #expect(abs(r.minX - (300 - l.maxX)) < 1e-9 && r.minY == l.minY && r.size == l.size, "\(d) \(a) \(axis) \(id)")
        }
    }

    @Test("F2: overflow with priorities: compression resistance per axis decides who shrinks, in both axes")
    func overflowPerAxis() {
        for axis in StackAxis.allCases {
            let length = axis == .horizontal ? 300.0 : 200.0
            func box(_ id: String, _ along: Double, cr: Double) -> PlaceholderNode {
                var node = axis == .horizontal ? L.box(id, w: along, h: 10) : L.box(id, w: 10, h: along)
                node.compressionResistance = axis == .horizontal ? AxisPriorities(horizontal: cr, vertical: 1) : AxisPriorities(horizontal: 1, vertical: cr)
                return node
            }
            let f = L.frames(L.stack(axis, .fill, align: .leading, [box("a", length, cr: 500), box("b", 60, cr: 900)]))
            let a = axis == .horizontal ? f["a"]!.width : f["a"]!.height
            let b = axis == .horizontal ? f["b"]!.width : f["b"]!.height
            #expect(a == length - 60 && b == 60, "\(axis)")
        }
    }

    @Test("S4: nested stacks: a row inside a column inside a row lays out at natural sizes")
    func nested() {
        let inner = L.stack(.horizontal, .fill, id: "inner", align: .center, spacing: 4, [L.box("x", w: 10, h: 10), L.box("y", w: 20, h: 6)])
        let column = L.stack(.vertical, .fill, id: "column", align: .trailing, spacing: 2, [inner, L.box("z", w: 50, h: 8)])
        let f = L.frames(L.stack(.horizontal, .fill, align: .top, [column, L.box("rest")]))
        // inner: 34 × 10; column: width max(34, 50) = 50, height 10 + 2 + 8 = 20.
        #expect(close(f["column"], L.r(0, 0, 50, 20)))
        #expect(close(f["inner"], L.r(16, 0, 34, 10)))
        #expect(close(f["y"], L.r(30, 2, 20, 6)))
        #expect(close(f["z"], L.r(0, 12, 50, 8)))
    }

    @Test("S2, A1, A2: every distribution × alignment × axis: exact frames", arguments: MatrixCase.all)
    func cell(_ c: MatrixCase) {
        let size = LayoutSize(along: 160, across: 20, axis: c.axis)
        let f = layout(
            stack(
                c.axis, distribution: c.distribution, alignment: c.alignment, spacing: 5,
                w: size.width, h: size.height, Matrix.nodes(c.axis)))
        let along = Matrix.expectedAlong(c.distribution)
        for k in Matrix.ids.indices {
            f.expect(
                Matrix.ids[k], axis: c.axis, along: along[k],
                across: Matrix.expectedAcross(c.alignment, axis: c.axis, k))
        }
        // S2: the chain runs from R's leading edge to its trailing edge.
        #expect(close(f["a"]!.start(along: c.axis), 0))
        #expect(close(f["c"]!.end(along: c.axis), 160))
    }

    @Test(
        "S4, E2: every distribution × axis: an unsized stack takes its natural size",
        arguments: StackDistribution.allCases, StackAxis.allCases)
    func naturalSize(distribution: StackDistribution, axis: StackAxis) {
        // Σc + G = 70 + 10 = 80, or for fillEqually 3 · 40 + 10 = 130; across max d = 15.
        let f = layout(natural(stack(axis, "inner", distribution: distribution, spacing: 5, Matrix.nodes(axis))))
        let length: Double = distribution == .fillEqually ? 130 : 80
        let size = LayoutSize(along: length, across: 15, axis: axis)
        f.expect("inner", 0, 0, size.width, size.height)
    }
}
