import CCairo
import CPoppler
import CRsvg
import Foundation
import StateboardCore
import StateboardLayout

/// A decoded image: an SVG document, a PDF's first page (drawn as vectors) or a bitmap (PNG,
/// JPEG) with its asset scale.
final class LoadedImage {
    enum Source {
        case svg(UnsafeMutablePointer<RsvgHandle>)
        case bitmap(OpaquePointer, assetScale: Double)
        /// A `PopplerDocument` and its first `PopplerPage`.
        case pdf(document: OpaquePointer, page: OpaquePointer)
    }

    let source: Source
    /// The image's own size in points.
    let size: LayoutSize
    /// The file it was read from, named by its errors.
    let path: String
    /// Where its decoders run: a vector image is proven in a worker before it is drawn here.
    let decoding: ImageDecoding

    /// Loads `path`; for a PNG or JPEG, the `@Nx` variant nearest `scale` (at least it) is
    /// preferred, unless `assetScale` gives the file's pixels per point (an asset catalog's
    /// `Contents.json` scale): then `path` itself is loaded at that scale. A PDF's page is in
    /// points (divided by `assetScale` when given).
    init(path: String, scale: Double = 1, assetScale: Double? = nil, decoding: ImageDecoding = .inProcess, deadline: RenderDeadline? = nil) throws {
        try RenderLimits.checkImageFile(path)
        let lowercased = path.lowercased()
        self.path = path
        self.decoding = decoding
        if lowercased.hasSuffix(".pdf") {
            let (document, page, pageSize) = try PDFImage.open(path)
            source = .pdf(document: document, page: page)
            let divisor = assetScale ?? 1
            size = LayoutSize(width: pageSize.width / divisor, height: pageSize.height / divisor)
        } else if lowercased.hasSuffix(".svg") {
            let handle = try SVGHandle.open(path)
            var width = 0.0, height = 0.0
            if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
                var viewBox = RsvgRectangle()
                var hasViewBox: gboolean = 0
                rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
                width = hasViewBox != 0 ? viewBox.width : 0
                height = hasViewBox != 0 ? viewBox.height : 0
            }
            let limit = InputLimits.current.svgSize
            guard width.isFinite, height.isFinite, abs(width) <= limit, abs(height) <= limit else {
                g_object_unref(UnsafeMutableRawPointer(handle))
                throw RenderError.input("the SVG \(path) is \(width) × \(height), over the limit of \(Int(limit)) (`svgSize`)")
            }
            source = .svg(handle)
            size = LayoutSize(width: width, height: height)
        } else {
            let (file, assetScale) = assetScale.map { (path, $0) } ?? Self.bestVariant(of: path, for: scale)
            try RenderLimits.checkImageFile(file)
            let surface: OpaquePointer
            if lowercased.hasSuffix(".jpg") || lowercased.hasSuffix(".jpeg") {
                surface = try decoding.pool.map { try $0.surface(.jpeg, path: file, deadline: deadline) } ?? JPEGImage.surface(file)
            } else if lowercased.hasSuffix(".heic") || lowercased.hasSuffix(".heif") {
                surface = try decoding.pool.map { try $0.surface(.heif, path: file, deadline: deadline) } ?? HEIFImage.surface(file)
            } else {
                guard let png = cairo_image_surface_create_from_png(file), cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else {
                    throw RenderError.input("cannot read the PNG \(file)")
                }
                surface = png
            }
            source = .bitmap(surface, assetScale: assetScale)
            size = LayoutSize(
                width: Double(cairo_image_surface_get_width(surface)) / assetScale,
                height: Double(cairo_image_surface_get_height(surface)) / assetScale)
        }
    }

    deinit {
        switch source {
        case .svg(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
        case .bitmap(let surface, _): cairo_surface_destroy(surface)
        case .pdf(let document, let page):
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
        }
    }

    /// `name@3x.png`, `name@2x.png` or `name.png`: the smallest variant at least `scale`, else the largest.
    static func bestVariant(of path: String, for scale: Double) -> (String, Double) {
        let base = (path as NSString).deletingPathExtension
        let ext = (path as NSString).pathExtension
        let stripped = base.hasSuffix("@2x") || base.hasSuffix("@3x") ? String(base.dropLast(3)) : base
        let variants = [(1.0, "\(stripped).\(ext)"), (2.0, "\(stripped)@2x.\(ext)"), (3.0, "\(stripped)@3x.\(ext)")]
            .filter { FileManager.default.fileExists(atPath: $0.1) && ($0.1 == path || RenderLimits.sameFolder($0.1, as: path)) }
        if let fit = variants.first(where: { $0.0 >= scale }) { return (fit.1, fit.0) }
        if let largest = variants.last { return (largest.1, largest.0) }
        let explicit = base.hasSuffix("@3x") ? 3.0 : base.hasSuffix("@2x") ? 2.0 : 1.0
        return (path, explicit)
    }

    /// Draws the image scaled to `rect` (already fitted by the content mode). An SVG librsvg
    /// does not draw is an error, never a blank where the image should be.
    func draw(in cr: OpaquePointer, rect: LayoutRect, deadline: RenderDeadline? = nil) throws {
        guard size.width > 0, size.height > 0 else { return }
        try proveVector(drawnAt: rect, on: cr, deadline: deadline)
        switch source {
        case .svg(let handle):
            let xScale = rect.width / size.width, yScale = rect.height / size.height
            if abs(xScale - yScale) > 1e-9 {
                // Stretched: librsvg keeps the document's aspect in a viewport, so scale the context instead.
                cairo_save(cr)
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, xScale, yScale)
                defer { cairo_restore(cr) }
                var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
                try Self.render(handle, on: cr, viewport: &viewport, path: path)
                return
            }
            var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
            try Self.render(handle, on: cr, viewport: &viewport, path: path)
        case .bitmap(let surface, let assetScale):
            cairo_save(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / (size.width * assetScale), rect.height / (size.height * assetScale))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        case .pdf(_, let page):
            PDFImage.draw(page, pageSize: size, in: rect, on: cr)
        }
    }

    static func render(_ handle: UnsafeMutablePointer<RsvgHandle>, on cr: OpaquePointer, viewport: inout RsvgRectangle, path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        if FontGate.exclusive({ rsvg_handle_render_document(handle, cr, &viewport, &error) }) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "librsvg drew nothing"
            if let error { g_error_free(error) }
            throw svgDrawError(message, path: path)
        }
    }

    /// librsvg's refusal to draw the SVG at `path`, in words that name the file; its limit on
    /// referenced elements (a `<use>` or pattern "billion laughs") says what it counts.
    static func svgDrawError(_ message: String, path: String) -> RenderError {
        let file = PrintableText.escaped(path, limit: 200)
        if message.contains("referenced elements") {
            return .input(
                "cannot draw the SVG \(file): it refers to elements more than librsvg draws (\(PrintableText.escaped(message, limit: 120))); "
                    + "a `<use>`, pattern or marker drawn inside what it draws, again and again")
        }
        return .input("cannot draw the SVG \(file): \(PrintableText.escaped(message, limit: 200))")
    }
}

