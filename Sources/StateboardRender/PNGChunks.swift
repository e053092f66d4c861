import CPNG
import Foundation

/// Writes a PNG file from a zlib stream of filtered rows: signature, IHDR, IDAT, IEND.
enum PNGChunks {
    static func file(width: Int, height: Int, channels: Int, zlibStream: [UInt8]) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]  // 8-bit, RGB or RGBA, deflate, adaptive filters, no interlace
        chunk("IHDR", header, into: &data)
        chunk("IDAT", zlibStream, into: &data)
        chunk("IEND", [], into: &data)
        return data
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    private static func chunk(_ type: String, _ payload: [UInt8], into data: inout Data) {
        let typeBytes = Array(type.utf8)
        data += bigEndian(UInt32(payload.count))
        data += typeBytes
        data += payload
        var crc = crc32(0, typeBytes, UInt32(typeBytes.count))
        crc = payload.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        data += bigEndian(UInt32(crc))
    }
}
