import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// `init --from-xcode` references a string that takes arguments with params for them, and gives
/// a state whose only text is a message that text as its title, so the theme it writes is valid
/// at once (a real app's "No results for “%@”" and message-only states made it fail validation).
@Suite struct XcodeStringArgumentsTests {
    typealias Kind = XcodeStringArguments.Kind

    @Test func formatsTakeTheirArgumentsByPosition() {
        #expect(XcodeStringArguments.kinds(inFormat: "No results for “%@”") == [.text])
        #expect(XcodeStringArguments.kinds(inFormat: "%lld of %d, %.1f%% done") == [.number, .number, .number])
        #expect(XcodeStringArguments.kinds(inFormat: "%2$@ sent you %1$lld messages") == [.number, .text])
        #expect(XcodeStringArguments.kinds(inFormat: "100%% sure, %#@files@ left") == [.number])
        #expect(XcodeStringArguments.kinds(inFormat: "Nothing here") == [])
        #expect(XcodeStringArguments.names(for: [.text, .number, .text]) == ["text", "count", "text2"])
    }

    @Test func aPluralTakesANumberFirst() {
        let plural = AppStringValue.plural(["one": .text("%lld file in %@"), "other": .text("%lld files in %@")])
        #expect(XcodeStringArguments.kinds(of: plural) == [.number, .text])
    }

    @Test func theThemeInitWritesIsValidAtOnce() throws {
        try TestPaths.withTemporaryFolder("init-arguments") { folder in
            let app = folder.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            let catalog = #"""
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                  "search.no_results.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "No results for “%@”" } } } },
                  "search.no_results.subtitle" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items searched" } } } },
                  "sync.empty.body" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Nothing to sync" } } } },
                  "sync.error.retry" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Retry" } } } }
                } }
                """#
            try Data(catalog.utf8).write(to: app.appendingPathComponent("Localizable.xcstrings"))
            let themes = folder.appendingPathComponent("Themes")
            try FileManager.default.copyItem(at: TestPaths.themes.appendingPathComponent("ios"), to: themes.appendingPathComponent("ios"))
            _ = try XcodeThemeScaffold.create(name: "app", in: themes.appendingPathComponent("app").path, fromXcode: app.path)
            let yaml = try String(contentsOf: themes.appendingPathComponent("app/theme.yaml"), encoding: .utf8)
            #expect(
                yaml.contains(
                    #"empty: { params: { message: "@search.no_results.subtitle(count)", title: "@search.no_results.title(text)", count: 3, text: "…" } }"#),
                "\(yaml)")
            #expect(yaml.contains(#"empty: { params: { title: "@sync.empty.body" } }"#), "the message is the title: \(yaml)")
            #expect(!yaml.contains("sync.error.retry"), "a state with no text but an action is left out: \(yaml)")
            let report = ThemeValidator.validate(path: themes.appendingPathComponent("app").path)
            #expect(report.diagnostics.filter { !$0.isWarning }.isEmpty, "\(report.diagnostics)")
            #expect(report.resolvedCount > 0)
        }
    }
}
