import StateboardLayout
import StateboardRender
import StateboardTheme

/// Builds image renderers, turning renderer failures into pipeline errors (a missing library
/// or font is the environment's fault; anything else the input's).
public enum RendererFactory {
    /// A renderer with `fonts` (by default the system font of the current `GlyphSettings`: the
    /// pinned fonts, or Apple's for `apple`), laying out `kinds`, drawing symbols from
    /// `symbolExports` where it has them (by default the current settings' exports, for `apple`).
    public static func make(
        fonts: FontEnvironment = GlyphSettings.current.fonts(for: nil),
        kinds: NodeKindRegistry = .builtIn,
        symbolExports: SymbolExports? = GlyphSettings.current.exports(for: nil)
    ) throws(PipelineError) -> ImageRenderer {
        do {
            return try ImageRenderer(fonts: fonts, kinds: kinds, symbolExports: symbolExports)
        } catch let error as RenderError {
            if case .environment(let message) = error { throw .environment(message) }
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(error)")
        }
    }

    /// A renderer for a theme: the glyph source the current `GlyphSettings` choose for it (the
    /// pinned fonts, or Apple's fonts and SF Symbols exports) plus the theme's own fonts, and the
    /// theme's node kinds.
    public static func make(for theme: Theme) throws(PipelineError) -> ImageRenderer {
        let settings = GlyphSettings.current
        return try make(fonts: settings.fonts(for: theme), kinds: theme.kinds, symbolExports: settings.exports(for: theme))
    }
}
