import Foundation
import StateboardCore
import StateboardRender
import StateboardTheme

/// Which glyphs a run draws with (`--glyphs pinned|apple`), where `apple` finds Apple's fonts and
/// the SF Symbols exports, and the symbols it had to draw from the pinned set instead.
///
/// Passed like `InputLimits`: a task-local value the renderers of a run are made under
/// (`GlyphSettings.$current.withValue(settings) { … }`); the command line sets it from
/// `--glyphs`, `STATEBOARD_APPLE_FONTS` and `STATEBOARD_SF_SYMBOLS`.
public struct GlyphSettings: Sendable {
    /// The source asked for; `nil`: each theme's `glyphs.source`, else `pinned`.
    public var source: GlyphSource?
    /// Where `apple` looks for Apple's fonts (worked out when asked: a run with the pinned glyphs
    /// never looks for a home folder or macOS's folders).
    public var appleFonts: AppleFontLocations {
        get { appleFontsGiven ?? locateAppleFonts() }
        set { appleFontsGiven = newValue }
    }
    private var appleFontsGiven: AppleFontLocations?
    private var locateAppleFonts: @Sendable () -> AppleFontLocations
    /// A folder of SF Symbols exports for `apple` (`STATEBOARD_SF_SYMBOLS`), over a theme's own
    /// `glyphs.symbols`.
    public var symbolExports: String?
    /// The exports' readers, shared by every renderer the settings make (one per folder), so that
    /// the symbols drawn from the pinned set instead are collected in one place.
    private let exportsByFolder = ExportsByFolder()

    /// Settings for a run or a test.
    /// - Parameters:
    ///   - source: the glyph source; `nil`: the theme's `glyphs.source`, else `pinned`.
    ///   - appleFonts: where `apple` looks for Apple's fonts; `nil`: macOS's folders.
    ///   - symbolExports: a folder of SF Symbols exports for `apple`, over a theme's `glyphs.symbols`.
    public init(source: GlyphSource? = nil, appleFonts: AppleFontLocations? = nil, symbolExports: String? = nil) {
        self.source = source; self.symbolExports = symbolExports
        appleFontsGiven = appleFonts
        locateAppleFonts = { AppleFontLocations(folders: AppleFontLocations.macOSFolders(home: NSHomeDirectory())) }
    }

    /// The settings of a command run with `--glyphs source` (or none): Apple's fonts where
    /// `STATEBOARD_APPLE_FONTS` says, else macOS's folders (under `home`, by default `$HOME`); the
    /// exports `STATEBOARD_SF_SYMBOLS` names.
    public static func fromEnvironment(
        source: GlyphSource?, environment: [String: String] = ProcessInfo.processInfo.environment,
        home: String? = nil
    ) -> GlyphSettings {
        let symbols = environment["STATEBOARD_SF_SYMBOLS"].flatMap { $0.isEmpty ? nil : ($0 as NSString).expandingTildeInPath }
        var settings = GlyphSettings(source: source, symbolExports: symbols)
        settings.locateAppleFonts = {
            AppleFontLocations.standard(
                home: home ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory(),
                environment: environment)
        }
        return settings
    }

    /// The settings renderers are made under.
    @TaskLocal public static var current = GlyphSettings()

    /// The source that draws `theme`: the one asked for, else the theme's, else `pinned`.
    public func source(for theme: Theme?) -> GlyphSource { source ?? theme?.glyphSource ?? .pinned }

    /// The source of a run over `themes`: the one asked for, else the one the themes agree on
    /// (`pinned` when none says); themes that ask for different ones need `--glyphs`.
    public func source(for themes: [Theme]) throws(PipelineError) -> GlyphSource {
        if let source { return source }
        let asked = Set(themes.map { $0.glyphSource ?? .pinned })
        guard asked.count <= 1 else {
            let list = themes.map { "\($0.name): \(($0.glyphSource ?? .pinned).rawValue)" }.joined(separator: ", ")
            throw .badInput("the themes ask for different glyph sources (\(list)); choose one for the run with `--glyphs pinned` or `--glyphs apple`")
        }
        return asked.first ?? .pinned
    }

    /// The fonts of a renderer for `theme` (nil: no theme, only the system font).
    public func fonts(for theme: Theme?) -> FontEnvironment {
        FontEnvironment(extraFonts: theme?.fontPaths ?? [], appleFonts: source(for: theme) == .apple ? appleFonts : nil)
    }

    /// The SF Symbols exports a renderer for `theme` draws from: none for `pinned`; for `apple`,
    /// `symbolExports`, else the theme's folder, else none (every symbol then comes from the pinned
    /// set, each named in `symbolWarnings`).
    public func exports(for theme: Theme?) -> SymbolExports? {
        guard source(for: theme) == .apple else { return nil }
        return exportsByFolder.exports(folder: symbolExports ?? theme?.symbolExports)
    }

    /// How galleries and contact sheets name a glyph source: `pinned glyphs`, `Apple glyphs`.
    public static func label(_ source: GlyphSource) -> String { source == .apple ? "Apple glyphs" : "pinned glyphs" }

    /// One warning per symbol an `apple` render drew from the pinned set, sorted.
    public var symbolWarnings: [String] { exportsByFolder.warnings }
}

extension AppleFontLocations {
    /// macOS's own font folders, for the user whose home is `home`.
    public static func macOSFolders(home: String) -> [String] { standard(home: home, environment: [:]).folders }
}

/// The exports' readers of one `GlyphSettings`, by folder.
private final class ExportsByFolder: Sendable {
    private let readers = Locked<[String: SymbolExports]>([:])
    /// Symbols drawn with no exports folder at all.
    private let none = SymbolExports(folder: "", reader: { _, _ in .failure(.input("no folder")) })

    func exports(folder: String?) -> SymbolExports {
        guard let folder else { return none }
        return readers.withLock { readers in
            if let known = readers[folder] { return known }
            let made = SymbolExports(folder: folder) { path, name in
                SymbolTemplateFile.read(path: path, name: name).mapError { RenderError.input($0.description) }
            }
            readers[folder] = made
            return made
        }
    }

    var warnings: [String] {
        (readers.current.values.flatMap(\.fallbacks) + none.fallbacks).sorted()
    }
}
