import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// Rule: an asset catalog's image set (`image: { asset: Name }`) is drawn from the file for the
/// render scale (`@2x`/`@3x`) and the appearance (its dark file in dark mode); a template image
/// is drawn in its tint (`label` by default). The fixture's `EmptyInbox` is red at 1x, green at
/// 2x, blue at 3x and white in dark mode; `Tray` is a black SVG square marked as a template.
@Suite struct AssetImageRenderTests {
    static let theme = RenderTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Themes/assets")

    /// The `#RRGGBB` at the middle of node `id`, rendered in `appearance` at `scale`.
    static func middle(of id: String, appearance: Appearance, scale: Double) throws -> String {
        let theme = try ThemeLoader.load(path: Self.theme.path)
        let variant = Variant(device: Device.presets[3], appearance: appearance)
        let scene = try ThemeResolver(theme: theme).scene(screen: "inbox", state: ViewState(key: "empty")!, variant: variant)
        let laidOut = RenderTestSupport.renderer.layout(scene)
        let image = try RenderTestSupport.renderer.pixels(laidOut, appearance: appearance, scale: scale)
        let frame = try #require(laidOut.placedNodes().first { $0.laidOut.node.id == id }?.frame)
        let x = Int(frame.midX * scale), y = Int(frame.midY * scale)
        let i = (y * image.width + x) * 4
        return String(format: "#%02X%02X%02X", image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
    }

    /// Rule: the set's file for the render scale is drawn (1x red, 2x green, 3x blue).
    @Test func theScaleVariantIsPicked() throws {
        #expect(try Self.middle(of: "illustration", appearance: .light, scale: 1) == "#FF0000")
        #expect(try Self.middle(of: "illustration", appearance: .light, scale: 2) == "#00FF00")
        #expect(try Self.middle(of: "illustration", appearance: .light, scale: 3) == "#0000FF")
    }

    /// Rule: in dark mode the set's dark-appearance file is drawn.
    @Test func theDarkVariantIsUsedInDarkMode() throws {
        #expect(try Self.middle(of: "illustration", appearance: .dark, scale: 1) == "#FFFFFF")
    }

    /// Rule: a template image is drawn in `label` (white in dark mode) or in its `tint`.
    @Test func aTemplateImageIsTinted() throws {
        #expect(try Self.middle(of: "tray", appearance: .dark, scale: 2) == "#FFFFFF", "the black SVG drawn in dark mode's label")
        #expect(try Self.middle(of: "tintedTray", appearance: .light, scale: 2) == "#FF3B30", "drawn in the accent token, asset(BrandAccent)")
    }
}
