import StateboardCore
import Testing

@testable import StateboardAppFiles

/// An App Shortcuts catalog (`AppShortcuts.xcstrings`, in every app with App Intents) holds each
/// phrase as a `stringSet` of texts Siri matches. It is read with the app's other catalogs, each
/// phrase showing its first text, rather than refused.
@Suite struct AppShortcutsCatalogTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${applicationName}" : {
              "localizations" : {
                "de" : { "stringSet" : { "state" : "needs_review", "values" : [ "${applicationName} öffnen", "Öffne ${applicationName}" ] } },
                "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Launch ${applicationName}" ] } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func read(_ text: String) -> (AppStrings, [Diagnostic]) {
        var found: [Diagnostic] = []
        let strings = StringCatalogReader(file: "AppShortcuts.xcstrings", report: { found.append($0) }).read(Array(text.utf8))
        return (strings, found)
    }

    @Test func eachPhraseShowsItsFirstText() throws {
        let (strings, found) = Self.read(Self.catalog)
        #expect(found.isEmpty, "\(found)")
        let entry = try #require(strings.entries["Open ${applicationName}"])
        guard case .text(let german)? = entry.localizations["de"]?.value else {
            Issue.record("no German text: \(entry.localizations)")
            return
        }
        #expect(german == "${applicationName} öffnen")
        #expect(entry.localizations["de"]?.state == "needs_review", "a phrase waiting for review is not final")
    }

    @Test func aSetWithoutTextsIsRefusedWhereItIsWritten() {
        let empty = Self.catalog.replacingOccurrences(of: #"[ "Open ${applicationName}", "Launch ${applicationName}" ]"#, with: "[]")
        let (_, found) = Self.read(empty)
        #expect(found.map(\.message) == ["the `stringSet` of `Open ${applicationName}` has no `values` texts"], "\(found)")
        #expect(found.first?.location.line == 7)
    }
}
