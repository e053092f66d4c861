import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// A PNG past the bytes a run checks whole is checked by its head and end alone: a few dozen
/// bytes, whatever its size, and still refused when it is not a PNG, its header is corrupt or
/// over `imagePixels`, or it is cut short of its IEND chunk.
@Suite struct PNGHeadCheckTests {
    static func problem(_ bytes: [UInt8], whole: Bool) throws -> String? {
        try TestPaths.withTemporaryFolder("png-head") { folder in
            let file = folder.appendingPathComponent("a.png")
            try Data(bytes).write(to: file)
            return AssetCheck.pngProblem(file.path, limits: .current, wholeCheckLeft: Locked(whole ? 1 << 30 : 0))
        }
    }

    /// A valid PNG with one IDAT of `length` bytes (whose checksum is wrong when `badData`).
    static func png(width: Int = 4, height: Int = 4, length: Int = 64, badData: Bool = false) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8], corrupt: Bool = false) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(AssetCheck.crc32(body[...]) ^ (corrupt ? 1 : 0)))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 2, 0, 0, 0])
            + chunk("IDAT", Array(repeating: 0, count: length), corrupt: badData) + chunk("IEND", [])
    }

    /// Rule: checked by head and end, a sound PNG passes, and so does one whose body is corrupt
    /// (libpng reports that when it draws); checked whole, the corrupt body is refused.
    @Test func theHeadCheckReadsNoBody() throws {
        #expect(try Self.problem(Self.png(), whole: false) == nil)
        #expect(try Self.problem(Self.png(badData: true), whole: false) == nil)
        #expect(try Self.problem(Self.png(badData: true), whole: true)?.contains("fails its checksum") == true)
    }

    /// Rule: the head check still refuses what its bytes show: another format, a corrupt or
    /// oversized header, a file cut short of its IEND chunk.
    @Test func theHeadCheckRefusesWhatItsBytesShow() throws {
        #expect(try Self.problem(Array("GIF89a\u{1}\0\u{1}\0".utf8) + Array(repeating: 0, count: 64), whole: false)?.contains("a GIF image") == true)
        var header = Self.png()
        header[20] ^= 0xFF  // inside IHDR's data
        #expect(try Self.problem(header, whole: false)?.contains("`IHDR` fails its checksum") == true)
        #expect(try Self.problem(Self.png(width: 100_000, height: 100_000), whole: false)?.contains("`imagePixels`") == true)
        #expect(try Self.problem(Array(Self.png().dropLast(12)), whole: false)?.contains("does not end with its IEND chunk") == true)
        #expect(try Self.problem(Array(Self.png().prefix(20)), whole: false)?.contains("truncated") == true)
    }
}
