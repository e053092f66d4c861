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

    public init(family: String = FontSpec.systemFamily, size: Double, weight: FontWeight = .regular,
                italic: Bool = false, lineHeight: Double? = nil, letterSpacing: Double = 0) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
    }
}
