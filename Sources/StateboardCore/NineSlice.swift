/// How a resizable image (`UIImage.resizableImage(withCapInsets:)`, stretch mode) covers a frame:
/// nine cells, the corners at their own size, the edges stretched along one axis, the middle
/// along both. Cap insets larger than the image are clamped to it; a frame smaller than the caps
/// shrinks them in proportion, as UIKit does.
public struct NineSlice: Hashable, Sendable {
    /// A part of the image and where it is drawn, both in points.
    public struct Cell: Hashable, Sendable {
        public var source: Rect
        public var destination: Rect

        public init(source: Rect, destination: Rect) { self.source = source; self.destination = destination }
    }

    public let cells: [Cell]

    /// The cells for an image of `size` with `capInsets` over `frame` (empty cells left out).
    public init(imageSize size: Size, capInsets: Insets, frame: Rect) {
        func spans(_ length: Double, _ start: Double, _ end: Double, into target: Double) -> [(Double, Double, Double, Double)] {
            var lead = max(0, min(start, length)), trail = max(0, min(end, length - lead))
            if lead + trail > target, lead + trail > 0 {
                let shrink = target / (lead + trail)
                lead *= shrink; trail *= shrink
                // The source caps keep their size; only where they land shrinks.
                let sourceLead = max(0, min(start, length)), sourceTrail = max(0, min(end, length - sourceLead))
                return [(0, sourceLead, 0, lead), (sourceLead, length - sourceLead - sourceTrail, lead, 0),
                        (length - sourceTrail, sourceTrail, target - trail, trail)]
            }
            // Caps that cover the whole image leave no middle to stretch: the half point where they meet stretches.
            let middle = length - lead - trail > 0 ? (lead, length - lead - trail) : (max(0, lead - 0.25), min(0.5, length))
            return [(0, lead, 0, lead), (middle.0, middle.1, lead, target - lead - trail), (length - trail, trail, target - trail, trail)]
        }
        let columns = spans(size.width, capInsets.left, capInsets.right, into: frame.width)
        let rows = spans(size.height, capInsets.top, capInsets.bottom, into: frame.height)
        var cells: [Cell] = []
        for row in rows where row.1 > 0 && row.3 > 0 {
            for column in columns where column.1 > 0 && column.3 > 0 {
                cells.append(Cell(source: Rect(x: column.0, y: row.0, width: column.1, height: row.1),
                                  destination: Rect(x: frame.minX + column.2, y: frame.minY + row.2, width: column.3, height: row.3)))
            }
        }
        self.cells = cells
    }
}
