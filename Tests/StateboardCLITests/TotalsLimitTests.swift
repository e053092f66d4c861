import Foundation
import Testing

/// Limits on totals, not only on each file: every declared string file is within
/// `documentBytes`, their sum is held to 16 times that; and `validate` counts the screen states
/// it would resolve before it resolves any.
@Suite struct TotalsLimitTests {
    /// Rule: a declared folder of many string files, each within `documentBytes`, stops being
    /// read past 16 × `documentBytes` in all, with an error at the declaration.
    @Test func declaredStringFilesAreBoundedInAll() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for index in 0..<20 {
            let padding = String(repeating: " ", count: 1_800)
            let catalog =
                #"{ "sourceLanguage" : "en", "strings" : { "k\#(index)" : { "localizations" : { "en" : { "stringUnit" : { "value" : "v" } } } } }\#(padding) }"#
            try Data(catalog.utf8).write(to: app.appendingPathComponent("C\(index).xcstrings"))
        }
        let theme = root.appendingPathComponent("Themes/t")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try "stateboard: 1\nlocalizations: [../../App]\nscreens: { home: {} }\n".write(
            to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["validate", "Themes/t", "--limit", "documentBytes=2000"], in: root)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("theme.yaml:2:") && refused.stderr.contains("more than 32000 bytes in all (16 × `documentBytes`)"), "\(refused.stderr)")
        #expect(try CommandRunner.run(["validate", "Themes/t", "--limit", "documentBytes=4000"], in: root).status == 0)
    }

    /// Rule: `validate` refuses a theme whose screens × states × locales exceed `variants`
    /// before resolving any (at once, as render does), and says which limit.
    @Test func validateCountsResolutionsBeforeResolving() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let theme = root.appendingPathComponent("Themes/many")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        // 20 custom states in 5 screens, 2 locales: the matrix section alone looks small.
        let states = (0..<20).map { "  custom.s\($0): { node: { label: { text: x } } }" }.joined(separator: "\n")
        let screens = (0..<5).map { "  screen\($0): {}" }.joined(separator: "\n")
        let yaml = "stateboard: 1\nmatrix: { locales: [en, ar] }\nstates:\n\(states)\nscreens:\n\(screens)\n"
        try yaml.write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["validate", "Themes/many", "--limit", "variants=200"], in: root)
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("(`variants`)") && refused.stderr.contains("theme.yaml:"), "\(refused.stderr)")
        let admitted = try CommandRunner.run(["validate", "Themes/many"], in: root)
        #expect(admitted.status == 0, "\(admitted.stderr)")
        #expect(admitted.stdout.contains("screen states resolved"), "\(admitted.stdout)")
    }
}
