import Testing

@testable import StateboardCore

@Suite struct ColorTests {
    @Test func parsesHexForms() throws {
        let rgb = try #require(RGBAColor(hex: "#FF8000"))
        #expect(rgb == RGBAColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let rgba = try #require(RGBAColor(hex: "3C3C4399"))
        #expect(abs(rgba.alpha - 0.6) < 0.001)
        #expect(RGBAColor(hex: "#fff") == RGBAColor.white)
        #expect(RGBAColor(hex: "#12345") == nil)
        #expect(RGBAColor(hex: "#GG0000") == nil)
    }

    @Test func hexStringRoundTrips() {
        #expect(RGBAColor(hex: "#3C3C4399")!.hexString == "#3C3C4399")
        #expect(RGBAColor(hex: "#007AFF")!.hexString == "#007AFF")
    }

    @Test func systemColorsMatchApple() {
        #expect(SystemColor.label.color.resolved(for: .light) == .black)
        #expect(SystemColor.label.color.resolved(for: .dark) == .white)
        #expect(SystemColor.named("systemBlue")?.dark.hexString == "#0A84FF")
        #expect(SystemColor.named("secondaryLabel")?.light.hexString == "#3C3C4399")
        #expect(SystemColor.named("nope") == nil)
    }

    @Test func dynamicTypeTableMatchesApple() {
        #expect(TextStyle.body.font().size == 17)
        #expect(TextStyle.body.leading() == 22)
        #expect(TextStyle.body.font().lineHeight == nil)  // the font's own, as UILabel sets it
        #expect(TextStyle.headline.font().weight == .semibold)
        #expect(TextStyle.largeTitle.font(at: .accessibility5).size == 60)
        #expect(TextStyle.caption2.leading(at: .xSmall) == 13)
        #expect(TextSizeCategory.accessibility1.isAccessibility)
        #expect(!TextSizeCategory.xxxLarge.isAccessibility)
    }
}

/// Rule: Increase Contrast picks a dynamic color's increased-contrast variant when it has one,
/// else its standard one; system colors carry the HIG's published values.
@Suite struct IncreaseContrastColorTests {
    @Test func systemColorsHaveTheHIGsIncreasedContrastValues() {
        let blue = SystemColor.systemBlue.color
        #expect(blue.resolved(for: .light, contrast: .increased).hexString == "#0040DD")
        #expect(blue.resolved(for: .dark, contrast: .increased).hexString == "#409CFF")
        #expect(SystemColor.systemRed.color.resolved(for: .light, contrast: .increased).hexString == "#D70015")
        #expect(SystemColor.systemGray.color.resolved(for: .dark, contrast: .increased).hexString == "#AEAEB2")
        #expect(blue.resolved(for: .light) == blue.light, "standard contrast is unchanged")
    }

    /// Source: UIKit's colors resolved with `accessibilityContrast: .high`, as Flutter's
    /// `CupertinoColors` records them (highContrastColor / darkHighContrastColor).
    @Test func semanticColorsResolveToUIKitsHighContrastValues() {
        let expected: [(SystemColor, String, String)] = [
            (.secondaryLabel, "#3C3C43AD", "#EBEBF5AD"), (.tertiaryLabel, "#3C3C4360", "#EBEBF560"),
            (.quaternaryLabel, "#3C3C4342", "#EBEBF53D"), (.placeholderText, "#3C3C4360", "#EBEBF560"),
            (.separator, "#3C3C435E", "#545458AD"), (.systemFill, "#78788047", "#78788070"),
            (.secondarySystemFill, "#7878803D", "#78788066"), (.tertiarySystemFill, "#76768033", "#76768051"),
            (.quaternarySystemFill, "#74748028", "#76768042"),
            (.secondarySystemBackground, "#EBEBF0", "#242426"), (.tertiarySystemBackground, "#FFFFFF", "#363638"),
            (.systemGroupedBackground, "#EBEBF0", "#000000"), (.secondarySystemGroupedBackground, "#FFFFFF", "#242426"),
            (.tertiarySystemGroupedBackground, "#EBEBF0", "#363638"),
        ]
        for (name, light, dark) in expected {
            let color = name.color
            #expect(color.resolved(for: .light, contrast: .increased) == RGBAColor(hex: light), "\(name) light")
            #expect(color.resolved(for: .dark, contrast: .increased) == RGBAColor(hex: dark), "\(name) dark")
            #expect(
                color.resolved(for: .light) != color.resolved(for: .light, contrast: .increased)
                    || color.resolved(for: .dark) != color.resolved(for: .dark, contrast: .increased), "\(name) changes")
        }
    }

    /// UIKit resolves these four to their standard values under `.high` (same source).
    @Test func colorsUIKitDoesNotChangeKeepTheirStandardOnes() {
        for name in [SystemColor.label, .systemBackground, .opaqueSeparator, .link] {
            #expect(!name.color.hasIncreasedContrastVariant, "\(name)")
        }
    }

    @Test func colorsWithoutAnIncreasedValueKeepTheirStandardOne() {
        let label = SystemColor.label.color
        #expect(!label.hasIncreasedContrastVariant)
        #expect(label.resolved(for: .dark, contrast: .increased) == label.dark)
        let half = DynamicColor(light: .black, dark: .white, increasedContrastLight: RGBAColor(hex: "#111111"))
        #expect(half.resolved(for: .light, contrast: .increased).hexString == "#111111")
        #expect(half.resolved(for: .dark, contrast: .increased) == .white, "only the light one was given")
        #expect(half.underIncreasedContrast == DynamicColor(light: RGBAColor(hex: "#111111")!, dark: .white))
    }

    @Test func variantsNameIncreasedContrastInTheirFileStem() {
        let device = Device.preset("iphone-15")!
        #expect(Variant(device: device, appearance: .dark, contrast: .increased).fileStem == "iphone-15-dark-increased-contrast-en@3x")
        #expect(Variant(device: device, appearance: .dark).fileStem == "iphone-15-dark-en@3x", "standard contrast keeps the old names")
    }
}
