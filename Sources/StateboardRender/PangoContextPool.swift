import CCairo
import CPango
import Foundation
import StateboardCore

// @unchecked: it owns Pango's C objects, whose every use (on any thread) holds `lock`.
/// A Pango font map with the renderer's font settings. Pango's font maps are not thread-safe:
/// whoever lays text out with one or draws text laid out with it holds its `lock` (measuring
/// borrows a session from the pool, which locks it; drawing a measured layout locks it briefly).
final class PangoSession: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let lock = NSLock()
    /// Which faces draw the system font in this session's layouts.
    let systemFaces: SystemFontFaces

    init(config: FontConfigHandle) throws {
        systemFaces = config.systemFaces
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderError.environment("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config.config)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw RenderError.environment("Pango could not create a context")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        self.fontMap = map
        self.context = context
    }

    /// A new context on this font map with the same settings, so that a text layout keeps a
    /// context of its own (a shared context's changes would lay it out again).
    func makeContext(direction: InterfaceDirection) -> OpaquePointer {
        let fresh = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_copy(pango_cairo_context_get_font_options(context))
        pango_cairo_context_set_font_options(fresh, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(fresh, 72)
        pango_context_set_round_glyph_positions(fresh, 0)
        pango_context_set_base_dir(fresh, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        return fresh
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }
}

/// Hands out Pango sessions, one per concurrent user, reusing them.
final class PangoContextPool: Sendable {
    private let idle = Locked<[PangoSession]>([])
    private let config: FontConfigHandle

    init(fonts: FontEnvironment) throws { config = try fonts.makeConfig() }

    /// The faces the pool's fonts have.
    var faces: [FontFace] { config.faces }
    /// Which faces draw the system font.
    var systemFaces: SystemFontFaces { config.systemFaces }
    /// The files of Apple's faces in use (empty for the pinned fonts).
    var appleFiles: [String] { config.appleFiles }

    func withSession<T>(_ body: (PangoSession) throws -> T) throws -> T {
        let session = idle.withLock { $0.popLast() }
        return try FontGate.exclusive {
            let borrowed = try session ?? PangoSession(config: config)
            borrowed.lock.lock()
            defer {
                borrowed.lock.unlock()
                idle.withLock { $0.append(borrowed) }
            }
            return try body(borrowed)
        }
    }
}
