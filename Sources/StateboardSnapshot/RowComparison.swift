import Foundation
import StateboardCore
import StateboardRender

/// Finds where two same-sized RGBA pixel buffers differ: whole rows with `memcmp`, then runs of
/// 16 pixels with `memcmp`, then single pixels as 32-bit words, with the mask written through a
/// pointer and the changed area kept per row. It stays fast in an unoptimised build, where
/// comparing two 3-megapixel screenshots pixel by pixel with arrays takes seconds.
enum RowComparison {
    /// What a scan found.
    struct Scan {
        /// Which pixels differ (row-major); empty when none does.
        var mask: [Bool] = []
        var count = 0
        var maximumDeltaE = 0.0
        var boundingBox: PixelBox?
    }

    /// Whether the buffers hold the same bytes.
    static func identical(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { l in b.withUnsafeBytes { r in memcmp(l.baseAddress!, r.baseAddress!, a.count) == 0 } }
    }

    /// Scans two `width` × `height` RGBA buffers. A pixel whose bytes differ counts when `verdicts`
    /// says its colours differ and `keeps(x, y)` agrees (the anti-aliasing filter).
    ///
    /// Large images are scanned in two halves at once (each with its own memo): the scan runs in
    /// the test process, where a debug build makes it the slow part of a failing snapshot.
    static func scan(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int, perceptualPrecision: Double,
        keeps: (@Sendable (Int, Int) -> Bool)?
    ) -> Scan {
        let rowBytes = width * 4
        guard width > 0, height > 0, a.count >= rowBytes * height, b.count >= rowBytes * height else { return Scan() }
        // Zeroed with memset: `Array(repeating:count:)` fills element by element in a debug build.
        var mask = [Bool](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            memset(buffer.baseAddress!, 0, width * height)
            initialized = width * height
        }
        let bands = height >= 256 && keeps == nil ? [0..<(height / 2), (height / 2)..<height] : [0..<height]
        let results = mask.withUnsafeMutableBufferPointer { maskBuffer in
            let marks = SendablePointer(maskBuffer.baseAddress!)
            return a.withUnsafeBytes { left in
                b.withUnsafeBytes { right in
                    let l = SendablePointer(UnsafeMutablePointer(mutating: left.baseAddress!.assumingMemoryBound(to: UInt32.self)))
                    let r = SendablePointer(UnsafeMutablePointer(mutating: right.baseAddress!.assumingMemoryBound(to: UInt32.self)))
                    let collected = Locked(Array(repeating: Scan(), count: bands.count))
                    DispatchQueue.concurrentPerform(iterations: bands.count) { index in
                        var verdicts = PixelPairVerdicts(perceptualPrecision: perceptualPrecision)
                        let scan = scanBand(l.pointer, r.pointer, marks.pointer, width: width, rows: bands[index], verdicts: &verdicts, keeps: keeps)
                        collected.withLock { $0[index] = scan }
                    }
                    return collected.current
                }
            }
        }
        var scan = Scan()
        var box: PixelBox?
        for band in results {
            scan.count += band.count
            scan.maximumDeltaE = max(scan.maximumDeltaE, band.maximumDeltaE)
            box = PixelBox.union(box, band.boundingBox)
        }
        if let box {
            scan.mask = mask
            scan.boundingBox = box
        }
        return scan
    }

    /// One band of rows; writes its marks and returns its counts (its `mask` left empty).
    private static func scanBand(
        _ l: UnsafeMutablePointer<UInt32>, _ r: UnsafeMutablePointer<UInt32>, _ marks: UnsafeMutablePointer<Bool>,
        width: Int, rows: Range<Int>, verdicts: inout PixelPairVerdicts,
        keeps: ((Int, Int) -> Bool)?
    ) -> Scan {
        var scan = Scan()
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let filtersAntialiasing = keeps != nil
        for y in rows where memcmp(l + y * width, r + y * width, width * 4) != 0 {
            let lr = l + y * width, rr = r + y * width, row = marks + y * width
            var first = -1, last = -1
            var lastPair: (UInt32, UInt32) = (0, 0), lastVerdict = PixelPairVerdicts.Verdict(deltaE: 0, differs: false)
            var x = 0
            while x < width {
                if x + 16 <= width, memcmp(lr + x, rr + x, 64) == 0 { x += 16; continue }
                let p = lr[x], q = rr[x]
                if p != q {
                    // Changed pixels come in runs of one pair of colours.
                    if p != lastPair.0 || q != lastPair.1 || first < 0 {
                        lastVerdict = verdicts.verdict(p, q)
                        lastPair = (p, q)
                        if lastVerdict.deltaE > scan.maximumDeltaE { scan.maximumDeltaE = lastVerdict.deltaE }
                    }
                    if lastVerdict.differs, !filtersAntialiasing || keeps!(x, y) {
                        row[x] = true
                        scan.count += 1
                        if first < 0 { first = x }
                        last = x
                    }
                }
                x += 1
            }
            if first >= 0 {
                if minY == Int.max { minY = y }
                maxY = y
                minX = min(minX, first)
                maxX = max(maxX, last)
            }
        }
        if maxX >= 0 { scan.boundingBox = PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        return scan
    }
}

// @unchecked: a pointer into pixels that outlive the bands reading it, each band its own rows.
/// A pointer handed to the bands of a concurrent scan, which touch disjoint rows.
private struct SendablePointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
    init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
}

extension PixelBox {
    /// The smallest box holding both (either may be absent).
    static func union(_ a: PixelBox?, _ b: PixelBox?) -> PixelBox? {
        guard let a else { return b }
        guard let b else { return a }
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        let x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
