import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

/// Issue 41, item 11: a theme says its app is SwiftUI (`defaults: { framework: swiftUI }`) and
/// gets SwiftUI's metrics where a capture shows them (docs/iOSMetrics.md, "SwiftUI apps").
@Suite struct SwiftUIFrameworkTests {
    static func theme(_ defaults: String) -> String {
        """
        stateboard: 1
        \(defaults)
        screens:
          home:
            chrome: [largeTitleNavigationBar, searchBar]
            states:
              empty:
                node:
                  stack: {}
                  nodes:
                    - label: { id: plain, text: Nothing here, lines: 0 }
                    - label: { id: own, text: Nothing here, lines: 0, lineBreakStrategy: pushOut }
        """
    }

    static func scene(_ defaults: String, textSize: TextSizeCategory = .large) throws -> PlaceholderScene {
        let (loaded, diagnostics) = try ThrowawayTheme.load(Self.theme(defaults))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try ThemeResolver(theme: try #require(loaded)).scene(
            screen: "home", state: .empty, variant: Variant(device: .iPhone15, textSize: textSize))
    }

    static func searchBar(_ scene: PlaceholderScene) throws -> ChromeBar {
        try #require(scene.screen.chrome.first { $0.kind == .searchBar })
    }

    /// Figure (IceCubesApp, iOS 17, a SwiftUI `.searchable`): the field is 34.3 pt tall at Large
    /// where UIKit's (Tracker) is 36: the search bar is 50⅓ pt, not 52.
    @Test func aSwiftUIAppsSearchFieldIsThirtyFourAndAThirdPointsAtLarge() throws {
        let swiftUI = try Self.searchBar(Self.scene("defaults: { framework: swiftUI }"))
        #expect(abs(swiftUI.height - (34 + 1.0 / 3 + 16)) < 0.001, "\(swiftUI.height)")
        #expect(try Self.searchBar(Self.scene("")).height == 52)
        #expect(try Self.searchBar(Self.scene("defaults: { framework: uiKit }")).height == 52)
        let large = try Self.searchBar(Self.scene("defaults: { framework: swiftUI }", textSize: .accessibility5))
        // bitwarden/authenticator-ios's AX5 capture: 101⅓ where UIKit's is 101 (SwiftUISearchBarTests).
        #expect(abs(large.height - (BarMetrics.searchBarHeight(at: .accessibility5) + 1.0 / 3)) < 0.001)
    }

    /// Rule: a SwiftUI app's text breaks greedily (`Text` leaves orphans) unless the theme's
    /// `lineBreakStrategy` or the label says otherwise; a UIKit app's labels keep the standard one.
    @Test func aSwiftUIAppsTextBreaksGreedilyUnlessItSays() throws {
        func strategies(_ defaults: String) throws -> [String: LineBreakStrategy?] {
            var result: [String: LineBreakStrategy?] = [:]
            func visit(_ node: PlaceholderNode) {
                if let text = node.content.value as? any TextShowingContent { result[node.id ?? "?"] = text.primaryText.paragraph.lineBreakStrategy }
                node.children.forEach(visit)
            }
            visit(try Self.scene(defaults).root)
            return result
        }
        let swiftUI = try strategies("defaults: { framework: swiftUI }")
        #expect(swiftUI["plain"] == .greedy && swiftUI["own"] == .pushOut, "\(swiftUI)")
        #expect(try strategies("defaults: { framework: swiftUI, lineBreakStrategy: standard }")["plain"] == .standard)
        #expect(try strategies("defaults: { framework: uiKit }")["plain"] == .some(nil))
    }

