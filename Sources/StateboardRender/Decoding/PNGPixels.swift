import CCairo
import Foundation
import StateboardCore

/// A PNG's pixels decoded by Cairo's reader from bytes (not a path: a decoder worker opens no
/// files), after its header's size is held to `imagePixels`: what a worker does for the preview
/// server's thumbnails of PNGs it finds in its output folder, which it did not draw itself.
enum PNGPixels {
    static func decode(_ data: Data, name: String, limits: InputLimits) throws -> DecodedPixels {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.input("cannot read the PNG \(name): not a PNG")
        }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, width * height <= limits.imagePixels else {
            throw RenderError.input("the PNG \(name) is \(width)×\(height) pixels, over the limit of \(limits.imagePixels) (`imagePixels`)")
        }
        var reader = Reader(bytes: bytes)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(
                { closure, target, length in
                    guard let closure, let target else { return CAIRO_STATUS_READ_ERROR }
                    return closure.assumingMemoryBound(to: Reader.self).pointee.read(into: target, count: Int(length))
                }, pointer)
        }
        guard let surface else { throw RenderError.input("cannot read the PNG \(name)") }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.input("cannot read the PNG \(name)") }
        return words(of: surface)
    }

    /// The surface's pixels as premultiplied ARGB words with no row padding; an RGB24 surface's
    /// unused byte set opaque, as an ARGB32 surface holds the same pixels.
    static func words(of surface: OpaquePointer) -> DecodedPixels {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var words = Data(count: width * height * 4)
        if let base = cairo_image_surface_get_data(surface) {
            words.withUnsafeMutableBytes { target in
                let out = target.bindMemory(to: UInt32.self).baseAddress!
                for y in 0..<height {
                    let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { out[y * width + x] = opaque ? row[x] | 0xFF00_0000 : row[x] }
                }
            }
        }
        return DecodedPixels(width: width, height: height, words: words)
    }

    /// Hands Cairo's reader the bytes in the pieces it asks for.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
            guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
            _ = bytes.withUnsafeBufferPointer { memcpy(target, $0.baseAddress! + offset, count) }
            offset += count
            return CAIRO_STATUS_SUCCESS
        }
    }
}
