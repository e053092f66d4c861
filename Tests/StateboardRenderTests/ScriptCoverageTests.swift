import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Every script of iOS's system font fallback list is drawn with a pinned face (no `.notdef`
/// box), and CJK text in the glyph forms of its language.
@Suite struct ScriptCoverageTests {
    /// A word (or letters) of each pinned script face, and the face that must draw it.
    static let samples: [(family: String, text: String)] = [
        ("Noto Looped Thai", "ภาษาไทย"), ("Noto Looped Lao", "ພາສາລາວ"), ("Noto Sans Khmer", "ភាសាខ្មែរ"),
        ("Noto Sans Myanmar", "မြန်မာ"), ("Noto Sans Devanagari", "हिन्दी"), ("Noto Sans Bengali", "বাংলা"),
        ("Noto Sans Gurmukhi", "ਪੰਜਾਬੀ"), ("Noto Sans Gujarati", "ગુજરાતી"), ("Noto Sans Oriya", "ଓଡ଼ିଆ"),
        ("Noto Sans Tamil", "தமிழ்"), ("Noto Sans Telugu", "తెలుగు"), ("Noto Sans Kannada", "ಕನ್ನಡ"),
        ("Noto Sans Malayalam", "മലയാളം"), ("Noto Sans Sinhala", "සිංහල"), ("Noto Serif Tibetan", "བོད་ཡིག"),
        ("Noto Sans Georgian", "ქართული"), ("Noto Sans Armenian", "Հայերեն"), ("Noto Sans Ethiopic", "አማርኛ"),
        ("Noto Sans Cherokee", "ᏣᎳᎩ"), ("Noto Sans Canadian Aboriginal", "ᐃᓄᒃᑎᑐᑦ"), ("Noto Sans Mongolian", "ᠮᠣᠩᠭᠣᠯ"),
        ("Noto Sans Yi", "ꆈꌠꉙ"), ("Noto Sans Syriac", "ܣܘܪܝܝܐ"), ("Noto Sans Thaana", "ދިވެހި"), ("Noto Sans NKo", "ߒߞߏ"),
        ("Noto Sans Tifinagh", "ⵜⴰⵎⴰⵣⵉⵖⵜ"), ("Noto Sans Adlam", "𞤀𞤣𞤤𞤢𞤥"), ("Noto Sans Ol Chiki", "ᱥᱟᱱᱛᱟᱲᱤ"),
        ("Noto Sans Javanese", "ꦧꦱꦗꦮ"), ("Noto Sans Balinese", "ᬩᬲᬩᬮᬶ"), ("Noto Sans Sundanese", "ᮘᮞ ᮞᮥᮔ᮪ᮓ"),
        ("Noto Sans Cham", "ꨌꩌ"), ("Noto Sans Vai", "ꕙꔤ"), ("Noto Sans Lisu", "ꓡꓲꓢꓴ"), ("Noto Sans Tai Le", "ᥖᥭᥰ"),
        ("Noto Sans New Tai Lue", "ᦑᦟᦹᧉ"), ("Noto Sans Tai Tham", "ᨲᩫ᩠ᩅᨾᩮᩬᩥᨦ"), ("Noto Sans Tai Viet", "ꪼꪕꪒꪾ"),
        ("Noto Sans Buginese", "ᨅᨔ ᨕᨘᨁᨗ"), ("Noto Sans Kayah Li", "ꤊꤢ꤬ꤛꤢ꤭"), ("Noto Sans Osage", "𐓏𐓘𐓻𐓘𐓻𐓟"),
        ("Noto Sans Sora Sompeng", "𑃐𑃚𑃝"), ("Noto Sans Chakma", "𑄌𑄋𑄴𑄟𑄳𑄦"), ("Noto Sans Meetei Mayek", "ꯃꯤꯇꯩ"),
        ("Noto Sans Syloti Nagri", "ꠍꠤꠟꠐꠤ"), ("Noto Sans Gothic", "𐌲𐌿𐍄𐌹𐍃𐌺"), ("Noto Sans Runic", "ᚱᚢᚾᛅ"),
        ("Noto Sans Ogham", "᚛ᚑᚌᚐᚋ᚜"), ("Noto Sans Coptic", "ⲙⲉⲧⲣⲉⲙⲛⲭⲏⲙⲓ"),
    ]

    static let measurer = RenderTestSupport.renderer.measurer

    static func layOut(_ text: String, language: String? = nil, size: Double = 17) -> MeasuredText {
        var content = TextContent(text: text, font: FontSpec(size: size))
        content.language = language
        return measurer.layOut(content, maxWidth: nil, direction: .leftToRight)
    }

