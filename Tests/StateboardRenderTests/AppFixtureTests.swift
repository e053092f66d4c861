import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// The fixture app (Tests/Fixtures/InboxApp) keeps its colors, images and strings in Xcode's own
/// formats; its `app` theme reads all of them where they are and draws them in three locales.
@Suite struct AppFixtureTests {
    static let theme = RenderTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Themes/app").path

    static func laidOut(locale: String, appearance: Appearance = .light) throws -> LaidOutScene {
        let theme = try ThemeLoader.load(path: Self.theme)
        let variant = Variant(device: .iPhone15, appearance: appearance, locale: LocaleInfo(locale))
        return RenderTestSupport.renderer.layout(try ThemeResolver(theme: theme).scene(screen: "inbox", state: .empty, variant: variant))
    }

    static func text(_ id: String, in scene: LaidOutScene) -> String? {
        scene.placedNodes().first { $0.node.id == id }?.laidOut.measuredText?.content.text
    }

    /// Rule: the String Catalog's plural, the legacy `.strings` and the `.stringsdict` plural
    /// fill the labels in each locale (a locale the legacy files lack falls back to English),
    /// numbers in the locale's digits.
    @Test(arguments: [
        ("en", "No Messages", "5 unread messages", "Couldn’t Load"),
        ("zh-Hans", "没有消息", "5 条未读消息", "Couldn’t Load"),
        ("ar", "لا توجد رسائل", "٥ رسائل غير مقروءة", "تعذّر التحميل"),
    ])
    func everyStringFormatFillsTheLabels(locale: String, title: String, unread: String, legacy: String) throws {
        let scene = try Self.laidOut(locale: locale)
        #expect(Self.text("title", in: scene) == title)
        #expect(Self.text("unread", in: scene) == unread)
        #expect(Self.text("legacy", in: scene) == legacy)
        #expect(Self.text("files", in: scene)?.hasSuffix("& more") == true)
    }

    /// Rule: every image kind of the catalog is drawn, in light and dark: the PDF's blue and
    /// green halves, the template tray in the accent, the symbol set, the JPEG.
    @Test(arguments: [Appearance.light, .dark])
    func everyImageKindIsDrawn(appearance: Appearance) throws {
        let scene = try Self.laidOut(locale: "en", appearance: appearance)
        let image = try RenderTestSupport.renderer.pixels(scene, appearance: appearance, scale: 3)
        for id in ["illustration", "tray", "halves", "photo", "badge"] {
            let frame = try #require(scene.placedNodes().first { $0.node.id == id }?.frame, "\(id)")
            let p = image[Int(frame.midX * 3), Int(frame.midY * 3)]
            let background: UInt8 = appearance == .light ? 255 : 0
            #expect(!(p.r == background && p.g == background && p.b == background), "\(id) is drawn")
        }
        let halves = try #require(scene.placedNodes().first { $0.node.id == "halves" }?.frame)
        let top = image[Int(halves.midX * 3), Int((halves.minY + 4) * 3)], bottom = image[Int(halves.midX * 3), Int((halves.maxY - 4) * 3)]
        #expect(top.b > 200 && top.g < 60 && bottom.g > 200 && bottom.b < 60, "the PDF's blue over green")
    }
}
