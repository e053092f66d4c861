import Foundation
import Testing

/// `validate` on a theme that reads the app's asset catalogs (`assets`).
@Suite struct AssetsCommandTests {
    static let theme = "Tests/Fixtures/InboxApp/Themes/assets"

    /// The fixture theme, with its color and image sets, validates.
    @Test func theFixtureThemeValidates() throws {
        let result = try CommandRunner.run(["validate", Self.theme])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("✓ assets:"), "\(result.stdout)")
    }

    /// A malformed color set's Contents.json that the theme uses fails `validate` with exit 2
    /// at its file:line:column; one nothing uses is a warning there, and `validate` passes.
    @Test(arguments: [true, false])
    func aMalformedCatalogExitsTwoWithItsLocation(used: Bool) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("App/Assets.xcassets/Accent.colorset"), theme = folder.appendingPathComponent("Themes/shop")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\" \"color\" : {} }\n  ]\n}\n"
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try "stateboard: 1\nassets: [../../App/Assets.xcassets]\n\(used ? "tokens: { colors: { accent: asset(Accent) } }\n" : "")screens:\n  home: {}\n"
            .write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", "Themes/shop"], in: folder)
        #expect(result.status == (used ? 2 : 0), "\(result.stderr)")
        let severity = used ? "error" : "warning"
        #expect(result.stderr.contains("Accent.colorset/Contents.json:3:29: \(severity): "), "\(result.stderr)")
        #expect(result.stderr.contains("invalid JSON: expected `,` or `}`"), "\(result.stderr)")
        #expect(result.stderr.contains("hint:"), "\(result.stderr)")
        if used { #expect(result.stderr.contains("theme.yaml:3:29: error: the color set `Accent`"), "\(result.stderr)") }
    }

    /// A set's Contents.json is held to `documentBytes` like theme files (the theme file, 1392 bytes, is within it).
    @Test func contentsFilesKeepTheDocumentLimit() throws {
        let result = try CommandRunner.run(["validate", Self.theme, "--limit", "documentBytes=1400"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains("BrandAccent.colorset/Contents.json:1:1: error: the file is 1463 bytes, over the limit of 1400 (`documentBytes`)"),
            "\(result.stderr)")
    }
}
