import Foundation
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// `lineBreakStrategy` on a label, and once for a whole theme (`defaults`), as a SwiftUI app's
/// theme says `none` for every `Text`.
@Suite struct LineBreakStrategyThemeTests {
    static func strategies(_ yaml: String) throws -> [String: LineBreakStrategy?] {
        let (loaded, diagnostics) = try ThrowawayTheme.load(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(screen: "home", state: .empty, variant: Variant(device: .iPhone15))
        var result: [String: LineBreakStrategy?] = [:]
        func visit(_ node: PlaceholderNode) {
            if let text = node.content.value as? any TextShowingContent {
                result[node.id ?? "?"] = text.primaryText.paragraph.lineBreakStrategy
            }
            node.children.forEach(visit)
        }
        visit(scene.root)
        return result
    }

    static func theme(defaults: String) -> String {
        """
        stateboard: 1
        \(defaults)
        screens:
          home:
            states:
              empty:
                node:
                  stack: {}
                  nodes:
                    - label: { id: plain, text: Nothing here, lines: 0 }
                    - label: { id: own, text: Nothing here, lines: 0, lineBreakStrategy: pushOut }
                    - button: { id: action, title: Retry }
        """
    }

    @Test func aLabelNamesNoStrategyUnlessTheThemeOrItSays() throws {
        let strategies = try Self.strategies(Self.theme(defaults: ""))
        #expect(strategies["plain"] == .some(nil) && strategies["action"] == .some(nil), "standard, as UILabel: \(strategies)")
        #expect(strategies["own"] == .pushOut)
    }

    @Test func theThemesDefaultReachesEveryLabelAndButtonTitleThatNamesNone() throws {
        let strategies = try Self.strategies(Self.theme(defaults: "defaults: { lineBreakStrategy: none }"))
        #expect(strategies["plain"] == .greedy && strategies["action"] == .greedy, "\(strategies)")
        #expect(strategies["own"] == .pushOut, "the label's own choice wins")
    }

    @Test func anUnknownStrategyIsRefusedAtItsLineWithTheNearestOne() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(Self.theme(defaults: "defaults: { lineBreakStrategy: pushout }"))
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == 2 && problem.message.contains("pushout"), "\(diagnostics)")
        #expect((problem.hint ?? "").contains("pushOut"), "\(problem)")
        let (_, onLabel) = try ThrowawayTheme.load(
            Self.theme(defaults: "").replacingOccurrences(of: "lineBreakStrategy: pushOut", with: "lineBreakStrategy: greedy"))
        #expect(onLabel.contains { $0.location.line == 11 && $0.message.contains("greedy") }, "\(onLabel)")
    }
}
