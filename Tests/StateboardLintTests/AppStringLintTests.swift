import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// Lint over a theme that uses the app's own strings (`localizations`): translations the app's
/// files lack or have not finished are `missingTranslation` findings at the app's file; the
/// app's keys the theme does not use are neither unused nor untranslated (they belong to the app).
@Suite struct AppStringLintTests {
    static let theme = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Themes/inbox").path

    @Test func untranslatedAndUnreviewedAppStringsAreReportedInTheAppsFiles() throws {
        let report = try LintTests.report(Self.theme)
        let translations = Set(report.entries.filter { $0.rule == .missingTranslation }.map(\.message))
        let expected: Set<String> = [
            "app string `inbox.compose` has no zh-Hans translation in Localizable.xcstrings",
            "app string `inbox.compose` has no ar translation in Localizable.xcstrings",
            "app string `inbox.summary` has no zh-Hans translation in Localizable.xcstrings",
            "app string `inbox.summary` has no ar translation in Localizable.xcstrings",
            "app string `inbox.retry` is marked `needs_review` for ar in Localizable.xcstrings",
            "app string `legacy.title` has no zh-Hans translation in Localizable.strings",
            "app string `legacy.files` has no zh-Hans translation in Localizable.stringsdict",
        ]
        #expect(translations == expected, "missing: \(expected.subtracting(translations).sorted()); unexpected: \(translations.subtracting(expected).sorted())")
        // Rule: a key missing from a locale's `.lproj` file is reported where the source language
        // writes it (the fixture's `ar.lproj` is read before its `en.lproj`), with the file to add it to.
        let legacy = try #require(report.entries.first { $0.message.contains("`legacy.title` has no zh-Hans") })
        #expect(legacy.location.file.hasSuffix("Legacy/en.lproj/Localizable.strings"), "\(legacy.location)")
        #expect(legacy.hint.hasPrefix("add it to zh-Hans.lproj/Localizable.strings"), "\(legacy.hint)")
        let review = try #require(report.entries.first { $0.message.contains("needs_review") })
        #expect(review.location.file.hasSuffix("InboxApp/Localizable.xcstrings") && review.location.line == 40, "\(review.location)")
        let unused = report.entries.filter { $0.rule == .unused }.map(\.message)
        #expect(!unused.contains { $0.contains("settings.title") || $0.contains("inbox.subtitle") }, "\(unused)")
        #expect(!report.entries.contains { $0.message.contains("settings.title") || $0.message.contains("inbox.subtitle") })
    }

    /// Rule (Xcode's String Catalog: the source language is what translators translate from, and
    /// its entries may carry `state: new` until reviewed): the source language is never a
    /// missing translation; another language marked `new` still is.
    @Test func theSourceLanguageIsNeverAMissingTranslation() throws {
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "queue.empty" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "new", "value" : "Nothing queued" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Nichts in der Warteschlange" } },
              "fr" : { "stringUnit" : { "state" : "new", "value" : "Rien" } } } } } }
            """
        let report = try LintTests.report(
            theme: """
                stateboard: 1
                localizations: [App.xcstrings]
                states:
                  empty:
                    node: { label: "@queue.empty" }
                screens:
                  home: {}
                matrix: { devices: [iphone-15], appearances: [light], locales: [en, de, fr], states: [empty] }
                """, files: ["App.xcstrings": catalog], purpose: "lint-source-new")
        let messages = report.entries.filter { $0.rule == .missingTranslation }.map(\.message)
        #expect(messages == ["app string `queue.empty` is marked `new` for fr in App.xcstrings"], "\(messages)")
    }

    /// A theme string used as `@key(args)` counts as used.
    @Test func aStringUsedWithArgumentsIsNotUnused() throws {
        let report = try LintTests.report(
            theme: """
                stateboard: 1
                strings:
                  en: { count.label: "%lld items" }
                states:
                  empty:
                    node: { label: "@count.label(count)" }
                    params: { count: 3 }
                screens:
                  home: {}
                matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [empty] }
                """, purpose: "lint-args")
        #expect(!report.entries.contains { $0.rule == .unused && $0.message.contains("count.label") }, "\(report.entries.map(\.message))")
    }
}
