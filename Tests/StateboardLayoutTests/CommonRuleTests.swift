import Testing
import StateboardCore
@testable import StateboardLayout

/// S1–S5: the rules every distribution shares.
@Suite struct CommonRuleTests {
    @Test("S1: hidden nodes take no space and no gap; custom spacing after them is ignored")
    func s1HiddenNodes() {
        // Vertical, spacing 10: a(20) [hidden h, spacingAfter 99] b(30): b at 20 + 10 = 30.
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, spacing: 10, [
            L.box("a", w: 10, h: 20), L.box("h", w: 10, h: 50, hidden: true, after: 99), L.box("b", w: 10, h: 30), L.box("rest"),
        ]))
        #expect(close(f["a"], L.r(0, 0, 10, 20)))
        #expect(close(f["b"], L.r(0, 30, 10, 30)))
        #expect(f["h"]?.height == 0)
        // The gap before a hidden node collapses too: a's custom 5 is the gap to b.
        let g = L.frames(L.stack(.horizontal, .fill, align: .top, spacing: 10, [
            L.box("a", w: 20, h: 10, after: 5), L.box("h", w: 40, h: 10, hidden: true), L.box("b", w: 20, h: 10), L.box("rest"),
        ]))
        #expect(close(g["b"], L.r(25, 0, 20, 10)))
    }

    @Test("S2: first node on the leading edge, last node on the trailing edge, in every distribution",
          arguments: StackDistribution.allCases)
    func s2EdgesPinned(distribution: StackDistribution) {
        let f = L.frames(L.stack(.horizontal, distribution, align: .top, spacing: 4, [
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
        let inner = L.stack(.horizontal, .fill, id: "inner", align: .top, spacing: 5, margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
                            marginsRelative: true, [L.box("a", w: 20, h: 10), L.box("b", w: 30, h: 16)])
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, [inner, L.box("rest")]))
        // width 20 + 5 + 30 + 2 + 4 = 61; height max(10, 16) + 1 + 3 = 20.
        #expect(close(f["inner"], L.r(0, 0, 61, 20)))
        #expect(close(f["a"], L.r(2, 1, 20, 10)))
    }

    @Test("S5: in right-to-left layouts a horizontal stack runs from the right edge")
    func s5RightToLeft() {
        let f = L.frames(L.stack(.horizontal, .fill, align: .top, spacing: 10, [L.box("a", w: 30, h: 10), L.box("b", w: 50, h: 10), L.box("rest")]),
                         direction: .rightToLeft)
        #expect(close(f["a"], L.r(270, 0, 30, 10)))
        #expect(close(f["b"], L.r(210, 0, 50, 10)))
        #expect(close(f["rest"], L.r(0, 0, 200, 200)))
    }

    @Test("S5: in right-to-left layouts leading alignment and leading margins are on the right")
    func s5MirroredAlignmentAndMargins() {
        let f = L.frames(L.stack(.vertical, .fill, align: .leading, margins: Insets(left: 16), marginsRelative: true,
                                 [L.box("a", w: 40, h: 10), L.box("rest")]), direction: .rightToLeft)
        #expect(close(f["a"], L.r(244, 0, 40, 10)))  // 300 − 16 − 40
    }
}
