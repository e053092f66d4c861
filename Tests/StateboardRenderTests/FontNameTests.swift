import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Fonts asked for by PostScript name: found by name, by family and weight, or drawn with a
/// substitute that is always reported. One rule per test.
@Suite struct FontNameTests {
    /// Rule: a PostScript name's style part names the weight and italic (`-Light`, `-HeavyOblique`);
    /// none is regular.
    @Test func styleNamesGiveWeightAndItalic() {
        #expect(FontWeight(styleName: "HelveticaNeue-Light") == .light)
        #expect(FontWeight(styleName: "HelveticaNeue-UltraLight") == .ultraLight)
        #expect(FontWeight(styleName: "Avenir-HeavyOblique") == .heavy && FontWeight.isItalic(styleName: "Avenir-HeavyOblique"))
        #expect(FontWeight(styleName: "SFPro-Semibold") == .semibold && FontWeight(styleName: "Lato-ExtraBold") == .heavy)
        #expect(FontWeight(styleName: "Menlo") == .regular && !FontWeight.isItalic(styleName: "Menlo"))
        #expect(FontWeight(styleName: "Lightning") == .regular, "a family name is not a style")
    }

    static let faces = [
        FontFace(family: "Helvetica Neue", postScriptName: "HelveticaNeue", weight: .regular, italic: false),
        FontFace(family: "Helvetica Neue", postScriptName: "HelveticaNeue-Thin", weight: .thin, italic: false),
    ]

    /// Rule: the face with the PostScript name wins; then the family the name starts with (spaces
    /// aside) in the named weight; then the system font in that weight, as a substitute.
    @Test func namesResolveByNameThenFamilyThenSubstitute() {
        #expect(
            FontFaces.resolve("helveticaneue-thin", among: Self.faces)
                == FontNameResolution(family: "Helvetica Neue", weight: .thin, italic: false, substitute: nil))
        #expect(
            FontFaces.resolve("HelveticaNeue-BoldItalic", among: Self.faces)
                == FontNameResolution(family: "Helvetica Neue", weight: .bold, italic: true, substitute: nil))
        #expect(
            FontFaces.resolve("Georgia-Light", among: Self.faces)
                == FontNameResolution(family: FontSpec.systemFamily, weight: .light, italic: false, substitute: "Inter Light"))
    }

    /// Rule: the pinned fonts are found by their own PostScript names (no substitute).
    @Test func pinnedFontsAreFoundByPostScriptName() throws {
        let measurer = try PangoTextMeasurer()
        let inter = try #require(measurer.pool.faces.first { $0.family == "Inter" && !$0.postScriptName.isEmpty })
        let resolution = measurer.resolve(fontNamed: inter.postScriptName)
        #expect(resolution.family == "Inter" && resolution.substitute == nil)
        #expect(measurer.fontSubstitutionWarnings.isEmpty)
    }

    /// Rule: a font that is not installed is drawn as the system font in its weight, measured the
    /// same, and a warning names the substitute.
    @Test func aMissingFontIsSubstitutedAndReported() throws {
        let measurer = try PangoTextMeasurer()
        let named = measurer.layOut(TextContent(text: "No messages", font: .named("HelveticaNeue-Light", size: 15)), maxWidth: nil, direction: .leftToRight)
        let system = measurer.layOut(TextContent(text: "No messages", font: FontSpec(size: 15, weight: .light)), maxWidth: nil, direction: .leftToRight)
        #expect(named.metrics == system.metrics)
        #expect(measurer.fontSubstitutionWarnings == [#"font "HelveticaNeue-Light" is not installed: drawn with Inter Light"#])
        #expect(FontSubstitutionLog.shared.warnings.contains(#"font "HelveticaNeue-Light" is not installed: drawn with Inter Light"#))
    }
}
