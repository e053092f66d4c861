import CCairo
import CHeif
import Foundation
import StateboardCore

/// HEIF/HEIC images (what an iPhone's camera and Xcode's drag-in of a photo write), decoded by
/// libheif (its HEVC decoder, libde265, decodes with integer transforms: the same pixels on
/// every machine) into a Cairo image surface, turned upright by the file's own rotation and
/// mirroring as iOS draws it. Its alpha, if any, is kept.
enum HEIFImage {
    /// The decoded primary image; a corrupt, oversized or undecodable file throws.
    static func surface(_ path: String, limits: InputLimits = .current) throws -> OpaquePointer {
        guard let data = FileManager.default.contents(atPath: path), data.count <= limits.assetBytes else {
            throw RenderError.input("cannot read the HEIF image \(path)")
        }
        var width: Int32 = 0, height: Int32 = 0
        var error = stateboard_heif_error()
        let decoded = data.withUnsafeBytes { raw in
            stateboard_heif_decode(raw.baseAddress, raw.count, Int(limits.imagePixels), JPEGImage.maxSide, &width, &height, &error)
        }
        guard let decoded else {
            let message = withUnsafeBytes(of: &error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError.input("cannot read the HEIF image \(path): \(PrintableText.escaped(message, limit: 200))")
        }
        defer { free(decoded) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.environment("cairo cannot make a \(width)×\(height) image")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        for row in 0..<Int(height) {
            memcpy(target + row * stride, decoded + row * Int(width), Int(width) * 4)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Whether the installed libheif decodes HEVC-coded (HEIC) images.
    static var canDecodeHEVC: Bool { stateboard_heif_can_decode_hevc() != 0 }
}
