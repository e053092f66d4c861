import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// A theme's colors under Increase Contrast: `increasedContrast` in a color mapping, system
/// colors keeping theirs, and `contrasts` in the matrix.
@Suite struct IncreaseContrastThemeTests {
    static func load(_ yaml: String) throws -> (Theme?, [Diagnostic]) {
        try ThrowawayTheme.load(yaml)
    }

    static let theme = """
        stateboard: 1
        tokens:
          colors:
            brand: { light: "#B83010", dark: "#FF6A48", increasedContrast: { light: "#8A1F05", dark: "#FF9A80" } }
            plain: { light: "#333333", dark: "#CCCCCC", increasedContrast: "#000000" }
            system: { light: systemBlue, dark: systemOrange }
            nothing: { light: "#333333", dark: "#CCCCCC" }
        screens:
          home: {}
        matrix: { devices: [iphone-15], appearances: [light], contrasts: [standard, increased], locales: [en] }
        """

    @Test func aColorMappingTakesIncreasedContrastVariants() throws {
        let (loaded, diagnostics) = try Self.load(Self.theme)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let colors = try #require(loaded).tokens.colors
        #expect(colors["brand"]?.resolved(for: .light, contrast: .increased).hexString == "#8A1F05")
        #expect(colors["brand"]?.resolved(for: .dark, contrast: .increased).hexString == "#FF9A80")
        #expect(colors["brand"]?.resolved(for: .light).hexString == "#B83010")
        #expect(colors["plain"]?.resolved(for: .dark, contrast: .increased).hexString == "#000000", "one color for both modes")
        #expect(colors["system"]?.resolved(for: .light, contrast: .increased).hexString == "#0040DD", "systemBlue keeps the HIG's value")
        #expect(colors["system"]?.resolved(for: .dark, contrast: .increased).hexString == "#FFB340", "systemOrange's dark one")
        #expect(colors["nothing"]?.hasIncreasedContrastVariant == false)
    }

    @Test func theMatrixListsContrasts() throws {
        let theme = try #require(try Self.load(Self.theme).0)
        #expect(theme.matrix.contrasts == [.standard, .increased])
        let (defaulted, _) = try Self.load("stateboard: 1\nscreens:\n  home: {}\n")
        #expect(defaulted?.matrix.contrasts == [.standard], "Increase Contrast is off unless the matrix asks for it")
    }

    @Test func badContrastValuesAreRefusedAtTheirLine() throws {
        let (_, unknown) = try Self.load("stateboard: 1\nscreens:\n  home: {}\nmatrix: { contrasts: [high] }\n")
        let contrast = try #require(unknown.first)
        #expect(contrast.location.line == 4 && contrast.message.contains("high"), "\(unknown)")
        let (_, nested) = try Self.load(
            """
            stateboard: 1
            tokens:
              colors:
                odd: { light: "#000000", dark: "#FFFFFF", increasedContrast: { light: "#000000", dark: "#FFFFFF", increasedContrast: "#111111" } }
            screens:
              home: {}
            """)
        let message = try #require(nested.first)
        #expect(message.location.line == 4 && message.message.contains("cannot have an `increasedContrast` of its own"), "\(nested)")
    }
}
