import Foundation
import Testing

/// `render` says which images draw characters no pinned font has, as warnings, and still
/// succeeds; a script the pinned faces cover (Thai) draws without one.
@Suite struct MissingGlyphCommandTests {
    @Test func renderWarnsAboutCharactersNoPinnedFontHas() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("Themes/glyphs")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try """
        stateboard: 1
        matrix: { states: [empty], devices: [iphone-se], locales: [th], appearances: [light] }
        states:
          empty:
            node: { label: { text: "ภาษาไทย 𐘀" } }
        screens:
          home: { title: "ภาษาไทย", chrome: [navigationBar] }
        """.write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["render", "Themes/glyphs", "--out", "out", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == "warning: glyphs/home/empty/iphone-se-light-th@2x.png: no pinned font has every character of “ภาษาไทย 𐘀”\n",
            "\(result.stderr)")
    }
}
