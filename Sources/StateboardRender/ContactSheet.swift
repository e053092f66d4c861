import CCairo
import Foundation
import StateboardCore

/// One PNG with many renders side by side, each labelled, for pasting into a review.
public struct ContactSheet: Sendable {
    /// One cell: a caption and the picture, a PNG file or a bitmap already in memory.
    public struct Item: Sendable {
        public var caption: String
        public var path: String?
        public var bitmap: RenderedBitmap?
        /// A cell showing the PNG file at `path`.
        public init(caption: String, path: String) { self.caption = caption; self.path = path }
        /// A cell showing `bitmap` (a thumbnail made while rendering).
        public init(caption: String, bitmap: RenderedBitmap) { self.caption = caption; self.bitmap = bitmap }
    }

    public var title: String
    public var items: [Item]
    /// Width of each thumbnail in pixels.
    public var thumbnailWidth: Double
    public var columns: Int

    public init(title: String, items: [Item], thumbnailWidth: Double = 240, columns: Int? = nil) {
        self.title = title
        self.items = items
        self.thumbnailWidth = thumbnailWidth
        self.columns = columns ?? min(max(items.count, 1), 7)
    }

    /// Draws the sheet and encodes it as PNG.
    public func render(with renderer: ImageRenderer) throws -> Data {
        var images: [(Item, OpaquePointer)] = []
        defer { images.forEach { cairo_surface_destroy($0.1) } }
        for item in items {
            if let bitmap = item.bitmap {
                images.append((item, cairo_surface_reference(bitmap.surface)))
                continue
            }
            let path = item.path ?? ""
            guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.input("cannot read \(path) for the contact sheet")
            }
            images.append((item, surface))
        }
        let aspect = images.map { Double(cairo_image_surface_get_height($0.1)) / Double(max(1, cairo_image_surface_get_width($0.1))) }.max() ?? 2
        let cellHeight = thumbnailWidth * aspect
        let padding = 24.0, captionHeight = 34.0, header = 56.0
        let rows = (images.count + columns - 1) / max(columns, 1)
        let width = padding + Double(columns) * (thumbnailWidth + padding)
        let height = header + Double(rows) * (cellHeight + captionHeight + padding) + padding
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.environment("cannot allocate the contact sheet")
        }
        defer { cairo_surface_destroy(surface) }
        CairoDrawing.on(surface) { cr in
            let canvas = DrawingCanvas(cr: cr, appearance: .light, scale: 1)
            canvas.fill(LayoutRect(x: 0, y: 0, width: width, height: height), color: SystemColor.systemGray6.color)
            let painter = NodePainter(canvas: canvas, measurer: renderer.measurer, direction: .leftToRight)
            painter.drawText(
                TextContent(text: title, font: TextStyle.title2.font(), lines: 1), color: .black,
                in: LayoutRect(x: padding, y: 14, width: width - 2 * padding, height: 28))
            for (index, (item, image)) in images.enumerated() {
                let x = padding + Double(index % columns) * (thumbnailWidth + padding)
                let y = header + Double(index / columns) * (cellHeight + captionHeight + padding)
                let imageWidth = Double(cairo_image_surface_get_width(image)), imageHeight = Double(cairo_image_surface_get_height(image))
                let scale = thumbnailWidth / imageWidth
                let frame = LayoutRect(x: x, y: y, width: thumbnailWidth, height: imageHeight * scale)
                canvas.fill(frame.offsetBy(dx: 0, dy: 2), color: DynamicColor(RGBAColor(white: 0, alpha: 0.12)), radius: 14)
                canvas.clipped(to: frame, radius: 14) {
                    cairo_save(cr)
                    cairo_translate(cr, x, y)
                    cairo_scale(cr, scale, scale)
                    cairo_set_source_surface(cr, image, 0, 0)
                    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                    cairo_paint(cr)
                    cairo_restore(cr)
                }
                painter.drawText(
                    TextContent(text: item.caption, font: TextStyle.footnote.font(), lines: 2, alignment: .center),
                    color: RGBAColor(white: 0.25), in: LayoutRect(x: x, y: y + cellHeight + 4, width: thumbnailWidth, height: captionHeight))
            }
        }
        return PNGEncoder.encode(surface: surface, compression: .fast)
    }
}
