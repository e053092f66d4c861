import CDeflate
import Foundation

/// `compact` PNG (snapshot references, which live in git): every row unfiltered, the whole image
/// deflated in one call by libdeflate at `PNGEncoder.compactLevel`, and the chunks written by
/// `PNGChunks`. libdeflate's level 6 writes 3 % fewer bytes than zlib's level 6 (which libpng
/// used before) in 57 % of its CPU time: it sees the whole image at once instead of zlib's
/// window refilled row by row, and its match finder is faster. The options measured on the
/// committed references are in docs/Developing.md; `make bench` prints old and new side by side.
enum CompactPNG {
    /// PNG of `rows` (`height` rows of `rowBytes` bytes, already in PNG's byte layout,
    /// `channels` bytes a pixel) written by `fill`, which gets each row's place after its
    /// filter byte and returns `false` to give up (a pixel that RGB cannot hold).
    static func file(
        width: Int, height: Int, channels: Int, level: Int32 = PNGEncoder.compactLevel, fill: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Bool
    ) -> Data? {
        let rowBytes = width * channels
        let count = (rowBytes + 1) * height
        var complete = true
        // Every byte is written below (or the array is dropped), so it starts uninitialised.
        // Four bytes of room after the last row: a row writer may store a pixel as a whole word.
        let scanlines = [UInt8](unsafeUninitializedCapacity: count + 4) { buffer, initialized in
            initialized = count
            let base = buffer.baseAddress!
            for y in 0..<height where complete {
                let row = base + y * (rowBytes + 1)
                row[0] = 0  // filter: none
                complete = fill(y, row + 1)
            }
        }
        guard complete else { return nil }
        return PNGChunks.file(width: width, height: height, channels: channels, zlibStream: deflated(scanlines, level: level))
    }

    /// The zlib stream of `bytes` at libdeflate's `level` (1 to 12).
    static func deflated(_ bytes: [UInt8], level: Int32 = PNGEncoder.compactLevel) -> [UInt8] {
        let compressor = perThread("stateboard.libdeflate.\(level)") { Compressor(level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor.pointer, bytes.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, initialized in
            initialized = bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor.pointer, input.baseAddress, input.count, buffer.baseAddress, bound)
            }
        }
    }

    /// A libdeflate compressor (its match finder's tables, a few hundred KB at level 6), kept
    /// per thread: libdeflate's compressors may not be shared between threads at once.
    private final class Compressor {
        let pointer: OpaquePointer
        init(level: Int32) { pointer = libdeflate_alloc_compressor(level)! }
        deinit { libdeflate_free_compressor(pointer) }
    }
}
