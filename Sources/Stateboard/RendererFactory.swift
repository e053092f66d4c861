import StateboardLayout
import StateboardRender
import StateboardTheme

/// Builds image renderers, turning renderer failures into pipeline errors (a missing library
/// or font is the environment's fault; anything else the input's).
public enum RendererFactory {
    /// A renderer with the pinned fonts and `fonts` (a theme's font files), laying out `kinds`.
    public static func make(fonts: FontEnvironment = FontEnvironment(),
                            kinds: NodeKindRegistry = .builtIn) throws(PipelineError) -> ImageRenderer {
        do {
            return try ImageRenderer(fonts: fonts, kinds: kinds)
        } catch let error as RenderError {
            if case .environment(let message) = error { throw .environment(message) }
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(error)")
        }
    }

    /// A renderer for a theme: the pinned fonts plus the theme's own, and the theme's node kinds.
    public static func make(for theme: Theme) throws(PipelineError) -> ImageRenderer {
        try make(fonts: FontEnvironment(extraFonts: theme.fontPaths), kinds: theme.kinds)
    }
}
