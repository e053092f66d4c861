import Foundation
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import StateboardCore
@testable import StateboardTheme

/// A screen's table: its `content` as `section` / `row` nodes, and the `tableHeader` view's
/// title and text, as themes resolve them.
@Suite struct TableContentResolutionTests {
    static func rows(_ node: PlaceholderNode) -> [ListRowNode] {
        (ListRowNodeKind.row(node).map { [$0] } ?? []) + node.children.flatMap(rows)
    }

    /// Rule: a section gives its rows its style and their places in the card (the first and last
    /// round its corners), and `repeat` cycles the rows it was given.
    @Test func sectionSetsItsRowsStyleAndPlacesAndRepeatsThem() throws {
        let (theme, diagnostics) = try ThrowawayTheme.load(
            """
            stateboard: 1
            name: t
            screens:
              settings:
                content:
                  section: { style: insetGrouped, repeat: 5 }
                  nodes: [ { row: One }, { row: { text: Two, accessory: disclosure } } ]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(theme)).scene(screen: "settings", state: .content, variant: Variant(device: .iPhone15))
        let content = try #require(scene.content)
        let rows = Self.rows(content)
        #expect(rows.map(\.text.text) == ["One", "Two", "One", "Two", "One"])
        #expect(rows.map(\.position) == [.first, .middle, .middle, .middle, .last])
        #expect(rows.allSatisfy { $0.style == .insetGrouped })
        #expect(rows[1].accessory == .disclosure)
    }

    /// Rule: a row's text follows Dynamic Type (body at the variant's text size).
    @Test func rowTextFollowsTheTextSize() throws {
        let (theme, _) = try ThrowawayTheme.load(
            """
            stateboard: 1
            name: t
            screens:
              s:
                content: { section: { style: plain }, nodes: [ { row: { text: A, secondaryText: B } } ] }
            """)
        let resolver = ThemeResolver(theme: try #require(theme))
        func sizes(_ textSize: TextSizeCategory) throws -> (Double, Double?) {
            let scene = try resolver.scene(screen: "s", state: .content, variant: Variant(device: .iPhone15, textSize: textSize))
            let content = try #require(scene.content)
            let row = try #require(Self.rows(content).first)
            return (row.text.font.size, row.secondaryText?.font.size)
        }
        #expect(try sizes(.large) == (17, 15), "body and subheadline at Large")
        #expect(try sizes(.accessibility3).0 == TextStyle.body.font(at: .accessibility3).size)
    }

    /// Rule: `repeat` makes at most 100 rows; more is an error at the value, not a hang.
    @Test func repeatOverOneHundredIsAnErrorAtTheValue() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(
            """
            stateboard: 1
            name: t
            screens:
              s:
                content: { section: { repeat: 100000000 }, nodes: [ { row: A } ] }
            """)
        let problem = try #require(diagnostics.first { $0.message.contains("repeat") })
        #expect(problem.location.line == 5 && problem.message.contains("100000000"), "\(problem)")
    }

    /// Rule: a table header shows its `title` and `text`, `@key` strings in the locale's words,
    /// and a header of the default height fits them at the text size.
    @Test func tableHeaderShowsItsTitleAndTextInTheLocalesWords() throws {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("dataviewable").path)
        for (locale, title) in [("en", "Recent Orders"), ("ar", "الطلبات الأخيرة")] {
            let scene = try ThemeResolver(theme: theme).scene(
                screen: "orders", state: .empty,
                variant: Variant(device: .iPhone15, locale: LocaleInfo(locale)))
            let header = try #require(scene.screen.chrome.first { $0.kind == .tableHeader })
            #expect(header.title == title, "\(locale)")
            #expect(header.items.count == 1, "its text")
        }
        let large = TableHeaderMetrics.height(hasText: true, at: .large), ax3 = TableHeaderMetrics.height(hasText: true, at: .accessibility3)
        #expect(large == 16 + 27 + 4 + 18 + 16, "title2 (22 pt: 27 pt line) and subheadline (15 pt: 18 pt line) at Large")
        #expect(ax3 > large + 30)
        let scene = try ThemeResolver(theme: theme).scene(
            screen: "orders", state: .empty,
            variant: Variant(device: .iPhone15, textSize: .accessibility3))
        #expect(scene.screen.chrome.first { $0.kind == .tableHeader }?.height == ax3)
    }
}
