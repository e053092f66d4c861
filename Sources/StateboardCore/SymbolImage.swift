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
    /// An asset catalog's symbol set drawn instead of the installed set (`name` is then the set's name).
    public var template: SymbolTemplate?

    public init(
        name: String, pointSize: Double = 17, weight: FontWeight = .regular, scale: SymbolScale = .medium,
        template: SymbolTemplate? = nil
    ) {
        self.name = name; self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.template = template
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

/// A custom symbol: an asset catalog's symbol set (`*.symbolset`), the SVG template the SF
/// Symbols app exports, drawn from one of its Regular or Medium variants. A template is drawn at
/// 100 pt: the cap height between a variant's `Baseline-<scale>` and `Capline-<scale>` guides is
/// SF Pro's at 100 pt.
public struct SymbolTemplate: Hashable, Sendable {
    /// The set's name in its catalog (`Group/Name` in a namespace).
    public var name: String
    /// The template's absolute path.
    public var path: String
    /// The variants the template draws, at least one, in `preferredIDs` order.
    public var variants: [SymbolTemplateVariant]

    public init(name: String, path: String, variants: [SymbolTemplateVariant]) {
        self.name = name; self.path = path; self.variants = variants
    }

    /// The variants read, best first for the regular weights: the medium scale, then the small
    /// (as a template exported with only `Ultralight-S`, `Regular-S` and `Black-S` has), then
    /// the large; Regular before Medium.
    public static let preferredIDs = ["Regular-M", "Medium-M", "Regular-S", "Medium-S", "Regular-L", "Medium-L"]

    /// The variant for `weight`: a Medium one from medium weight up, else a Regular one, at the
    /// medium scale if the template has one; any other variant when it has neither.
    public func variant(for weight: FontWeight) -> SymbolTemplateVariant? {
        let medium = weight.numericValue >= FontWeight.medium.numericValue
        return variants.min { rank($0, medium: medium) < rank($1, medium: medium) }
    }

    private func rank(_ variant: SymbolTemplateVariant, medium: Bool) -> Int {
        let scaleRank = ["M": 0, "S": 1, "L": 2][variant.scaleSuffix] ?? 3
        let weightMatches = variant.id.hasPrefix(medium ? "Medium-" : "Regular-")
        return scaleRank * 2 + (weightMatches ? 0 : 1)
    }
}

/// One variant of a symbol template, with its guides.
public struct SymbolTemplateVariant: Hashable, Sendable {
    /// The template's group id: `Regular-M`, `Medium-S`, ….
    public var id: String
    /// The `left-margin-<id>` guide's x, in template units.
    public var leftMargin: Double
    /// The `right-margin-<id>` guide's x.
    public var rightMargin: Double
    /// The variant's scale's `Baseline-<scale>` guide's y.
    public var baseline: Double
    /// Its `Capline-<scale>` guide's y.
    public var capline: Double

    /// `nil` when the variant has margin guides of its own; else the variant (`Regular-M`) whose
    /// margins these are, to be applied to this one's glyph proportionally, as the SF Symbols
    /// app does for a template that gives margins only for `Regular-M`: the renderer measures
    /// both glyphs (`margins(glyph:referenceGlyph:)`).
    public var marginReference: String?

    public init(id: String, leftMargin: Double, rightMargin: Double, baseline: Double, capline: Double, marginReference: String? = nil) {
        self.id = id; self.leftMargin = leftMargin; self.rightMargin = rightMargin; self.baseline = baseline; self.capline = capline
        self.marginReference = marginReference
    }

    /// This variant with margins derived from its reference's: the reference glyph's gaps to
    /// its margins, scaled by the glyphs' height ratio, put beside this variant's glyph (both
    /// glyph boxes in template units). Unchanged when it has margins of its own or a box is empty.
    public func withDerivedMargins(glyph: LayoutRect, referenceGlyph: LayoutRect) -> SymbolTemplateVariant {
        guard marginReference != nil, glyph.width > 0, glyph.height > 0, referenceGlyph.width > 0, referenceGlyph.height > 0 else { return self }
        let ratio = glyph.height / referenceGlyph.height
        var derived = self
        derived.leftMargin = glyph.minX - (referenceGlyph.minX - leftMargin) * ratio
        derived.rightMargin = glyph.maxX + (rightMargin - referenceGlyph.maxX) * ratio
        derived.marginReference = nil
        return derived
    }

    /// `M`, `S` or `L`.
    public var scaleSuffix: String { String(id.split(separator: "-").last ?? "M") }

    /// The square of the template (in its units) drawn in a symbol's side: 125 units for a
    /// medium variant (a symbol's side is 1.25× its point size; the template is at 100 pt), a
    /// small or large variant's square smaller or larger by that scale's factor (so its glyph
    /// is drawn at the medium size), centred between the margins and on the middle of the cap
    /// height.
    public var square: LayoutRect {
        let factor: Double = scaleSuffix == "S" ? SymbolScale.small.factor : scaleSuffix == "L" ? SymbolScale.large.factor : 1
        let side = 125.0 * factor
        let midX = (leftMargin + rightMargin) / 2, midY = (baseline + capline) / 2
        return LayoutRect(x: midX - side / 2, y: midY - side / 2, width: side, height: side)
    }
}
