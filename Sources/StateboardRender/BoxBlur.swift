/// A Gaussian blur approximated by three box blurs per axis (the approach of the SVG/CSS filter
/// specifications): integer arithmetic on an 8-bit alpha buffer, so the same input gives the
/// same bytes everywhere. Pixels outside the buffer count as transparent.
enum BoxBlur {
    /// The three box widths (odd) whose sequence approximates a Gaussian of `sigma` pixels
    /// (W. Jarosz, "Fast Image Convolutions", 2001: widths around √(12σ²/n + 1)).
    static func boxes(sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<3).map { $0 < m ? lower : upper }
    }

    /// Blurs `alpha` (`width` × `height`, `stride` bytes a row) in place with σ = `sigma` pixels.
    ///
    /// Each box is a pass along the rows, then one down the columns; each output is the rounded
    /// mean of the `2 radius + 1` inputs around it, those outside the buffer zero. The columns
    /// are walked a row at a time with a running sum per column (not a column at a time, which
    /// reads across every row for each pixel), and each mean is looked up, not divided: the
    /// material bars' blur was 2 % of `render --jobs 1`'s samples. The bytes are those of
    /// `pass`-by-`pass` arithmetic (`BoxBlurTests` holds that version).
    static func blur(_ alpha: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = boxes(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        // The plane's rows as the pass reads them (it writes into `alpha`), and a sum per column.
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { copy.deallocate(); sums.deallocate() }
        for box in widths where box > 1 {
            let means = Means(size: box)
            defer { means.table.deallocate() }
            for y in 0..<height { (copy + y * width).update(from: alpha + y * stride, count: width) }
            for y in 0..<height { rowPass(copy + y * width, into: alpha + y * stride, count: width, radius: box / 2, means: means) }
            for y in 0..<height { (copy + y * width).update(from: alpha + y * stride, count: width) }
            columnPass(copy, into: alpha, width: width, height: height, stride: stride, radius: box / 2, means: means, sums: sums)
        }
    }

    /// Each possible sum of a box's `size` bytes, as its rounded mean: `(sum + size / 2) / size`.
    private struct Means {
        let table: UnsafeMutablePointer<UInt8>
        init(size: Int) {
            table = .allocate(capacity: 255 * size + 1)
            for sum in 0...(255 * size) { table[sum] = UInt8((sum + size / 2) / size) }
        }
    }

    /// One box pass along a row of `count` bytes.
    private static func rowPass(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, means: Means) {
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(source[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(source[entering]) }
            if leaving >= 0 { sum -= Int(source[leaving]) }
            target[i] = means.table[sum]
        }
    }

    /// One box pass down every column of `source` (`width` bytes a row) into `target`.
    private static func columnPass(
        _ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
        means: Means, sums: UnsafeMutablePointer<UInt32>
    ) {
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = source + y * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = source + (y + radius) * width
                for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
            }
            if y - radius - 1 >= 0 {
                let leaving = source + (y - radius - 1) * width
                for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
            }
            let out = target + y * stride
            for x in 0..<width { out[x] = means.table[Int(sums[x])] }
        }
    }
}
