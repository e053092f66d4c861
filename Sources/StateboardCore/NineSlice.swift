/// How a resizable image (`UIImage.resizableImage(withCapInsets:)`, stretch mode) covers a frame:
/// nine cells, the corners at their own size, the edges stretched along one axis, the middle
/// along both. Cap insets larger than the image are clamped to it; a frame smaller than the caps
/// shrinks them in proportion, as UIKit does.
public struct NineSlice: Hashable, Sendable {
    /// A part of the image and where it is drawn, both in points.
    public struct Cell: Hashable, Sendable {
        public var source: LayoutRect
        public var destination: LayoutRect

        public init(source: LayoutRect, destination: LayoutRect) { self.source = source; self.destination = destination }
    }

    public let cells: [Cell]

    /// The cells for an image of `size` with `capInsets` over `frame` (empty cells left out).
    public init(imageSize size: LayoutSize, capInsets: Insets, frame: LayoutRect) {
        let columns = Self.spans(size.width, lead: capInsets.left, trail: capInsets.right, over: frame.width)
        let rows = Self.spans(size.height, lead: capInsets.top, trail: capInsets.bottom, over: frame.height)
        var cells: [Cell] = []
        for row in rows where row.source.length > 0 && row.destination.length > 0 {
            for column in columns where column.source.length > 0 && column.destination.length > 0 {
                cells.append(
                    Cell(
                        source: LayoutRect(x: column.source.start, y: row.source.start, width: column.source.length, height: row.source.length),
                        destination: LayoutRect(
                            x: frame.minX + column.destination.start, y: frame.minY + row.destination.start,
                            width: column.destination.length, height: row.destination.length)))
            }
        }
        self.cells = cells
    }

    /// A stretch of the image along one axis and where it lands.
    struct Span { var source: (start: Double, length: Double); var destination: (start: Double, length: Double) }

    /// The three spans along an axis of `length`: the caps (clamped to the image) keep their
    /// size unless `target` is shorter than both, when where they land shrinks in proportion
    /// and the middle gets nothing; caps that cover the whole image stretch the half point
    /// where they meet.
    static func spans(_ length: Double, lead start: Double, trail end: Double, over target: Double) -> [Span] {
        let lead = max(0, min(start, length)), trail = max(0, min(end, length - lead))
        let shrinks = lead + trail > target && lead + trail > 0
        let scale = shrinks ? target / (lead + trail) : 1
        let toLead = lead * scale, toTrail = trail * scale
        let middle = length - lead - trail > 0 ? (start: lead, length: length - lead - trail) : (start: max(0, lead - 0.25), length: min(0.5, length))
        return [
            Span(source: (0, lead), destination: (0, toLead)),
            Span(source: middle, destination: (toLead, shrinks ? 0 : target - lead - trail)),
            Span(source: (length - trail, trail), destination: (target - toTrail, toTrail)),
        ]
    }
}
