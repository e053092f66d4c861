/// A UIKit blur material (`UIBlurEffect.Style`'s system materials): what lies under a view,
/// blurred, its colors saturated, under a translucent tint. Bars over scrolled content draw the
/// chrome material; a HUD's container draws one of the others. The figures are in
/// docs/iOSMetrics.md, "Materials".
public struct BlurMaterial: Hashable, Sendable {
    /// The system materials, by their `UIBlurEffect.Style` names.
    public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// The Gaussian blur's standard deviation, in points.
    public var blurRadius: Double
    /// How much the blurred colors are saturated (1: unchanged), as CSS `saturate()` and
    /// `feColorMatrix type="saturate"` define it.
    public var saturation: Double
    /// The color laid over the blurred, saturated backdrop.
    public var tint: DynamicColor
    /// What is drawn where nothing can be blurred (a vector image, a shadow's mask): the tint
    /// made opaque, as UIKit draws materials under Reduce Transparency.
    public var solid: DynamicColor {
        DynamicColor(light: tint.light.withAlpha(1), dark: tint.dark.withAlpha(1))
    }

    public init(blurRadius: Double, saturation: Double, tint: DynamicColor) {
        self.blurRadius = blurRadius; self.saturation = saturation; self.tint = tint
    }

    /// The blur every material shares: 10 pt, the σ Flutter's Cupertino bars blur with.
    public static let standardBlur = 10.0
    /// The saturation every material shares (chosen: see docs/iOSMetrics.md).
    public static let standardSaturation = 1.8

    /// The material of a style.
    public init(_ style: Style) {
        let (light, dark): (String, String)
        switch style {
        case .systemUltraThinMaterial: (light, dark) = ("#FFFFFF73", "#1C1C1E73")
        case .systemThinMaterial: (light, dark) = ("#FFFFFF99", "#1C1C1E99")
        case .systemMaterial: (light, dark) = ("#FFFFFFB8", "#1C1C1EB8")
        case .systemThickMaterial: (light, dark) = ("#FFFFFFD9", "#1C1C1ED9")
        case .systemChromeMaterial: (light, dark) = ("#F9F9F9CC", "#262626CC")
        }
        self.init(
            blurRadius: Self.standardBlur, saturation: Self.standardSaturation,
            tint: DynamicColor(light: RGBAColor(hex: light)!, dark: RGBAColor(hex: dark)!))
    }

    /// The bars' material over content that runs under them (`UIBarAppearance`'s default
    /// background effect).
    public static let chrome = BlurMaterial(.systemChromeMaterial)
}
