import Foundation

/// The guides of an SF Symbols template, read from its elements by `id` however the template's
/// version draws them: a `<line>` (`x1`, `y1`), a `<path>` whose data starts with a move-to
/// (`M263,1126 l2773,0`: the point moved to), or a `<rect>` (a 1.0 template's margins are blue
/// rectangles beside the glyph; their outer edges are the margins).
struct SymbolGuides {
    /// An element's tag and attributes.
    struct Element {
        var tag: String
        var attributes: [String: String]
    }

    let elements: [String: Element]

    /// The y of a horizontal guide (`Baseline-M`, `Capline-M`).
    func y(_ id: String) -> Double? { coordinate(id, edge: .start, x: false) }

    /// A variant's own margins: `left-margin-<id>` and `right-margin-<id>`.
    func margins(of variant: String) -> (left: Double, right: Double)? {
        margins(named: "left-margin-\(variant)", "right-margin-\(variant)")
    }

    /// The margins two guides give: the left one's x (a rectangle's left edge), the right one's
    /// (a rectangle's right edge); `nil` unless both exist with the right past the left.
    func margins(named left: String, _ right: String) -> (left: Double, right: Double)? {
        guard let leftX = coordinate(left, edge: .start, x: true), let rightX = coordinate(right, edge: .end, x: true), rightX > leftX else { return nil }
        return (leftX, rightX)
    }

    private enum Edge { case start, end }

    /// A coordinate of the guide: of a line's first end (`x1`, `y1`), a path's first move-to,
    /// a rectangle's left (`start`) or right (`end`) edge and its top. Only finite numbers count.
    private func coordinate(_ id: String, edge: Edge, x: Bool) -> Double? {
        guard let element = elements[id] else { return nil }
        func number(_ key: String) -> Double? { element.attributes[key].flatMap(Self.number) }
        switch element.tag {
        case "rect":
            guard x else { return number("y") }
            guard let left = number("x") else { return nil }
            return edge == .end ? left + max(number("width") ?? 0, 0) : left
        case "path":
            return element.attributes["d"].flatMap(Self.moveTo).map { x ? $0.x : $0.y }
        default:
            // A `<line>`, or an exporter's `<g>`/`<use>` carrying the line's coordinates.
            return number(x ? "x1" : "y1")
        }
    }

    /// A number attribute (`1126`, `1126.0px`), finite.
    private static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value = Double(trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed)
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The point of path data's first command, a move-to: `M263 1126`, `M263,1126l…`, `m 263 1126`.
    static func moveTo(_ data: String) -> (x: Double, y: Double)? {
        var text = Substring(data).drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard let command = text.first, command == "M" || command == "m" else { return nil }
        text = text.dropFirst()
        var numbers: [Double] = []
        var current = ""
        func flush() {
            if !current.isEmpty, let value = Double(current), value.isFinite { numbers.append(value) }
            current = ""
        }
        for character in text {
            if numbers.count == 2 { break }
            if character.isNumber || character == "." || character == "e" || character == "E" {
                current.append(character)
            } else if character == "-" || character == "+" {
                if let last = current.last, last == "e" || last == "E" { current.append(character) } else { flush(); current = String(character) }
            } else {
                flush()
                if character.isLetter { break }
            }
        }
        flush()
        guard numbers.count >= 2 else { return nil }
        return (numbers[0], numbers[1])
    }
}
