import CCairo
import CPoppler
import CRsvg
import Foundation
import StateboardCore

/// The vector formats a decoder worker draws as a proof before this process draws them.
enum VectorKind: UInt8, Sendable {
    case pdf = 1
    case svg = 2

    /// Draws `data` (a whole file) at `pixelWidth` × `pixelHeight` device pixels on a scratch
    /// surface, as the renderer would draw it there: what a worker does to prove that drawing the
    /// file ends, within its time and memory. Throws `RenderError.input` for a file that does not draw.
    func prove(_ data: Data, name: String, pixelWidth: Int, pixelHeight: Int, limits: InputLimits) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw RenderError.environment("cairo cannot make a \(pixelWidth)×\(pixelHeight) image") }
        defer { cairo_surface_destroy(surface) }
        try CairoDrawing.on(surface) { cr in
            switch self {
            case .pdf:
                let (document, page, size) = try PDFImage.open(data, name: name, limits: limits)
                defer {
                    g_object_unref(UnsafeMutableRawPointer(page))
                    g_object_unref(UnsafeMutableRawPointer(document))
                }
                PDFImage.draw(page, pageSize: size, in: LayoutRect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)), on: cr)
            case .svg:
                let handle = try SVGHandle.open(data, name: name)
                defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
                var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
                try LoadedImage.render(handle, on: cr, viewport: &viewport, path: name)
            }
        }
    }
}
