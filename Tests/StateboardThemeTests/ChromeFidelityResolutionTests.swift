import Foundation
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import StateboardCore
@testable import StateboardTheme

/// Issue 41's components as themes resolve them: an inset-grouped list's screen background, an
/// iPad's 50 pt bars.
@Suite struct ChromeFidelityResolutionTests {
    static func theme(_ content: String, background: String = "") throws -> Theme {
        let (theme, diagnostics) = try ThrowawayTheme.load(
            """
            stateboard: 1
            name: t
            screens:
              settings:
                title: Settings
            \(background)
                chrome: [largeTitleNavigationBar, navigationBar, toolbar]
                content:
                  section: { style: \(content) }
                  nodes: [ { row: One }, { row: Two } ]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(theme)
    }

    /// Rule (item 5): a screen whose content is an inset-grouped list is systemGroupedBackground
    /// (#F2F2F7 light, measured on Home Assistant's iOS 18 captures), so its white cards show;
    /// a plain list keeps systemBackground, and a background the theme gives wins.
    @Test func anInsetGroupedListsScreenIsTheGroupedBackground() throws {
        let variant = Variant(device: .iPhone15)
        let grouped = try ThemeResolver(theme: Self.theme("insetGrouped")).scene(screen: "settings", state: .content, variant: variant)
        #expect(grouped.background == SystemColor.systemGroupedBackground.color)
        #expect(grouped.background.light == RGBAColor(hex: "#F2F2F7"))
        let plain = try ThemeResolver(theme: Self.theme("plain")).scene(screen: "settings", state: .content, variant: variant)
        #expect(plain.background == SystemColor.systemBackground.color)
        let given = try ThemeResolver(theme: Self.theme("insetGrouped", background: "    background: \"#123456\""))
            .scene(screen: "settings", state: .content, variant: variant)
        #expect(given.background.light == RGBAColor(hex: "#123456"))
    }

    /// Rule (item 9): on an iPad, navigation bars and toolbars are 50 pt, a large-title bar 6 pt
    /// taller than an iPhone's; an iPhone's stay 44 and 96.
    @Test func anIPadsNavigationBarsAndToolbarsAreFiftyPoints() throws {
        let theme = try Self.theme("plain")
        func heights(_ device: Device) throws -> [Double] {
            try ThemeResolver(theme: theme).scene(screen: "settings", state: .content, variant: Variant(device: device)).screen.chrome.map(\.height)
        }
        #expect(try heights(.iPhone15) == [96, 44, 44])
        #expect(try heights(.iPadPro11) == [102, 50, 50])
    }
}
