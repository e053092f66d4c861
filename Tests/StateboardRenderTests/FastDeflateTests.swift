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
