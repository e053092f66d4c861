import Testing

@testable import StateboardCore

/// The QuickType bar's completions follow the keyboard's language, not its letters: English
/// morphology only on the English keyboard.
@Suite struct QuickTypeLanguageTests {
    /// Rule (Pinyin and Romaji turn Latin letters into Chinese and Japanese candidates; an
    /// English plural and possessive, "Pizzas" and "Pizza’s", never appear on them): the
    /// English keyboard completes the word with its plural and possessive; Pinyin, Romaji,
    /// Arabic and Thai show the word as typed after the quoted one.
    @Test func englishCompletionsOnlyOnTheEnglishKeyboard() {
        #expect(KeyboardLayout.english.suggestions(after: "Pizza") == ["“Pizza”", "Pizzas", "Pizza’s"])
        #expect(KeyboardLayout.pinyin.suggestions(after: "Pizza") == ["“Pizza”", "Pizza"])
        #expect(KeyboardLayout.japaneseRomaji.suggestions(after: "Pizza") == ["「Pizza」", "Pizza"])
        #expect(KeyboardLayout.thai.suggestions(after: "Pizza") == ["“Pizza”", "Pizza"])
        #expect(KeyboardLayout.pinyin.suggestions(after: "") == [])
    }
}
