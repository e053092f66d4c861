/// A summed-area table over a difference mask: how many pixels differ inside any rectangle, in
/// four lookups. The density check and the search for changed nodes both ask this.
struct MaskCounts {
    let width: Int
    let height: Int
    private let sums: [Int]

    /// `mask` is row-major, `width` pixels a row.
    init(_ mask: [Bool], width: Int, height: Int) {
        var sums = [Int](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var row = 0
            for x in 0..<width {
                if mask[y * width + x] { row += 1 }
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
            }
        }
        self.width = width; self.height = height; self.sums = sums
    }

    /// Differing pixels in columns `x0..<x1` and rows `y0..<y1`, clamped to the image.
    func count(x0: Int, y0: Int, x1: Int, y1: Int) -> Int {
        let x0 = max(0, min(width, x0)), x1 = max(0, min(width, x1))
        let y0 = max(0, min(height, y0)), y1 = max(0, min(height, y1))
        guard x1 > x0, y1 > y0 else { return 0 }
        return sums[y1 * (width + 1) + x1] - sums[y0 * (width + 1) + x1] - sums[y1 * (width + 1) + x0] + sums[y0 * (width + 1) + x0]
    }
}
