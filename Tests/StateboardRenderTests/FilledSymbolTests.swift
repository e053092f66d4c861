import StateboardCore
import Testing

@testable import StateboardRender

/// `.fill` symbols made from the pinned set's outlines, as SF Symbols draws its filled variants.
@Suite struct FilledSymbolTests {
    /// The ink runs (pixels darker than mid-gray) down the middle column of the ink's box.
    func inkRunsDownTheMiddle(of name: String) throws -> Int {
        let image = try SymbolRenderTests().pixels(ImageNode(symbol: SymbolImage(name: name, pointSize: 34)))
        func inked(_ x: Int, _ y: Int) -> Bool { image.pixels[(y * image.width + x) * 4 + 1] < 128 }
        var minX = image.width, maxX = -1
        for y in 0..<image.height { for x in 0..<image.width where inked(x, y) { minX = min(minX, x); maxX = max(maxX, x) } }
        let middle = (minX + maxX) / 2
        var runs = 0, inside = false
        for y in 0..<image.height {
            if inked(middle, y), !inside { runs += 1 }
            inside = inked(middle, y)
        }
        return runs
    }

    /// Rule: a filled symbol cuts its open lines out of its filled shapes: `tray.fill` shows its
    /// tray's notch across the filled body (two ink runs down its middle); a shape with no open
    /// line (`heart.fill`) is filled solid.
    @Test func aFilledSymbolCutsItsOpenLinesOutOfItsFilledShapes() throws {
        #expect(try inkRunsDownTheMiddle(of: "tray.fill") == 2)
        #expect(try inkRunsDownTheMiddle(of: "heart.fill") == 1)
        let outline = """
            <svg fill="black" stroke="currentColor">
              <polyline points="22 12 16 12 14 15 10 15 8 12 2 12" />
              <path d="M5 5 2 12v6h20v-6l-3-7z" />
            </svg>
            """
        let filled = FilledSymbolDocument.make(fromFilled: outline)
        let cut = try #require(filled.range(of: "<mask"))
        let masked = try #require(filled.range(of: "mask=\"url("))
        #expect(filled.range(of: "<polyline")!.lowerBound > cut.lowerBound && filled.range(of: "<polyline")!.lowerBound < masked.lowerBound)
        #expect(filled.range(of: "<path")!.lowerBound > masked.lowerBound, "the closed path is the one filled, under the mask")
        let solid = "<svg fill=\"black\">\n  <path d=\"M1 1h5v5z\" />\n</svg>"
        #expect(FilledSymbolDocument.make(fromFilled: solid) == solid)
    }
}
