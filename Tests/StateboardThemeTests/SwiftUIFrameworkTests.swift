import Foundation
import StateboardCore
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
        #expect(abs(large.height - (BarMetrics.searchBarHeight(at: .accessibility5) - 5.0 / 3)) < 0.001)
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

    /// Rule: an unknown framework is refused at its place with the nearest name.
    @Test func anUnknownFrameworkIsRefusedWithTheNearestName() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(Self.theme("defaults: { framework: SwiftUI }"))
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == 2 && problem.message.contains("`framework`"), "\(diagnostics)")
        #expect((problem.hint ?? "").contains("swiftUI"), "\(problem)")
    }
}
