import CPixelFill
import Foundation

/// The rows `FastDeflate` codes: it asks whether a row repeats the one above (then codes it with
/// the `Up` filter without reading it) and otherwise has the source code it `Sub`-filtered.
protocol PNGRowSource {
    /// Bytes in one coded row.
    var rowBytes: Int { get }
    /// Bytes in one coded pixel.
    var bytesPerPixel: Int { get }
    var height: Int { get }
    /// Whether row `y` (≥ 1) holds exactly the pixels of row `y - 1`.
    mutating func repeatsRowAbove(_ y: Int) -> Bool
    /// Hands row `y`'s bytes with PNG's `Sub` filter (each byte minus the one a pixel before it)
    /// to `coder`, using `scratch` (`rowBytes` long, with 4 bytes of slack after it) if it needs
    /// room; `false` when the source cannot code the row.
    mutating func codeSubFiltered(row y: Int, into coder: inout FastDeflate, scratch: UnsafeMutablePointer<UInt8>) -> Bool
}

/// Rows already in PNG's byte layout, one after another.
struct PackedRows: PNGRowSource {
    let pixels: UnsafePointer<UInt8>
    let rowBytes: Int
    let height: Int
    let bytesPerPixel: Int

    func repeatsRowAbove(_ y: Int) -> Bool {
        memcmp(pixels + y * rowBytes, pixels + (y - 1) * rowBytes, rowBytes) == 0
    }

    func codeSubFiltered(row y: Int, into coder: inout FastDeflate, scratch out: UnsafeMutablePointer<UInt8>) -> Bool {
        let row = pixels + y * rowBytes
        for i in 0..<min(bytesPerPixel, rowBytes) { out[i] = row[i] }
        for i in bytesPerPixel..<max(rowBytes, bytesPerPixel) { out[i] = row[i] &- row[i - bytesPerPixel] }
        coder.append(out, count: rowBytes)
        return true
    }
}

/// A Cairo ARGB32 surface's rows (premultiplied, native-endian words) coded as straight RGB, or
/// as RGBA when `alpha`. Without alpha, a pixel that is not opaque stops the coding.
///
/// Conversion, filtering and the search for runs are one pass over a row's words: a pixel equal
/// to the one before it is, `Sub`-filtered, bytes of zero whatever its colour, so a stretch of
/// equal words is found by comparing words and handed over as one run of zeros, never converted.
/// Only the pixels where the colour changes are converted. The bytes handed over are those of
/// the row converted and filtered first (`PackedRows` of the converted rows writes the same file).
struct SurfaceRows: PNGRowSource {
    let pixels: UnsafeRawPointer
    let width: Int
    let height: Int
    /// Bytes from one surface row to the next.
    let stride: Int
    let alpha: Bool
    /// Notes which rows hold nothing but the background's word, as the rows go by.
    var plain: PlainRowScan? = nil
    /// The word every pixel of the last row read holds, when it holds one word only: the next
    /// row repeats it exactly when it holds that word too, which reading that row alone tells
    /// (a comparison with the row above would read both).
    private var uniformAbove: UInt32? = nil

    init(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, alpha: Bool) {
        self.pixels = pixels; self.width = width; self.height = height; self.stride = stride; self.alpha = alpha
    }

    var bytesPerPixel: Int { alpha ? 4 : 3 }
    var rowBytes: Int { width * bytesPerPixel }

    func repeatsRowAbove(_ y: Int) -> Bool {
        let row = pixels + y * stride
        let repeats: Bool
        if let word = uniformAbove {
            repeats = WordRuns.end(of: word, in: row.assumingMemoryBound(to: UInt32.self), from: 0, width: width) == width
        } else {
            repeats = memcmp(row, row - stride, width * 4) == 0
        }
        if repeats { plain?.repeatRow(y) }
        return repeats
    }

    mutating func codeSubFiltered(row y: Int, into coder: inout FastDeflate, scratch: UnsafeMutablePointer<UInt8>) -> Bool {
        let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        let uniform: Bool
        if alpha {
            uniform = Self.codeStraightRGBA(row, width: width, into: &coder)
        } else {
            guard let opaque = Self.codeRGB(row, width: width, into: &coder) else { return false }
            uniform = opaque
        }
        uniformAbove = uniform ? row[0] : nil
        if let plain { plain.noteRow(y, plain: uniform && row[0] == plain.word) }
        return true
    }

    /// Codes a row of opaque words as `Sub`-filtered R G B bytes; whether every word of the row
    /// is the same, or `nil` at the first word that is not opaque.
    private static func codeRGB(_ row: UnsafePointer<UInt32>, width: Int, into coder: inout FastDeflate) -> Bool? {
        // The first pixel differs from the zero before the row (opaque words are not zero).
        guard row[0] >= 0xFF00_0000 else { return nil }
        var previous: UInt32 = 0
        var uniform = width == 1
        var x = 0
        while x < width {
            let p = row[x]
            if p == previous {  // already known opaque
                let end = WordRuns.end(of: p, in: row, from: x + 1, width: width)
                if x == 1, end == width { uniform = true }
                coder.appendZeros(3 * (end - x))
                x = end
                continue
            }
            guard p >= 0xFF00_0000 else { return nil }
            let d = byteWiseDifference(p, previous)  // A R G B, each minus the pixel before
            coder.append(UInt8(truncatingIfNeeded: d >> 16), UInt8(truncatingIfNeeded: d >> 8), UInt8(truncatingIfNeeded: d))
            previous = p
            x += 1
        }
        return uniform
    }

    /// Codes a row of premultiplied words as `Sub`-filtered straight R G B A bytes; whether every
    /// word of the row is the same.
    private static func codeStraightRGBA(_ row: UnsafePointer<UInt32>, width: Int, into coder: inout FastDeflate) -> Bool {
        // The pixel before the row is zero, premultiplied and straight alike.
        var previous: UInt32 = 0, previousStraight: UInt32 = 0
        var uniform = width == 1
        var x = 0
        while x < width {
            let p = row[x]
            if p == previous {
                let end = WordRuns.end(of: p, in: row, from: x + 1, width: width)
                if x <= 1, end == width { uniform = true }
                coder.appendZeros(4 * (end - x))
                x = end
                continue
            }
            let straight = PNGEncoder.straightRGBA(p)
            let d = byteWiseDifference(straight, previousStraight)  // R G B A from the low byte up
            coder.append(UInt8(truncatingIfNeeded: d), UInt8(truncatingIfNeeded: d >> 8), UInt8(truncatingIfNeeded: d >> 16))
            coder.append(UInt8(truncatingIfNeeded: d >> 24))
            previous = p
            previousStraight = straight
            x += 1
        }
        return uniform
    }

    /// `a - b` in each of the four bytes, with no borrow between them.
    @inline(__always) static func byteWiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        // SWAR subtraction: set each byte's high bit so no byte borrows from its neighbour.
        let high: UInt32 = 0x8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}

/// Stretches of one word in a row of pixels.
enum WordRuns {
    /// The first index from `start` on (up to `width`) whose word is not `word`.
    @inline(__always) static func end(of word: UInt32, in row: UnsafePointer<UInt32>, from start: Int, width: Int) -> Int {
        // A short run (anti-aliased text's) ends within its first few words: no call for it. A
        // longer one (most of a screen's row is one colour) is compared 64 bytes at a time in C.
        var x = start
        let first = min(width, start &+ 4)
        while x < first {
            if row[x] != word { return x }
            x &+= 1
        }
        return x < width ? stateboard_word_run_end(word, row, x, width) : x
    }
}
