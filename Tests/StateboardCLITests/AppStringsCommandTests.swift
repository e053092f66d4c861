import Foundation
import Testing

/// `validate` and `explain` on a theme that reads the app's own string files (`localizations`).
@Suite struct AppStringsCommandTests {
    static let theme = "Tests/Fixtures/InboxApp/Themes/inbox"

    @Test func theFixtureThemeValidates() throws {
        let result = try CommandRunner.run(["validate", Self.theme])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("✓ inbox:"), "\(result.stdout)")
    }

    /// A malformed String Catalog is skipped with a warning at its file:line:column while nothing
    /// drawn needs it (iOS leaves a table it cannot load empty: `CFBundle_Strings.c`); drawing a
    /// string from it fails `validate` with exit 2, there and in the catalog.
    @Test func aMalformedCatalogExitsTwoWhereAStringFromItIsDrawn() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App"), theme = folder.appendingPathComponent("Themes/shop")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : { \"localizations\" : { } } ]\n}\n"
            .write(to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "stateboard: 1\nlocalizations: [../../App/Localizable.xcstrings]\nscreens:\n  home: {}\n"
            .write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let skipped = try CommandRunner.run(["validate", "Themes/shop"], in: folder)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(
            skipped.stderr.contains("App/Localizable.xcstrings:3:49: warning: `Localizable.xcstrings` is skipped: invalid JSON: expected `,` or `}`"),
            "\(skipped.stderr)")
        try "stateboard: 1\nlocalizations: [../../App/Localizable.xcstrings]\nstates:\n  empty:\n    node: { label: { text: \"@a\" } }\nscreens:\n  home: {}\n"
            .write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", "Themes/shop"], in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("App/Localizable.xcstrings:3:49: error: invalid JSON: expected `,` or `}`"), "\(result.stderr)")
        #expect(result.stderr.contains("theme.yaml:5:28: error: `@a`: `Localizable.xcstrings` cannot be read"), "\(result.stderr)")
        #expect(result.stderr.contains("hint:"), "\(result.stderr)")
    }

    /// The app's files are held to `documentBytes` like theme files.
    @Test func catalogsKeepTheDocumentLimit() throws {
        let result = try CommandRunner.run(["validate", Self.theme, "--limit", "documentBytes=3000"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("Localizable.xcstrings`: the file is 4668 bytes, over the limit of 3000 (`documentBytes`)"), "\(result.stderr)")
    }

    /// `explain --resolution` names the app's file, the plural form and any fallback.
    @Test func explainNamesTheAppStringFile() throws {
        let result = try CommandRunner.run(["explain", Self.theme, "--screen", "inbox", "--state", "empty", "--locale", "ar", "--resolution"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("string inbox.unread ← app strings Localizable.xcstrings (ar, plural few)"), "\(result.stdout)")
    }
}
