import CCairo
import Foundation
import Testing

@testable import StateboardRender

/// Thumbnails (contact sheets, the live preview): a large image is averaged down by a whole
/// factor before Cairo smooths the rest, and an opaque screen's thumbnail stays opaque.
@Suite struct ThumbnailReductionTests {
    /// A bitmap whose pixel (x, y) is `color(x, y)` (premultiplied ARGB).
    static func bitmap(width: Int32, height: Int32, _ color: (Int, Int) -> UInt32) -> RenderedBitmap {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        for y in 0..<Int(height) { for x in 0..<Int(width) { data[y * stride + x] = color(x, y) } }
        cairo_surface_mark_dirty(surface)
        return RenderedBitmap(surface: surface)
    }

    @Test func eachBlockBecomesTheRoundedMeanOfItsPixels() throws {
        // 3 × 3 blocks of a checkerboard of two colours, one of them translucent.
        let light: UInt32 = 0xFF_F0_80_10, dim: UInt32 = 0x80_40_20_00
        let source = Self.bitmap(width: 7, height: 6) { x, y in (x + y).isMultiple(of: 2) ? light : dim }
        let reduced = try #require(BoxReduction.reduce(source, by: 3))
        #expect(reduced.width == 2 && reduced.height == 2, "the seventh column does not fill a block")
        let pixels = reduced.withPixels { pixels, _ in pixels[0] }
        // Block (0, 0) holds five `light` and four `dim` pixels.
        func mean(_ shift: UInt32) -> UInt32 { ((light >> shift & 0xFF) * 5 + (dim >> shift & 0xFF) * 4 + 4) / 9 }
        #expect(pixels == mean(24) << 24 | mean(16) << 16 | mean(8) << 8 | mean(0))
    }

    /// Rule: every block of every factor is the rounded mean of its pixels, channel by channel
    /// (a block at any column, the columns and rows left over ignored), whatever order the
    /// reduction adds them in.
    @Test(arguments: [2, 3, 4, 5, 7, 16])
    func everyFactorGivesEachBlocksRoundedMean(factor: Int) throws {
        let (width, height) = (97, 61)
        let words = (0..<(width * height)).map { i -> UInt32 in
            var n = UInt32(truncatingIfNeeded: i &* 2_654_435_761) ^ 0x5bd1_e995
            n = n &* 1_103_515_245 &+ 12345
            let alpha = n >> 24
            return alpha << 24 | (n >> 16 & 0xFF) % (alpha + 1) << 16 | (n >> 8 & 0xFF) % (alpha + 1) << 8 | n % (alpha + 1)
        }
        let source = Self.bitmap(width: Int32(width), height: Int32(height)) { x, y in words[y * width + x] }
        let reduced = try #require(BoxReduction.reduce(source, by: factor))
        #expect(reduced.width == width / factor && reduced.height == height / factor)
        var wrong = 0
        _ = reduced.withPixels { pixels, rowLength in
            for by in 0..<reduced.height {
                for bx in 0..<reduced.width {
                    var expected: UInt32 = 0
                    for shift in stride(from: 0, to: 32, by: 8) {
                        var sum = 0
                        for y in (by * factor)..<(by * factor + factor) {
                            for x in (bx * factor)..<(bx * factor + factor) { sum += Int(words[y * width + x] >> UInt32(shift) & 0xFF) }
                        }
                        expected |= UInt32((sum + factor * factor / 2) / (factor * factor)) << UInt32(shift)
                    }
                    if pixels[by * rowLength + bx] != expected { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test func anOpaqueScreensThumbnailIsOpaqueToItsEdges() throws {
        let source = Self.bitmap(width: 1170, height: 2532) { x, y in y < 300 ? 0xFF_FF_FF_FF : 0xFF_00_7A_F0 &+ UInt32(x % 2) }
        let thumbnail = source.thumbnail(width: 240)
        #expect(thumbnail.width == 240 && thumbnail.height == 519)
        let png = thumbnail.png()
        #expect(png[25] == 2, "written as RGB: every pixel opaque, the edges too")
        let decoded = try RGBAImage(png: png)
        #expect(decoded[0, 0] == (255, 255, 255, 255) && decoded[239, 518].a == 255 && decoded[239, 518].g == 0x7A)
    }
}
