import Foundation

/// A deflate encoder built for rendered screens: most rows repeat the one above and most of
/// the rest is flat colour. It chooses per row the PNG filter `Up` (a repeated row becomes all
/// zeros) or `Sub` (flat runs become zeros), and codes runs of equal bytes as distance-1 matches
/// with the fixed Huffman codes, so it never searches for matches. Several times faster than
/// zlib on such images, at a larger (still compressed) size; any inflater reads it.
struct FastDeflate {
    private var output: [UInt8] = []
    private var bits: UInt64 = 0
    private var bitCount: UInt32 = 0
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0

    /// A zlib stream (RFC 1950) of the PNG-filtered rows of `pixels` (`height` rows of `rowBytes`,
    /// `bytesPerPixel` per pixel).
    static func pngData(pixels: UnsafePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        var encoder = FastDeflate()
        encoder.output.reserveCapacity(rowBytes * height / 8 + 1024)
        encoder.output += [0x78, 0x01]  // deflate, 32 KiB window, fastest
        encoder.put(1, 1)  // final block
        encoder.put(1, 2)  // fixed Huffman codes
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { scratch.deallocate() }
        for y in 0..<height {
            let row = pixels + y * rowBytes
            if y > 0, memcmp(row, row - rowBytes, rowBytes) == 0 {
                encoder.literal(2)  // filter: Up
                encoder.run(of: 0, count: rowBytes)  // every byte minus the one above: 0
                continue
            }
            encoder.literal(1)  // filter: Sub
            for i in 0..<min(bytesPerPixel, rowBytes) { scratch[i] = row[i] }
            for i in bytesPerPixel..<max(rowBytes, bytesPerPixel) { scratch[i] = row[i] &- row[i - bytesPerPixel] }
            encoder.bytes(scratch, count: rowBytes)
        }
        encoder.symbol(256)  // end of block
        encoder.flushBits()
        let adler = UInt32(encoder.adlerB % 65521) << 16 | UInt32(encoder.adlerA % 65521)
        encoder.output += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xff), UInt8((adler >> 8) & 0xff), UInt8(adler & 0xff)]
        return encoder.output
    }

    // MARK: coding

    private mutating func bytes(_ data: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            let value = data[i]
            var j = i + 1
            while j < count, data[j] == value { j += 1 }
            run(of: value, count: j - i)
            i = j
        }
    }

    /// `count` copies of `value`: a literal, then distance-1 matches of up to 258.
    private mutating func run(of value: UInt8, count: Int) {
        literal(value)
        var remaining = count - 1
        while remaining >= 3 {
            let length = min(remaining, 258)
            match(length: length)
            adlerRun(value, length)
            remaining -= length
        }
        for _ in 0..<remaining { literal(value) }
    }

    private mutating func literal(_ value: UInt8) {
        symbol(Int(value))
        adlerA &+= UInt64(value)
        adlerB &+= adlerA
        if adlerB > 0x7FFF_FFFF_FFFF { adlerA %= 65521; adlerB %= 65521 }
    }

    /// Adler-32 of `n` more bytes equal to `v`, in closed form.
    private mutating func adlerRun(_ v: UInt8, _ n: Int) {
        let n = UInt64(n), v = UInt64(v)
        adlerB = (adlerB % 65521 + n * (adlerA % 65521) + v * n * (n + 1) / 2) % 65521
        adlerA = (adlerA % 65521 + n * v) % 65521
    }

    private mutating func match(length: Int) {
        let (code, extraBits, base) = Self.lengthCode(length)
        symbol(code)
        if extraBits > 0 { put(UInt64(length - base), UInt32(extraBits)) }
        put(0, 5)  // distance 1: code 0, five bits, no extra
    }

    /// RFC 1951 3.2.5: the length code, its extra bits and its base length.
    private static func lengthCode(_ length: Int) -> (Int, Int, Int) {
        if length == 258 { return (285, 0, 258) }
        if length <= 10 { return (254 + length, 0, length) }
        var base = 11, code = 265, extra = 1
        while true {
            let span = 4 << extra
            if length < base + span { return (code + (length - base) >> extra, extra, base + ((length - base) >> extra) << extra) }
            base += span; code += 4; extra += 1
        }
    }

    /// The fixed Huffman code of a literal/length symbol (RFC 1951 3.2.6), bit-reversed for
    /// least-significant-bit-first output.
    private static let fixedCodes: [(code: UInt16, length: UInt8)] = (0..<288).map { symbol in
        let (value, length): (Int, Int)
        switch symbol {
        case 0..<144: (value, length) = (0x30 + symbol, 8)
        case 144..<256: (value, length) = (0x190 + symbol - 144, 9)
        case 256..<280: (value, length) = (symbol - 256, 7)
        default: (value, length) = (0xC0 + symbol - 280, 8)
        }
        var reversed = 0
        for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        return (UInt16(reversed), UInt8(length))
    }

    private mutating func symbol(_ symbol: Int) {
        let entry = Self.fixedCodes[symbol]
        put(UInt64(entry.code), UInt32(entry.length))
    }

    private mutating func put(_ value: UInt64, _ count: UInt32) {
        bits |= value << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            let word = UInt32(truncatingIfNeeded: bits)
            output.append(UInt8(word & 0xff)); output.append(UInt8((word >> 8) & 0xff))
            output.append(UInt8((word >> 16) & 0xff)); output.append(UInt8(word >> 24))
            bits >>= 32
            bitCount -= 32
        }
    }

    private mutating func flushBits() {
        while bitCount > 0 {
            output.append(UInt8(bits & 0xff))
            bits >>= 8
            bitCount = bitCount >= 8 ? bitCount - 8 : 0
        }
    }
}
