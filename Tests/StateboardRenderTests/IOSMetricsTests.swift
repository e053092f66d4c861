import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import StateboardRender

/// The metrics iOS draws with per size class, button size and text size (docs/iOSMetrics.md):
/// frames worked out from those figures, checked on the built-in placeholder and the bars.
@Suite struct IOSMetricsTests {
    static let renderer = RenderTestSupport.renderer

    static func laidOut(
        _ theme: Theme, screen: String = "home", state: String = "error", device: String = "iphone-15",
        orientation: Orientation = .portrait, textSize: TextSizeCategory = .large
    ) throws -> LaidOutScene {
        let variant = Variant(device: try #require(Device.preset(device)), orientation: orientation, textSize: textSize)
        return renderer.layout(try ThemeResolver(theme: theme).scene(screen: screen, state: try #require(ViewState(key: state)), variant: variant))
    }

    static func frame(_ id: String, in scene: LaidOutScene) throws -> LayoutRect {
        try #require(scene.placedNodes().first { $0.node.id == id }?.frame, "no node \(id)")
    }

    static func theme(_ yaml: String) throws -> Theme {
        let (theme, diagnostics) = try collecting(yaml)
        return try #require(theme, "\(diagnostics)")
    }

    static func collecting(_ yaml: String) throws -> (Theme?, [Diagnostic]) {
        try TestPaths.withTemporaryFolder("metrics") { folder in
            try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            return ThemeLoader.loadCollecting(path: folder.path)
        }
    }

    static let plain = """
        stateboard: 1
        name: metrics
        screens:
          home: {}
        """

    /// Rule: ContentUnavailableView's paddings are the compact ones on an iPhone in portrait
    /// (title → message 3 pt, message → button 10 pt) and the regular ones on an iPad (12, 12).
    @Test(arguments: [("iphone-15", 3.0, 10.0), ("ipad", 12.0, 12.0)])
    func placeholderSpacingFollowsTheWidthClass(device: String, titleToMessage: Double, messageToButton: Double) throws {
        let scene = try Self.laidOut(try Self.theme(Self.plain), device: device)
        let title = try Self.frame("title", in: scene), message = try Self.frame("message", in: scene), action = try Self.frame("action", in: scene)
        #expect(abs(message.minY - title.maxY - titleToMessage) < 0.01)
        #expect(abs(action.minY - message.maxY - messageToButton) < 0.01)
    }

    /// Rule: an iPhone is regular width only in landscape on the 414 pt-wide and larger models.
    @Test func widthClassOfDevices() throws {
        #expect(try #require(Device.preset("iphone-15")).widthClass(in: .landscape) == .compact)
        #expect(try #require(Device.preset("iphone-15-pro-max")).widthClass(in: .landscape) == .regular)
        #expect(try #require(Device.preset("iphone-15-pro-max")).widthClass(in: .portrait) == .compact)
        #expect(try #require(Device.preset("ipad-mini")).widthClass(in: .portrait) == .regular)
    }

    /// Rule: a spacing token written `{ compact, regular }` takes each value at its width; a
    /// plain number is the same at both; `$regularWidth` is true only at regular width.
    @Test func spacingTokensAndParamsPerWidthClass() throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            tokens:
              spacing:
                gap: { compact: 5, regular: 40 }
            screens:
              home:
                states:
                  empty:
                    node:
                      stack: { axis: vertical }
                      nodes:
                        - box: { id: a, width: 10, height: 10, spacingAfter: gap }
                        - box: { id: b, width: 10, height: 10 }
                        - box: { if: $regularWidth, id: wide, width: 10, height: 10 }
            """)
        let phone = try Self.laidOut(theme, state: "empty"), pad = try Self.laidOut(theme, state: "empty", device: "ipad")
        #expect(try Self.frame("b", in: phone).minY - Self.frame("a", in: phone).maxY == 5)
        #expect(try Self.frame("b", in: pad).minY - Self.frame("a", in: pad).maxY == 40)
        #expect(phone.placedNodes().contains { $0.node.id == "wide" } == false)
        #expect(pad.placedNodes().contains { $0.node.id == "wide" })
    }

    /// Rule: a spacing token with only one of `compact` and `regular` is a located error.
    @Test func aSpacingTokenNeedsBothWidths() throws {
        let (_, diagnostics) = try Self.collecting(
            """
            stateboard: 1
            name: metrics
            tokens:
              spacing:
                gap: { compact: 5 }
            """)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.location.line == 5 && diagnostics.first?.message.contains("both `compact` and `regular`") == true,
            "\(diagnostics.map(\.message))")
    }

    /// Rule: a configuration button is as tall as its title's line plus its size's insets: a
    /// medium one 20.33 + 14 pt (not the 44 pt of a hit target), a large one 20.33 + 28 pt, a
    /// small one in subheadline 17.9 + 10 pt, a mini one in footnote 15.5 + 6 pt.
    @Test(arguments: [("mini", 13.0, 6.0), ("small", 15.0, 10.0), ("medium", 17.0, 14.0), ("large", 17.0, 28.0)])
    func buttonHeightPerConfigurationSize(size: String, fontSize: Double, insets: Double) throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            screens:
              home:
                states:
                  empty:
                    node: { button: { id: b, title: Retry, size: \(size) } }
            """)
        let frame = try Self.frame("b", in: try Self.laidOut(theme, state: "empty"))
        let line = (fontSize * (1950 + 494) / 2048 * 3).rounded(.up) / 3
        #expect(abs(frame.height - (line + insets)) < 0.34, "\(size): \(frame.height) vs \(line + insets)")
    }

    /// Rule: the large title follows Dynamic Type (34 pt at Large, 52 pt at AX3) and its bar grows
    /// with it (96 pt, then 96 + 18 × 1.193 rounded = 117 pt), moving the placeholder down.
    @Test func largeTitlesFollowDynamicType() throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            screens:
              home: { title: Favorites, chrome: [largeTitleNavigationBar] }
            """)
        let large = try Self.laidOut(theme), ax3 = try Self.laidOut(theme, textSize: .accessibility3)
        let bar = { (scene: LaidOutScene) in scene.scene.screen.barFrames(in: scene.canvas)[0] }
        #expect(bar(large).frame.height == 96 && bar(large).bar.textSize == .large)
        #expect(bar(ax3).frame.height == 117 && bar(ax3).bar.textSize == .accessibility3)
        #expect(ax3.scene.screen.contentArea(in: ax3.canvas).minY - large.scene.screen.contentArea(in: large.canvas).minY == 21)
    }

    /// Rule: the large title starts at the layout margin inside the safe area: 16 pt on an
    /// iPhone, 20 pt on an iPad, 59 + 16 pt in landscape beside the Dynamic Island.
    @Test(arguments: [("iphone-15", Orientation.portrait, 16.0), ("ipad", .portrait, 20.0), ("iphone-15", .landscape, 75.0)])
    func largeTitleStartsAtTheLayoutMargin(device: String, orientation: Orientation, margin: Double) throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            screens:
              home: { title: Inbox, chrome: [largeTitleNavigationBar] }
            """)
        // A state whose only ink near the bar is the bar's (the spinner sits in the content area).
        let scene = try Self.laidOut(theme, state: "loading", device: device, orientation: orientation)
        let image = try Self.renderer.pixels(scene, appearance: .light, scale: 1)
        let bar = scene.scene.screen.barFrames(in: scene.canvas)[0].frame
        let ink = try #require(RenderTestSupport.inkBounds(image, in: (0, Int(bar.minY) + 44, image.width / 2, Int(bar.maxY)), background: (255, 255, 255)))
        #expect(Double(ink.0) >= margin && Double(ink.0) < margin + 4, "the I's ink starts at \(ink.0)")
    }

    /// Rule: the navigation bar's inline title, tab titles and toolbar keep their size at every
    /// text size (iOS shows the Large Content Viewer instead): their bars do not grow.
    @Test func barsOtherThanTheLargeTitleKeepTheirSize() throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            screens:
              home: { title: Inbox, chrome: [navigationBar, tabBar] }
            """)
        let ax5 = try Self.laidOut(theme, textSize: .accessibility5)
        #expect(ax5.scene.screen.barFrames(in: ax5.canvas).map(\.frame.height) == [44, 49])
    }

    /// Rule: `tabBar: { style: floating }` is iPadOS 18's tab bar: at the top, in the navigation
    /// bar's row (taking no room of its own; an iPad's is 50 pt, its large-title bar 102 pt) or in
    /// a 50 pt row without one; on an iPhone the tab bar stays at the bottom.
    @Test func floatingTabBarSitsAtTheTopOnAnIPadOnly() throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            screens:
              home: { title: Inbox, chrome: [largeTitleNavigationBar, { tabBar: { style: floating } }] }
              alone: { chrome: [{ tabBar: { style: floating } }] }
            """)
        let pad = try Self.laidOut(theme, device: "ipad")
        let frames = pad.scene.screen.barFrames(in: pad.canvas)
        let tab = try #require(frames.first { $0.bar.kind == .tabBar }), navigation = try #require(frames.first { $0.bar.kind != .tabBar })
        #expect(tab.bar.isFloating && tab.frame.minY == navigation.frame.minY && tab.frame.height == 50)
        #expect(pad.scene.screen.contentArea(in: pad.canvas).minY == 24 + 102)
        #expect(pad.scene.screen.contentArea(in: pad.canvas).maxY == pad.canvas.height - 20, "no bottom bar")
        let alone = try Self.laidOut(theme, screen: "alone", device: "ipad")
        #expect(alone.scene.screen.contentArea(in: alone.canvas).minY == 24 + 50)
        let phone = try Self.laidOut(theme, device: "iphone-15")
        let phoneTab = try #require(phone.scene.screen.barFrames(in: phone.canvas).first { $0.bar.kind == .tabBar })
        #expect(!phoneTab.bar.isFloating && phoneTab.frame.maxY == phone.canvas.height - 34)
    }

    /// Rule: the floating tab bar draws the selected title in the accent color on its pill, at the
    /// top of the screen, and nothing at the bottom.
    @Test func floatingTabBarIsDrawnAtTheTop() throws {
        let theme = try Self.theme(
            """
            stateboard: 1
            name: metrics
            tokens: { colors: { accent: "#FF0000" } }
            screens:
              alone: { chrome: [{ tabBar: { style: floating } }] }
            """)
        // The spinner of `loading` is grey: the only accent ink is the tab bar's.
        let scene = try Self.laidOut(theme, screen: "alone", state: "loading", device: "ipad")
        let image = try Self.renderer.pixels(scene, appearance: .light, scale: 1)
        let red = { (y0: Int, y1: Int) -> Int in
            var count = 0
            for y in y0..<y1 { for x in 0..<image.width { let p = image[x, y]; if p.r > 200 && p.g < 80 && p.b < 80 { count += 1 } } }
            return count
        }
        #expect(red(24, 74) > 20, "the selected title in the accent color")
        #expect(red(image.height - 70, image.height) == 0)
    }
}
