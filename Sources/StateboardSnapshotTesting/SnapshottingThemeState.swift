import Foundation
import SnapshotTesting
import Stateboard

extension Snapshotting where Value == Theme, Format == Data {
    /// Renders one screen state of a theme in one variant and compares it pixel by pixel with
    /// the reference, so an app's test target snapshot-tests the placeholders its theme declares:
    ///
    /// ```swift
    /// let theme = try ThemeCatalog().load("ios")   // or ThemeLoader.load(path: "Design/Themes/shop")
    /// assertStateboardSnapshot(of: theme, as: .stateboard(screen: "favorites", state: .empty, device: .iPhone15,
    ///                                                      appearance: .dark, locale: "zh-Hans"))
    /// ```
    ///
    /// A state that cannot be resolved or drawn fails the test with the theme's own message
    /// (file:line:column) instead of recording anything.
    public static func stateboard(
        screen: String, state: ViewState, device: Device = .iPhone15, orientation: Orientation = .portrait,
        appearance: Appearance = .light, contrast: DisplayContrast = .standard,
        locale: String = "en", textSize: TextSizeCategory = .large,
        scale: Double? = nil, tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .stateboardImage(tolerance: tolerance)) { theme in
            let variant = Variant(
                device: device, orientation: orientation, appearance: appearance, contrast: contrast, locale: LocaleInfo(locale),
                textSize: textSize, scale: scale)
            do {
                let scene = try ThemeResolver(theme: theme).scene(screen: screen, state: state, variant: variant)
                let renderer = try RendererFactory.make(for: theme)
                return SceneRendering.png(of: scene, appearance: appearance, contrast: contrast, scale: variant.scale, renderer: renderer)
            } catch {
                return SceneRendering.failureNote(error)
            }
        }
    }
}

extension Snapshotting where Value == PlaceholderScene, Format == String {
    /// The scene's layout as JSON text (every node depth first with its id, kind and frame, as
    /// `stateboard layout --json` prints it), so a change that only moves frames reads as a
    /// line diff. Text is measured with Pango and the pinned fonts unless `measurement` is
    /// `.fixed` (the same numbers on every machine). `kinds` names the node kinds, with the app's
    /// own for custom nodes; a node of a kind it lacks fails the test with
    /// `UnregisteredNodeKindError` instead of being recorded as empty space.
    public static func stateboardLayout(measurement: TextMeasurement = .fixed, kinds: NodeKindRegistry = .builtIn) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { scene in
            do {
                let laidOut = LayoutEngine(environment: try measurement.environment(direction: scene.direction, kinds: kinds)).layout(scene)
                if let exceeded = laidOut.deadlineExceeded { throw exceeded }
                if let unknown = laidOut.placedNodes().first(where: { kinds.kind(named: $0.node.kind) == nil }) {
                    throw UnregisteredNodeKindError(kind: unknown.node.kind, known: kinds.names)
                }
                return laidOut.jsonDump() + "\n"
            } catch {
                return layoutFailureMarker + "\(error)\n"
            }
        }
    }
}

extension Snapshotting where Value: PlaceholderConvertible, Format == String {
    /// A node tree's layout (a `PlaceholderNode`'s or a DSL word's) on a device as JSON text (see the scene strategy).
    /// The node sits where the image strategy and `PlaceholderRenderer` put it (inside the layout
    /// margins unless `placement` is given), in `locale`'s writing direction, with `kinds`.
    public static func stateboardLayout(
        device: Device = .iPhone15, orientation: Orientation = .portrait, locale: String = "en",
        placement: Placement? = nil, measurement: TextMeasurement = .fixed,
        kinds: NodeKindRegistry = .builtIn
    ) -> Snapshotting {
        Snapshotting<PlaceholderScene, String>.stateboardLayout(measurement: measurement, kinds: kinds).pullback { node in
            PlaceholderScene.screen(node.placeholderNode, on: device, orientation: orientation, locale: locale, placement: placement)
        }
    }
}

/// What the layout strategies yield instead of a layout that cannot be made: a note that
/// `verifyStateboardSnapshot` reports as a failure and never records.
let layoutFailureMarker = "stateboard: the scene could not be laid out: "
