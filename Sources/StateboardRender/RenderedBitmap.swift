import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// A drawn bitmap held in memory, to encode one or more ways (or to time drawing and encoding
/// apart). It owns its Cairo surface and frees it when released.
public final class RenderedBitmap {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// PNG with Stateboard's writer.
    public func png(compression: PNGCompression = .fast) -> Data { PNGEncoder.encode(surface: surface, compression: compression) }

    /// PNG with `cairo_surface_write_to_png`, for comparison with Stateboard's writer.
    public func cairoPNG() throws -> Data {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("stateboard-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS, let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.environment("cairo could not write a PNG to \(path)")
        }
        return data
    }
}

extension ImageRenderer {
    /// Draws a laid-out scene into a bitmap at `scale` without encoding it.
    public func draw(_ scene: LaidOutScene, appearance: Appearance, scale: Double? = nil) throws -> RenderedBitmap {
        let scale = scale ?? scene.scene.scale
        try RenderLimits.checkCanvas(width: scene.canvas.width, height: scene.canvas.height, scale: scale)
        let width = Int32((scene.canvas.width * scale).rounded()), height = Int32((scene.canvas.height * scale).rounded())
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.environment("cannot allocate a \(width)×\(height) image")
        }
        let bitmap = RenderedBitmap(surface: surface)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        try drawScene(scene, appearance: appearance, scale: scale, on: cr)
        cairo_surface_flush(surface)
        return bitmap
    }
}
