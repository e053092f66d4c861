import Foundation
import SnapshotTesting
import StateboardCore
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
    public static func stateboard(appearance: Appearance = .light, scale: Double? = nil, precision: Double = 1,
                                  perceptualPrecision: Double = 1, ignoresAntialiasing: Bool = false,
                                  renderer: ImageRenderer? = nil) -> Snapshotting {
        stateboard(appearance: appearance, scale: scale,
                   tolerance: Tolerance(precision: precision, perceptualPrecision: perceptualPrecision,
                                        ignoresAntialiasing: ignoresAntialiasing),
                   renderer: renderer)
    }

    /// Renders a scene to a PNG and compares it with the reference under a full ``Tolerance``
    /// (including its density check), for settings shared with `stateboard verify`.
    public static func stateboard(appearance: Appearance = .light, scale: Double? = nil, tolerance: Tolerance,
                                  renderer: ImageRenderer? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .stateboardImage(tolerance: tolerance)) { scene in
            SceneRendering.png(of: scene, appearance: appearance, scale: scale, renderer: renderer)
        }
    }
}

extension Snapshotting where Value == PlaceholderNode, Format == Data {
    /// Renders a placeholder's node tree on a device's screen, the way a theme places it: centered
    /// in the safe area below and above any chrome, at the device's scale.
    ///
    /// This saves building a ``PlaceholderScene`` for the common case of one placeholder view:
    ///
    /// ```swift
    /// assertStateboardSnapshot(of: emptyState, as: .stateboard(device: .preset("iphone-15")!, appearance: .dark))
    /// ```
    ///
    /// - Parameters:
    ///   - device: The screen: its size, scale and safe area (see `Device.presets`).
    ///   - orientation: Portrait or landscape; picks the size and safe area to use.
    ///   - placement: Where the node sits in the content area.
    ///   - chrome: Bars drawn around the placeholder (navigation bar, tab bar, …).
    ///   - Other parameters: as in ``Snapshotting/stateboard(appearance:scale:precision:perceptualPrecision:ignoresAntialiasing:renderer:)``.
    public static func stateboard(device: Device, orientation: Orientation = .portrait, appearance: Appearance = .light,
                                  placement: Placement = Placement(), chrome: [ChromeBar] = [], scale: Double? = nil,
                                  precision: Double = 1, perceptualPrecision: Double = 1, ignoresAntialiasing: Bool = false,
                                  renderer: ImageRenderer? = nil) -> Snapshotting {
        Snapshotting<PlaceholderScene, Data>
            .stateboard(appearance: appearance, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
                        ignoresAntialiasing: ignoresAntialiasing, renderer: renderer)
            .pullback { node in
                PlaceholderScene(canvas: device.size(in: orientation), scale: device.scale, root: node, placement: placement,
                                     screen: ScreenFrame(safeArea: device.safeArea(in: orientation), chrome: chrome,
                                                         statusBarHeight: device.statusBarHeight(in: orientation)))
            }
    }
}
