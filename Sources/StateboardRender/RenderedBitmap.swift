import CCairo
import Foundation
import StateboardCore
import StateboardLayout

// @unchecked: it owns a Cairo surface that nothing draws into once the bitmap is handed out.
/// A drawn bitmap held in memory, to encode one or more ways (or to time drawing and encoding
/// apart). It owns its Cairo surface and frees it when released. Nothing draws into it once it
/// is handed out, so it may be encoded on another thread than the one that drew it.
public final class RenderedBitmap: @unchecked Sendable {
    let surface: OpaquePointer
    /// The opaque background word painted under the whole image (set while drawing, before the
    /// bitmap is handed out): its digest then tells the surface pool which rows stayed plain.
    var backgroundWord: UInt32?

    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    /// The PNG file at `path`, decoded (for thumbnails of images already written); nil when it
    /// cannot be read.
    public static func load(pngAt path: String) -> RenderedBitmap? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        return RenderedBitmap(surface: surface)
    }

    /// Loads a PNG file with the decoders `decoding` names: in a worker (the preview server's
    /// thumbnails of PNGs it finds in its output folder), held to the limit `imagePixels` and
    /// within `renderSeconds`; in this process as `load(pngAt:)` does. Nil when it cannot be
    /// decoded; a worker's answer is not kept (the caller keeps the thumbnail it makes).
    public static func load(pngAt path: String, decoding: ImageDecoding) -> RenderedBitmap? {
        guard let pool = decoding.pool else { return load(pngAt: path) }
        let deadline = RenderDeadline(seconds: InputLimits.current.renderSeconds)
        guard let surface = try? pool.surface(.png, path: path, deadline: deadline, remember: false) else { return nil }
        return RenderedBitmap(surface: surface)
    }

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// PNG with Stateboard's writer.
    /// Writing `.fast` visits every row, so an image drawn on an opaque background also tells
    /// the surface pool which rows stayed plain background (`PlainRows`), as its digest does.
    public func png(compression: PNGCompression = .fast) -> Data {
        let (png, plain) = PNGEncoder.encode(surface: surface, compression: compression, plainWord: backgroundWord)
        if let plain { SurfacePool.remember(plain, for: surface) }
        return png
    }

    /// PNG with Stateboard's writer (`.fast`), as the bitmap's last use: its pixel buffer goes
    /// back to the surface pool as its background alone, so the next image on that background
    /// paints none of it (`BackgroundFill` writes the rows the writer found were not plain,
    /// right after it read them). A matrix run hands this to its encoder thread, which has time to
    /// spare, while the drawing thread is the one that sets the pace. Nothing may read the pixels
    /// afterwards: they are no longer the image's. Without a known opaque background, as `png()`.
    package func pngLeavingBackground() -> Data {
        let (png, plain) = PNGEncoder.encode(surface: surface, compression: .fast, plainWord: backgroundWord)
        guard let plain else { return png }
        BackgroundFill.fill(surface, with: plain.word, rows: plain.otherRuns)
        SurfacePool.remember(plain.filled, for: surface)
        return png
    }

    /// `compact` PNG as libpng and zlib wrote it before libdeflate, at zlib level `zlibLevel`
    /// (for the benchmark that weighs `record`'s time against the references' bytes).
    package func png(zlibLevel: Int32) -> Data { PNGEncoder.encode(surface: surface, zlibLevel: zlibLevel) }

    /// `compact` PNG at libdeflate level `deflateLevel` instead of `PNGEncoder.compactLevel`
    /// (for the same benchmark).
    package func png(deflateLevel: Int32) -> Data { PNGEncoder.encode(surface: surface, deflateLevel: deflateLevel) }

    /// A copy scaled down to `width` pixels across (aspect kept), for contact sheets and the live
    /// preview: made from the pixels just drawn, so a sheet never decodes the PNG that was
    /// written. A large image is first averaged down by a whole factor (`boxReduced`), which
    /// leaves Cairo's filter a small image to smooth: about ten times faster on a @3x screen.
    public func thumbnail(width: Int) -> RenderedBitmap {
        let height = max(1, Int((Double(self.height) * Double(width) / Double(max(1, self.width))).rounded()))
        let factor = min(self.width / max(1, width), self.height / max(1, height), BoxReduction.largestFactor)
        let reduced = factor >= 2 ? BoxReduction.reduce(self, by: factor) : nil
        let source = reduced ?? self
        // Cairo never returns NULL here: a surface it cannot make is one in an error state.
        let thumbnail = RenderedBitmap(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!)
        CairoDrawing.on(thumbnail.surface) { cr in
            cairo_scale(cr, Double(width) / Double(source.width), Double(height) / Double(source.height))
            cairo_set_source_surface(cr, source.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            // The edges sample the edge pixels, not transparency beyond them: an opaque
            // screen's thumbnail stays opaque (and is written as RGB).
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
        return thumbnail
    }

    /// PNG with Cairo's own writer (`cairo_surface_write_to_png_stream`, in memory), for
    /// comparison with Stateboard's writer.
    public func cairoPNG() throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface,
                { box, bytes, length in
                    guard let box, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Sink>.fromOpaque(box).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.environment("cairo could not encode a PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }
}

extension ImageRenderer {
    /// Draws a laid-out scene into a bitmap at `scale` without encoding it.
    public func draw(
        _ scene: LaidOutScene, appearance: Appearance, contrast: DisplayContrast = .standard,
        scale: Double? = nil
    ) throws -> RenderedBitmap {
        let scale = scale ?? scene.scene.scale
        try RenderLimits.checkCanvas(width: scene.canvas.width, height: scene.canvas.height, scale: scale)
        let width = Int32((scene.canvas.width * scale).rounded()), height = Int32((scene.canvas.height * scale).rounded())
        let background = PlainRows.word(of: scene.scene.background.resolved(for: appearance, contrast: contrast))
        guard let (surface, fresh, plain) = SurfacePool.surface(width: width, height: height, background: background),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            throw RenderError.environment("cannot allocate a \(width)×\(height) image")
        }
        // The bitmap owns the surface from here: a draw that throws releases both.
        let bitmap = RenderedBitmap(surface: surface)
        // A reused buffer holds the last image's pixels. When the canvas covers whole device
        // pixels, its background is painted replacing them; otherwise they are cleared first.
        let coversPixels = scene.canvas.width * scale == Double(width) && scene.canvas.height * scale == Double(height)
        // An opaque background over whole device pixels is written into the buffer first, only
        // on the rows the last image did not leave holding its word (`BackgroundFill`).
        let painted = coversPixels ? background : nil
        if let word = painted {
            BackgroundFill.fill(surface, with: word, rows: plain.flatMap { $0.word == word ? $0.otherRuns : nil } ?? [0..<Int(height)])
        }
        try CairoDrawing.on(surface) { cr in
            if !fresh && !coversPixels {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            cairo_scale(cr, scale, scale)
            bitmap.backgroundWord = try renderer.draw(
                scene, appearance: appearance, contrast: contrast, scale: scale, on: cr, backgroundReplacesPixels: !fresh && coversPixels,
                backgroundPainted: painted != nil)
        }
        return bitmap
    }
}

extension RenderedBitmap {
    /// Reads the pixels in place: premultiplied ARGB words, `rowLength` words per row.
    public func withPixels<T>(_ body: (_ pixels: UnsafePointer<UInt32>, _ rowLength: Int) -> T) -> T? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { body(UnsafePointer($0), stride / 4) }
    }
}
