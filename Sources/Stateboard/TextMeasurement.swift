import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// How a layout measures text: with Pango and the pinned fonts (what is drawn), or with a
/// font-independent fake that gives the same numbers on every machine.
public enum TextMeasurement: String, Sendable, CaseIterable {
    /// Pango with the pinned fonts: what the renderer draws.
    case pango
    /// Every character 0.5 em wide (CJK 1 em).
    case fixed

    /// A layout environment measuring this way, in `direction`, laying out `kinds`.
    public func environment(direction: InterfaceDirection, kinds: NodeKindRegistry = .builtIn) throws(PipelineError) -> LayoutEnvironment {
        switch self {
        case .fixed:
            return LayoutEnvironment(
                text: FixedAdvanceTextMeasurer(), direction: direction, kinds: kinds,
                timeLimit: InputLimits.current.renderSeconds)
        case .pango:
            let renderer = try RendererFactory.make(kinds: kinds)
            return LayoutEnvironment(
                text: renderer.measurer, images: renderer.images, direction: direction, kinds: kinds,
                timeLimit: InputLimits.current.renderSeconds)
        }
    }
}

/// Scene files (one node tree, no theme) laid out and drawn.
public enum SceneFiles {
    /// The scene file at `path` laid out, optionally in another direction; its nodes may be of `kinds`.
    public static func layout(
        path: String, direction: InterfaceDirection? = nil, measurement: TextMeasurement = .pango,
        kinds: NodeKindRegistry = .builtIn
    ) throws -> LaidOutScene {
        var scene = try SceneFile.load(path: path, kinds: kinds)
        if let direction { scene.direction = direction }
        let laidOut = LayoutEngine(environment: try measurement.environment(direction: scene.direction, kinds: kinds)).layout(scene)
        if let exceeded = laidOut.deadlineExceeded { throw exceeded }
        return laidOut
    }

    /// The scene file at `path` drawn as `format`, with a warning per text no pinned font can draw
    /// and per font name drawn with a substitute.
    public static func render(
        path: String, format: OutputFormat, appearance: Appearance = .light,
        contrast: DisplayContrast = .standard, scale: Double? = nil,
        kinds: NodeKindRegistry = .builtIn
    ) throws -> (data: Data, warnings: [String]) {
        let scene = try SceneFile.load(path: path, kinds: kinds)
        let renderer = try RendererFactory.make(kinds: kinds)
        let data = try renderer.render(renderer.layout(scene), appearance: appearance, contrast: contrast, scale: scale, format: format)
        return (
            data,
            renderer.measurer.textsWithMissingGlyphs.map { "no pinned font has every character of \(PrintableText.quoted($0))" }
                + renderer.measurer.fontSubstitutionWarnings
        )
    }
}

/// Why a screen state looks the way it does: where each value came from, its layout, and an
/// inspector overlay.
public struct ScreenStateExplanation: Sendable {
    public var theme: Theme
    public var variant: Variant
    /// The scene and the trail of the cascade.
    public var resolution: Resolution
    /// The layout, measured as asked.
    public var layout: LaidOutScene
    /// The glyph settings it was made under (`GlyphSettings.current` then): its overlay draws
    /// with them, wherever it is asked for.
    public var glyphs: GlyphSettings
    /// The glyph source that draws it and its overlay.
    public var glyphSource: GlyphSource { glyphs.source(for: theme) }

    /// Resolves and lays out `screen` in `state`.
    public init(theme: Theme, screen: String, state: ViewState, variant: Variant, measurement: TextMeasurement = .pango) throws {
        self.theme = theme
        self.variant = variant
        glyphs = GlyphSettings.current
        resolution = try ThemeResolver(theme: theme).resolve(screen: screen, state: state, variant: variant)
        layout = LayoutEngine(environment: try measurement.environment(direction: resolution.scene.direction, kinds: theme.kinds))
            .layout(resolution.scene)
        if let exceeded = layout.deadlineExceeded { throw exceeded }
    }

    /// The inspector overlay as PNG: safe area and chrome, frames, gaps, margins, centring axes.
    /// It is drawn with the glyphs the explanation was made under (a server's request handler
    /// asking for it later does not inherit them).
    public func overlayPNG() throws -> Data {
        try GlyphSettings.$current.withValue(glyphs) {
            let renderer = try RendererFactory.make(for: theme)
            return try InspectorOverlay().render(
                renderer.layout(resolution.scene), appearance: variant.appearance, contrast: variant.contrast,
                scale: variant.scale, with: renderer)
        }
    }
}
