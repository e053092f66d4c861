import CDeflate
import Foundation

/// Writes a PNG file from a zlib stream of filtered rows: signature, IHDR, IDAT, IEND.
package enum PNGChunks {
    static func file(width: Int, height: Int, channels: Int, zlibStream: [UInt8]) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.reserveCapacity(zlibStream.count + 64)  // signature, three chunks' lengths, types and checksums, the header
        var header = [UInt8]()
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]  // 8-bit, RGB or RGBA, deflate, adaptive filters, no interlace
        chunk("IHDR", header, into: &data)
        chunk("IDAT", zlibStream, into: &data)
        chunk("IEND", [], into: &data)
        return data
    }

    /// `png` with a `tEXt` chunk `key` holding `text` (Latin-1 as PNG defines it; other
    /// characters are written as `\u{…}` escapes by the caller's encoding) before its IEND.
    /// Decoders ignore the chunk, so pixels compare as before.
    package static func addingText(_ text: String, key: String, to png: Data) -> Data {
        guard png.count >= 12, png.suffix(8).prefix(4) == Data("IEND".utf8) else { return png }
        var data = Data(png.dropLast(12))
        chunk("tEXt", Array(key.utf8) + [0] + text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }, into: &data)
        data += png.suffix(12)
        return data
    }

    /// The text of the first `tEXt` chunk named `key`, if the PNG has one (chunk lengths are
    /// checked against the data, so a truncated file yields `nil`).
    package static func text(forKey key: String, in png: Data) -> String? {
        let bytes = [UInt8](png)
        var offset = 8
        let wanted = Array(key.utf8) + [0]
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length >= 0, offset + 12 + length <= bytes.count else { return nil }
            let payload = bytes[offset + 8..<offset + 8 + length]
            if type == "tEXt", payload.starts(with: wanted) {
                return String(payload.dropFirst(wanted.count).map { Character(Unicode.Scalar($0)) })
            }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return nil
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    private static func chunk(_ type: String, _ payload: [UInt8], into data: inout Data) {
        let typeBytes = Array(type.utf8)
        data += bigEndian(UInt32(payload.count))
        data += typeBytes
        data += payload
        // libdeflate's CRC-32 (the same checksum as zlib's) folds with carry-less multiplication:
        // several times zlib's speed over a render's IDAT.
        var crc = libdeflate_crc32(0, typeBytes, typeBytes.count)
        // (Never with a null pointer, which restarts the checksum: IEND has no payload.)
        if !payload.isEmpty { crc = payload.withUnsafeBufferPointer { libdeflate_crc32(crc, $0.baseAddress, $0.count) } }
        data += bigEndian(UInt32(crc))
    }
}
