import Foundation
import Stateboard

/// `explain --resolution` for an image the preview shows: the cascade trail, the layout tree
/// and the inspector overlay, computed with `ScreenStateExplanation` from the theme as it is
/// on disk now.
struct ImageExplainer: Sendable {
    var themePaths: [String]
    var hub: LiveHub
    /// The limits the server was started under (request handlers do not inherit them).
    var limits: InputLimits = .current
    /// The glyph settings the server was started under.
    var glyphs: GlyphSettings = .current
    /// Where the server's image decoders run (the command line's workers): a request handler's
    /// thread inherits no task-local, so without it an explanation or an overlay decoded the
    /// theme's images in the server's own process, out of the deadline's reach.
    var decoding: ImageDecoding = .current

    /// The explanation as the page reads it.
    struct Answer: Encodable, Sendable {
        var path, theme, screen, state, variant: String
        /// One line per step of the cascade: which file and line each value came from.
        var trail: [String]
        var layout: String
        /// Where the overlay PNG is.
        var overlay: String
        /// Which glyphs drew the image and its overlay (`pinned glyphs`, `Apple glyphs`).
        var glyphs: String
    }

    enum Failure: Error {
        case unknownImage
        case theme(String)
    }

    /// Resolves and lays out the image at `path` (relative to the output folder) again.
    func explanation(of path: String) throws -> ScreenStateExplanation {
        guard let (index, image) = hub.image(at: path) else { throw Failure.unknownImage }
        do {
            return try underServerSettings {
                let theme = try ThemeLoader.load(path: themePaths[index], parentFolders: [try BundledThemes.folder()])
                return try ScreenStateExplanation(theme: theme, screen: image.job.screen, state: image.job.state, variant: image.job.variant)
            }
        } catch {
            throw Failure.theme("\(error)")
        }
    }

    /// The inspector overlay of the image at `path`, drawn as the explanation was made: under
    /// the server's limits, glyphs and decoders.
    func overlayPNG(of path: String) throws -> Data {
        let explanation = try explanation(of: path)
        return try underServerSettings { try explanation.overlayPNG() }
    }

    /// `body` with the limits, glyph settings and decoders the server was started under.
    func underServerSettings<T>(_ body: () throws -> T) throws -> T {
        try InputLimits.$current.withValue(limits) {
            try GlyphSettings.$current.withValue(glyphs) { try ImageDecoding.$current.withValue(decoding) { try body() } }
        }
    }

    /// The trail and layout of the image at `path`, as JSON.
    func answer(for path: String, overlayURL: String) throws -> Data {
        let explanation = try explanation(of: path)
        guard let (_, image) = hub.image(at: path) else { throw Failure.unknownImage }
        let answer = Answer(
            path: path, theme: image.job.theme, screen: image.job.screen, state: image.job.state.key,
            variant: image.job.variant.fileStem, trail: explanation.resolution.steps.map { "\($0)" },
            layout: explanation.layout.treeDump(), overlay: overlayURL,
            glyphs: GlyphSettings.label(explanation.glyphSource))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(answer)
    }
}
