import Foundation
import StateboardCore
import Testing

@testable import StateboardTheme
import StateboardTestSupport

/// A theme's strings, the app's and the built-in ones fall back between locales as `Bundle`
/// finds an app's (`LocaleFallback`); `validate` asks only for strings an image shows.
@Suite struct LocaleFallbackThemeTests {
    /// A theme whose `empty` state shows `@greeting`, with `strings`.
    static func greetingTheme(_ strings: String, locales: String = "[en]", extra: String = "") -> String {
        """
        stateboard: 1
        baseLocale: en
        strings:
        \(strings)
        states:
          empty:
            node: { label: { id: text, text: "@greeting" } }
        screens:
          home: {}
        matrix: { locales: \(locales), states: [empty] }
        \(extra)
        """
    }

    static func greeting(_ theme: Theme, _ locale: String) throws -> String? {
        try AppStringsTests.texts(theme, locale: locale)["text"]
    }

    @Test func aThemeStringForEnglishIsBritishEnglishsToo() throws {
        let yaml = Self.greetingTheme("  en: { greeting: Hello }", locales: "[en, en-GB, en-AU]")
        let (theme, diagnostics) = try ThrowawayTheme.load(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try Self.greeting(#require(theme), "en-GB") == "Hello")
        let folder = try TestFolder(yaml)
        defer { folder.remove() }
        let report = ThemeValidator.validate(path: folder.url.path)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.resolvedCount == 3)
    }

    @Test func theMostSpecificLocaleWins() throws {
        let (theme, _) = try ThrowawayTheme.load(
            Self.greetingTheme(
                """
                  en: { greeting: Color }
                  en-GB: { greeting: Colour }
                  pt: { greeting: Cor (Brasil) }
                  pt-PT: { greeting: Cor (Portugal) }
                """))
        let loaded = try #require(theme)
        #expect(try Self.greeting(loaded, "en-GB") == "Colour")
        #expect(try Self.greeting(loaded, "en-AU") == "Colour")
        #expect(try Self.greeting(loaded, "en-US") == "Color")
        #expect(try Self.greeting(loaded, "pt-BR") == "Cor (Brasil)")
        #expect(try Self.greeting(loaded, "pt-AO") == "Cor (Portugal)")
    }

    @Test func hongKongShowsTraditionalChineseNeverSimplified() throws {
        let (theme, _) = try ThrowawayTheme.load(
            Self.greetingTheme(
                """
                  en: { greeting: Hello }
                  zh-Hans: { greeting: 你好（简体） }
                  zh-Hant: { greeting: 你好（繁體） }
                """))
        let loaded = try #require(theme)
        #expect(try Self.greeting(loaded, "zh-HK") == "你好（繁體）")
        #expect(try Self.greeting(loaded, "zh-Hant-HK") == "你好（繁體）")
        #expect(try Self.greeting(loaded, "zh-TW") == "你好（繁體）")
        #expect(try Self.greeting(loaded, "zh-CN") == "你好（简体）")
    }

    @Test func latinAmericanSpanishShowsSpanish() throws {
        let (theme, _) = try ThrowawayTheme.load(Self.greetingTheme("  en: { greeting: Hello }\n  es: { greeting: Hola }"))
        #expect(try Self.greeting(#require(theme), "es-419") == "Hola")
        #expect(try Self.greeting(#require(theme), "es-MX") == "Hola")
    }

    @Test func anUntranslatedLocaleShowsTheBaseLocaleAndValidateSaysSo() throws {
        let yaml = Self.greetingTheme("  en: { greeting: Hello }\n  fr: { greeting: Bonjour }", locales: "[en, fr, de]")
        let (theme, _) = try ThrowawayTheme.load(yaml)
        #expect(try Self.greeting(#require(theme), "de") == "Hello")
        let folder = try TestFolder(yaml)
        defer { folder.remove() }
        let report = ThemeValidator.validate(path: folder.url.path)
        #expect(report.diagnostics.map(\.message) == ["string `greeting` has no `de` translation"])
    }

    @Test func appStringsFallBackThroughTheSameChain() throws {
        let strings = """
            {"sourceLanguage":"en","version":"1.0","strings":{"greeting":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Hello"}},
              "pt":{"stringUnit":{"state":"translated","value":"Olá"}},
              "zh-Hant":{"stringUnit":{"state":"translated","value":"你好"}},
              "zh-Hans":{"stringUnit":{"state":"translated","value":"你好（简体）"}}}}}}
            """
        let (theme, diagnostics, folder) = try AppStringsTests.load(
            AppStringsTests.labelTheme("greeting"),
            files: ["App/Localizable.xcstrings": Data(strings.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let loaded = try #require(theme)
        #expect(try AppStringsTests.texts(loaded, locale: "pt-BR")["text"] == "Olá")
        #expect(try AppStringsTests.texts(loaded, locale: "zh-HK")["text"] == "你好")
        #expect(try AppStringsTests.texts(loaded, locale: "en-GB")["text"] == "Hello")
        #expect(loaded.appStrings.hasTranslation("greeting", in: "pt-BR"))
        #expect(!loaded.appStrings.hasTranslation("greeting", in: "de"))
    }

    @Test func anAppTranslationComesBeforeTheThemesBaseLocaleText() throws {
        let strings = """
            {"sourceLanguage":"en","version":"1.0","strings":{"greeting":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Hello (app)"}},
              "de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}
            """
        let yaml = AppStringsTests.labelTheme("greeting", strings: "strings:\n  en: { greeting: Hello (theme) }")
        let (theme, _, folder) = try AppStringsTests.load(yaml, files: ["App/Localizable.xcstrings": Data(strings.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try #require(theme)
        #expect(try AppStringsTests.texts(loaded, locale: "de")["text"] == "Hallo")
        #expect(try AppStringsTests.texts(loaded, locale: "de-AT")["text"] == "Hallo")
        #expect(try AppStringsTests.texts(loaded, locale: "en")["text"] == "Hello (theme)")
    }

    // MARK: built-in strings

    /// The languages iOS ships that have a built-in table of their own.
    static let builtInLanguages = [
        "ar", "ca", "cs", "da", "de", "el", "en", "es", "es-419", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
        "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi",
        "zh-Hans", "zh-Hant", "zh-HK",
    ]

    @Test func everyBuiltInLanguageTranslatesEveryBuiltInString() {
        let english = Set(Theme.builtIn.strings["en"]?.keys ?? [:].keys)
        #expect(english.count == 18)
        for language in Self.builtInLanguages {
            for key in english.sorted() {
                #expect(Theme.builtIn.translatesString(key, into: language), "\(language) has no `\(key)`")
            }
            // A table of its own (not English shown through the fallback).
            #expect(
                Theme.builtIn.strings(for: LocaleInfo(language), screen: nil)["retry"]?.text != "Try Again" || language == "en",
                "\(language)'s Try Again is English")
        }
    }

    @Test func builtInPlaceholdersKeepTheirQueryPlaceholder() {
        for language in Self.builtInLanguages {
            #expect(
                Theme.builtIn.strings(for: LocaleInfo(language), screen: nil)["search.noResults.title"]?.text.contains("{query}") == true,
                "\(language)")
        }
    }

    @Test func everyLocaleIOSShipsResolvesTheBuiltInStrings() throws {
        let locales = Self.builtInLanguages + ["en-AU", "en-GB", "en-IN", "fr-CA", "es-MX", "zh-Hant-HK", "zh-TW", "pt", "sw", "is"]
        let (theme, _) = try ThrowawayTheme.load("stateboard: 1\nscreens:\n  home: { chrome: [navigationBar, searchBar] }\n")
        let loaded = try #require(theme)
        for locale in locales {
            let scene = try ThemeResolver(theme: loaded).scene(
                screen: "home", state: .error(.failed), variant: Variant(device: Device.presets[3], locale: LocaleInfo(locale)))
            #expect(scene.screen.chrome.contains { $0.kind == .searchBar && !($0.items.first ?? "").isEmpty }, "\(locale)")
        }
        let british = try AppStringsTests.texts(loaded, state: "error.failed", locale: "en-GB")
        #expect(british["action"] == "Try Again")
        #expect(try AppStringsTests.texts(loaded, state: "error.failed", locale: "zh-HK")["action"] == "再試一次")
        #expect(try AppStringsTests.texts(loaded, state: "empty", locale: "zh-HK")["title"] == "沒有數據")
        #expect(try AppStringsTests.texts(loaded, state: "error.failed", locale: "es-MX")["action"] == "Reintentar")
        #expect(try AppStringsTests.texts(loaded, state: "error.failed", locale: "sw")["action"] == "Try Again")
    }

    // MARK: validate

    @Test func validateDoesNotAskForAParentsStringsOfScreensTheThemeReplaces() throws {
        let folder = try TestFolder(
            """
            stateboard: 1
            extends: ios
            strings:
              en: { mail.title: Mail }
              de: { mail.title: Post }
            states:
              custom.noResults: { node: { component: placeholder }, params: { title: "@search.noResults.title" } }
            screens:
              mail: { title: "@mail.title", params: { query: Mail } }   # custom.noResults writes “{query}”
            matrix: { locales: [en, de, en-GB], states: [empty, error.failed, custom.noResults] }
            """)
        defer { folder.remove() }
        let report = ThemeValidator.validate(path: folder.url.path, parentFolders: [TestFolder.bundledThemes.path])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func validateAsksForAParentsStringThatTheThemeShows() throws {
        let folder = try TestFolder(
            """
            stateboard: 1
            extends: ios
            screens:
              mail: { title: "@favorites.title" }
            matrix: { locales: [en, sw], states: [empty] }
            """)
        defer { folder.remove() }
        let report = ThemeValidator.validate(path: folder.url.path, parentFolders: [TestFolder.bundledThemes.path])
        #expect(report.diagnostics.map(\.message) == ["string `favorites.title` has no `sw` translation"])
    }
}

/// A theme written into a fresh folder (kept until `remove`), for `validate`, which loads by path.
struct TestFolder {
    static let bundledThemes = TestPaths.themes
    let root: URL
    let url: URL

    init(_ yaml: String) throws {
        root = try TestPaths.temporaryFolder("fallback")
        url = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try yaml.write(to: url.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
