/// A summed-area table over a difference mask: how many pixels differ inside any rectangle, in
/// four lookups. The density check and the search for changed nodes both ask this.
struct MaskCounts {
    let width: Int
    /// The rows the table covers; rows outside count as unchanged.
    let rows: Range<Int>
    private let sums: [Int]

    /// `mask` is row-major, `width` pixels a row, `height` rows.
    init(_ mask: [Bool], width: Int, height: Int) { self.init(mask, width: width, rows: 0..<height) }

    /// A table over `rows` only (the caller knows no other row differs): building it costs those rows.
    init(_ mask: [Bool], width: Int, rows: Range<Int>) {
        let rows = max(0, rows.lowerBound)..<max(max(0, rows.lowerBound), min(rows.upperBound, width > 0 ? mask.count / width : 0))
        var sums = [Int](repeating: 0, count: (width + 1) * (rows.count + 1))
        for (index, y) in rows.enumerated() {
            var row = 0
            for x in 0..<width {
                if mask[y * width + x] { row += 1 }
                sums[(index + 1) * (width + 1) + x + 1] = sums[index * (width + 1) + x + 1] + row
            }
        }
        self.width = width; self.rows = rows; self.sums = sums
    }

    /// Differing pixels in columns `x0..<x1` and rows `y0..<y1`, clamped to the table.
    func count(x0: Int, y0: Int, x1: Int, y1: Int) -> Int {
        let x0 = max(0, min(width, x0)), x1 = max(0, min(width, x1))
        let y0 = max(rows.lowerBound, min(rows.upperBound, y0)) - rows.lowerBound
        let y1 = max(rows.lowerBound, min(rows.upperBound, y1)) - rows.lowerBound
        guard x1 > x0, y1 > y0 else { return 0 }
        return sums[y1 * (width + 1) + x1] - sums[y0 * (width + 1) + x1] - sums[y1 * (width + 1) + x0] + sums[y0 * (width + 1) + x0]
    }
}
