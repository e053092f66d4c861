import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// One entry point for rendering from Swift: a node tree on a device, a scene, or a theme's
/// screen state, to PNG, PDF or SVG bytes or to pixels, with the frames layout gave each node.
/// Safe to call from concurrent tests (renderers are values; fonts are loaded once per process).
public enum PlaceholderRenderer {
    /// What a render produced.
    public struct Output: Sendable {
        /// The encoded image (PNG, PDF or SVG).
        public var data: Data
        /// The layout that was drawn.
        public var layout: LaidOutScene
        /// Canvas frames of the nodes that have an id, in points: `output.frames["retry"]`.
        public var frames: [String: LayoutRect] {
            Dictionary(
                layout.placedNodes().compactMap { placed in placed.node.id.map { ($0, placed.frame) } },
                uniquingKeysWith: { first, _ in first })
        }
        /// What the labels and buttons that have an id show, as drawn (a theme's `@key` strings
        /// looked up, markup's characters without their styles): `output.texts["title"]`.
        public var texts: [String: String] {
            Dictionary(
                layout.placedNodes().compactMap { placed -> (String, String)? in
                    guard let id = placed.node.id, let shown = placed.node.content.value as? any TextShowingContent else { return nil }
                    return (id, shown.primaryText.text)
                }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A node tree centred in a device's content area, with optional chrome, as a placeholder
    /// sits in a screen: inside the layout margins (`Placement.standard(for:orientation:)`)
    /// unless `placement` says otherwise — the same scene the node snapshot strategies draw.
    /// `kinds` must register every custom node kind the tree holds (drawing an unregistered one
    /// throws `UnregisteredNodeKindError`).
    public static func render(
        _ node: some PlaceholderConvertible, on device: Device = .iPhone15, orientation: Orientation = .portrait,
        appearance: Appearance = .light, locale: String = "en", chrome: [ChromeBar] = [],
        placement: Placement? = nil, scale: Double? = nil, format: OutputFormat = .png,
        kinds: NodeKindRegistry = .builtIn
    ) throws -> Output {
        let scene = PlaceholderScene.screen(
            node.placeholderNode, on: device, orientation: orientation, locale: locale,
            chrome: chrome, placement: placement)
        return try render(scene, appearance: appearance, scale: scale, format: format, kinds: kinds)
    }

    /// A scene (from a scene file, or built in Swift).
    public static func render(
        _ scene: PlaceholderScene, appearance: Appearance = .light,
        contrast: DisplayContrast = .standard, scale: Double? = nil,
        format: OutputFormat = .png, kinds: NodeKindRegistry = .builtIn
    ) throws -> Output {
        let renderer = try RendererFactory.make(kinds: kinds)
        let layout = renderer.layout(scene)
        return Output(
            data: try renderer.render(layout, appearance: appearance, contrast: contrast, scale: scale, format: format),
            layout: layout)
    }

    /// A theme's screen in a state (a bundled theme's name, a theme folder, or a loaded theme).
    public static func render(
        theme: Theme, screen: String, state: ViewState, variant: Variant,
        format: OutputFormat = .png
    ) throws -> Output {
        let scene = try ThemeResolver(theme: theme).scene(screen: screen, state: state, variant: variant)
        let renderer = try RendererFactory.make(for: theme)
        let layout = renderer.layout(scene)
        return Output(data: try renderer.render(layout, appearance: variant.appearance, contrast: variant.contrast, format: format), layout: layout)
    }

    /// A theme's screen in a state, the theme named (bundled or in `./Themes`) or a folder path.
    public static func render(
        theme name: String, screen: String, state: ViewState, device: Device = .iPhone15,
        appearance: Appearance = .light, locale: String = "en", textSize: TextSizeCategory = .large,
        format: OutputFormat = .png
    ) throws -> Output {
        let theme = try ThemeCatalog().load(name)
        let variant = Variant(device: device, appearance: appearance, locale: LocaleInfo(locale), textSize: textSize)
        return try render(theme: theme, screen: screen, state: state, variant: variant, format: format)
    }

    /// Decoded pixels of a node tree on a device (for comparing in tests).
    public static func pixels(
        _ node: some PlaceholderConvertible, on device: Device = .iPhone15, appearance: Appearance = .light,
        scale: Double? = nil
    ) throws -> RGBAImage {
        try RGBAImage(png: render(node, on: device, appearance: appearance, scale: scale).data)
    }
}