    /// A theme of one screen with an inline navigation bar (a text item at each end) and, as its
    /// content, an inset-grouped `LabeledContent` row, in `defaults`.
    static func labeledContentScene(_ defaults: String, textSize: TextSizeCategory) throws -> PlaceholderScene {
        let yaml = """
            stateboard: 1
            \(defaults)
            screens:
              home:
                chrome:
                  - navigationBar: { title: "add_feed_title", leading: [{ title: general_cancel }], trailing: [{ title: general_add }] }
                content:
                  section: { style: insetGrouped }
                  nodes: [ { row: { text: "San Francisco", value: "20 °C, Sunny" } } ]
                states: { empty: { node: { label: Nothing } } }
            """
        let (loaded, diagnostics) = try ThrowawayTheme.load(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try ThemeResolver(theme: try #require(loaded)).scene(
            screen: "home", state: .content, variant: Variant(device: .iPhone16, textSize: textSize))
    }

    /// Figure (martinomamic/RSSReader's SwiftUI `NavigationStack` snapshots at AX5, iPhone 16 and
    /// 16 Plus): the inline title and the items' titles are 1.2 times their 17 pt (20.4 pt), where
    /// UIKit's stay 17; at Large they are 17; between, they follow the body style up to the cap
    /// (chosen: only Large and AX5 were captured).
    @Test func aSwiftUIAppsBarTitlesGrowToTwentyPointFourAtAX5() throws {
        func size(_ defaults: String, _ textSize: TextSizeCategory) throws -> Double {
            try #require(try Self.labeledContentScene(defaults, textSize: textSize).screen.chrome.first).barTextSize
        }
        let swiftUI = "defaults: { framework: swiftUI }"
        #expect(abs(try size(swiftUI, .accessibility5) - 20.4) < 0.001)
        #expect(abs(try size(swiftUI, .xxLarge) - 20.4) < 0.001, "capped: the body's 21 pt is past 1.2 × 17")
        #expect(try size(swiftUI, .xLarge) == 19)
        #expect(try size(swiftUI, .large) == 17 && (try size(swiftUI, .xSmall)) == 17)
        #expect(try size("", .accessibility5) == 17, "UIKit's bar texts keep 17 pt")
        #expect(BarMetrics.barTextSize(at: .accessibility5, framework: .uiKit) == 17)
        // A large-title bar's items are the same bar's.
        #expect(abs(try Self.searchBar(Self.scene(swiftUI, textSize: .accessibility5)).height - Self.uiKitAX5SearchBar - 1.0 / 3) < 0.001)
        let large = try Self.scene(swiftUI, textSize: .accessibility5).screen.chrome.first { $0.kind == .largeTitleNavigationBar }
        #expect(abs((large?.barTextSize ?? 0) - 20.4) < 0.001)
    }

    static let uiKitAX5SearchBar = BarMetrics.searchBarHeight(at: .accessibility5)

    /// Figure (StanfordSpezi/SpeziViews' `listRow.iphone-XA3.png`, iOS 18, iPhone 13 Pro, a
    /// `LabeledContent` in a `List`): at an accessibility size the value sits under the label,
    /// wrapping; at Large beside it (`listRow.iphone-regular.png`); a UIKit app's row keeps it
    /// at the trailing end.
    @Test func aSwiftUIListRowsValueMovesUnderItsLabelAtAccessibilitySizes() throws {
        func row(_ defaults: String, _ textSize: TextSizeCategory) throws -> ListRowNode {
            var found: ListRowNode?
            func visit(_ node: PlaceholderNode) {
                if let row = ListRowNodeKind.row(node) { found = row }
                node.children.forEach(visit)
            }
            visit(try #require(try Self.labeledContentScene(defaults, textSize: textSize).content))
            return try #require(found)
        }
        let swiftUI = "defaults: { framework: swiftUI }"
        func stacks(_ row: ListRowNode) -> Bool {
            ListRowNode.stacksValue(framework: row.framework, isAccessibilitySize: row.isAccessibilitySize, textLongestWord: 0, valueWidth: 0, room: 1000)
        }
        let stacked = try row(swiftUI, .accessibility3)
        #expect(stacked.framework == .swiftUI && stacks(stacked), "\(stacked)")
        #expect(try stacks(row(swiftUI, .accessibility1)))
        #expect(try !stacks(row(swiftUI, .xxxLarge)) && !stacks(row(swiftUI, .large)))
        // A UIKit app's row follows UIKit's rule, on widths: here, room for both.
        #expect(try row("", .accessibility3).framework == .uiKit && !stacks(row("", .accessibility3)))
    }

    /// Rule: an unknown framework is refused at its place with the nearest name.
    @Test func anUnknownFrameworkIsRefusedWithTheNearestName() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(Self.theme("defaults: { framework: SwiftUI }"))
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == 2 && problem.message.contains("`framework`"), "\(diagnostics)")
        #expect((problem.hint ?? "").contains("swiftUI"), "\(problem)")
    }
}
