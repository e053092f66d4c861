import Testing
import StateboardCore
@testable import StateboardLayout

/// Every distribution × alignment × axis, hidden nodes, custom spacing, margins, overflow with
/// priorities, nested stacks and right-to-left: invariants that must hold in every combination.
@Suite struct CoverageMatrixTests {
    static let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing, .top, .bottom, .firstBaseline, .lastBaseline]
    static let combinations: [(StackDistribution, StackAlignment, StackAxis)] = StackDistribution.allCases.flatMap { d in
        alignments.flatMap { a in StackAxis.allCases.compactMap { axis in axis == .vertical && a.isBaseline ? nil : (d, a, axis) } }
    }

    /// Three boxes 30×10, 50×20, 20×30 (along × across) with spacing 6 in a 300 × 200 canvas.
    static func frames(_ d: StackDistribution, _ a: StackAlignment, _ axis: StackAxis, direction: InterfaceDirection = .leftToRight,
                       hiddenMiddle: Bool = false, margins: Bool = false) -> [String: Rect] {
        func box(_ id: String, along: Double, across: Double, hidden: Bool = false) -> PlaceholderNode {
            axis == .horizontal ? L.box(id, w: along, h: across, hidden: hidden) : L.box(id, w: across, h: along, hidden: hidden)
        }
        return L.frames(L.stack(axis, d, align: a, spacing: 6, margins: Insets(top: 3, left: 5, bottom: 7, right: 11), marginsRelative: margins, [
            box("a", along: 30, across: 10), box("h", along: 40, across: 40, hidden: hiddenMiddle),
            box("b", along: 50, across: 20), box("c", along: 20, across: 30),
        ]), direction: direction)
    }

    static func along(_ r: Rect, _ axis: StackAxis) -> (Double, Double) { axis == .horizontal ? (r.minX, r.maxX) : (r.minY, r.maxY) }
    static func across(_ r: Rect, _ axis: StackAxis) -> (Double, Double) { axis == .horizontal ? (r.minY, r.maxY) : (r.minX, r.maxX) }

    @Test("Every distribution × alignment × axis: S2 edges hold, nodes are in order, alignment offsets as A1/A2",
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

    @Test("Hidden nodes change nothing else, in every distribution", arguments: StackDistribution.allCases)
    func hiddenInEveryDistribution(distribution: StackDistribution) {
        for axis in StackAxis.allCases {
            func three(_ hiddenExtra: Bool) -> [String: Rect] {
                var nodes = [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 20), L.box("c", w: 20, h: 30)]
                if hiddenExtra { nodes.insert(L.box("x", w: 70, h: 70, hidden: true, after: 40), at: 1) }
                return L.frames(L.stack(axis, distribution, align: .leading, spacing: 6, nodes))
            }
            let plain = three(false), withHidden = three(true)
            for id in ["a", "b", "c"] { #expect(close(withHidden[id], plain[id]!), "\(distribution) \(axis) \(id)") }
        }
    }

    @Test("Right-to-left mirrors every combination within the stack", arguments: combinations.indices)
    func rightToLeftMirrors(index: Int) {
        let (d, a, axis) = Self.combinations[index]
        let ltr = Self.frames(d, a, axis), rtl = Self.frames(d, a, axis, direction: .rightToLeft)
        for id in ["a", "b", "c"] {
            let l = ltr[id]!, r = rtl[id]!
            #expect(abs(r.minX - (300 - l.maxX)) < 1e-9 && r.minY == l.minY && r.size == l.size, "\(d) \(a) \(axis) \(id)")
        }
    }

    @Test("Overflow with priorities: compression resistance per axis decides who shrinks, in both axes")
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

    @Test("Nested stacks: a row inside a column inside a row lays out at natural sizes")
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
}
