import Foundation
import SnapshotTesting
import Stateboard
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardSnapshot

extension Snapshotting where Value == PlaceholderScene, Format == Data {
    /// Renders a scene to a PNG and compares it pixel by pixel with the reference.
    ///
    /// References are written with the compact PNG setting because they live in git; the
    /// comparison decodes both sides, so a reference written by another PNG writer still matches
    /// when its pixels do. The tolerance parameters mean what they mean in swift-snapshot-testing's
    /// image strategies, so existing precision settings carry over.
    ///
    /// ```swift
    /// assertStateboardSnapshot(of: scene, as: .stateboard(appearance: .dark, perceptualPrecision: 0.98))
    /// ```
    ///
    /// - Parameters:
    ///   - appearance: Light or dark mode; dynamic colors resolve to it.
    ///   - scale: Pixels per point; `nil` uses the scene's own scale (a device's, for device scenes).
    ///   - precision: The fraction of pixels that must match (1: all of them).
    ///   - perceptualPrecision: How close a pixel must be to count as matching: it matches when its
    ///     CIE94 ΔE is at most (1 − perceptualPrecision) × 100. 0.98 lets changes invisible to the
    ///     eye (ΔE ≤ 2) through; 1 demands identical colors.
    ///   - ignoresAntialiasing: Whether pixels that look like anti-aliased edges are left out, so
    ///     that a font rasterizer update does not fail every snapshot.
    ///   - renderer: The renderer to draw with; pass one built with a theme's fonts. `nil` uses one
    ///     shared renderer with the pinned fonts, so fonts are loaded once per test process.
    public static func stateboard(
        appearance: Appearance = .light, scale: Double? = nil, precision: Double = 1,
        perceptualPrecision: Double = 1, ignoresAntialiasing: Bool = false,
        renderer: ImageRenderer? = nil
    ) -> Snapshotting {
        stateboard(
            appearance: appearance, scale: scale,
            tolerance: Tolerance(
                precision: precision, perceptualPrecision: perceptualPrecision,
                ignoresAntialiasing: ignoresAntialiasing),
            renderer: renderer)
    }

    /// Renders a scene to a PNG and compares it with the reference under a full ``Tolerance``
    /// (including its density check), for settings shared with `stateboard verify`.
    ///
    /// `kinds` names the node kinds, with the app's own for custom nodes (`nil`: the built-in
    /// ones; ignored when `renderer` is given, which has its own).
    public static func stateboard(
        appearance: Appearance = .light, scale: Double? = nil, tolerance: Tolerance,
        kinds: NodeKindRegistry? = nil, renderer: ImageRenderer? = nil
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .stateboardImage(tolerance: tolerance)) { scene in
            SceneRendering.png(of: scene, appearance: appearance, scale: scale, renderer: renderer, kinds: kinds)
        }
    }
}

extension Snapshotting where Value: PlaceholderConvertible, Format == Data {
    /// Renders a placeholder's node tree (a `PlaceholderNode` or a DSL word such as `VerticalStack`) on a
    /// device's screen, the way a theme places it: centered in the safe area below and above any
    /// chrome, inside the layout margins, at the device's scale — the scene
    /// `PlaceholderRenderer.render(_:on:)` draws, so both wrap text alike.
    ///
    /// This saves building a ``PlaceholderScene`` for the common case of one placeholder view:
    ///
    /// ```swift
    /// assertStateboardSnapshot(of: VerticalStack { Paragraph("No Mail") }, as: .stateboard(device: .iPhone15, appearance: .dark))
    /// ```
    ///
    /// - Parameters:
    ///   - device: The screen: its size, scale and safe area (see `Device.presets`).
    ///   - orientation: Portrait or landscape; picks the size and safe area to use.
    ///   - locale: The language; a right-to-left one (`ar`, `he`) mirrors rows and natural alignment.
    ///   - placement: Where the node sits in the content area; `nil`: `Placement.standard(for:orientation:)`.
    ///   - chrome: Bars drawn around the placeholder (navigation bar, tab bar, …).
    ///   - kinds: The node kinds, with the app's own for custom nodes (`nil`: the built-in ones).
    ///   - Other parameters: as in ``Snapshotting/stateboard(appearance:scale:precision:perceptualPrecision:ignoresAntialiasing:renderer:)``.
    public static func stateboard(
        device: Device, orientation: Orientation = .portrait, appearance: Appearance = .light,
        locale: String = "en", placement: Placement? = nil, chrome: [ChromeBar] = [], scale: Double? = nil,
        precision: Double = 1, perceptualPrecision: Double = 1, ignoresAntialiasing: Bool = false,
        kinds: NodeKindRegistry? = nil, renderer: ImageRenderer? = nil
    ) -> Snapshotting {
        Snapshotting<PlaceholderScene, Data>
            .stateboard(
                appearance: appearance, scale: scale,
                tolerance: Tolerance(
                    precision: precision, perceptualPrecision: perceptualPrecision,
                    ignoresAntialiasing: ignoresAntialiasing),
                kinds: kinds, renderer: renderer
            )
            .pullback { node in
                PlaceholderScene.screen(node.placeholderNode, on: device, orientation: orientation, locale: locale, chrome: chrome, placement: placement)
            }
    }
}
