import StateboardCore
import Testing

@testable import StateboardRender

/// The keyboard a locale types on, as iOS shows it: Japanese on the Romaji keyboard (QWERTY
/// with the long-vowel mark ー after L; 空白 and 検索), Thai on the Thai keyboard (Kedmanee's
/// three lower rows; เว้นวรรค and ค้นหา), and every key's label drawn with a pinned face.
@Suite struct KeyboardLanguageTests {
    @Test func japaneseTypesOnRomajiWithTheLongVowelMark() {
        let layout = KeyboardLayout.forLocale(LocaleInfo("ja"))
        #expect(layout == .japaneseRomaji)
        #expect(layout.rows[1].last == "ー" && layout.rows[1].count == layout.rows[0].count)
        #expect(layout.space == "空白" && layout.search == "検索")
    }

    @Test func thaiTypesOnKedmaneesLowerRows() {
        let layout = KeyboardLayout.forLocale(LocaleInfo("th"))
        #expect(layout == .thai)
        #expect(layout.rows.map(\.count) == [12, 11, 10])
        #expect(layout.rows[1].joined() == "ฟหกดเ้่าสวง")
        #expect(layout.space == "เว้นวรรค" && layout.search == "ค้นหา")
    }

    @Test(arguments: ["ja", "th"])
    func aLocalesKeyboardIsDrawnWithItsLabels(language: String) throws {
        var bar = ChromeBar(.keyboard)
        bar.keyboard = KeyboardLayout.forLocale(LocaleInfo(language))
        var english = ChromeBar(.keyboard)
        english.keyboard = .english
        let own = try ChromeFidelityTests.image(chrome: [bar]), qwerty = try ChromeFidelityTests.image(chrome: [english])
        #expect(RenderTestSupport.differingPixels(own, qwerty) > 0, "\(language) draws its own keyboard")
        let labels = bar.keyboard.map { $0.rows.flatMap { $0 } + [$0.space, $0.search] } ?? []
        let measurer = RenderTestSupport.renderer.measurer
        for label in labels {
            _ = measurer.layOut(TextContent(text: label, font: FontSpec(size: 17)), maxWidth: nil, direction: .leftToRight)
            #expect(!measurer.hasMissingGlyphs(label), "\(language): \(label) has a glyph")
        }
    }
}
