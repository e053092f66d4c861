/// A color in sRGB with straight (not premultiplied) alpha, each component 0…1.
public struct RGBAColor: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A gray with the given white level, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = String(digits) + "ff"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        self.init(
            red: Double((value >> 24) & 0xff) / 255, green: Double((value >> 16) & 0xff) / 255,
            blue: Double((value >> 8) & 0xff) / 255, alpha: Double(value & 0xff) / 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBAColor(white: 0)
    public static let white = RGBAColor(white: 1)
}

/// Light or dark mode (`UIUserInterfaceStyle`).
public enum Appearance: String, Hashable, Sendable, CaseIterable, Codable {
    case light
    case dark
}

/// The Increase Contrast accessibility setting (`UIAccessibilityContrast`): `standard` is
/// `.normal`, `increased` is `.high`.
public enum DisplayContrast: String, Hashable, Sendable, CaseIterable, Codable {
    case standard
    case increased
}

/// A color that may differ between light and dark mode and under Increase Contrast, like a
/// UIKit dynamic system color or an asset catalog color with High Contrast variants.
public struct DynamicColor: Hashable, Sendable, Codable {
    public var light: RGBAColor
    public var dark: RGBAColor
    /// The light-mode color under Increase Contrast; `nil` keeps `light`.
    public var increasedContrastLight: RGBAColor?
    /// The dark-mode color under Increase Contrast; `nil` keeps `dark`.
    public var increasedContrastDark: RGBAColor?
    /// An asset catalog color set's iPad colors (its `ipad` entries), when they differ from
    /// these (the iPhone's or universal ones): `forDevice(isPad: true)` draws them.
    public var iPad: IdiomColors?

    public init(
        light: RGBAColor, dark: RGBAColor,
        increasedContrastLight: RGBAColor? = nil, increasedContrastDark: RGBAColor? = nil
    ) {
        self.light = light; self.dark = dark
        self.increasedContrastLight = increasedContrastLight; self.increasedContrastDark = increasedContrastDark
    }
    /// The same color in both appearances and both contrasts.
    public init(_ color: RGBAColor) { self.init(light: color, dark: color) }

    /// Whether Increase Contrast changes this color in either appearance.
    public var hasIncreasedContrastVariant: Bool { increasedContrastLight != nil || increasedContrastDark != nil }

    /// The color for `appearance` under `contrast`.
    public func resolved(for appearance: Appearance, contrast: DisplayContrast = .standard) -> RGBAColor {
        switch (appearance, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): increasedContrastLight ?? light
        case (.dark, .increased): increasedContrastDark ?? dark
        }
    }

    /// The colors this one shows under Increase Contrast, as a color of its own.
    public var underIncreasedContrast: DynamicColor {
        DynamicColor(light: resolved(for: .light, contrast: .increased), dark: resolved(for: .dark, contrast: .increased))
    }

    public static let clear = DynamicColor(.clear)

    /// The color a device draws: on an iPad, its iPad colors when it has them.
    public func forDevice(isPad: Bool) -> DynamicColor {
        guard isPad, let iPad else { return self }
        return DynamicColor(
            light: iPad.light, dark: iPad.dark,
            increasedContrastLight: iPad.increasedContrastLight, increasedContrastDark: iPad.increasedContrastDark)
    }
}

/// One device idiom's colors of an asset catalog color set.
public struct IdiomColors: Hashable, Sendable, Codable {
    public var light: RGBAColor
    public var dark: RGBAColor
    public var increasedContrastLight: RGBAColor?
    public var increasedContrastDark: RGBAColor?

    /// The idiom's colors of `color` (its `iPad` colors left out).
    public init(_ color: DynamicColor) {
        light = color.light; dark = color.dark
        increasedContrastLight = color.increasedContrastLight; increasedContrastDark = color.increasedContrastDark
    }
}
