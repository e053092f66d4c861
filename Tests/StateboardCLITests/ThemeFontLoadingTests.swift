import Foundation
import Testing

/// A theme's own fonts load from the theme's real location whatever the path the theme is
/// named by, and a declared font that does not load is an error, never a silent fallback.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"), "no DejaVu fonts (fonts-dejavu-core)"))
struct ThemeFontLoadingTests {
    static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

    static func theme(in root: URL, font: Data) throws {
        let folder = root.appendingPathComponent("Themes/serif")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try font.write(to: folder.appendingPathComponent("fonts/Serif.ttf"))
        try """
        stateboard: 1
        fonts: [fonts]
        screens: { home: {} }
        states:
          empty:
            node: { label: { text: Hello, font: { family: DejaVu Serif } } }
        """.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    }

    @Test func themeFontsLoadWhenTheThemeIsNamedByARelativePath() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.theme(in: root, font: try Data(contentsOf: URL(fileURLWithPath: Self.font)))
        let result = try CommandRunner.run(["render", "Themes/serif", "--state", "empty", "--appearance", "light", "--out", "out", "--quiet"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("did not load"), "\(result.stderr)")
    }

    @Test func aDeclaredFontThatDoesNotLoadIsAnError() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // A table directory that fits in the file (so it passes the load-time check) over tables
        // FreeType cannot read: fontconfig finds no face in it.
        var bytes: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
        bytes += Array("cmap".utf8) + [0, 0, 0, 0] + [0, 0, 0, 28] + [0, 0, 0, 16]
        bytes += Array(repeating: 0xAB, count: 64)
        try Self.theme(in: root, font: Data(bytes))
        let result = try CommandRunner.run(["render", "Themes/serif", "--state", "empty", "--appearance", "light", "--out", "out", "--quiet"], in: root)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("did not load"), "\(result.stderr)")
    }
}
