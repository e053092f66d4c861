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
            return try InputLimits.$current.withValue(limits) { () throws -> ScreenStateExplanation in
                try GlyphSettings.$current.withValue(glyphs) {
                    let theme = try ThemeLoader.load(path: themePaths[index], parentFolders: [try BundledThemes.folder()])
                    return try ScreenStateExplanation(theme: theme, screen: image.job.screen, state: image.job.state, variant: image.job.variant)
                }
            }
        } catch {
            throw Failure.theme("\(error)")
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
