import CCairo
import CPNG
import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// Rule: `compact` PNG (references) is written unfiltered and deflated by libdeflate at level 6:
/// on rendered screens that is smaller than zlib's level 6 (libpng's writer, used before) in
/// about half its time, and decodes to exactly the pixels drawn, opaque or not.
@Suite struct CompactPNGTests {
    /// The zlib stream of a PNG (its IDAT chunks joined).
    static func zlibStream(_ png: Data) -> [UInt8] {
        let bytes = [UInt8](png)
        var offset = 8, stream: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" { stream += bytes[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        return stream
    }

    @Test func compactRowsAreUnfilteredAtLevelSix() throws {
        let laidOut = try RenderTestSupport.laidOut("labels")
        let renderer = RenderTestSupport.renderer
        let png = try renderer.render(laidOut, appearance: .light, scale: 2, compression: .compact)
        let image = try RGBAImage(png: png)
        let stream = Self.zlibStream(png)
        #expect(stream.count > 2 && stream[1] == 0x9C, "the zlib header names the default level (6); level 9 writes 0xDA")
        let rowBytes = image.width * 3 + 1  // opaque: RGB, after one filter byte
        var inflated = [UInt8](repeating: 0, count: rowBytes * image.height)
        var size = uLongf(inflated.count)
        #expect(uncompress(&inflated, &size, stream, uLong(stream.count)) == Z_OK && Int(size) == inflated.count)
        let filters = Set(stride(from: 0, to: inflated.count, by: rowBytes).map { inflated[$0] })
        #expect(filters == [0], "every row unfiltered; found filters \(filters.sorted())")
        #expect(image == (try RGBAImage(png: try renderer.render(laidOut, appearance: .light, scale: 2, compression: .fast))))
    }

    /// libdeflate, not zlib through libpng: no more bytes than zlib's level 6 wrote, same pixels.
    @Test func compactIsNoLargerThanZlibAtLevelSix() throws {
        let laidOut = try RenderTestSupport.laidOut("labels")
        let bitmap = try RenderTestSupport.renderer.draw(laidOut, appearance: .light, scale: 2)
        let compact = bitmap.png(compression: .compact), zlib = bitmap.png(zlibLevel: 6)
        #expect(compact.count <= zlib.count, "libdeflate wrote \(compact.count) bytes, zlib 6 \(zlib.count)")
        #expect(try RGBAImage(png: compact) == (try RGBAImage(png: zlib)))
    }

    /// A surface with translucent pixels is written as straight RGBA, an RGB24 surface as RGB
    /// whatever its unused byte holds: both decode to the pixels the fast writer's do.
    @Test(arguments: [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24])
    func compactKeepsEveryPixelOfEitherSurfaceFormat(_ format: cairo_format_t) throws {
        let surface = cairo_image_surface_create(format, 37, 11)!
        let bitmap = RenderedBitmap(surface: surface)
        CairoDrawing.on(surface) { cr in
            cairo_set_source_rgba(cr, 0.2, 0.6, 0.9, 1)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0.9, 0.3, 0.1, 0.5)
            cairo_arc(cr, 18, 5, 6, 0, 6.3)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cr, 0, 0, 5, 3)
            cairo_fill(cr)
        }
        let compact = bitmap.png(compression: .compact)
        let colorType = compact[25]  // IHDR's colour type: 2 RGB, 6 RGBA
        #expect(colorType == (format == CAIRO_FORMAT_RGB24 ? 2 : 6))
        #expect(try RGBAImage(png: compact) == (try RGBAImage(png: bitmap.png(compression: .quick))))
    }

    /// A committed reference re-encoded as compact PNG decodes to the same pixels (references
    /// written by zlib stay valid: verify compares decoded pixels).
    @Test func committedReferenceReencodesToTheSamePixels() throws {
        let reference = RenderTestSupport.referencesFolder.appendingPathComponent("labels/light@2x.png")
        let image = try RGBAImage(contentsOf: reference.path)
        let again = image.png(compression: .compact)
        #expect(try RGBAImage(png: again) == image)
        #expect(Self.zlibStream(again).count > 2 && Self.zlibStream(again)[1] == 0x9C)
    }
}
