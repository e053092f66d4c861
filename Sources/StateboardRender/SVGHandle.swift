import CRsvg
import Foundation

/// Opens an SVG file for librsvg from its bytes, never from its path: without a base file,
/// librsvg loads nothing the document refers to (a sibling image, a named pipe beside it, an
/// XInclude, a stylesheet), only `data:` URLs, which the theme's check bounds (PNG or JPEG
/// within `imagePixels`) when the theme loads. The file is checked first (a regular file
/// within `assetBytes`).
enum SVGHandle {
    /// A new handle (the caller releases it), or the reason it could not be read.
    static func open(_ path: String) throws -> UnsafeMutablePointer<RsvgHandle> {
        try RenderLimits.checkImageFile(path)
        guard let data = FileManager.default.contents(atPath: path) else { throw RenderError.input("cannot read the SVG \(path)") }
        return try open(data, name: path)
    }

    /// A new handle for the SVG `data` (`name`: its path, for messages).
    static func open(_ data: Data, name path: String) throws -> UnsafeMutablePointer<RsvgHandle> {
        let bytes = [UInt8](data)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { g_error_free(error) }
            throw RenderError.input("cannot read the SVG \(path): \(message)")
        }
        return handle
    }
}
