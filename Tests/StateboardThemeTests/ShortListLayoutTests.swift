import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

/// A screen's content is a scroll view's: a list shorter than the screen keeps its rows' heights
/// and leaves the rest empty, as a table does (issue 41's review: a two-row inset-grouped card ran
/// down to the tab bar, its footer half-way down the screen).
@Suite struct ShortListLayoutTests {
    static func content(_ section: String, spacer: Bool = false) throws -> LaidOutNode {
        let closing = spacer ? "\n        - spacer:" : ""
        let (loaded, diagnostics) = try ThrowawayTheme.load(
            """
            stateboard: 1
            screens:
              settings:
                title: Settings
                chrome: [largeTitleNavigationBar, tabBar]
                content:
                  stack: { axis: vertical }
                  nodes:
                    - section: \(section)
                      nodes: [ { row: Name }, { row: Email } ]\(closing)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(screen: "settings", state: .content, variant: Variant(device: .iPhone15))
        return try #require(LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene).content)
    }

    /// The section's nodes: rows, then the footer's stack when it has one.
    static func sectionNodes(_ content: LaidOutNode) throws -> [LaidOutNode] {
        try #require(content.children.first).children
    }

    /// Rule (UITableView: rows keep their heights; the table's background shows below the last):
    /// a two-row inset-grouped section with a footer, alone in the content, draws both rows one
    /// row tall and its footer right under the card, not stretched to the screen's bottom.
    @Test func aShortListKeepsItsRowsHeightsAndItsFooterUnderTheCard() throws {
        let nodes = try Self.sectionNodes(Self.content("{ style: insetGrouped, header: Account, footer: Signed in. }"))
        let rows = nodes.filter { ListRowNodeKind.row($0.node) != nil }
        #expect(rows.count == 2)
        let heights = rows.map(\.frame.height)
        #expect(heights[0] == heights[1], "\(heights)")
        #expect(heights[1] < 80, "the last row stretched: \(heights)")
        let footer = try #require(nodes.last)
        #expect(footer.frame.minY - rows[1].frame.maxY < 20, "footer \(footer.frame) under the card \(rows[1].frame)")
        #expect(footer.frame.height < 40, "footer \(footer.frame)")
    }

    /// Rule (a spacer closing a list, the bundled themes' pattern): content with a flexible node
    /// is still at least the content area tall, the spacer taking the rest; the rows keep theirs.
    @Test func aListClosedByASpacerStillFillsTheArea() throws {
        let content = try Self.content("{ style: plain }", spacer: true)
        #expect(content.frame.height > 600, "\(content.frame)")
        let rows = try Self.sectionNodes(content).filter { ListRowNodeKind.row($0.node) != nil }
        #expect(rows.map(\.frame.height).allSatisfy { $0 < 80 }, "\(rows.map(\.frame))")
    }
}
