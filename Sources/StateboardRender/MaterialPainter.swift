import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// Paints a blur material (`BlurMaterial`) over a region of what the canvas has drawn so far:
/// the pixels under it are read back reduced by σ / 3 (Cairo's box filter), blurred (`BoxBlur`,
/// three box passes a channel, with the edges normalised so the screen's border does not
/// darken), saturated with a fixed-point color matrix, drawn back enlarged (bilinear) inside the
/// (rounded) region, and the material's tint is laid over them. Integer arithmetic (Swift's and
/// pixman's), so the same drawing gives the same bytes everywhere.
///
/// Only a bitmap can be read back: on a vector surface (PDF, SVG) or an alpha-only one (a
/// shadow's mask) the region gets the material's opaque color, as UIKit draws materials under
/// Reduce Transparency.
struct MaterialPainter {
    let canvas: DrawingCanvas

    /// Paints `material` over `rect` (points) with corners of `radius`.
    func paint(_ material: BlurMaterial, in rect: LayoutRect, radius: Double = 0) {
        guard rect.width > 0, rect.height > 0 else { return }
        if !blurBackdrop(material, in: rect, radius: radius) {
            canvas.fill(rect, color: material.solid, radius: radius)
            return
        }
        canvas.fill(rect, color: material.tint, radius: radius)
    }

    /// Replaces the pixels under `rect` with their blurred, saturated selves; `false` when the
    /// surface cannot be read back.
    private func blurBackdrop(_ material: BlurMaterial, in rect: LayoutRect, radius: Double) -> Bool {
        guard let surface = cairo_get_group_target(canvas.cr), cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        else { return false }
        cairo_surface_flush(surface)
        let surfaceWidth = Int(cairo_image_surface_get_width(surface)), surfaceHeight = Int(cairo_image_surface_get_height(surface))
        let device = deviceRegion(of: rect, on: surface)
        let region = device.region.clamped(width: surfaceWidth, height: surfaceHeight)
        guard region.width > 0, region.height > 0 else { return true }
        // The blur reaches 3σ: pixels that far around the region are read too.
        let sigma = material.blurRadius * device.pixelsPerPoint
        let reach = Int((3 * sigma).rounded(.up))
        let sample = PixelBounds(minX: region.minX - reach, minY: region.minY - reach, maxX: region.maxX + reach, maxY: region.maxY + reach)
            .clamped(width: surfaceWidth, height: surfaceHeight)
        // A blur this wide keeps no detail finer than σ / 3: it is computed on the backdrop
        // reduced by that factor (a box filter) and drawn back enlarged (bilinear), a hundredth
        // of the work at @3x.
        let factor = max(1, Int(sigma / 3))
        guard let reduced = Self.reduced(surface, sample: sample, offset: device.offset, factor: factor) else { return false }
        defer { cairo_surface_destroy(reduced) }
        guard let result = Self.blurred(reduced, sigma: sigma / Double(factor), saturation: material.saturation) else { return false }
        defer { cairo_surface_destroy(result) }
        paintBack(result, through: rect, radius: radius, at: sample, offset: device.offset, factor: factor)
        return true
    }

