import CCairo
import CImageDecoders
import CPoppler
import Foundation
import StateboardCore

/// PDF images: the first page of a PDF, opened with poppler and drawn as vectors through its
/// Cairo backend, so it is crisp at every scale and stays vector in PDF and SVG output.
enum PDFImage {
    /// The document, its first page and the page's size in points. Refuses an encrypted PDF, one
    /// with no pages, and a page with no area or over `svgSize` points.
    static func open(_ path: String, limits: InputLimits = .current) throws -> (OpaquePointer, OpaquePointer, LayoutSize) {
        guard let data = FileManager.default.contents(atPath: path), data.count <= limits.assetBytes else {
            throw RenderError.input("cannot read the PDF \(path)")
        }
        return try open(data, name: path, limits: limits)
    }

    /// `open(_:limits:)` for the PDF `data` (`name`: its path, for messages).
    static func open(_ data: Data, name path: String, limits: InputLimits) throws -> (OpaquePointer, OpaquePointer, LayoutSize) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            var message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error, error.pointee.domain == poppler_error_quark(), error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                message = "it is encrypted; an image's PDF must open without a password"
            }
            if let error { g_error_free(error) }
            throw RenderError.input("cannot read the PDF \(path): \(PrintableText.escaped(message, limit: 200))")
        }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw RenderError.input("the PDF \(path) has no pages")
        }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= limits.svgSize, height <= limits.svgSize else {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
            throw RenderError.input(
                "the PDF \(path)'s first page is \(width) × \(height) points; it must have an area within \(Int(limits.svgSize)) points a side (`svgSize`)")
        }
        return (document, page, LayoutSize(width: width, height: height))
    }

    /// Draws `page` scaled into `rect`, clipped to it.
    static func draw(_ page: OpaquePointer, pageSize: LayoutSize, in rect: LayoutRect, on cr: OpaquePointer) {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / width, rect.height / height)
        poppler_page_render(page, cr)
        cairo_restore(cr)
    }
}

/// JPEG images, decoded by libjpeg-turbo with its exact integer IDCT (the same pixels on every
/// machine) into an opaque Cairo image surface, turned upright by their EXIF orientation.
enum JPEGImage {
    /// Cairo's largest image side.
    static let maxSide: Int32 = 32_767

    /// The decoded image; a corrupt or oversized JPEG throws (libjpeg never exits the process).
    static func surface(_ path: String, limits: InputLimits = .current) throws -> OpaquePointer {
        guard let data = FileManager.default.contents(atPath: path), data.count <= limits.assetBytes else {
            throw RenderError.input("cannot read the JPEG \(path)")
        }
        return try pixels(data, name: path, limits: limits).surface()
    }

    /// The upright pixels of the JPEG `data` (`name`: its path, for messages).
    static func pixels(_ data: Data, name path: String, limits: InputLimits) throws -> DecodedPixels {
        var width: Int32 = 0, height: Int32 = 0
        var error = stateboard_jpeg_error()
        let decoded = data.withUnsafeBytes { raw in
            stateboard_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), Int(limits.imagePixels), &width, &height, &error)
        }
        guard let decoded else {
            let message = withUnsafeBytes(of: &error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError.input("cannot read the JPEG \(path): \(PrintableText.escaped(message, limit: 200))")
        }
        guard width <= JPEGImage.maxSide, height <= JPEGImage.maxSide else {
            free(decoded)
            throw RenderError.input("the JPEG \(path) is \(width)×\(height) pixels; Cairo draws images at most \(JPEGImage.maxSide) pixels a side")
        }
        // Turned upright as its EXIF orientation says, as UIImage draws a photo.
        let orientation = Self.orientation([UInt8](data.prefix(65_536)))
        guard orientation != 1 else { return .adopting(decoded, width: width, height: height) }
        defer { free(decoded) }
        let turned = malloc(Int(width) * Int(height) * 4)!.bindMemory(to: UInt32.self, capacity: Int(width) * Int(height))
        stateboard_jpeg_orient(decoded, width, height, Int32(orientation), turned)
        if orientation >= 5 { swap(&width, &height) }
        return .adopting(turned, width: width, height: height)
    }

    /// A Cairo image surface holding a decoder's premultiplied ARGB words, row after row.
    static func surface(copying pixels: UnsafePointer<UInt32>, width: Int32, height: Int32) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.environment("cairo cannot make a \(width)×\(height) image")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        for row in 0..<Int(height) {
            memcpy(target + row * stride, pixels + row * Int(width), Int(width) * 4)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The EXIF orientation (1–8) of the JPEG starting with `bytes`, from its APP1 `Exif`
    /// segment's first IFD (tag 0x0112); 1 when it has none or it cannot be read.
    static func orientation(_ bytes: [UInt8]) -> Int {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if marker == 0xDA || length < 2 { return 1 }
            let start = offset + 4, end = offset + 2 + length
            if marker == 0xE1, end <= bytes.count, end - start >= 14, bytes[start..<start + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) {
                return exifOrientation(Array(bytes[start + 6..<end])) ?? 1
            }
            offset = end
        }
        return 1
    }

    /// The orientation tag of a TIFF header and its first IFD.
    private static func exifOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49 && tiff[1] == 0x49
        guard little || (tiff[0] == 0x4D && tiff[1] == 0x4D) else { return nil }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<min(count, 512) {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112, let value = u16(entry + 8), (1...8).contains(value) { return value }
        }
        return nil
    }
}
