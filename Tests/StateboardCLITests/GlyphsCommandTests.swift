import Foundation
import StateboardTestSupport
import Testing

/// `--glyphs pinned|apple` on the command line, against a stand-in Mac font tree.
@Suite(.serialized) struct GlyphsCommandTests {
    static let fontRoot = AppleStandIns.sharedRoot

    @Test func renderWithAppleGlyphsDrawsWithTheFontsAndExportsGivenAndWarnsOfEachMissingSymbol() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exports = try AppleStandIns.makeSymbolExports(in: folder, names: ["tray"])
        let out = folder.appendingPathComponent("out").path
        let result = try CommandRunner.run(
            [
                "render", "ios", "--screen", "inbox", "--state", "empty", "--device", "iphone-15",
                "--appearance", "light", "--locale", "en", "-o", out, "--glyphs", "apple",
            ],
            environment: ["STATEBOARD_APPLE_FONTS": Self.fontRoot.path, "STATEBOARD_SF_SYMBOLS": exports.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("Apple glyphs"))
        // The bundled theme's tab bar draws symbols the exports do not have: each is named.
        #expect(result.stderr.contains("has no SF Symbols template"), "\(result.stderr)")
        #expect(!result.stderr.contains("symbol `tray`"), "\(result.stderr)")
    }

    @Test func aMissingAppleFaceExitsWithAnEnvironmentProblem() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try AppleStandIns.makeRoot(in: folder, omitting: ["SF Pro Text", "SF Pro Display"])
        let result = try CommandRunner.run(
            [
                "render", "ios", "--screen", "inbox", "--state", "empty", "--device", "iphone-15",
                "-o", folder.appendingPathComponent("out").path, "--glyphs", "apple",
            ],
            environment: ["STATEBOARD_APPLE_FONTS": root.path])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("the system font (Latin, Greek, Cyrillic)"), "\(result.stderr)")
        #expect(result.stderr.contains(root.path + "/Library/Fonts"), "\(result.stderr)")
    }

    @Test func anUnknownGlyphSourceIsBadInput() throws {
        let result = try CommandRunner.run(["render", "ios", "--glyphs", "helvetica", "-o", "/tmp/unused"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("pinned") && result.stderr.contains("apple"), "\(result.stderr)")
    }

    @Test func everyDrawingCommandTakesGlyphs() throws {
        for command in ["render", "record", "verify", "serve", "watch", "lint", "render-scene", "explain", "layout"] {
            let help = try CommandRunner.run([command, "--help"])
            #expect(help.stdout.contains("--glyphs"), "\(command)")
        }
    }
}