    /// `rect`'s bounds in the surface's pixels (the context may be scaled and moved), how many
    /// pixels a point is, and the surface's device offset.
    private func deviceRegion(of rect: LayoutRect, on surface: OpaquePointer) -> (region: PixelBounds, pixelsPerPoint: Double, offset: (x: Double, y: Double)) {
        let cr = canvas.cr
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cr, &unitX, &unitY)
        let region = PixelBounds(
            minX: Int((min(x0, x1) + offsetX).rounded(.down)), minY: Int((min(y0, y1) + offsetY).rounded(.down)),
            maxX: Int((max(x0, x1) + offsetX).rounded(.up)), maxY: Int((max(y0, y1) + offsetY).rounded(.up)))
        return (region, (unitX * unitX + unitY * unitY).squareRoot(), (offsetX, offsetY))
    }

    /// The reduced backdrop blurred (σ in its pixels) and saturated, as a new surface.
    private static func blurred(_ reduced: OpaquePointer, sigma: Double, saturation: Double) -> OpaquePointer? {
        let small = PixelBounds(minX: 0, minY: 0, maxX: Int(cairo_image_surface_get_width(reduced)), maxY: Int(cairo_image_surface_get_height(reduced)))
        guard let smallData = cairo_image_surface_get_data(reduced) else { return nil }
        var planes = Self.planes(of: smallData, stride: Int(cairo_image_surface_get_stride(reduced)), in: small)
        for index in planes.indices {
            planes[index].withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                BoxBlur.blur(base, width: small.width, height: small.height, stride: small.width, sigma: sigma)
            }
        }
        return saturatedImage(planes, sample: small, region: small, saturation: saturation)
    }

    /// Paints `result` (the `sample` pixels, reduced `factor` times) back enlarged through the
    /// region's (rounded) outline, in device space.
    private func paintBack(
        _ result: OpaquePointer, through rect: LayoutRect, radius: Double, at sample: PixelBounds, offset: (x: Double, y: Double), factor: Int
    ) {
        let cr = canvas.cr
        cairo_save(cr)
        canvas.addRoundedRectangle(rect, radius: radius)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(sample.minX) - offset.x, Double(sample.minY) - offset.y)
        cairo_scale(cr, Double(factor), Double(factor))
        let pattern = cairo_pattern_create_for_surface(result)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// The `sample` pixels of `surface` reduced `factor` times each way by Cairo's box filter,
    /// its edges extended rather than faded.
    private static func reduced(_ surface: OpaquePointer, sample: PixelBounds, offset: (x: Double, y: Double), factor: Int) -> OpaquePointer? {
        let width = (sample.width + factor - 1) / factor, height = (sample.height + factor - 1) / factor
        guard let reduced = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        CairoDrawing.on(reduced) { cr in
            cairo_scale(cr, 1 / Double(factor), 1 / Double(factor))
            // A source surface's pixel p is at p − its device offset.
            cairo_set_source_surface(cr, surface, -Double(sample.minX) + offset.x, -Double(sample.minY) + offset.y)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        return reduced
    }

    /// The premultiplied alpha, red, green and blue of `bounds` as four planes, and a fifth of
    /// full coverage: blurred with them, it divides the edges back to full strength.
    private static func planes(of data: UnsafeMutablePointer<UInt8>, stride: Int, in bounds: PixelBounds) -> [[UInt8]] {
        let count = bounds.width * bounds.height
        // Every byte of the four is written below, so they start uninitialised.
        let channels = (0..<4).map { channel in
            [UInt8](unsafeUninitializedCapacity: count) { plane, initialized in
                let shift = UInt32(24 - 8 * channel)
                data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * bounds.maxY) { pixels in
                    for y in 0..<bounds.height {
                        let row = pixels + (bounds.minY + y) * (stride / 4) + bounds.minX
                        for x in 0..<bounds.width { plane[y * bounds.width + x] = UInt8(truncatingIfNeeded: row[x] >> shift) }
                    }
                }
                initialized = count
            }
        }
        return channels + [[UInt8](repeating: 255, count: count)]
    }

    /// The region's blurred pixels, normalised by the blurred coverage and saturated, as an
    /// ARGB image the region's size.
    private static func saturatedImage(_ planes: [[UInt8]], sample: PixelBounds, region: PixelBounds, saturation: Double) -> OpaquePointer? {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)) else { return nil }
        guard let target = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        let targetStride = Int(cairo_image_surface_get_stride(image))
        let matrix = SaturationMatrix(saturation)
        planes[0].withUnsafeBufferPointer { alphas in
            planes[1].withUnsafeBufferPointer { reds in
                planes[2].withUnsafeBufferPointer { greens in
                    planes[3].withUnsafeBufferPointer { blues in
                        planes[4].withUnsafeBufferPointer { coverages in
                            target.withMemoryRebound(to: UInt32.self, capacity: targetStride / 4 * region.height) { pixels in
                                for y in 0..<region.height {
                                    for x in 0..<region.width {
                                        let index = (region.minY - sample.minY + y) * sample.width + (region.minX - sample.minX + x)
                                        pixels[y * (targetStride / 4) + x] = Self.pixel(
                                            alpha: alphas[index], red: reds[index], green: greens[index], blue: blues[index],
                                            coverage: coverages[index], matrix: matrix)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(image)
        return image
    }

    /// One blurred pixel, normalised by its blurred coverage and saturated, premultiplied again.
    @inline(__always) private static func pixel(alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8, coverage: UInt8, matrix: SaturationMatrix) -> UInt32 {
        let coverage = max(1, Int(coverage))
        func normalised(_ value: UInt8) -> Int { min(255, (Int(value) * 255 + coverage / 2) / coverage) }
        let alpha = normalised(alpha)
        var red = normalised(red), green = normalised(green), blue = normalised(blue)
        if alpha > 0 {
            // Saturation works on straight colors; the result is premultiplied again.
            func straight(_ value: Int) -> Int { min(255, (value * 255 + alpha / 2) / alpha) }
            let saturated = matrix.apply(straight(red), straight(green), straight(blue))
            red = (saturated.0 * alpha + 127) / 255
            green = (saturated.1 * alpha + 127) / 255
            blue = (saturated.2 * alpha + 127) / 255
        }
        return UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
}

/// A rectangle of whole pixels, `min` inclusive, `max` exclusive.
struct PixelBounds: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }

    func clamped(width: Int, height: Int) -> PixelBounds {
        PixelBounds(minX: max(0, minX), minY: max(0, minY), maxX: min(width, maxX), maxY: min(height, maxY))
    }
}

/// The saturation color matrix of the SVG and CSS filter specifications
/// (`feColorMatrix type="saturate"`, luminance weights 0.213, 0.715, 0.072) in 16-bit fixed
/// point.
struct SaturationMatrix {
    let rows: [[Int]]

    init(_ s: Double) {
        let weights = [0.213, 0.715, 0.072]
        rows = (0..<3).map { row in
            (0..<3).map { column in
                let value = weights[column] * (1 - s) + (row == column ? s : 0)
                return Int((value * 65_536).rounded())
            }
        }
    }

    /// The saturated color, each channel clamped to 0…255.
    func apply(_ red: Int, _ green: Int, _ blue: Int) -> (Int, Int, Int) {
        func channel(_ row: [Int]) -> Int { min(255, max(0, (row[0] * red + row[1] * green + row[2] * blue + 32_768) >> 16)) }
        return (channel(rows[0]), channel(rows[1]), channel(rows[2]))
    }
}

extension DrawingCanvas {
    /// Paints `material` over `rect`: the blurred, saturated, tinted pixels drawn so far.
    public func fillMaterial(_ rect: LayoutRect, material: BlurMaterial, radius: Double) {
        MaterialPainter(canvas: self).paint(material, in: rect, radius: radius)
    }
}
