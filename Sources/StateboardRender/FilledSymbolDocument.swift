import Foundation

/// A `.fill` symbol made from an outline icon (the pinned set draws outlines only). SF Symbols'
/// filled variants fill the outline's closed shapes and keep the lines drawn inside them as
/// cut-outs in the background: `tray.fill` shows its tray's notch, `house.fill` its door.
/// Filling every element of the outline would hide those lines in one solid shape; here the
/// closed elements (paths that close, circles, rectangles, ellipses, polygons) are filled and
/// the open ones (polylines, lines, paths that do not close) are cut out of them.
enum FilledSymbolDocument {
    /// The filled document for an outline icon's SVG whose root already fills (`fill="black"`).
    /// An icon with no open element, or nothing closed to cut it from, is returned as it is.
    static func make(fromFilled document: String) -> String {
        let elements = elementRanges(in: document)
        guard let first = elements.first, let last = elements.last else { return document }
        let texts = elements.map { String(document[$0]) }
        let open = texts.filter { !isClosed($0) }
        let closed = texts.filter(isClosed)
        guard !open.isEmpty, !closed.isEmpty else { return document }
        let head = String(document[..<first.lowerBound]), tail = String(document[last.upperBound...])
        // The mask covers the whole grid and a stroke's width beyond it; black strokes in it cut.
        let cover = "x=\"-4\" y=\"-4\" width=\"32\" height=\"32\""
        return head
            + "<defs><mask id=\"stateboard-cut-out\" maskUnits=\"userSpaceOnUse\" \(cover)>"
            + "<rect \(cover) fill=\"white\" stroke=\"none\" />"
            + "<g fill=\"none\" stroke=\"black\">\(open.joined(separator: "\n"))</g></mask></defs>\n"
            + "<g mask=\"url(#stateboard-cut-out)\">\(closed.joined(separator: "\n"))</g>"
            + tail
    }

    /// The ranges of the document's drawing elements (`<path … />`, `<circle … />`, …), in order.
    static func elementRanges(in document: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var searchFrom = document.startIndex
        while let open = document.range(of: "<", range: searchFrom..<document.endIndex) {
            guard let close = document.range(of: ">", range: open.upperBound..<document.endIndex) else { break }
            let tag = document[open.upperBound..<close.lowerBound]
            let name = tag.prefix { $0.isLetter }
            if Self.shapeNames.contains(String(name)) { ranges.append(open.lowerBound..<close.upperBound) }
            searchFrom = close.upperBound
        }
        return ranges
    }

    static let shapeNames: Set<String> = ["path", "polyline", "line", "circle", "rect", "ellipse", "polygon"]

    /// Whether an element encloses an area: a path that closes (`z`), or a shape that always does.
    static func isClosed(_ element: String) -> Bool {
        let name = element.dropFirst().prefix { $0.isLetter }
        switch name {
        case "polyline", "line": return false
        case "path":
            guard let d = element.range(of: " d=\"") else { return false }
            let rest = element[d.upperBound...]
            let data = rest.prefix { $0 != "\"" }
            return data.contains { $0 == "z" || $0 == "Z" }
        default: return true
        }
    }
}
