import Foundation
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// What a theme's bars resolve to: bar button items (their titles in the locale's words), bar
/// colors from tokens, and a device without a status bar.
@Suite struct BarResolutionTests {
    static let theme = """
        stateboard: 1
        tokens:
          colors:
            barBackground: { light: "#F2F2F7", dark: "#1C1C1E" }
        strings:
          en: { edit: "Edit", inbox: "Inbox" }
          ar: { edit: "تعديل", inbox: "البريد" }
        devices:
          - { id: embedded, width: 393, height: 852, scale: 3, statusBarHeight: 0 }
        screens:
          home:
            title: "@inbox"
            chrome:
              - largeTitleNavigationBar:
                  leading: [{ symbol: plus }]
                  trailing: [{ title: "@edit" }, { title: Done, style: done }]
                  background: barBackground
                  hairline: true
              - tabBar: { items: [{ title: "@inbox", symbol: tray }], unselectedTint: tertiaryLabel }
        matrix: { devices: [embedded, iphone-15], appearances: [light], locales: [en, ar] }
        """

    static func scene(device: String, locale: String = "en") throws -> PlaceholderScene {
        let (loaded, diagnostics) = try ThrowawayTheme.load(Self.theme)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(loaded)
        return try ThemeResolver(theme: theme).scene(
            screen: "home", state: .empty,
            variant: Variant(device: try #require(theme.device(device)), locale: LocaleInfo(locale)))
    }

    /// Rule: leading and trailing bar button items resolve in order, `@key` titles in the
    /// locale's words, `style: done` kept; the bar's background and a tab bar's unselected tint
    /// come from tokens or system colors; `hairline: true` is kept.
    @Test func barItemsAndColorsResolve() throws {
        for (locale, edit) in [("en", "Edit"), ("ar", "تعديل")] {
            let bar = try #require(try Self.scene(device: "iphone-15", locale: locale).screen.chrome.first)
            #expect(bar.leadingItems == [BarItem(.symbol("plus"))])
            #expect(bar.trailingItems == [BarItem(.text(edit)), BarItem(.text("Done"), isDone: true)], "\(locale)")
            #expect(bar.background?.resolved(for: .light).hexString == "#F2F2F7" && bar.showsHairline)
        }
        let tabBar = try #require(try Self.scene(device: "iphone-15").screen.chrome.last)
        #expect(tabBar.unselectedTint == SystemColor.tertiaryLabel.color)
    }

    /// Rule: a device with `statusBarHeight: 0` and no safe area draws no status bar and starts
    /// its bars at the top; a preset keeps its status bar (54 pt on iPhone 15, above its 59 pt safe area).
    @Test func aDeviceWithoutAStatusBarStartsItsBarsAtTheTop() throws {
        let embedded = try Self.scene(device: "embedded").screen
        #expect(embedded.statusBarHeight == 0 && !embedded.showsStatusBar && embedded.barsTop == 0)
        #expect(embedded.barFrames(in: LayoutSize(width: 393, height: 852)).first?.frame.minY == 0)
        let phone = try Self.scene(device: "iphone-15").screen
        #expect(phone.showsStatusBar && phone.barsTop == 54)
    }

    /// Rule: a bar button item has one content (a symbol, a title, an image or a date picker), not two nor none; the error is located.
    @Test func aBarItemNeedsASymbolOrATitle() throws {
        let yaml = """
            stateboard: 1
            screens:
              home:
                chrome: [{ navigationBar: { trailing: [{ symbol: plus, title: Add }] } }]
            """
        let (_, diagnostics) = try ThrowawayTheme.load(yaml)
        let found = try #require(diagnostics.first { $0.message.contains("has one of `symbol`, `title`") }, "\(diagnostics)")
        #expect(found.location.line == 4)
    }
}
