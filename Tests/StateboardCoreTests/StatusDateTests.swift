import Foundation
import Testing

@testable import StateboardCore

/// The date an iPad's status bar shows beside the time (issue 41: it was English outside zh, ja,
/// ar and he). Measured on an iPadOS 18 capture in two languages: github.com/easydev991/SwiftUI-Days
/// at 13d04e7, `fastlane/screenshots/{en-US,ru}/iPad Pro (12.9-inch) (6th generation)-1-demoList.png`
/// (Sunday, August 31, 2025): “Sun Aug 31” and “Вс 31 авг.”.
@Suite struct StatusDateTests {
    static let captureDay = DateComponents(year: 2025, month: 8, day: 31, hour: 11, minute: 53)

    /// Rule: the date is CLDR's weekday-month-day skeleton in the locale without its commas, as
    /// the capture shows it in English and Russian.
    @Test func theCapturesDayReadsAsTheCaptureShowsIt() {
        #expect(StatusDate.text(for: LocaleInfo("en-US"), on: Self.captureDay) == "Sun Aug 31")
        #expect(StatusDate.text(for: LocaleInfo("ru"), on: Self.captureDay) == "Вс 31 авг.")
    }

    /// Rule: every language the locale data knows gets its own words and order, not English's.
    @Test func languagesBeyondZhJaArAndHeAreLocalised() {
        #expect(LocaleInfo("en").statusDate == "Tue Jan 9")
        #expect(LocaleInfo("de").statusDate == "Di. 9. Jan.")
        #expect(LocaleInfo("fr").statusDate == "mar. 9 janv.")
        #expect(LocaleInfo("en-GB").statusDate == "Tue 9 Jan")
        #expect(LocaleInfo("th").statusDate == "อ. 9 ม.ค.")
    }

    /// Rule: the four languages written by hand before come from the locale data too (Chinese
    /// with CLDR's space, Arabic's abbreviated weekday, Hebrew without the comma the capture
    /// shows iPadOS dropping), in the clock's digits; right-to-left text stays right-to-left.
    @Test func theLanguagesWrittenBeforeComeFromTheLocaleData() {
        #expect(LocaleInfo("zh-Hans").statusDate == "1月9日 周二")
        #expect(LocaleInfo("ja").statusDate == "1月9日(火)")
        #expect(LocaleInfo("ar").statusDate == "ثلاثاء ٩ يناير")
        #expect(LocaleInfo("he").statusDate == "יום ג׳ 9 בינו׳")
        #expect(LocaleInfo("iw").statusDate == LocaleInfo("he").statusDate)
        #expect(LocaleInfo("fa").statusDate.contains("۹"))
    }

    /// Rule: pseudo-locales, unknown languages and identifiers that are not locales show
    /// English's date, and keywords that would change the calendar or digits are not passed on.
    @Test func pseudoUnknownAndHostileIdentifiersFallBackToEnglish() {
        for identifier in ["en-XA", "ar-XB", "xx", "qaa", "", "-", "en\u{0}", "../../etc", String(repeating: "a", count: 4_000)] {
            #expect(LocaleInfo(identifier).statusDate == "Tue Jan 9", "\(identifier.prefix(20))")
        }
        #expect(StatusDate.icuIdentifier("xx") == nil && StatusDate.icuIdentifier("qaa-Latn") == nil, "not left to ICU's root locale")
        #expect(StatusDate.icuIdentifier("de-DE-u-ca-islamic") == "de_DE")
        #expect(StatusDate.icuIdentifier("en@calendar=hebrew;numbers=thai") == nil)
        #expect(LocaleInfo("de-DE-u-ca-islamic").statusDate == LocaleInfo("de-DE").statusDate)
        #expect(StatusDate.icuIdentifier("zh-TW") == "zh_Hant_TW")
    }

    /// Rule: commas between a pattern's fields go, quoted text keeps its own.
    @Test func commasAreRemovedOutsideQuotedText() {
        #expect(StatusDate.withoutCommas("EEE, MMM d") == "EEE MMM d")
        #expect(StatusDate.withoutCommas("E\u{060C} d MMM") == "E d MMM")
        #expect(StatusDate.withoutCommas("d 'de,' MMM") == "d 'de,' MMM")
    }
}
