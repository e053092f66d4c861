import Foundation
import StateboardCore

/// A `.fill` symbol made from an outline icon (the pinned set draws outlines only). SF Symbols'
/// filled variants fill the outline's closed shapes and keep the lines drawn inside them as
/// cut-outs in the background: `tray.fill` shows its tray's notch, `checkmark.circle.fill` its
/// check, `envelope.fill` its flap. Filling every element of the outline would hide those lines
/// in one solid shape. Here the closed elements (paths that close, circles, rectangles,
/// ellipses, polygons) are filled; an open one (polylines, lines, paths that do not close) whose
/// ink lies within the filled shapes' box is cut out of them; the other open ones are drawn as
/// the outline draws them (a lock's shackle, a magnifier's handle, the sun's rays).
enum FilledSymbolDocument {
    /// The prefix of the ids each element is given to measure it.
    static let partID = "stateboard-part-"

    /// The filled document for an outline icon's SVG whose root already fills (`fill="black"`).
    /// `inkBoxes` measures the elements of the document it is given (with ids `partID` + index)
    /// in the icon's units. An icon with no closed element is returned as it is.
    static func make(fromFilled document: String, inkBoxes: (String) -> [String: LayoutRect]) -> String {
        let elements = elementRanges(in: document)
        guard let first = elements.first, let last = elements.last else { return document }
        let texts = elements.map { String(document[$0]) }
        let closed = texts.filter(isClosed)
        guard !closed.isEmpty, closed.count < texts.count else { return document }
        let identified = texts.enumerated().map { index, text in identify(text, as: partID + String(index)) }
        let head = String(document[..<first.lowerBound]), tail = String(document[last.upperBound...])
        let boxes = inkBoxes(head + identified.joined(separator: "\n") + tail)
        let shapes = texts.indices.filter { isClosed(texts[$0]) }.compactMap { boxes[partID + String($0)] }
        guard !shapes.isEmpty else { return document }
        // The filled shapes' box, half a unit wider for antialiased edges.
        let minX = shapes.map(\.minX).min()! - 0.5, maxX = shapes.map(\.maxX).max()! + 0.5
        let minY = shapes.map(\.minY).min()! - 0.5, maxY = shapes.map(\.maxY).max()! + 0.5
        var cuts: [String] = [], lines: [String] = []
        for (index, text) in texts.enumerated() where !isClosed(text) {
            let box = boxes[partID + String(index)]
            if let box, box.minX >= minX, box.maxX <= maxX, box.minY >= minY, box.maxY <= maxY { cuts.append(text) } else { lines.append(text) }
        }
        var body = ""
        if cuts.isEmpty {
            body += closed.joined(separator: "\n")
        } else {
            // The mask covers the grid and a stroke's width beyond it; its black strokes cut.
            let cover = "x=\"-4\" y=\"-4\" width=\"32\" height=\"32\""
            body += "<defs><mask id=\"stateboard-cut-out\" maskUnits=\"userSpaceOnUse\" \(cover)>"
            body += "<rect \(cover) fill=\"white\" stroke=\"none\" />"
            body += "<g fill=\"none\" stroke=\"black\">\(cuts.joined(separator: "\n"))</g></mask></defs>\n"
            body += "<g mask=\"url(#stateboard-cut-out)\">\(closed.joined(separator: "\n"))</g>"
        }
        if !lines.isEmpty { body += "\n<g fill=\"none\">\(lines.joined(separator: "\n"))</g>" }
        return head + body + tail
    }

    /// The ranges of the document's drawing elements (`<path … />`, `<circle … />`, …), in order.
    static func elementRanges(in document: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var searchFrom = document.startIndex
        while let open = document.range(of: "<", range: searchFrom..<document.endIndex) {
            guard let close = document.range(of: ">", range: open.upperBound..<document.endIndex) else { break }
            let name = document[open.upperBound..<close.lowerBound].prefix { $0.isLetter }
            if shapeNames.contains(String(name)) { ranges.append(open.lowerBound..<close.upperBound) }
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
            return element[d.upperBound...].prefix { $0 != "\"" }.contains { $0 == "z" || $0 == "Z" }
        default: return true
        }
    }

    /// The element with an `id` attribute after its name.
    static func identify(_ element: String, as id: String) -> String {
        let name = element.dropFirst().prefix { $0.isLetter }
        return "<" + name + " id=\"\(id)\"" + element.dropFirst(1 + name.count)
    }
}
