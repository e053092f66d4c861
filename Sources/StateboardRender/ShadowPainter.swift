import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// Paints a node's drop shadow: the subtree is drawn again into an 8-bit alpha image (at the
/// output's pixel density), blurred (`BoxBlur`), and painted in the shadow's color through it,
/// offset. Cairo has no blur, so vector outputs (PDF, SVG) get the blurred shadow as an
/// embedded image too.
struct ShadowPainter {
    /// The most pixels one shadow's image may have (a bound on memory and time).
    static let maximumPixels = 16_000_000

    let canvas: DrawingCanvas
    /// The image's running total of shadow pixels, if it is bounded.
    var area: ShadowArea? = nil
    /// The node whose shadow this is (for the error's location).
    var node: PlaceholderNode? = nil

    /// Paints `shadow` for what `draw` draws within `bounds` (points, the subtree's frames).
    func paint(_ shadow: Shadow, bounds: LayoutRect, draw: (DrawingCanvas) throws -> Void) throws {
        let color = canvas.resolve(shadow.color)
        let alpha = color.alpha * shadow.opacity
        guard alpha > 0 else { return }
        // Ink may overflow a frame (glyphs, strokes): a margin of 4 pt, plus the blur's reach.
        let margin = shadow.reach + 4
        let area = LayoutRect(x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
        // Vector outputs draw at 1 pixel a point: their embedded shadow image gets @3x pixels.
        let isBitmap = cairo_surface_get_type(cairo_get_target(canvas.cr)) == CAIRO_SURFACE_TYPE_IMAGE
        var density = isBitmap ? max(canvas.scale, 1) : 3
        while area.width * density * area.height * density > Double(Self.maximumPixels), density > 0.25 { density /= 2 }
        let width = Int((area.width * density).rounded(.up)), height = Int((area.height * density).rounded(.up))
        try self.area?.spend(width * height, for: node)
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        try CairoDrawing.on(surface) { cr in
            cairo_scale(cr, density, density)
            cairo_translate(cr, -area.minX, -area.minY)
            try draw(canvas.sharingDecoders(with: DrawingCanvas(cr: cr, appearance: canvas.appearance, contrast: canvas.contrast, scale: density, direction: canvas.direction)))
        }
        if let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), sigma: shadow.sigma * density)
        }
        guard let colored = Self.colored(surface, width: width, height: height, color: color, alpha: alpha) else { return }
        defer { cairo_surface_destroy(colored) }
        // Painted as an image (not through a mask), so PDF and SVG embed it as one.
        let target = canvas.cr
        cairo_save(target)
        cairo_translate(target, area.minX + shadow.offset.x, area.minY + shadow.offset.y)
        cairo_scale(target, 1 / density, 1 / density)
        cairo_set_source_surface(target, colored, 0, 0)
        cairo_paint(target)
        cairo_restore(target)
    }
}

/// The pixels of the shadow images one image draws, in all: each is at most
/// `ShadowPainter.maximumPixels`, and together at most 4 × `canvasPixels`, so a screen of
/// thousands of boxes with large shadows stops at once with a located error instead of blurring
/// until the deadline.
final class ShadowArea {
    private(set) var pixels = 0
    let limit: Int

    init(limits: InputLimits) {
        let total = limits.canvasPixels.multipliedReportingOverflow(by: 4)
        limit = total.overflow ? Int.max : total.partialValue
    }

    func spend(_ count: Int, for node: PlaceholderNode?) throws {
        pixels += count
        guard pixels > limit else { return }
        let place = (node?.origin?.node).map { "\($0): " } ?? ""
        throw RenderError.input(
            "\(place)the shadows of this image cover more than \(limit) pixels in all (4 × `canvasPixels`); "
                + "give fewer nodes a shadow, or smaller ones\n  hint: " + InputLimits.hint(raising: "canvasPixels"))
    }
}

extension ShadowPainter {
    /// The blurred alpha as premultiplied ARGB pixels of `color` at `alpha`.
    static func colored(_ mask: OpaquePointer, width: Int, height: Int, color: RGBAColor, alpha: Double) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard let source = cairo_image_surface_get_data(mask), let target = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let sourceStride = Int(cairo_image_surface_get_stride(mask)), targetStride = Int(cairo_image_surface_get_stride(surface))
        // Channels times alpha in 0…255 fixed point, so every platform makes the same bytes.
        let a = Int((alpha * 255).rounded())
        let r = Int((color.red * 255).rounded()), g = Int((color.green * 255).rounded()), b = Int((color.blue * 255).rounded())
        target.withMemoryRebound(to: UInt32.self, capacity: targetStride / 4 * height) { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let coverage = (Int(source[y * sourceStride + x]) * a + 127) / 255
                    let pr = (r * coverage + 127) / 255, pg = (g * coverage + 127) / 255, pb = (b * coverage + 127) / 255
                    pixels[y * (targetStride / 4) + x] = UInt32(coverage) << 24 | UInt32(pr) << 16 | UInt32(pg) << 8 | UInt32(pb)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

extension LaidOutNode {
    /// The union of the subtree's frames, its parent's top-left at `origin`.
    func subtreeBounds(origin: LayoutPoint) -> LayoutRect {
        let frame = self.frame.offsetBy(dx: origin.x, dy: origin.y)
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        for child in children where !child.isHidden {
            let bounds = child.subtreeBounds(origin: frame.origin)
            minX = min(minX, bounds.minX); minY = min(minY, bounds.minY); maxX = max(maxX, bounds.maxX); maxY = max(maxY, bounds.maxY)
        }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
