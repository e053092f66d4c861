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
    static func blur(_ alpha: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = boxes(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        for box in widths where box > 1 {
            let radius = box / 2
            for y in 0..<height {  // rows
                for x in 0..<width { line[x] = alpha[y * stride + x] }
                pass(line, count: width, radius: radius) { alpha[y * stride + $0] = $1 }
            }
            for x in 0..<width {  // columns
                for y in 0..<height { line[y] = alpha[y * stride + x] }
                pass(line, count: height, radius: radius) { alpha[$0 * stride + x] = $1 }
            }
        }
    }

    /// One box pass over `source[0..<count]`: each output is the rounded mean of the `2 radius + 1`
    /// inputs around it.
    private static func pass(_ source: [UInt8], count: Int, radius: Int, write: (Int, UInt8) -> Void) {
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(source[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(source[entering]) }
            if leaving >= 0 { sum -= Int(source[leaving]) }
            write(i, UInt8((sum + size / 2) / size))
        }
    }
}
