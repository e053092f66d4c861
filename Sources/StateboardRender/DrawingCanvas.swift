import CCairo
import CPango
import Foundation
import StateboardCore
import StateboardLayout

/// The Cairo implementation of `NodeDrawingContext`: drawing on a Cairo context in points, for
/// node kinds, the chrome and overlays. It owns no surface and never hands out Cairo pointers.
public final class DrawingCanvas: NodeDrawingContext {
    let cr: OpaquePointer
    /// Light or dark: what dynamic colors resolve to.
    public let appearance: Appearance
    /// Standard or increased contrast: which variant of a dynamic color is drawn.
    public let contrast: DisplayContrast
    /// Device pixels per point (edges snap to whole pixels).
    public let scale: Double
    /// The scene's layout direction.
    public let direction: InterfaceDirection
    /// The first error of drawing that could not throw where it happened (an inline symbol).
    var deferredError: (any Error)?
    /// The SF Symbols exports symbols are drawn from (the `apple` glyph source), if any.
    let symbolExports: SymbolExports?
    /// Where image decoders run, when drawing must stop, and the node being drawn (where a
    /// decoder that failed in a worker is reported).
    var decoding = ImageDecoding.inProcess
    var deadline: RenderDeadline?
    var currentNode: PlaceholderNode?

    init(
        cr: OpaquePointer, appearance: Appearance, contrast: DisplayContrast = .standard, scale: Double,
        direction: InterfaceDirection = .leftToRight, symbolExports: SymbolExports? = nil
    ) {
        self.cr = cr; self.appearance = appearance; self.contrast = contrast; self.scale = scale; self.direction = direction
        self.symbolExports = symbolExports
    }

    func setColor(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    // MARK: paths

    public func beginSubpath() { cairo_new_sub_path(cr) }
    public func move(to point: LayoutPoint) { cairo_move_to(cr, point.x, point.y) }
    public func addLine(to point: LayoutPoint) { cairo_line_to(cr, point.x, point.y) }
    public func addCurve(to point: LayoutPoint, control1: LayoutPoint, control2: LayoutPoint) {
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }
    public func addArc(center: LayoutPoint, radius: Double, from startAngle: Double, to endAngle: Double, clockwise: Bool) {
        if clockwise {
            cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
        } else {
            cairo_arc_negative(cr, center.x, center.y, radius, startAngle, endAngle)
        }
    }
    public func addRectangle(_ rect: LayoutRect) { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
    public func closeSubpath() { cairo_close_path(cr) }

    // MARK: painting

    public func fillPath(with paint: DrawingPaint) {
        withSource(paint) { cairo_fill(cr) }
    }

    public func strokePath(with paint: DrawingPaint, style: DrawingStrokeStyle) {
        cairo_set_line_width(cr, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        var dash = style.dash
        cairo_set_dash(cr, &dash, Int32(dash.count), style.dashPhase)
        withSource(paint) { cairo_stroke(cr) }
    }

    public func clipToPath() { cairo_clip(cr) }

    /// Sets `paint` as the source for `body` (a gradient pattern lives only that long).
    private func withSource(_ paint: DrawingPaint, _ body: () -> Void) {
        let pattern: OpaquePointer?
        switch paint {
        case .color(let color):
            setColor(color)
            pattern = nil
        case .linearGradient(let start, let end, let stops):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            add(stops, to: pattern)
        case .radialGradient(let startCenter, let startRadius, let endCenter, let endRadius, let stops):
            pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
            add(stops, to: pattern)
        }
        if let pattern { cairo_set_source(cr, pattern) }
        body()
        if let pattern { cairo_pattern_destroy(pattern) }
    }

    private func add(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    // MARK: state and transforms

    public func saveState() { cairo_save(cr) }
    public func restoreState() { cairo_restore(cr) }
    public func translate(by offset: LayoutPoint) { cairo_translate(cr, offset.x, offset.y) }
    public func scale(x: Double, y: Double) { cairo_scale(cr, x, y) }
    public func rotate(by radians: Double) { cairo_rotate(cr, radians) }

    // MARK: text and images

    public func drawText(_ text: MeasuredText, at origin: LayoutPoint, color: RGBAColor) {
        guard let handle = text.handle as? PangoTextHandle else { return }
        setColor(color)
        let runs = text.content.runs
        handle.show(on: cr, at: origin, colors: RichTextAttributes.colors(of: runs) { resolve($0) })
        for placed in handle.symbols {
            let frame = LayoutRect(
                x: origin.x + placed.frame.minX, y: origin.y + placed.frame.minY,
                width: placed.frame.width, height: placed.frame.height)
            // Text drawing cannot throw: a symbol that cannot be drawn (the set is not installed)
            // is kept for the renderer to throw once the scene is drawn.
            do { try drawSymbol(placed.symbol, in: frame, tint: runs[placed.run].style.color.map { resolve($0) } ?? color) } catch {
                if deferredError == nil { deferredError = error }
            }
        }
    }

    public func drawSymbol(_ symbol: SymbolImage, in frame: LayoutRect, tint: RGBAColor) throws {
        if try drawSymbolFromRaster(symbol, in: frame, tint: tint) { return }
        try masked(to: frame, tint: tint) { try SymbolLibrary.shared.draw(symbol, in: frame, on: cr, exports: symbolExports) }
    }

    /// Draws `body` into a group the size of `frame` (not the canvas: a group takes the clip's
    /// extent) and paints `tint` through it, as a template image is drawn.
    func masked(to frame: LayoutRect, tint: RGBAColor, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let bounds = Self.maskBounds(of: frame)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        do { try body() } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        let mask = cairo_pop_group(cr)
        setColor(tint)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
    }

    public func drawImage(at path: String, in frame: LayoutRect, contentMode: ImageContentMode, tint: RGBAColor?) throws {
        try drawImage(at: path, assetScale: nil, in: frame, contentMode: contentMode, tint: tint)
    }

    public func drawImage(at path: String, assetScale: Double?, in frame: LayoutRect, contentMode: ImageContentMode, tint: RGBAColor?) throws {
        try locatingDecoderFailures {
            let loaded = try LoadedImage(path: path, scale: scale, assetScale: assetScale, decoding: decoding, deadline: deadline)
            let target = contentMode.placement(of: loaded.size, in: frame)
            if let tint {
                try masked(to: target, tint: tint) { try loaded.draw(in: cr, rect: target, deadline: deadline) }
            } else {
                try loaded.draw(in: cr, rect: target, deadline: deadline)
            }
        }
    }
}
