import Testing

@testable import StateboardCore

/// The notation Stateboard's own symbols are written in (`SymbolPathNotation`). One rule per test.
@Suite struct SymbolPathNotationTests {
    /// Rule: notation reads into the elements it names: lines, curves (a quadratic as a cubic with
    /// its control points two thirds of the way), arcs, and closed primitives as their own subpaths.
    @Test func notationReadsIntoElements() throws {
        let path = try #require(SymbolPathNotation.parse("M 0 0 L 10 0 Q 10 10 0 10 Z O 5 5 2 R 0 0 10 4 2 E 0 0 4 2 30"))
        #expect(path.prefix(2) == [.move(x: 0, y: 0), .line(x: 10, y: 0)])
        #expect(path[2] == .curve(x1: 10, y1: 20.0 / 3, x2: 20.0 / 3, y2: 10, x: 0, y: 10))
        #expect(path[3] == .close)
        #expect(path[4...6] == [.move(x: 7, y: 5), .arc(cx: 5, cy: 5, r: 2, from: 0, to: 360), .close])
        #expect(path.filter { $0 == .close }.count == 4, "a circle, a rounded rectangle and an ellipse close their own subpaths")
    }

    /// Rule: text that is not notation reads as nothing, never a partial path or a crash: a missing
    /// or non-finite number, an unknown letter, a curve with no point to start from, a radius of no size.
    @Test func textThatIsNotNotationReadsAsNothing() {
        for text in ["M 1", "M 1 x", "X 1 2", "M nan 1", "M inf 1", "Q 1 1 2 2", "O 0 0 -1", "O 0 0 0", "R 0 0 -4 4 1", "E 0 0 0 3", "A 0 0 0 0 90", "L 1 2 3"]
        {
            #expect(SymbolPathNotation.parse(text) == nil, "\(text)")
        }
    }

    /// Rule: every catalogue entry reads, and a circled name turns its parts into marks of the ring.
    @Test func theCatalogueReadsAndEnclosesMarks() throws {
        #expect(DrawnSymbols.unreadable.isEmpty, "\(DrawnSymbols.unreadable)")
        let circled = try #require(DrawnSymbols.symbol(named: "checkmark.circle")).symbol
        #expect(circled.parts.map(\.role) == [.shape, .mark])
        let slashed = try #require(DrawnSymbols.symbol(named: "wifi.slash")).symbol
        #expect(slashed.parts.last?.role == .slash)
        let mirrored = try #require(DrawnSymbols.symbol(named: "chevron.left")).symbol
        #expect(mirrored.parts.first?.path.first == .move(x: 20, y: -40))
    }
}
