import Foundation

/// The guides of an SF Symbols template, read from its elements by `id` however the template's
/// version draws them, in the document's coordinates (their groups' transforms applied): a `<line>` (`x1`, `y1`), a `<path>` whose data starts with a move-to
/// (`M263,1126 l2773,0`: the point moved to), or a `<rect>` (a 1.0 template's margins are blue
/// rectangles beside the glyph; their outer edges are the margins).
struct SymbolGuides {
    /// An element's tag and attributes.
    struct Element {
        var tag: String
        var attributes: [String: String]
        /// The element's and its ancestors' `transform`s, composed: a Sketch export's guides sit
        /// in a `<g id="Guides" transform="translate(263, 625)">`.
        var transform = Affine.identity
    }

    /// A 2D affine transform `(a b c d e f)`, as SVG writes one.
    struct Affine: Equatable {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
        static let identity = Affine()

        func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + e, b * x + d * y + f) }

        /// `self` then `other` inside it (`other` is the child's own transform).
        func then(_ other: Affine) -> Affine {
            Affine(
                a: a * other.a + c * other.b, b: b * other.a + d * other.b, c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
        }

        /// An SVG `transform` list of `translate`, `scale` and `matrix` (others are not used by
        /// templates and leave it unread: `nil`).
        static func parse(_ text: String) -> Affine? {
            var result = Affine.identity
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
                let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n"))
                let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
                    .compactMap { Double($0) }.filter(\.isFinite)
                let step: Affine
                switch (name, numbers.count) {
                case ("translate", 1): step = Affine(e: numbers[0])
                case ("translate", 2): step = Affine(e: numbers[0], f: numbers[1])
                case ("scale", 1): step = Affine(a: numbers[0], d: numbers[0])
                case ("scale", 2): step = Affine(a: numbers[0], d: numbers[1])
                case ("matrix", 6): step = Affine(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], e: numbers[4], f: numbers[5])
                default: return nil
                }
                result = result.then(step)
                rest = rest[rest.index(after: close)...]
            }
            return result
        }
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
        let point: (x: Double, y: Double)?
        switch element.tag {
        case "rect":
            point = number("x").map { left in (edge == .end ? left + max(number("width") ?? 0, 0) : left, number("y") ?? 0) }
        case "path":
            point = element.attributes["d"].flatMap(Self.moveTo)
        default:
            // A `<line>`, or an exporter's `<g>`/`<use>` carrying the line's coordinates.
            // The coordinate asked for must be there; the other one only moves it under a
            // transform that mixes the axes.
            guard let wanted = number(x ? "x1" : "y1") else { return nil }
            let other = number(x ? "y1" : "x1") ?? 0
            point = x ? (wanted, other) : (other, wanted)
        }
        guard let point else { return nil }
        let placed = element.transform.apply(point.x, point.y)
        let value = x ? placed.x : placed.y
        return value.isFinite ? value : nil
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
