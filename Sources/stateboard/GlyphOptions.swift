import ArgumentParser
import Foundation
import Stateboard

extension GlyphSource: ExpressibleByArgument {}

/// `--glyphs pinned|apple`, which every command that draws or measures text takes.
struct GlyphOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            Whose glyphs draw: pinned (the default: Inter, Noto and the installed symbol set, the same bytes on every machine) \
            or apple (SF Pro and the system font of every script from /System/Library/Fonts, /Library/Fonts and ~/Library/Fonts, \
            or from STATEBOARD_APPLE_FONTS; SF Symbols from the templates in STATEBOARD_SF_SYMBOLS). Default: the theme's \
            `glyphs.source`, else pinned.
            """, valueName: "source"))
    var glyphs: GlyphSource?

    /// The settings the command runs under.
    var settings: GlyphSettings { GlyphSettings.fromEnvironment(source: glyphs) }
}

/// A command whose renders follow `--glyphs`.
protocol DrawsGlyphs {
    var glyphOptions: GlyphOptions { get }
}
