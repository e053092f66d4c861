import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

/// Where a state's nodes go: a placement's `area` (content, safe area, whole screen), a state's
/// second node (`accessory`), a dimming layer. Figures: docs/iOSMetrics.md, "Placement".
@Suite struct PlacementAreaTests {
    static func laidOut(_ yaml: String, state: ViewState = .empty) throws -> LaidOutScene {
        let (loaded, diagnostics) = try ThrowawayTheme.load(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(screen: "home", state: state, variant: Variant(device: .iPhone15))
        return LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
    }

    static func theme(chrome: String, placement: String, extra: String = "") -> String {
        """
        stateboard: 1
        screens:
          home:
            chrome: \(chrome)
            states:
              empty:
                placement: \(placement)
                node: { box: { id: label, width: 100, height: 20 } }
        \(extra)
        """
    }

    /// Rule (UITableView.backgroundView is "resized to match the size of the table view"): with
    /// `area: screen` the node centres on the whole iPhone 15 screen (y 426), 32 pt above the
    /// content area's centre under a navigation bar (98 … 818), 58 pt under a large title.
    @Test func aTablesBackgroundViewCentresOnTheWholeScreen() throws {
        for (chrome, contentCentre) in [("[navigationBar]", 458.0), ("[largeTitleNavigationBar]", 484), ("[navigationBar, tabBar]", 433.5)] {
            let screen = try Self.laidOut(Self.theme(chrome: chrome, placement: "{ area: screen }"))
            let content = try Self.laidOut(Self.theme(chrome: chrome, placement: "{ area: content }"))
            #expect(screen.root.frame.midY == 426, "\(chrome)")
            #expect(content.root.frame.midY == contentCentre, "\(chrome)")
        }
        let navigation = try Self.laidOut(Self.theme(chrome: "[navigationBar]", placement: "{ area: screen }"))
        let inContent = try Self.laidOut(Self.theme(chrome: "[navigationBar]", placement: "{}"))
        #expect(inContent.root.frame.midY - navigation.root.frame.midY == 32, "content-area centring is the default")
    }

    /// Rule (DZNEmptyDataSet's `didMoveToSuperview`: `self.frame = self.superview.bounds`, its
    /// table's bounds, bars included): the bundled DZN theme centres its view on the whole screen,
    /// iPhone 15 y 426 under its navigation bar, 32 pt above content-area centring (issue #24
    /// measured 34 with the bar at the 59 pt safe area; docs/iOSMetrics.md, "Placement").
    @Test func theBundledDZNThemeCentresOnItsTablesBounds() throws {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("dzn").path)
        #expect(theme.screenDefaults.placement?.value.area == .screen)
        let resolver = ThemeResolver(theme: theme)
        for state in [ViewState.empty, .loading] {
            let scene = try resolver.scene(screen: "list", state: state, variant: Variant(device: .iPhone15))
            let laidOut = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
            #expect(laidOut.root.frame.midY == 426, "\(state): \(laidOut.root.frame)")
            #expect(scene.screen.contentArea(in: scene.canvas).midY - laidOut.root.frame.midY == 32)
        }
    }

