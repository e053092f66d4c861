import Foundation

/// The rows `FastDeflate` codes: it asks whether a row repeats the one above (then codes it with
/// the `Up` filter without reading it) and otherwise has the source write it `Sub`-filtered.
protocol PNGRowSource {
    /// Bytes in one coded row.
    var rowBytes: Int { get }
    /// Bytes in one coded pixel.
    var bytesPerPixel: Int { get }
    var height: Int { get }
    /// Whether row `y` (≥ 1) holds exactly the pixels of row `y - 1`.
    func repeatsRowAbove(_ y: Int) -> Bool
    /// Writes row `y` with PNG's `Sub` filter (each byte minus the one a pixel before it) into
    /// `out` (`rowBytes` long, with 4 bytes of slack after it); `false` when the source cannot
    /// code the row.
    func writeSubFiltered(row y: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool
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

    func writeSubFiltered(row y: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let row = pixels + y * rowBytes
        for i in 0..<min(bytesPerPixel, rowBytes) { out[i] = row[i] }
        for i in bytesPerPixel..<max(rowBytes, bytesPerPixel) { out[i] = row[i] &- row[i - bytesPerPixel] }
        return true
    }
}

/// A Cairo ARGB32 surface's rows (premultiplied, native-endian words) coded as straight RGB, or
/// as RGBA when `alpha`. Without alpha, a pixel that is not opaque stops the coding.
struct SurfaceRows: PNGRowSource {
    let pixels: UnsafeRawPointer
    let width: Int
    let height: Int
    /// Bytes from one surface row to the next.
    let stride: Int
    let alpha: Bool
    /// Notes which rows hold nothing but the background's word, as the rows go by.
    var plain: PlainRowScan? = nil

    var bytesPerPixel: Int { alpha ? 4 : 3 }
    var rowBytes: Int { width * bytesPerPixel }

    func repeatsRowAbove(_ y: Int) -> Bool {
        let repeats = memcmp(pixels + y * stride, pixels + (y - 1) * stride, width * 4) == 0
        if repeats { plain?.repeatRow(y) }
        return repeats
    }

    func writeSubFiltered(row y: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        plain?.scanRow(y, at: pixels + y * stride)
        let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        var out = out
        if alpha {
            var previous: UInt32 = 0
            for x in 0..<width {
                let straight = PNGEncoder.straightRGBA(row[x])
                let sub = Self.byteWiseDifference(straight, previous)
                UnsafeMutableRawPointer(out).storeBytes(of: sub.littleEndian, as: UInt32.self)
                previous = straight
                out += 4
            }
            return true
        }
        var previous: UInt32 = 0
        var alphas: UInt32 = 0xFF00_0000
        for x in 0..<width {
            let p = row[x]
            alphas &= p
            let d = Self.byteWiseDifference(p, previous)  // A R G B, each minus the pixel before
            // R G B as bytes (and one byte the next pixel overwrites: `out` has room for it).
            let rgb = (d >> 16) & 0xFF | d & 0xFF00 | (d & 0xFF) << 16
            UnsafeMutableRawPointer(out).storeBytes(of: rgb.littleEndian, as: UInt32.self)
            previous = p
            out += 3
        }
        return alphas == 0xFF00_0000
    }

    /// `a - b` in each of the four bytes, with no borrow between them.
    @inline(__always) static func byteWiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        // SWAR subtraction: set each byte's high bit so no byte borrows from its neighbour.
        let high: UInt32 = 0x8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
