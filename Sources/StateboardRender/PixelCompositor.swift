import CCairo
import Foundation
import StateboardCore

/// Puts decoded images side by side and marks pixels on an opaque canvas, with pixman doing the
/// per-pixel work.
///
/// Difference pictures are made in the test process, which a debug build leaves unoptimised:
/// per-pixel loops in Swift cost seconds there, the same work in pixman (always optimised C) a
/// few milliseconds. The canvas is an RGB24 Cairo surface, so it is opaque by construction and
/// its PNG is written straight from its rows (``PNGCompression/quick``).
package final class PixelCompositor {
    private let surface: OpaquePointer
    private let canvas: OpaquePointer
    package let width: Int
    package let height: Int

    /// Draws on a canvas of `width` × `height` pixels filled with `fill` and returns the picture.
    package static func draw(width: Int, height: Int, fill: RGBAColor, _ body: (PixelCompositor) -> Void) -> RenderedBitmap {
        let compositor = PixelCompositor(width: width, height: height, fill: fill)
        body(compositor)
        cairo_surface_flush(compositor.surface)
        return RenderedBitmap(surface: cairo_surface_reference(compositor.surface))
    }

    private init(width: Int, height: Int, fill: RGBAColor) {
        self.width = max(1, width); self.height = max(1, height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(self.width), Int32(self.height))
        canvas = pixman_image_create_bits(
            PIXMAN_x8r8g8b8, Int32(self.width), Int32(self.height),
            UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
                .assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(surface))
        fillRectangle(x: 0, y: 0, width: self.width, height: self.height, color: fill)
    }

    deinit {
        pixman_image_unref(canvas)
        cairo_surface_destroy(surface)
    }

    /// Draws `image` (straight RGBA) with its top-left corner at (`x`, `y`), over what is there.
    /// Colors of partly transparent pixels come out a little light: pixman takes them as
    /// premultiplied, which is close enough for a picture that shows where things changed.
    package func place(_ image: RGBAImage, x: Int, y: Int) {
        guard image.width > 0, image.height > 0 else { return }
        image.pixels.withUnsafeBytes { bytes in
            // pixman only reads a source image's bits.
            let bits = UnsafeMutableRawPointer(mutating: bytes.baseAddress!).assumingMemoryBound(to: UInt32.self)
            guard
                let source = pixman_image_create_bits(
                    PIXMAN_a8b8g8r8, Int32(image.width), Int32(image.height), bits,
                    Int32(image.width * 4))
            else { return }
            pixman_image_composite32(
                PIXMAN_OP_OVER, source, nil, canvas, 0, 0, 0, 0, Int32(x), Int32(y),
                Int32(image.width), Int32(image.height))
            pixman_image_unref(source)
        }
    }

    /// Copies a rectangle of the canvas to (`toX`, `toY`).
    package func copy(x: Int, y: Int, width: Int, height: Int, toX: Int, toY: Int) {
        pixman_image_composite32(
            PIXMAN_OP_SRC, canvas, nil, canvas, Int32(x), Int32(y), 0, 0, Int32(toX), Int32(toY),
            Int32(width), Int32(height))
    }

    /// Lays `white` of white over a rectangle: 0.75 leaves a quarter of the original contrast.
    package func fade(x: Int, y: Int, width: Int, height: Int, white: Double) {
        composite(
            solid: RGBAColor(white: 1, alpha: white), operator: PIXMAN_OP_OVER,
            x: x, y: y, width: width, height: height)
    }

    /// Fills a rectangle with an opaque color.
    package func fillRectangle(x: Int, y: Int, width: Int, height: Int, color: RGBAColor) {
        composite(
            solid: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: 1), operator: PIXMAN_OP_SRC,
            x: x, y: y, width: width, height: height)
    }

    /// Paints `color` on every pixel that `mask` (row-major, `maskWidth` pixels a row) marks
    /// inside `region`, with the mask's origin at (`x`, `y`) on the canvas. Runs of marked pixels
    /// are found with `memchr` (a marked one, then an unmarked one) and filled by pixman, so an
    /// unoptimised build pays per run, not per pixel or for the region.
    package func mark(_ mask: UnsafeBufferPointer<Bool>, maskWidth: Int, region: PixelBox, x: Int, y: Int, color: RGBAColor) {
        guard let bits = mask.baseAddress, maskWidth > 0 else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let value = UInt32(0xFF00_0000) | UInt32(channel(color.red)) << 16 | UInt32(channel(color.green)) << 8 | UInt32(channel(color.blue))
        let rows = max(0, region.y)..<min(mask.count / maskWidth, region.y + region.height)
        let columns = max(0, region.x)..<min(maskWidth, region.x + region.width)
        let words = base.assumingMemoryBound(to: UInt32.self)
        let visible = max(columns.lowerBound, -x)..<min(columns.upperBound, width - x)
        for row in rows where y + row >= 0 && y + row < height && !visible.isEmpty {
            let start = UnsafeRawPointer(bits.advanced(by: row * maskWidth))
            var column = visible.lowerBound
            while column < visible.upperBound,
                let hit = memchr(start.advanced(by: column), 1, visible.upperBound - column)
            {
                column = start.distance(to: UnsafeRawPointer(hit))
                let end =
                    memchr(start.advanced(by: column), 0, visible.upperBound - column)
                    .map { start.distance(to: UnsafeRawPointer($0)) } ?? visible.upperBound
                pixman_fill(words, Int32(stride / 4), 32, Int32(x + column), Int32(y + row), Int32(end - column), 1, value)
                column = end
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private func composite(solid color: RGBAColor, operator op: pixman_op_t, x: Int, y: Int, width: Int, height: Int) {
        func wide(_ value: Double) -> UInt16 { UInt16(max(0, min(65535, (value * color.alpha * 65535).rounded()))) }
        var solid = pixman_color_t(
            red: wide(color.red), green: wide(color.green), blue: wide(color.blue),
            alpha: UInt16(max(0, min(65535, (color.alpha * 65535).rounded()))))
        guard let source = pixman_image_create_solid_fill(&solid) else { return }
        pixman_image_composite32(op, source, nil, canvas, 0, 0, 0, 0, Int32(x), Int32(y), Int32(width), Int32(height))
        pixman_image_unref(source)
    }

    private func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
}
