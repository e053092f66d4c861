import StateboardCore
import Testing

/// Locale fallback as Foundation's `Bundle` chooses a localization: one chain per rule.
@Suite struct LocaleFallbackTests {
    func order(_ requested: String, _ available: [String], development: String? = "en") -> [String] {
        LocaleFallback.lookupOrder(for: requested, among: available, developmentLanguage: development)
    }

    @Test func britishEnglishFallsBackToEnglish() {
        #expect(order("en-GB", ["en", "fr"]) == ["en"])
        #expect(order("en-GB", ["en", "en-GB"]) == ["en-GB", "en"])
    }

    @Test func australianAndIndianEnglishPreferBritishEnglish() {
        #expect(LocaleFallback.chain(for: "en-AU") == ["en-AU", "en-001", "en-GB", "en"])
        #expect(order("en-IN", ["en", "en-GB"]) == ["en-GB", "en"])
        // American English has no British parent.
        #expect(order("en-US", ["en", "en-GB"]) == ["en", "en-GB"])
    }

    @Test func brazilianPortugueseFallsBackToPortuguese() {
        #expect(order("pt-BR", ["pt", "es"]) == ["pt"])
    }

    @Test func europeanRegionsOfPortugueseGoThroughPortugal() {
        #expect(LocaleFallback.chain(for: "pt-AO") == ["pt-AO", "pt-PT", "pt"])
        #expect(order("pt-MZ", ["pt-BR", "pt-PT"]) == ["pt-PT", "pt-BR"])
    }

    @Test func anotherRegionOfTheLanguageComesBeforeTheDevelopmentLanguage() {
        #expect(order("pt-BR", ["pt-PT", "en"]) == ["pt-PT", "en"])
        #expect(order("fr-CA", ["fr", "en"]) == ["fr", "en"])
    }

    @Test func hongKongTraditionalChineseFallsBackToTraditionalNeverSimplified() {
        #expect(LocaleFallback.chain(for: "zh-Hant-HK") == ["zh-Hant-HK", "zh-Hant"])
        #expect(order("zh-Hant-HK", ["zh-Hans", "zh-Hant"]) == ["zh-Hant"])
        #expect(order("zh-Hant-HK", ["zh-Hans", "zh", "en"]) == ["en"])
    }

    @Test func regionOnlyChineseTakesItsScript() {
        #expect(LocaleFallback.chain(for: "zh-HK") == ["zh-HK", "zh-Hant-HK", "zh-Hant"])
        #expect(order("zh-TW", ["zh-Hans", "zh-Hant"]) == ["zh-Hant"])
        #expect(order("zh-HK", ["zh-Hans", "zh-Hant"]) == ["zh-Hant"])
        #expect(order("zh-CN", ["zh-Hant", "zh-Hans"]) == ["zh-Hans"])
        // `zh` alone is Simplified Chinese, and legacy `zh_TW` folders are Traditional.
        #expect(order("zh-Hans", ["zh"]) == ["zh"])
        #expect(order("zh-Hant", ["zh_TW", "zh_CN"]) == ["zh_TW"])
    }

    @Test func latinAmericanSpanishFallsBackToSpanish() {
        #expect(order("es-419", ["es", "en"]) == ["es", "en"])
        #expect(LocaleFallback.chain(for: "es-MX") == ["es-MX", "es-419", "es"])
        #expect(order("es-MX", ["es", "es-419"]) == ["es-419", "es"])
    }

    @Test func theDevelopmentLanguageComesLast() {
        #expect(order("de-AT", ["fr", "en"]) == ["en"])
        #expect(order("de-AT", ["fr", "en"], development: nil) == [])
        #expect(LocaleFallback.bestMatch(for: "sw", among: ["en", "fr"], developmentLanguage: "fr") == "fr")
    }

    @Test func identifiersMatchWhateverTheirCaseAndSeparator() {
        #expect(LocaleFallback.canonical("zh_hant_tw") == "zh-Hant-TW")
        #expect(order("pt_br", ["pt-BR"]) == ["pt-BR"])
        #expect(order("EN-gb", ["en"]) == ["en"])
    }

    @Test func norwegianBokmalAndHebrewKeepTheirOldNames() {
        #expect(order("nb", ["no"]) == ["no"])
        #expect(order("he", ["iw"]) == ["iw"])
    }

    @Test func serbianLatinNeverFallsBackToCyrillic() {
        #expect(order("sr-Latn", ["sr"], development: nil) == [])
        #expect(order("sr-Cyrl", ["sr"], development: nil) == ["sr"])
    }

    @Test func dayPeriodsFollowTheLocalesDefaultClock() {
        #expect(LocaleInfo("en").clockWithPeriod == "9:41 AM")
        #expect(LocaleInfo("en-AU").clockWithPeriod == "9:41 am")
        #expect(LocaleInfo("en-GB").clockWithPeriod == "9:41")
        #expect(LocaleInfo("es-MX").clockWithPeriod == "9:41 a.m.")
        #expect(LocaleInfo("es").clockWithPeriod == "9:41")
        #expect(LocaleInfo("el").clockWithPeriod == "9:41 π.μ.")
        #expect(LocaleInfo("zh-Hant").clockWithPeriod == "上午9:41")
        #expect(LocaleInfo("ko").clockWithPeriod == "오전 9:41")
        #expect(LocaleInfo("ar").clockWithPeriod == "٩:٤١ ص")
        #expect(LocaleInfo("ja").clockWithPeriod == "9:41")
    }
}