    /// Rule (the view-state pattern: a state view the size of `UIScreen.main.bounds`, centring its
    /// content): the bundled viewstate theme centres on the whole screen, iPhone 15 y 426, 12.5 pt
    /// above the safe area's centre ((59 − 34) / 2).
    @Test func theBundledViewStateThemeCentresOnTheScreen() throws {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("viewstate").path)
        let resolver = ThemeResolver(theme: theme)
        for state in [ViewState.empty, .loading, .error(.networkUnreachable)] {
            let scene = try resolver.scene(screen: "library", state: state, variant: Variant(device: .iPhone15))
            let laidOut = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
            #expect(laidOut.root.frame.midY == 426, "\(state): \(laidOut.root.frame)")
            #expect(scene.screen.contentArea(in: scene.canvas).midY - laidOut.root.frame.midY == 12.5)
        }
    }

    /// Rule: `area: safeArea` leaves the bars out of account: iPhone 15's safe area is 59 … 818.
    @Test func theSafeAreaIgnoresTheBars() throws {
        let top = try Self.laidOut(Self.theme(chrome: "[largeTitleNavigationBar]", placement: "{ area: safeArea, anchor: top }"))
        #expect(top.root.frame.minY == 59)
        let bottom = try Self.laidOut(Self.theme(chrome: "[tabBar]", placement: "{ area: screen, anchor: bottom }"))
        #expect(bottom.root.frame.maxY == 852)
    }

    @Test func anUnknownAreaIsRefusedAtItsLine() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(Self.theme(chrome: "[]", placement: "{ area: table }"))
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == 7 && problem.message.contains("table"), "\(diagnostics)")
    }

    // MARK: accessory

    static let accessoryTheme = """
        stateboard: 1
        screens:
          home:
            chrome: [navigationBar, tabBar]
            states:
              empty:
                node: { box: { id: main, width: 100, height: 20 } }
                params: { action: Add }
                accessory:
                  node: { button: { id: add, title: $action, width: 200, height: 50 } }
              error:
                node: { box: { id: main, width: 100, height: 20 } }
                accessory:
                  node: { box: { id: footer, width: 300, height: 30 } }
                  placement: { area: screen, anchor: top, insets: { top: 100 } }
        """

    /// Rule: a state's accessory sits at the bottom of the content area, 16 pt in (iPhone 15 with a
    /// tab bar: content ends at 852 − 34 − 49 = 769), using the state's params.
    @Test func anAccessoryIsPlacedOnItsOwnAtTheBottomByDefault() throws {
        let scene = try Self.laidOut(Self.accessoryTheme)
        let accessory = try #require(scene.accessory)
        #expect(accessory.frame == LayoutRect(x: (393 - 200) / 2, y: 769 - 16 - 50, width: 200, height: 50))
        #expect(scene.root.frame.midY == 433.5, "the placeholder keeps its own placement: (98 + 769) / 2")
        #expect(scene.placedAccessoryNodes().map(\.node.id) == ["add"])
        #expect(scene.placedNodes().allSatisfy { $0.node.id != "add" })
    }

    @Test func anAccessoryTakesItsOwnPlacement() throws {
        let scene = try Self.laidOut(Self.accessoryTheme, state: .error(.failed))
        #expect(scene.accessory?.frame == LayoutRect(x: (393 - 300) / 2, y: 100, width: 300, height: 30))
    }

    @Test func theContentStateShowsNoAccessory() throws {
        // The screen shows content (a screen without `content:` has no `content` state), and its
        // `content` state names an accessory, which is not drawn.
        let chrome = "    chrome: [navigationBar, tabBar]\n"
        let yaml = Self.accessoryTheme.replacingOccurrences(of: "empty:", with: "content:")
            .replacingOccurrences(of: chrome, with: chrome + "    content: { box: { id: rows, width: 100, height: 40 } }\n")
        #expect(yaml.contains("content: { box: { id: rows"))
        let scene = try Self.laidOut(yaml, state: .content)
        #expect(scene.scene.content != nil)
        #expect(scene.accessory == nil)
    }

    @Test func anAccessoryWithoutANodeIsRefusedAtItsLine() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(
            Self.accessoryTheme.replacingOccurrences(
                of: "accessory:\n          node: { button: { id: add, title: $action, width: 200, height: 50 } }",
                with: "accessory: { placement: { anchor: top } }"))
        #expect(diagnostics.contains { $0.location.line == 9 && $0.message.contains("needs a `node`") }, "\(diagnostics)")
        let (_, misspelt) = try ThrowawayTheme.load(Self.accessoryTheme.replacingOccurrences(of: "placement: { area: screen", with: "placment: { area: screen"))
        #expect(misspelt.contains { $0.location.line == 15 && $0.message.contains("placment") }, "\(misspelt)")
    }

    // MARK: dimming

    @Test func aDimmingColorReachesTheScene() throws {
        let (loaded, diagnostics) = try ThrowawayTheme.load(
            Self.theme(chrome: "[navigationBar]", placement: "{ area: screen }")
                .replacingOccurrences(of: "placement: { area: screen }", with: "placement: { area: screen }\n        dimming: \"#00000066\""))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(screen: "home", state: .empty, variant: Variant(device: .iPhone15))
        #expect(scene.dimming?.light == RGBAColor(hex: "#00000066"))
    }
}
