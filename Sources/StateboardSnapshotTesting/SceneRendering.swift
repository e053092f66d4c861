import Foundation
import Stateboard
import StateboardCore
import StateboardLayout
import StateboardRender

/// Drawing for the snapshot strategies.
///
/// A strategy's snapshot closure cannot throw, and a crash would take every other test down with
/// it; so a render that fails yields a short UTF-8 note instead of a PNG, and the diffing turns
/// that note into an ordinary test failure that names the error.
enum SceneRendering {
    /// What a failed render's data starts with.
    static let failureMarker = "stateboard: the scene could not be rendered: "

    /// One renderer for every test of the process: loading the pinned fonts is the slow part.
    private static let shared: Result<ImageRenderer, SetupError> = Result { try ImageRenderer() }
        .mapError { SetupError(description: String(describing: $0)) }

    struct SetupError: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    static func png(
        of scene: PlaceholderScene, appearance: Appearance, contrast: DisplayContrast = .standard, scale: Double?,
        renderer: ImageRenderer?, kinds: NodeKindRegistry? = nil
    ) -> Data {
        do {
            // Fonts are loaded once per process, so a renderer for the app's kinds is cheap.
            // Apple's glyphs when the test asks for them (`GlyphSettings.$current.withValue`).
            let apple = GlyphSettings.current.source == .apple
            let renderer =
                try renderer ?? (apple ? RendererFactory.make(kinds: kinds ?? .builtIn) : nil)
                ?? kinds.map { try ImageRenderer(kinds: $0) } ?? shared.get()
            let laidOut = renderer.layout(scene)
            let png = try renderer.draw(laidOut, appearance: appearance, contrast: contrast, scale: scale).png(compression: .compact)
            return LayoutStamp(laidOut, scale: scale ?? scene.scale).stamped(png)
        } catch {
            return failureNote(error)
        }
    }

    /// The note a strategy yields instead of a PNG when the scene cannot be rendered.
    static func failureNote(_ error: any Error) -> Data { Data((failureMarker + String(describing: error)).utf8) }

    /// The error of a failed render, if `data` is one.
    static func failure(in data: Data) -> String? {
        guard data.starts(with: Data(failureMarker.utf8)) else { return nil }
        return String(decoding: data.dropFirst(failureMarker.utf8.count), as: UTF8.self)
    }
}
