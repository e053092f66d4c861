import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Apps write plurals without an `other` form where their language's whole numbers need none
/// (Russian: `one`, `few`, `many`), and iOS shows them. Such a plural is read, each number takes
/// its form, and a number whose form is missing is an error where the text is drawn, naming the
/// form it needs. A plural with no form at all is refused when read.
@Suite struct PluralWithoutOtherTests {
    static func stringsdict(_ forms: [String: String]) -> Data {
        let entries = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>days</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@days@</string>
            <key>days</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(entries)
            </dict></dict></dict></plist>
            """.utf8)
    }

    static let russian = stringsdict(["one": "%d день", "few": "%d дня", "many": "%d дней"])

    /// The text of `@days(count)` in `locale`, or the error resolving it.
    static func text(_ count: String, locale: String, files: [String: Data]) throws -> Result<String?, DiagnosticsError> {
        let (theme, diagnostics, folder) = try AppStringsTests.load(
            AppStringsTests.labelTheme("days(count)", params: "{ count: \(count) }", roots: "[../App]"), files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        do {
            return .success(try AppStringsTests.texts(#require(theme), locale: locale)["text"])
        } catch let error as DiagnosticsError {
            return .failure(error)
        }
    }

    /// The first problem resolving `@days(count)` in `locale`; `nil` (recorded) when it resolved.
    static func problem(_ count: String, locale: String, files: [String: Data]) throws -> Diagnostic? {
        guard case .failure(let error) = try text(count, locale: locale, files: files) else {
            Issue.record("\(count) took a form in \(locale)")
            return nil
        }
        return error.diagnostics.first
    }

    @Test func aRussianStringsdictWithoutOtherGivesEveryWholeNumberItsForm() throws {
        for (count, expected) in [("1", "1 день"), ("3", "3 дня"), ("5", "5 дней"), ("21", "21 день"), ("112", "112 дней")] {
            #expect(try Self.text(count, locale: "ru", files: ["App/ru.lproj/Localizable.stringsdict": Self.russian]).get() == expected)
        }
    }

    @Test func aNumberWhoseFormIsMissingIsAnErrorNamingTheForm() throws {
        let problem = try #require(try Self.problem("1.5", locale: "ru", files: ["App/ru.lproj/Localizable.stringsdict": Self.russian]))
        #expect(problem.message.contains("has no `other` plural form, which 1.5 takes in `ru`"), "\(problem)")
        #expect(problem.hint?.contains("(it has `one`, `few`, `many`)") == true, "\(problem)")
        #expect(problem.location.file.hasSuffix("ru.lproj/Localizable.stringsdict"), "\(problem)")

        let englishOne = ["App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d day"])]
        #expect(try Self.text("1", locale: "en", files: englishOne).get() == "1 day")
        let english = try Self.problem("2", locale: "en", files: englishOne)
        #expect(english?.message.contains("has no `other` plural form, which 2 takes in `en`") == true, "\(String(describing: english))")
    }

    @Test func aCatalogPluralWithoutOtherIsReadToo() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "days" : { "localizations" : { "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld день" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld дня" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld дней" } } } } } } } } }
            """#
        let files = ["App/Localizable.xcstrings": Data(catalog.utf8)]
        #expect(try Self.text("22", locale: "ru", files: files).get() == "22 дня")
        let problem = try Self.problem("0.5", locale: "ru", files: files)
        #expect(problem?.message.contains("has no `other` plural form, which 0.5 takes in `ru`") == true, "\(String(describing: problem))")
    }

    @Test func aPluralWithNoFormIsRefusedWhereItIsWritten() throws {
        var found: [Diagnostic] = []
        _ = StringsDictReader(file: "Localizable.stringsdict", report: { found.append($0) }).read(
            [UInt8](Self.stringsdict([:])), locale: "ru", sourceLanguage: "en")
        #expect(found.map(\.message) == ["variable `days` of `days` has no plural forms"], "\(found)")
        #expect(found.first?.location.line == 5)
    }
}