/// Image sizes for the layout engine, read with librsvg and cairo, cached.
public final class RenderImageSizing: ImageSizing, Sendable {
    private let sizes = Locked<[String: LayoutSize?]>([:])
    /// Where the decoders that read a bitmap's size run.
    private let decoding: ImageDecoding

    public init() { decoding = .inProcess }

    /// Sizes read by decoders that run where `decoding` says.
    public init(decoding: ImageDecoding) { self.decoding = decoding }

    public func size(ofImageAt path: String) -> LayoutSize? { size(ofImageAt: path, assetScale: nil) }

    public func size(ofImageAt path: String, assetScale: Double?) -> LayoutSize? {
        let key = assetScale.map { "\(path)|\($0)" } ?? path
        if let known = sizes.withLock({ $0[key] }) { return known }
        let deadline = RenderDeadline(seconds: InputLimits.current.renderSeconds)
        let size = try? LoadedImage(path: path, assetScale: assetScale, decoding: decoding, deadline: deadline).size
        sizes.withLock { $0[key] = size }
        return size
    }
}

extension ImageContentMode {
    /// Where an image of `size` is drawn in `frame`.
    func placement(of size: LayoutSize, in frame: LayoutRect) -> LayoutRect {
        guard size.width > 0, size.height > 0 else { return frame }
        let scale: Double
        switch self {
        case .fit: scale = min(frame.width / size.width, frame.height / size.height)
        case .fill: scale = max(frame.width / size.width, frame.height / size.height)
        case .center: scale = 1
        case .stretch: return frame
        }
        let width = size.width * scale, height = size.height * scale
        return LayoutRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}
