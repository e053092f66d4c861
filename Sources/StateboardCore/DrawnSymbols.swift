import Foundation

/// The SF Symbols names Stateboard draws itself, from primitives (`SymbolPathNotation`), with
/// the SF Symbol's structure and meaning: slashes cut out with a gap, notes flagged, marks kept
/// inside fills, `.fill` variants filled. Never traced from Apple's glyphs. Names not drawn here
/// fall back to the installed open-licensed set (`SymbolNames`).
public enum DrawnSymbols {
    /// Part of every render digest: a change to a drawing changes this.
    public static let version = "stateboard-drawn-2"

    /// A part as the catalogue writes it.
    typealias Spec = (role: DrawnSymbolRole, path: String)

    /// How the catalogue builds a name.
    enum Entry {
        /// Parts written out.
        case parts([Spec])
        /// Another name's symbol scaled by `factor` inside a circle (`checkmark.circle`).
        case circled(String, factor: Double)
        /// Another name's symbol with a slash cut through it (`wifi.slash`).
        case slashed(String)
        /// Another name's symbol mirrored left to right (`chevron.left` from `chevron.right`).
        case mirrored(String)
    }

    /// The drawing for `name` and whether its `.fill` variant is asked for (`heart.fill` is
    /// `heart` filled); `nil` for a name Stateboard does not draw.
    public static func symbol(named name: String) -> (symbol: DrawnSymbol, filled: Bool)? {
        if let drawn = catalogue[name] { return (drawn, false) }
        if name.hasSuffix(".fill"), let drawn = catalogue[String(name.dropLast(5))] { return (drawn, true) }
        return nil
    }

    /// Every name drawn here (without `.fill`), sorted.
    public static var names: [String] { catalogue.keys.sorted() }

    /// The names whose definitions do not read (always empty: the tests check it).
    public static var unreadable: [String] { entries.keys.filter { catalogue[$0] == nil }.sorted() }

    /// Every definition, read once.
    static let catalogue: [String: DrawnSymbol] = {
        var built: [String: DrawnSymbol] = [:]
        for name in entries.keys { if let symbol = build(name, depth: 0) { built[name] = symbol } }
        return built
    }()

    static let entries: [String: Entry] = marks.merging(objects) { first, _ in first }.merging(media) { first, _ in first }

    private static func build(_ name: String, depth: Int) -> DrawnSymbol? {
        guard depth < 4, let entry = entries[name] else { return nil }
        switch entry {
        case .parts(let specs):
            var parts: [DrawnSymbolPart] = []
            for spec in specs {
                guard let path = SymbolPathNotation.parse(spec.path), !path.isEmpty else { return nil }
                parts.append(DrawnSymbolPart(role: spec.role, path: path))
            }
            return DrawnSymbol(parts: parts)
        case .circled(let inner, let factor):
            guard let symbol = build(inner, depth: depth + 1), let ring = SymbolPathNotation.parse("O 0 0 52") else { return nil }
            return DrawnSymbol(parts: [DrawnSymbolPart(role: .shape, path: ring)] + symbol.transformed(factor: factor).parts.map(\.enclosed))
        case .slashed(let base):
            guard let symbol = build(base, depth: depth + 1), let slash = SymbolPathNotation.parse("M -42 -48 L 42 48") else { return nil }
            return DrawnSymbol(parts: symbol.parts + [DrawnSymbolPart(role: .slash, path: slash)])
        case .mirrored(let base):
            return build(base, depth: depth + 1)?.transformed(mirrored: true)
        }
    }

    // Shorthands for the catalogue.
    static func l(_ path: String) -> Spec { (.line, path) }
    static func s(_ path: String) -> Spec { (.shape, path) }
    static func d(_ path: String) -> Spec { (.solid, path) }
    static func m(_ path: String) -> Spec { (.mark, path) }
    static func ms(_ path: String) -> Spec { (.markShape, path) }
    static func md(_ path: String) -> Spec { (.markSolid, path) }
    static func lo(_ path: String) -> Spec { (.outlineOnly, path) }
    static func fc(_ path: String) -> Spec { (.fillCut, path) }

    /// A closed polygon through `points` given in polar form about (`cx`, `cy`): radius and
    /// angle in degrees, as notation (stars and gear teeth are computed, not drawn by hand).
    static func polygon(cx: Double = 0, cy: Double = 0, _ points: [(radius: Double, degrees: Double)]) -> String {
        let coordinates = points.map { point -> String in
            let angle = point.degrees * .pi / 180
            let x = cx + point.radius * cos(angle), y = cy + point.radius * sin(angle)
            return String(format: "%.2f %.2f", x, y)
        }
        return "M " + coordinates.joined(separator: " L ") + " Z"
    }

    /// A star of `count` points, the outer ones at `outer`, pointing up.
    static func star(outer: Double, inner: Double, count: Int = 5, cy: Double = 0) -> String {
        let step = 180 / Double(count)
        let points = (0..<(count * 2)).map { (index: Int) -> (radius: Double, degrees: Double) in
            let radius: Double = index % 2 == 0 ? outer : inner
            return (radius, -90 + Double(index) * step)
        }
        return polygon(cy: cy, points)
    }

    /// A cog's outline: `count` flat-topped teeth between `root` and `tip`, each `toothDegrees` wide at the tip.
    static func cog(count: Int, root: Double, tip: Double, toothDegrees: Double) -> String {
        let step = 360 / Double(count)
        return polygon(
            (0..<count).flatMap { (index: Int) -> [(radius: Double, degrees: Double)] in
                let centre: Double = -90 + Double(index) * step
                let halfBase: Double = toothDegrees * 0.75 + 2, halfTip: Double = toothDegrees / 2
                return [(root, centre - halfBase), (tip, centre - halfTip), (tip, centre + halfTip), (root, centre + halfBase)]
            })
    }
}
