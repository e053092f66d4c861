import CPNG
import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// Rule: `compact` PNG (references) is written unfiltered at zlib level 6: on rendered screens
/// that is smaller than level 9 with libpng's adaptive filters and a fraction of its time.
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
        #expect(stream.count > 2 && stream[1] == 0x9C, "zlib's header names the default level (6); level 9 writes 0xDA")
        let rowBytes = image.width * 3 + 1  // opaque: RGB, after one filter byte
        var inflated = [UInt8](repeating: 0, count: rowBytes * image.height)
        var size = uLongf(inflated.count)
        #expect(uncompress(&inflated, &size, stream, uLong(stream.count)) == Z_OK && Int(size) == inflated.count)
        let filters = Set(stride(from: 0, to: inflated.count, by: rowBytes).map { inflated[$0] })
        #expect(filters == [0], "every row unfiltered; found filters \(filters.sorted())")
        #expect(image == (try RGBAImage(png: try renderer.render(laidOut, appearance: .light, scale: 2, compression: .fast))))
    }
}
