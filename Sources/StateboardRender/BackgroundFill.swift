import CCairo
import CPixelFill

/// A screen's opaque background written straight into its image surface's pixel buffer, instead
/// of through Cairo: Cairo's fill (pixman's) reads every cache line before writing it, and at @3x
/// that fill was the largest single cost of drawing (12 % of `render ios --jobs 1`'s drawing
/// thread). `stateboard_fill_words` streams the words past the cache (about 0.7 ms for a whole
/// @3x screen against 1.8 ms). The pixels are those Cairo's fill writes: an opaque colour over
/// whole device pixels replaces each of them with its word (`PlainRows.word(of:)`), whatever
/// the buffer held and whichever operator (SOURCE or OVER).
enum BackgroundFill {
    /// Sets every pixel of the rows in `runs` of `surface` (an ARGB32 image surface no context
    /// is drawing into) to `word`.
    static func fill(_ surface: OpaquePointer, with word: UInt32, rows runs: [Range<Int>]) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(data)
        for run in runs {
            let rows = run.clamped(to: 0..<height)
            guard !rows.isEmpty else { continue }
            if stride == width * 4 {  // Cairo's ARGB32 rows follow each other: one span
                stateboard_fill_words((base + rows.lowerBound * stride).assumingMemoryBound(to: UInt32.self), rows.count * width, word)
            } else {
                for y in rows { stateboard_fill_words((base + y * stride).assumingMemoryBound(to: UInt32.self), width, word) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
