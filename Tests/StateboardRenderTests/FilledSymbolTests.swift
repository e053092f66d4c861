import CCairo
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// `.fill` symbols made from the pinned set's outlines, as SF Symbols draws its filled variants.
@Suite struct FilledSymbolTests {
    func image(_ name: String) throws -> (image: RGBAImage, inked: (Int, Int) -> Bool) {
        let image = try SymbolRenderTests().pixels(ImageNode(symbol: SymbolImage(name: name, pointSize: 34)))
        return (image, { x, y in image.pixels[(y * image.width + x) * 4 + 1] < 128 })
    }

    /// The horizontal and vertical extent of the ink (pixels darker than mid-gray).
    func inkBox(of name: String) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let (image, inked) = try image(name)
        var box = (minX: image.width, maxX: -1, minY: image.height, maxY: -1)
        for y in 0..<image.height {
            for x in 0..<image.width where inked(x, y) {
                box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
            }
        }
        return box
    }

    /// The ink runs down the middle column of the ink's box.
    func inkRunsDownTheMiddle(of name: String) throws -> Int {
        let (image, inked) = try image(name)
        let box = try inkBox(of: name)
        let middle = (box.minX + box.maxX) / 2
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
        // The magnifier's handle, an open line outside its filled lens, is still drawn.
        let outline = try inkBox(of: "magnifyingglass"), filled = try inkBox(of: "magnifyingglass.fill")
        #expect(abs(filled.maxX - outline.maxX) <= 2 && abs(filled.maxY - outline.maxY) <= 2, "\(outline) \(filled)")
        // The lock's shackle, an open line above its filled body, is drawn as a line, not filled.
        let lock = try inkRunsDownTheMiddle(of: "lock.fill")
        #expect(lock == 2, "the shackle's arch over the body: \(lock) ink runs")
        let document = """
            <svg fill="black" stroke="currentColor">
              <polyline points="22 12 16 12 14 15 10 15 8 12 2 12" />
              <path d="M5 5 2 12v6h20v-6l-3-7z" />
              <path d="M8 4V1" />
            </svg>
            """
        let boxes = [
            "stateboard-part-0": LayoutRect(x: 1, y: 11, width: 22, height: 5), "stateboard-part-1": LayoutRect(x: 1, y: 4, width: 22, height: 15),
            "stateboard-part-2": LayoutRect(x: 7, y: 0, width: 2, height: 5),
        ]
        let made = FilledSymbolDocument.make(fromFilled: document) { _ in boxes }
        let mask = try #require(made.range(of: "</mask>"))
        #expect(made.range(of: "<polyline")!.lowerBound < mask.lowerBound, "the line inside the body cuts it")
        #expect(made.contains("<g mask=\"url(#stateboard-cut-out)\"><path d=\"M5"), "the closed path is filled under the cut")
        #expect(made.contains("<g fill=\"none\"><path d=\"M8 4V1\" /></g>"), "the line outside it is drawn, not filled")
        let solid = "<svg fill=\"black\">\n  <path d=\"M1 1h5v5z\" />\n</svg>"
        #expect(FilledSymbolDocument.make(fromFilled: solid) { _ in [:] } == solid)
    }

    /// Rule: a symbol squeezed to a box of no size draws nothing (librsvg aborts the process on a
    /// mask of no size, which a `.fill` symbol's cut-out is).
    @Test func aSymbolInABoxOfNoSizeDrawsNothing() throws {
        let bitmap = RenderedBitmap(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40))
        for rect in [LayoutRect(x: 10, y: 10, width: 0, height: 20), LayoutRect(x: 10, y: 10, width: 20, height: 0)] {
            try CairoDrawing.on(bitmap.surface) { cr in
                try SymbolLibrary.shared.draw(SymbolImage(name: "tray.fill", pointSize: 34), in: rect, on: cr)
            }
        }
        cairo_surface_flush(bitmap.surface)
        let data = try #require(cairo_image_surface_get_data(bitmap.surface))
        let bytes = Int(cairo_image_surface_get_stride(bitmap.surface)) * 40
        #expect(!(0..<bytes).contains { data[$0] != 0 }, "no ink")
    }
}
