import Foundation
import Testing

@testable import Stateboard

/// A character no pinned font has is drawn as a box, never silently: each rendered image says
/// which of its texts have one (`render` prints them as warnings), bar titles included.
@Suite struct MissingGlyphRenderTests {
    static let yaml = """
        stateboard: 1
        matrix: { states: [empty, loading], devices: [iphone-15], locales: [th, en], appearances: [light] }
        strings:
          en: { linear: "Linear A 𐘀", thai: "Thai" }
          th: { linear: "Linear A 𐘀", thai: "ภาษาไทย" }
        states:
          empty:
            node: { label: { text: "@linear" } }
          loading:
            node: { label: { text: "@thai" } }
        screens:
          home: { title: "@thai", chrome: [navigationBar] }
          tablet: { title: "Tablet 𐘁", chrome: [navigationBar] }
        """

    @Test func eachImageNamesItsTextsNoPinnedFontHas() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-glyphs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let theme = try ThemeLoader.load(path: folder.path)
        let results = try MatrixRenderer(themes: [theme], jobs: 2).render(RenderPlan.jobs(for: theme), into: root.appendingPathComponent("out").path)
        #expect(results.failures.isEmpty, "\(results.failures)")
        let missing = Dictionary(
            uniqueKeysWithValues: results.written.map {
                ("\($0.job.screen) \($0.job.state.key) \($0.job.variant.locale.identifier)", $0.missingGlyphs)
            })
        #expect(missing["home empty th"] == ["Linear A 𐘀"])
        // Thai is drawn by its pinned face: nothing to say.
        #expect(missing["home loading th"] == [])
        // A bar's title is checked too.
        #expect(missing["tablet loading en"] == ["Tablet 𐘁"])
        #expect(missing["tablet empty en"] == ["Linear A 𐘀", "Tablet 𐘁"])
    }
}