    @Test func everyScriptFontIsListedOnce() {
        #expect(Set(ScriptFonts.patterns.map(\.family)) == Set(Self.samples.map(\.family) + ["Noto Nastaliq Urdu"]))
        #expect(Set(FontEnvironment.pinnedFontPatterns.map(\.prefix)).count == FontEnvironment.pinnedFontPatterns.count)
    }

    @Test(arguments: samples.map(\.family))
    func everyAddedScriptIsDrawnWithoutNotdef(family: String) throws {
        let text = try #require(Self.samples.first { $0.family == family }?.text)
        let measured = Self.layOut(text)
        #expect(!Self.measurer.hasMissingGlyphs(text), "\(family): \(text) has .notdef glyphs")
        let drawnBy = Set(Self.measurer.fontRuns(of: measured).filter { !$0.text.allSatisfy(\.isWhitespace) }.map(\.family))
        #expect(drawnBy == [family], "\(text) is drawn by \(drawnBy)")
        #expect(measured.metrics.size.width > 0)
    }

    @Test func urduIsDrawnInNastaliqAndPersianInNaskh() {
        let text = "اردو"
        #expect(Self.measurer.fontRuns(of: Self.layOut(text, language: "ur")).map(\.family) == ["Noto Nastaliq Urdu"])
        #expect(Self.measurer.fontRuns(of: Self.layOut(text, language: "fa")).map(\.family) == ["Noto Sans Arabic"])
    }

    @Test func aCharacterNoPinnedFontHasIsReported() {
        let text = "𐘀"  // Linear A: no pinned face has it
        _ = Self.layOut(text)
        #expect(Self.measurer.hasMissingGlyphs(text))
        #expect(!Self.measurer.hasMissingGlyphs("ภาษาไทย"))
    }

    // MARK: CJK glyph forms

    @Test(arguments: [
        ("ja", "Noto Sans CJK JP"), ("ko", "Noto Sans CJK KR"), ("zh-Hant", "Noto Sans CJK TC"), ("zh-TW", "Noto Sans CJK TC"),
        ("zh-HK", "Noto Sans CJK HK"), ("zh-Hant-HK", "Noto Sans CJK HK"), ("zh-Hans", "Noto Sans CJK SC"), ("en", "Noto Sans CJK SC"),
    ])
    func cjkTextIsDrawnInItsLanguagesForms(language: String, family: String) {
        #expect(ScriptFonts.cjkFamily(for: language) == family)
        #expect(Self.measurer.fontRuns(of: Self.layOut("直骨誤", language: language)).map(\.family) == [family])
    }

    /// 直, 骨 and 誤 are drawn differently in Japanese, Simplified and Traditional Chinese forms.
    @Test func japaneseSimplifiedAndTraditionalFormsDiffer() throws {
        func pixels(_ language: String) throws -> RGBAImage {
            var label = TextContent(text: "直骨誤", font: FontSpec(size: 40))
            label.language = language
            let scene = PlaceholderScene(
                canvas: LayoutSize(width: 160, height: 60), scale: 1,
                root: PlaceholderNode(
                    .stack(
                        StackNode(
                            axis: .vertical, alignment: .center,
                            nodes: [PlaceholderNode(.label(LabelNode(label)))]))))
            return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
        }
        let (ja, hans, hant) = (try pixels("ja"), try pixels("zh-Hans"), try pixels("zh-Hant"))
        #expect(RenderTestSupport.differingPixels(ja, hans, tolerance: 40) > 50)
        #expect(RenderTestSupport.differingPixels(hant, hans, tolerance: 40) > 50)
        #expect(RenderTestSupport.differingPixels(ja, hant, tolerance: 40) > 20)
    }

    @Test func aSceneLaysItsTextOutInItsLanguage() {
        var scene = PlaceholderScene(
            canvas: LayoutSize(width: 200, height: 100), scale: 1,
            root: PlaceholderNode(
                .stack(StackNode(axis: .vertical, nodes: [PlaceholderNode(.label(LabelNode(TextContent(text: "直", font: FontSpec(size: 17)))))]))))
        scene.language = "ja"
        let laidOut = RenderTestSupport.renderer.layout(scene)
        let label = laidOut.placedNodes().compactMap { $0.laidOut.measuredText }.first
        #expect(label?.content.language == "ja")
        #expect(label.map { Self.measurer.fontRuns(of: $0).map(\.family) } == ["Noto Sans CJK JP"])
    }
}
