import CCairo
import StateboardCore
import Testing

@testable import StateboardRender

/// The background written straight into a pixel buffer (`BackgroundFill`, non-temporal stores
/// for long spans) must leave the very pixels Cairo's fill leaves, on exactly the rows asked.
@Suite struct BackgroundFillTests {
    /// A @3x iPhone's width: its rows (4,716 bytes) start off 16-byte boundaries, so a span's
    /// first words are written one at a time before the streamed ones.
    static let width = 1179, height = 40
    /// Runs of rows: a short one (written through the cache) and a long one (streamed).
    static let runs = [1..<3, 5..<height]

    /// An ARGB32 surface every pixel of which is `word`.
    static func surface(holding word: UInt32) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface)) / 4 * height
        cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: count) { $0.update(repeating: word, count: count) }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    static func words(of surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface)) / 4 * height
        return cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// Rule: for opaque colours (white, the grouped backgrounds light and dark, black, one with
    /// no exact byte value), the rows written hold the words Cairo's fill of those rows writes
    /// over an earlier image, and the other rows keep what they held.
    @Test(arguments: [
        RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), RGBAColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1),
        RGBAColor(red: 0.11, green: 0.11, blue: 0.118, alpha: 1), RGBAColor(red: 0, green: 0, blue: 0, alpha: 1),
        RGBAColor(red: 0.3, green: 0.6, blue: 0.9001, alpha: 1),
    ])
    func writesCairosWordsOnTheRowsAskedOnly(color: RGBAColor) throws {
        let earlier: UInt32 = 0x8012_3456
        let byCairo = Self.surface(holding: earlier), written = Self.surface(holding: earlier)
        defer { cairo_surface_destroy(byCairo); cairo_surface_destroy(written) }
        CairoDrawing.on(byCairo) { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            for run in Self.runs { cairo_rectangle(cr, 0, Double(run.lowerBound), Double(Self.width), Double(run.count)) }
            cairo_fill(cr)
        }
        let word = try #require(PlainRows.word(of: color))
        BackgroundFill.fill(written, with: word, rows: Self.runs)
        let expected = Self.words(of: byCairo)
        #expect(Self.words(of: written) == expected)
        // The comparison can tell: Cairo wrote the colour on the runs and left the rows between.
        #expect(expected[Self.width] == word && expected[Self.width * 5] == word && expected[0] == earlier && expected[Self.width * 3 + 7] == earlier)
    }
}
