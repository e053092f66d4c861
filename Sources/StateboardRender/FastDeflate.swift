import Foundation

/// A deflate encoder built for rendered screens: most rows repeat the one above and most of
/// the rest is flat colour. It chooses per row the PNG filter `Up` (a repeated row becomes all
/// zeros) or `Sub` (flat runs become zeros), and codes runs of equal bytes as distance-1 matches
/// with the fixed Huffman codes, so it never searches for matches. Several times faster than
/// zlib on such images, at a larger (still compressed) size; any inflater reads it.
///
/// Rows come from a `PNGRowSource`, which can convert a surface's pixels row by row as they
/// are coded: a repeated row is recognised from the source's own bytes and never converted.
struct FastDeflate {
    private let codes: UnsafePointer<UInt32>
    private let matchCodes: UnsafePointer<UInt32>
    private let output: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var bits: UInt64 = 0
    private var bitCount: UInt32 = 0
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0
    /// The run of equal bytes being gathered from a source's row: `pendingCount` of `pendingValue`.
    private var pendingValue: UInt8 = 0
    private var pendingCount = 0

    private init(codes: UnsafePointer<UInt32>, matchCodes: UnsafePointer<UInt32>, output: UnsafeMutablePointer<UInt8>) {
        self.codes = codes
        self.matchCodes = matchCodes
        self.output = output
    }

    /// A zlib stream (RFC 1950) of the PNG-filtered rows of `pixels` (`height` rows of `rowBytes`,
    /// `bytesPerPixel` per pixel).
    static func pngData(pixels: UnsafePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        pngData(PackedRows(pixels: pixels, rowBytes: rowBytes, height: height, bytesPerPixel: bytesPerPixel))!
    }

    /// A zlib stream of the PNG-filtered rows `source` gives, or `nil` when the source gives up
    /// on a row (an opaque source that meets a translucent pixel).
    static func pngData<Source: PNGRowSource>(_ source: Source) -> [UInt8]? {
        let rowBytes = source.rowBytes, height = source.height
        // Every byte costs at most 9 bits (a literal); runs cost less. So this never overflows.
        let capacity = (rowBytes + 1) * height * 9 / 8 + 64
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { output.deallocate() }
        // Four bytes of slack: a source may store a whole word for its row's last pixel.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 4)
        defer { scratch.deallocate() }
        return Self.fixedCodes.withUnsafeBufferPointer { codes in
            Self.matchBits.withUnsafeBufferPointer { matchCodes in
                encode(source, codes: codes.baseAddress!, matchCodes: matchCodes.baseAddress!, output: output, scratch: scratch)
            }
        }
    }

    /// Codes `source`'s rows into `output` (large enough, see `pngData`) with the code tables.
    private static func encode<Source: PNGRowSource>(
        _ source: Source, codes: UnsafePointer<UInt32>, matchCodes: UnsafePointer<UInt32>,
        output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
    ) -> [UInt8]? {
        var source = source
        let rowBytes = source.rowBytes
        var encoder = FastDeflate(codes: codes, matchCodes: matchCodes, output: output)
        encoder.raw(0x78)
        encoder.raw(0x01)  // deflate, 32 KiB window, fastest
        encoder.put(1, 1)  // final block
        encoder.put(1, 2)  // fixed Huffman codes
        for y in 0..<source.height {
            if y > 0, source.repeatsRowAbove(y) {
                encoder.literal(2)  // filter: Up
                encoder.run(of: 0, count: rowBytes)  // every byte minus the one above: 0
                continue
            }
            encoder.literal(1)  // filter: Sub
            guard source.codeSubFiltered(row: y, into: &encoder, scratch: scratch) else { return nil }
            encoder.endRun()  // a run never reaches into the next row's filter byte
        }
        encoder.symbol(256)  // end of block
        encoder.flushBits()
        let adler = UInt32(encoder.adlerB % 65521) << 16 | UInt32(encoder.adlerA % 65521)
        for shift in [24, 16, 8, 0] as [UInt32] { encoder.raw(UInt8(truncatingIfNeeded: adler >> shift)) }
        return Array(UnsafeBufferPointer(start: output, count: encoder.count))
    }

    // MARK: a row's bytes, as a source hands them over

