import CCairo
import Foundation
import Testing

@testable import StateboardRender

/// The fast PNG writer codes a surface's rows in one pass (`SurfaceRows`: stretches of one word
/// found by comparing words, only changing pixels converted, a row after a one-word row compared
/// with that word alone). Its files must be the very bytes of the plain composition it replaces:
/// every row converted to straight RGB(A) first, then filtered and coded (`PackedRows`), since
/// `render`'s outputs are reproducible byte for byte.
@Suite struct SurfaceRowCodingTests {
    /// An ARGB32 surface whose premultiplied words are `word(x, y)`.
    static func surface(width: Int, height: Int, _ word: (Int, Int) -> UInt32) -> RenderedBitmap {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height { for x in 0..<width { pixels[y * stride + x] = word(x, y) } }
        cairo_surface_mark_dirty(surface)
        return RenderedBitmap(surface: surface)
    }

    /// The reference: every row converted to straight bytes (RGB when every pixel is opaque),
    /// then coded by `FastDeflate` from those packed rows.
    static func referencePNG(_ bitmap: RenderedBitmap) -> Data {
        let (width, height) = (bitmap.width, bitmap.height)
        let words = bitmap.withPixels { pixels, rowLength in (0..<height).flatMap { y in (0..<width).map { pixels[y * rowLength + $0] } } }!
        let channels = words.allSatisfy { $0 >> 24 == 0xFF } ? 3 : 4
        let bytes = words.flatMap { word -> [UInt8] in
            let straight = PNGEncoder.straightRGBA(word)
            return (0..<channels).map { UInt8(truncatingIfNeeded: straight >> (8 * $0)) }
        }
        let stream = bytes.withUnsafeBufferPointer {
            FastDeflate.pngData(pixels: $0.baseAddress!, rowBytes: width * channels, height: height, bytesPerPixel: channels)
        }
        return PNGChunks.file(width: width, height: height, channels: channels, zlibStream: stream)
    }

    /// Rows that take every branch of the one-pass coder: one-word rows (the background's and
    /// another's) and their repeats, a row that leaves the background's word only at its last
    /// pixel (after the four-at-a-time compare, in the tail), a row of one word after its first
    /// pixel followed by a row all of that first pixel's word (not a repeat), rows repeating a
    /// row of several words, stretches of every length (runs past 258 bytes), pixels that
    /// change one channel only (their zeros join the stretch's), noise, and — unless `opaque`
    /// — transparent and translucent pixels, a transparent first pixel and a transparent row.
    static func word(x: Int, y: Int, width: Int, opaque: Bool) -> UInt32 {
        let background: UInt32 = 0xFFF2_F2F7, other: UInt32 = 0xFF00_7AFF
        var noise = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40503))
        noise = noise &* 1_103_515_245 &+ 12345
        switch y % 16 {
        case 0, 1: return background
        case 2, 3: return x == width - 1 ? other : background
        case 4, 5: return other
        case 6: return x == 0 ? other : background
        case 7: return other
        case 8: return 0xFF00_0000 | UInt32(min(255, x / 3 * 7))  // stretches of three, blue rising
        case 9: return x % 5 == 4 ? background &+ 1 : background  // blue alone changes
        case 10:  // stretches of every length
            var edge = 0, stripe = 0
            while edge + stripe + 1 <= x { stripe += 1; edge += stripe }
            return stripe % 2 == 0 ? background : other
        case 11 where !opaque: return x == 0 ? 0 : (x % 7 == 0 ? 0x8040_2010 : background)
        case 12 where !opaque: return 0
        case 13 where !opaque:
            let alpha = noise >> 24
            let channel = alpha == 0 ? 0 : (noise & 0xFF) % (alpha + 1)  // premultiplied: never above alpha
            return alpha << 24 | channel << 16 | (alpha / 2) << 8 | channel
        case 14: return 0xFF00_0000 | noise >> 8
        default: return y % 2 == 0 ? background : 0xFF11_2233
        }
    }

    /// Rule: the one-pass coder writes the same bytes as converting every row first, for opaque
    /// and translucent surfaces, widths from 1 to past the four-word compare, and a surface
    /// opaque until its last pixel (the coder starts over with alpha).
    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 131, 132])
    func oneFileForBothWaysOfCoding(width: Int) throws {
        for opaque in [true, false] {
            let bitmap = Self.surface(width: width, height: 40) { Self.word(x: $0, y: $1, width: width, opaque: opaque) }
            let fast = bitmap.png(compression: .fast)
            #expect(fast == Self.referencePNG(bitmap), "width \(width), opaque \(opaque)")
            #expect(fast[25] == (opaque ? 2 : 6))  // IHDR colour type: RGB when opaque, RGBA otherwise
            #expect(try RGBAImage(png: fast) == RGBAImage(png: bitmap.png(compression: .compact)))
        }
        let lastTranslucent = Self.surface(width: width, height: 9) { x, y in
            x == width - 1 && y == 8 ? 0x8000_0000 : Self.word(x: x, y: y, width: width, opaque: true)
        }
        let fast = lastTranslucent.png(compression: .fast)
        #expect(fast[25] == 6 && fast == Self.referencePNG(lastTranslucent))
    }

    /// Rule: the one-pass coder finds exactly the rows the digest's scan calls plain.
    @Test func thePlainRowsOfTheOnePassAreTheDigests() throws {
        let width = 131
        let bitmap = Self.surface(width: width, height: 48) { Self.word(x: $0, y: $1, width: width, opaque: true) }
        let (_, byPNG) = PNGEncoder.encode(surface: bitmap.surface, compression: .fast, plainWord: 0xFFF2_F2F7)
        let byDigest = bitmap.withPixels { pixels, rowLength in
            PixelDigest.ofSurface(rows: UnsafeRawPointer(pixels), width: width, height: 48, stride: rowLength * 4, plain: 0xFFF2_F2F7).plain
        }
        let rows = try #require(byPNG?.rows)
        #expect(rows == byDigest??.rows)
        let expected = (0..<48).map { y in (0..<width).allSatisfy { Self.word(x: $0, y: y, width: width, opaque: true) == 0xFFF2_F2F7 } }
        #expect(rows == expected)
        #expect(rows.filter { $0 }.count == 9, "rows 0, 1 and 12 of each 16")
    }
}
