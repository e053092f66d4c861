import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// Symbol images and bar items: SF Symbols names, sized by a text style (Dynamic Type), weighted
/// like the style's font, refused with the nearest name when unknown.
@Suite struct SymbolImageTests {
    static func load(_ yaml: String, files: [String: String] = [:]) throws -> (Theme?, [Diagnostic]) {
        try ThrowawayTheme.load(yaml, files: files)
    }

    static func theme(node: String, chrome: String = "[]") -> String {
        """
        stateboard: 1
        screens:
          home:
            chrome: \(chrome)
            states:
              empty:
                node: \(node)
        """
    }

    func symbol(_ node: String, textSize: TextSizeCategory = .large) throws -> SymbolImage? {
        let (loaded, diagnostics) = try Self.load(Self.theme(node: node))
        let theme = try #require(loaded, "\(diagnostics)")
        let variant = Variant(device: Device.preset("iphone-15")!, textSize: textSize)
        let scene = try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: variant)
        // The state's node sits in the placeholder's root stack.
        for node in [scene.root] + scene.root.children {
            if let image = node.content.value(as: ImageNode.self) { return image.symbol }
        }
        return nil
    }

    /// Rule: a symbol's point size is its text style's at the variant's text size (Dynamic Type),
    /// its weight the style's font weight unless given, its scale medium unless given.
    @Test func aSymbolTakesItsTextStylesSizeAndWeight() throws {
        let body = try #require(try symbol("{ image: { symbol: tray, style: body } }"))
        #expect(body.pointSize == 17 && body.weight == .regular && body.scale == .medium)
        #expect(body.side == 21.5, "a medium body symbol is about 21 pt")
        let headline = try #require(try symbol("{ image: { symbol: tray, style: headline, scale: large } }"))
        #expect(headline.weight == .semibold && headline.scale == .large)
        let ax3 = try #require(try symbol("{ image: { symbol: tray, style: body } }", textSize: .accessibility3))
        #expect(ax3.pointSize == 40, "body at AX3 is 40 pt: the symbol grows with it (\(ax3.pointSize))")
        let fixed = try #require(try symbol("{ image: { symbol: heart.fill, pointSize: 30, weight: bold } }", textSize: .accessibility3))
        #expect(fixed.pointSize == 30 && fixed.weight == .bold && fixed.name == "heart.fill", "a fixed point size does not scale")
    }

    /// Rule: an unknown name is refused where it is written, with the nearest known name.
    @Test func anUnknownSymbolIsRefusedWithTheNearestName() throws {
        let (_, diagnostics) = try Self.load(Self.theme(node: "{ image: { symbol: trey, style: body } }"))
        let error = try #require(diagnostics.first)
        #expect(error.location.line == 7 && error.message.contains("`trey`"), "\(diagnostics)")
        #expect(error.hint?.contains("`tray`") == true, "\(String(describing: error.hint))")
        #expect(!error.message.contains("wifi"), "the 700 names are not listed")
    }

    /// Rule: an image is a file or a symbol; symbol keys on a file image are refused, not ignored.
    @Test func pathAndSymbolKeysDoNotMix() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#
        let (_, both) = try Self.load(Self.theme(node: "{ image: { symbol: tray, path: dot.svg } }"), files: ["dot.svg": svg])
        #expect(both.contains { $0.message.contains("a `path` or a `symbol`, not both") }, "\(both)")
        let (_, sized) = try Self.load(Self.theme(node: "{ image: { style: body } }"))
        #expect(sized.contains { $0.message.contains("symbol") }, "a style alone asks for a symbol: \(sized)")
    }

    /// Rule: tab bar items take `{ title, symbol }`; items without symbols stay allowed; unknown
    /// symbols in bars are refused; toolbars list their buttons' symbols.
    @Test func barItemsTakeSymbols() throws {
        let chrome =
            #"[{ tabBar: { items: [{ title: Home, symbol: house }, { title: Saved, symbol: bookmark.fill }], selected: 1 } }, { toolbar: { items: [plus, trash] } }]"#
        let (loaded, diagnostics) = try Self.load(Self.theme(node: "{ label: { text: Hi } }", chrome: chrome))
        let theme = try #require(loaded, "\(diagnostics)")
        let scene = try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: Variant(device: Device.preset("iphone-15")!))
        let tabs = try #require(scene.screen.chrome.first { $0.kind == .tabBar })
        #expect(tabs.items == ["Home", "Saved"] && tabs.symbols == ["house", "bookmark.fill"])
        #expect(scene.screen.chrome.first { $0.kind == .toolbar }?.symbols == ["plus", "trash"])
        let (_, bad) = try Self.load(Self.theme(node: "{ label: { text: Hi } }", chrome: "[{ tabBar: { items: [{ title: Home, symbol: hose }] } }]"))
        #expect(bad.first?.message.contains("`hose`") == true && bad.first?.hint?.contains("`house`") == true, "\(bad)")
    }

    /// Rule: tabs and toolbar buttons take the theme's `accent` token, as UIKit's take the app's tint.
    @Test func barsTakeTheAccentToken() throws {
        let yaml = "stateboard: 1\ntokens: { colors: { accent: \"#B83010\" } }\nscreens:\n  home: { chrome: [tabBar] }\n"
        let (loaded, diagnostics) = try Self.load(yaml)
        let theme = try #require(loaded, "\(diagnostics)")
        let scene = try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: Variant(device: Device.preset("iphone-15")!))
        let tabs = try #require(scene.screen.chrome.first)
        #expect(tabs.tint?.light.hexString == "#B83010")
        #expect(tabs.symbols == ChromeBar.defaultTabSymbols, "the generic tabs come with symbols")
    }

    /// Rule: a state may replace the screen's bars (`chrome: []` for a full-screen state view);
    /// states that fall back to it (`error.timeout` → `error`) take its bars, others keep the screen's.
    @Test func aStateMayReplaceTheScreensBars() throws {
        let yaml = """
            stateboard: 1
            screens:
              home:
                chrome: [navigationBar, tabBar]
                states:
                  error: { chrome: [] }
            """
        let (loaded, diagnostics) = try Self.load(yaml)
        let theme = try #require(loaded, "\(diagnostics)")
        let resolver = ThemeResolver(theme: theme)
        let variant = Variant(device: Device.preset("iphone-15")!)
        #expect(try resolver.scene(screen: "home", state: .error(.timeout), variant: variant).screen.chrome.isEmpty)
        #expect(try resolver.scene(screen: "home", state: .empty, variant: variant).screen.chrome.map(\.kind) == [.navigationBar, .tabBar])
    }

    /// Rule: a state's `contentOffset` pulls the screen's content down (a refresh control's room)
    /// and cascades like the state's other keys; a negative one is refused where it is written.
    @Test func aStateCanPullTheContentDown() throws {
        let yaml = """
            stateboard: 1
            states:
              updating: { node: { spinner: medium }, placement: { anchor: top }, contentOffset: 60 }
            screens:
              home: { content: { skeleton: rows } }
            """
        let theme = try #require(try Self.load(yaml).0)
        let variant = Variant(device: Device.preset("iphone-15")!)
        #expect(try ThemeResolver(theme: theme).scene(screen: "home", state: .updating, variant: variant).contentOffset == 60)
        #expect(try ThemeResolver(theme: theme).scene(screen: "home", state: .content, variant: variant).contentOffset == 0)
        let (_, negative) = try Self.load(yaml.replacingOccurrences(of: "contentOffset: 60", with: "contentOffset: -5"))
        #expect(negative.first?.location.line == 3 && negative.first?.message.contains("contentOffset") == true, "\(negative)")
    }

    /// Rule: paragraph values beyond any real label (a line 10 000 times its height) are refused
    /// where they are written.
    @Test func outlandishParagraphValuesAreRefused() throws {
        let (_, diagnostics) = try Self.load(Self.theme(node: "{ label: { text: Hi, lineHeightMultiple: 10000 } }"))
        #expect(diagnostics.first?.location.line == 7 && diagnostics.first?.message.contains("lineHeightMultiple") == true, "\(diagnostics)")
    }
}