    /// Codes `count` bytes at `data` as runs of equal bytes.
    mutating func append(_ data: UnsafePointer<UInt8>, count: Int) {
        endRun()
        var i = 0
        while i < count {
            let value = data[i]
            var j = i + 1
            // Eight bytes at a time through the run (flat colour is most of a filtered row).
            let word = UInt64(value) &* 0x0101_0101_0101_0101
            while j + 8 <= count, UnsafeRawPointer(data + j).loadUnaligned(as: UInt64.self) == word { j += 8 }
            while j < count, data[j] == value { j += 1 }
            run(of: value, count: j - i)
            i = j
        }
    }

    /// One more byte: it lengthens the run being gathered, or that run is coded and this one
    /// starts the next. Runs are maximal, as `append(_:count:)` codes them.
    @inline(__always) mutating func append(_ byte: UInt8) {
        if byte == pendingValue {
            pendingCount += 1
            return
        }
        endRun()
        pendingValue = byte
        pendingCount = 1
    }

    /// Three more bytes (a pixel of RGB).
    @inline(__always) mutating func append(_ a: UInt8, _ b: UInt8, _ c: UInt8) {
        if a == pendingValue, b == a, c == a {
            pendingCount += 3
            return
        }
        append(a)
        append(b)
        append(c)
    }

    /// `count` more bytes of zero.
    @inline(__always) mutating func appendZeros(_ count: Int) {
        if pendingValue == 0 {
            pendingCount += count
            return
        }
        endRun()
        pendingValue = 0
        pendingCount = count
    }

    /// Codes the run being gathered (a row's last run ends with the row).
    mutating func endRun() {
        guard pendingCount > 0 else { return }
        run(of: pendingValue, count: pendingCount)
        pendingCount = 0
    }

    // MARK: coding

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

    /// Adler-32 of `n` (≤ 258) more bytes equal to `v`, in closed form. The sums are reduced
    /// modulo 65521 only when they grow large, as `literal` does: B stays below 2^47 and A at most
    /// B + 1, so n·A + B fits 64 bits.
    private mutating func adlerRun(_ v: UInt8, _ n: Int) {
        let n = UInt64(n), v = UInt64(v)
        adlerB &+= n &* adlerA &+ v &* (n &* (n &+ 1) / 2)
        adlerA &+= n &* v
        if adlerB > 0x7FFF_FFFF_FFFF { adlerA %= 65521; adlerB %= 65521 }
    }

    /// A distance-1 match of `length` (3…258): its length code, extra bits and distance code, as
    /// one precomputed group of bits.
    @inline(__always) private mutating func match(length: Int) {
        let entry = matchCodes[length]
        put(UInt64(entry & 0xFF_FFFF), entry >> 24)
    }

    /// For each length 0…258 (3 and up used): the bits of `match(length:)` in the low 24 and
    /// their count above.
    private static let matchBits: [UInt32] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        let (code, extraBits, base) = lengthCode(length)
        let symbol = fixedCodes[code]
        let codeLength = symbol >> 16
        var bits = symbol & 0xFFFF
        bits |= UInt32(length - base) << codeLength  // the extra bits (none for some lengths)
        // distance 1: code 0 in five bits, no extra, so nothing to set
        return bits | (codeLength + UInt32(extraBits) + 5) << 24
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

    /// The fixed Huffman code of each literal/length symbol (RFC 1951 3.2.6), bit-reversed for
    /// least-significant-bit-first output, with its length in bits above bit 16.
    private static let fixedCodes: [UInt32] = (0..<288).map { symbol in
        let (value, length): (Int, Int)
        switch symbol {
        case 0..<144: (value, length) = (0x30 + symbol, 8)
        case 144..<256: (value, length) = (0x190 + symbol - 144, 9)
        case 256..<280: (value, length) = (symbol - 256, 7)
        default: (value, length) = (0xC0 + symbol - 280, 8)
        }
        var reversed = 0
        for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        return UInt32(reversed) | UInt32(length) << 16
    }

    @inline(__always) private mutating func symbol(_ symbol: Int) {
        let entry = codes[symbol]
        put(UInt64(entry & 0xFFFF), entry >> 16)
    }

    /// Appends `count` bits, least significant first; whole 32-bit words go out at once.
    @inline(__always) private mutating func put(_ value: UInt64, _ count: UInt32) {
        bits |= value << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            UnsafeMutableRawPointer(output + self.count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            self.count += 4
            bits >>= 32
            bitCount -= 32
        }
    }

    /// A whole byte outside the bit stream (the zlib header and trailer).
    private mutating func raw(_ byte: UInt8) {
        output[count] = byte
        count += 1
    }

    private mutating func flushBits() {
        while bitCount > 0 {
            raw(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount = bitCount >= 8 ? bitCount - 8 : 0
        }
    }
}
