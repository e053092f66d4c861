import Foundation
import StateboardCore
import Testing

@testable import StateboardTheme

/// Whose text a `@key` draws: the user's own theme strings, then the app's strings
/// (`localizations`), then what the theme inherits (a theme it extends, the built-in strings),
/// so that an app key named like a built-in one (`retry`, `search.noResults.title`) shows the
/// app's text, as the app does. A problem is reported where the user can fix it: at the
/// reference in the user's file, never only in `(built-in)`.
@Suite struct StringPrecedenceTests {
    static let app = ["App/en.lproj/Localizable.strings": "\"retry\" = \"Reload Feed\";\n\"search.noResults.title\" = \"No Results\";\n"]

    static func validate(_ yaml: String, files: [String: String] = app) throws -> ThemeValidator.Report {
        let (_, _, folder) = try AppStringsTests.load(yaml, files: files.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        return ThemeValidator.validate(path: folder.appendingPathComponent("Theme").path)
    }

    @Test func theAppsStringWinsOverABuiltInStringOfTheSameKey() throws {
        let (text, diagnostics) = try StringsTableLookupTests.text("retry", files: Self.app, locale: "en")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(text == "Reload Feed", "not the built-in “Try Again”")
    }

    /// yattee: the app's `search.noResults.title` is "No Results"; the built-in one needs `{query}`.
    @Test func theAppsStringWinsWhereTheBuiltInOneWouldFail() throws {
        let (text, diagnostics) = try StringsTableLookupTests.text("search.noResults.title", files: Self.app, locale: "en")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(text == "No Results")
    }

    /// Swiftfin: the app's `loading` is translated (ar) but has no English; in English the
    /// inherited text shows, not an error for an app text the app never draws there.
    @Test func anAppKeyWithNoTextInTheLocaleLeavesTheInheritedText() throws {
        let files = ["App/ar.lproj/Localizable.strings": "\"retry\" = \"إعادة المحاولة\";\n", "App/en.lproj/Localizable.strings": "\"other\" = \"Other\";\n"]
        let (english, diagnostics) = try StringsTableLookupTests.text("retry", files: files, locale: "en")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(english == "Try Again", "the built-in text, not an error")
        let (arabic, _) = try StringsTableLookupTests.text("retry", files: files, locale: "ar")
        #expect(arabic == "إعادة المحاولة", "where the app has a text, the app's")
    }

    @Test func theUsersOwnStringWinsOverTheApps() throws {
        let yaml = "baseLocale: en\n" + AppStringsTests.labelTheme("retry", roots: "[../App]", strings: "strings:\n  en: { retry: Mine }")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: Self.app.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try AppStringsTests.texts(try #require(theme), locale: "en")["text"] == "Mine")
    }

    /// A built-in text that cannot be filled is an error at the user's `@key`, the file they can open.
    @Test func aBuiltInTextsProblemIsLocatedAtTheUsersReference() throws {
        let report = try Self.validate(AppStringsTests.labelTheme("search.noResults.title", roots: "[]"), files: [:])
        let errors = report.diagnostics.filter { !$0.isWarning }
        #expect(errors.contains { $0.message.contains("{query}") || $0.message.contains("query") }, "\(errors)")
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.location.file.hasSuffix("theme.yaml") }, "\(errors)")
    }

    /// duckduckgo, focus-ios: after an unknown `@key` title, "component `placeholder` needs
    /// `title`" at `(built-in)` only repeats the cause, in a file the user cannot open.
    @Test func aFailedTitleIsReportedOnceAtTheReference() throws {
        let yaml = """
            stateboard: 1
            localizations: [../App]
            states:
              empty: { params: { title: "@nothing.here.title" } }
            screens:
              home: {}
            """
        let report = try Self.validate(yaml)
        let errors = report.diagnostics.filter { !$0.isWarning }
        #expect(errors.contains { $0.message.contains("nothing.here.title") }, "\(errors)")
        #expect(errors.allSatisfy { $0.location.file != BuiltInTheme.file }, "\(errors)")
        #expect(!errors.contains { $0.message.contains("needs `title`") }, "\(errors)")
    }
}
