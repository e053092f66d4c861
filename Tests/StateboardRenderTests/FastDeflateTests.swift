import CCairo
import Foundation
import Testing

@testable import StateboardRender

/// Our deflate encoder's output, decoded by libpng, gives back exactly what was encoded.
@Suite struct FastDeflateTests {
    static func roundTrip(width: Int, height: Int, channels: Int, _ pixel: (Int, Int, Int) -> UInt8) throws -> Bool {
        var rows = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0..<height { for x in 0..<width { for c in 0..<channels { rows[(y * width + x) * channels + c] = pixel(x, y, c) } } }
        let stream = rows.withUnsafeBufferPointer {
            FastDeflate.pngData(pixels: $0.baseAddress!, rowBytes: width * channels, height: height, bytesPerPixel: channels)
        }
        let decoded = try RGBAImage(png: PNGChunks.file(width: width, height: height, channels: channels, zlibStream: stream))
        guard decoded.width == width, decoded.height == height else { return false }
        for y in 0..<height {
            for x in 0..<width {
                let p = decoded[x, y]
                let values = [p.r, p.g, p.b, p.a]
                for c in 0..<channels where values[c] != rows[(y * width + x) * channels + c] { return false }
            }
        }
        return true
    }

    @Test func randomBytesUseEveryLiteralCode() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<(97 * 31 * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(try Self.roundTrip(width: 97, height: 31, channels: 3) { x, y, c in noise[(y * 97 + x) * 3 + c] })
    }

    @Test func runsOfEveryLengthAndRepeatedRows() throws {
        // Stripes whose widths go 1, 2, 3, … so runs of every length up to past 258 appear.
        #expect(
            try Self.roundTrip(width: 700, height: 12, channels: 3) { x, y, c in
                var edge = 0, stripe = 0
                while edge + stripe + 1 <= x { stripe += 1; edge += stripe }
                return UInt8(truncatingIfNeeded: (stripe * 37 + c * 11 + (y / 4) * 5))
            })
    }

    @Test func narrowAndTransparentImages() throws {
        #expect(try Self.roundTrip(width: 1, height: 5, channels: 3) { _, y, c in UInt8(y * 40 + c) })
        #expect(try Self.roundTrip(width: 33, height: 9, channels: 4) { x, y, c in c == 3 ? UInt8(x * 7 % 256) : UInt8((x + y) % 3 * 90) })
    }
}

/// A surface coded row by row (`SurfaceRows`: converted as it is coded, repeated rows skipped)
/// decodes to what the reference writer (libpng, zlib) gives for the same surface.
@Suite struct SurfaceRowsTests {
    /// A surface with flat colour, repeated rows, a gradient, noise and, unless `opaque`,
    /// translucent pixels.
    static func surface(width: Int32, height: Int32, opaque: Bool) -> RenderedBitmap {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let bitmap = RenderedBitmap(surface: surface)
        CairoDrawing.on(surface) { cr in
            cairo_set_source_rgb(cr, 0.95, 0.95, 0.97)
            cairo_paint(cr)
            let gradient = cairo_pattern_create_linear(0, 0, Double(width), 0)!
            cairo_pattern_add_color_stop_rgb(gradient, 0, 1, 0, 0)
            cairo_pattern_add_color_stop_rgb(gradient, 1, 0, 0.4, 1)
            cairo_set_source(cr, gradient)
            cairo_rectangle(cr, 3, 10, Double(width) - 6, 20)
            cairo_fill(cr)
            cairo_pattern_destroy(gradient)
            var seed: UInt32 = 7
            for i in 0..<200 {
                seed = seed &* 1_103_515_245 &+ 12345
                cairo_set_source_rgba(cr, Double(seed % 255) / 255, Double(i % 7) / 7, 0.5, opaque ? 1 : Double(i % 5) / 5)
                cairo_arc(cr, Double(seed % UInt32(width)), Double(40 + i % Int(height - 40)), 2.5, 0, 6.3)
                cairo_fill(cr)
            }
            if !opaque {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cr, 0, Double(height) - 5, Double(width) / 2, 5)
                cairo_fill(cr)
            }
        }
        return bitmap
    }

    @Test(arguments: [true, false])
    func aSurfaceCodedRowByRowDecodesToTheReferenceWritersPixels(opaque: Bool) throws {
        let bitmap = Self.surface(width: 131, height: 97, opaque: opaque)
        let fast = bitmap.png(compression: .fast), reference = bitmap.png(compression: .compact)
        #expect(fast[25] == (opaque ? 2 : 6))  // IHDR colour type: RGB when opaque, RGBA otherwise
        #expect(try RGBAImage(png: fast) == RGBAImage(png: reference))
    }

    @Test func byteWiseDifferenceNeverBorrowsAcrossBytes() {
        var seed: UInt64 = 1, wrong = 0
        for _ in 0..<10_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = UInt32(truncatingIfNeeded: seed >> 32), b = UInt32(truncatingIfNeeded: seed)
            var expected: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                expected |= UInt32(UInt8(truncatingIfNeeded: a >> shift) &- UInt8(truncatingIfNeeded: b >> shift)) << shift
            }
            if SurfaceRows.byteWiseDifference(a, b) != expected { wrong += 1 }
        }
        #expect(wrong == 0)
    }
}
