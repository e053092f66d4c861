/// How one part of a drawn symbol is drawn, in its outline and in its `.fill` variant — the
/// structure SF Symbols give their glyphs: a container's outline that a `.fill` name fills, the
/// marks inside it that the fill keeps as cut-outs, solid dots and note heads, and a slash cut
/// out of everything under it with a gap.
public enum DrawnSymbolRole: String, Hashable, Sendable {
    /// Stroked in both variants (a magnifier's handle, a roof, the lines of a list).
    case line
    /// A closed shape: stroked; filled as well in the `.fill` variant (a heart, a tray, a circle).
    case shape
    /// Filled and stroked in both variants (a note head, the dot under `wifi`).
    case solid
    /// A line inside a shape: stroked in the outline, cut out of the fill in the `.fill` variant
    /// (the check of `checkmark.circle.fill`, the notch of `tray.fill`).
    case mark
    /// A closed shape inside a shape: outlined; cut out of the fill, whole, in the `.fill` variant
    /// (the door of `house.fill`, the person of `person.crop.circle.fill`).
    case markShape
    /// A solid inside a shape: filled; cut out of the fill in the `.fill` variant (the dot of `info.circle`).
    case markSolid
    /// A line of the outline only, left out of the `.fill` variant, where a `fillCut` stands for
    /// it (the shoulders of `person.crop.circle`, which meet its ring).
    case outlineOnly
    /// A shape cut out of the fill in the `.fill` variant only, not drawn in the outline (the
    /// silhouette of `person.crop.circle.fill`, kept inside its ring).
    case fillCut
    /// A slash: the band under it, a gap wider on each side, is cleared first, then it is stroked
    /// (`wifi.slash`: the arcs stay whole up to the gap).
    case slash
}

/// One part of a drawn symbol: a path and how it is drawn.
public struct DrawnSymbolPart: Hashable, Sendable {
    public var role: DrawnSymbolRole
    public var path: [SymbolPathElement]

    public init(role: DrawnSymbolRole, path: [SymbolPathElement]) {
        self.role = role; self.path = path
    }

    /// The part inside an enclosure: what stands alone becomes a mark of the container.
    var enclosed: DrawnSymbolPart {
        switch role {
        case .line: DrawnSymbolPart(role: .mark, path: path)
        case .shape: DrawnSymbolPart(role: .markShape, path: path)
        case .solid: DrawnSymbolPart(role: .markSolid, path: path)
        default: self
        }
    }
}

/// A symbol drawn by Stateboard from primitives: parts drawn in order, the slash last.
public struct DrawnSymbol: Hashable, Sendable {
    public var parts: [DrawnSymbolPart]

    public init(parts: [DrawnSymbolPart]) { self.parts = parts }

    /// Whether a `.fill` name fills something (a symbol of lines only draws the same either way).
    public var hasFill: Bool { parts.contains { $0.role == .shape } }

    /// This symbol scaled by `factor`, moved, or mirrored left to right.
    public func transformed(factor: Double = 1, dx: Double = 0, dy: Double = 0, mirrored: Bool = false) -> DrawnSymbol {
        DrawnSymbol(
            parts: parts.map { part in
                DrawnSymbolPart(role: part.role, path: part.path.map { $0.transformed(factor: factor, dx: dx, dy: dy, mirrored: mirrored) })
            })
    }

    /// The stroke width, in symbol units (hundredths of the point size), for a weight: chosen to
    /// follow the stems of the text weights from ultralight to black (regular 9.2: 1.56 pt at
    /// 17 pt, the stem of a regular capital of the system font's stand-in beside it).
    public static func strokeWidth(for weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: 2.8
        case .thin: 4.3
        case .light: 6.6
        case .regular: 9.2
        case .medium: 10.7
        case .semibold: 12.2
        case .bold: 13.9
        case .heavy: 15.8
        case .black: 17.7
        }
    }

    /// The gap a slash clears on each side of its stroke, in symbol units (chosen: about half a
    /// regular stroke, as wide as SF Symbols' slashes leave at body size, growing with the weight).
    public static func slashGap(for weight: FontWeight) -> Double { 3.2 + strokeWidth(for: weight) * 0.35 }

    /// The side of the square the symbol units are drawn in at the medium scale: 125 units (a
    /// symbol image's side is 1.25 × its point size, `SymbolImage.side`).
    public static let mediumSide = 125.0
}
