/// SF Symbols' three image scales (`UIImage.SymbolScale`): the same point size drawn smaller or
/// larger, relative to the text it sits beside.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable, Codable {
    case small, medium, large

    /// The glyph box relative to the medium scale (SF Symbols draws small about 0.8× and large
    /// about 1.3× medium at the same point size).
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

/// A symbol image: an SF Symbols name drawn from the installed open-licensed symbol set, at a
/// point size (from a text style, so it follows Dynamic Type), weight and scale.
public struct SymbolImage: Hashable, Sendable {
    /// The SF Symbols name (`tray`, `heart.fill`, `wifi.slash`).
    public var name: String
    public var pointSize: Double
    public var weight: FontWeight
    public var scale: SymbolScale

    public init(name: String, pointSize: Double = 17, weight: FontWeight = .regular, scale: SymbolScale = .medium) {
        self.name = name; self.pointSize = pointSize; self.weight = weight; self.scale = scale
    }

    /// The image's square side in points: a medium symbol is 1.25× its point size (a 17 pt body
    /// symbol is about 21 pt, as SF Symbols draws `tray` beside body text).
    public var side: Double { (pointSize * 1.25 * scale.factor * 2).rounded() / 2 }

    /// The symbol set's stroke width, in its 24-unit grid, for this weight: regular 1.75 (about
    /// 1.5 pt at body size, SF Symbols' regular stroke) up to black 3.
    public var strokeWidth: Double {
        switch weight {
        case .ultraLight: 0.9
        case .thin: 1.15
        case .light: 1.45
        case .regular: 1.75
        case .medium: 2
        case .semibold: 2.25
        case .bold: 2.5
        case .heavy: 2.75
        case .black: 3
        }
    }
}
