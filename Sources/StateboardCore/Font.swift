/// A font weight, with the numeric scale CSS and fontconfig share (100…900).
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// 100 (ultraLight) … 900 (black).
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

extension FontWeight {
    /// The weight a PostScript name's style part names (`HelveticaNeue-Light` → light,
    /// `Avenir-HeavyOblique` → heavy); regular when it names none.
    public init(styleName name: String) {
        let style = (name.split(separator: "-").count > 1 ? name.split(separator: "-").last.map(String.init) ?? "" : "").lowercased()
        let table: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
            ("thin", .thin), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("ultrabold", .heavy), ("light", .light), ("medium", .medium), ("bold", .bold),
            ("heavy", .heavy), ("black", .black),
        ]
        self = table.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// Whether a PostScript name's style part is italic or oblique (`Georgia-Italic`).
    public static func isItalic(styleName name: String) -> Bool {
        guard name.contains("-"), let style = name.split(separator: "-").last?.lowercased() else { return false }
        return style.contains("italic") || style.contains("oblique")
    }

    /// The weight as a style name: `Light`, `Semibold`, `Regular`.
    public var styleName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A concrete font: what a label's text is measured and drawn with.
public struct FontSpec: Hashable, Sendable, Codable {
    /// The name the system UI font goes by; the renderer maps it to its pinned stand-in for SF Pro.
    public static let systemFamily = "system"

    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// The height of one line in points; `nil` uses the font's own line height.
    public var lineHeight: Double?
    /// Extra space between characters in points (UIKit's kern / tracking).
    public var letterSpacing: Double
    /// A font asked for by its PostScript name (`UIFont(name: "HelveticaNeue-Light", size:)`):
    /// the renderer looks it up among the theme's and the pinned fonts by PostScript name, then by
    /// family and the weight its name ends in, and otherwise draws the system font in that weight
    /// and says so. It decides over `family`, `weight` and `italic` when set.
    public var postScriptName: String?

    public init(
        family: String = FontSpec.systemFamily, size: Double, weight: FontWeight = .regular,
        italic: Bool = false, lineHeight: Double? = nil, letterSpacing: Double = 0, postScriptName: String? = nil
    ) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing; self.postScriptName = postScriptName
    }

    /// A font by PostScript name, as `UIFont(name:size:)` asks for one.
    public static func named(_ postScriptName: String, size: Double) -> FontSpec {
        FontSpec(
            size: size, weight: FontWeight(styleName: postScriptName), italic: FontWeight.isItalic(styleName: postScriptName),
            postScriptName: postScriptName)
    }
}
