import CCairo
import Foundation
import StateboardCore

/// Drawing on a Cairo surface in points, for the renderer and for custom nodes. It owns no
/// surface; it never hands out Cairo pointers.
public final class DrawingCanvas {
    let cr: OpaquePointer
    /// Light or dark: what dynamic colors resolve to.
    public let appearance: Appearance
    /// Device pixels per point (edges snap to whole pixels).
    public let scale: Double

    init(cr: OpaquePointer, appearance: Appearance, scale: Double) {
        self.cr = cr; self.appearance = appearance; self.scale = scale
    }

    /// Snaps a rectangle's edges to device pixels: `round(x · scale) / scale` on both edges.
    public func snapped(_ rect: Rect) -> Rect {
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(rect.minX), y0 = snap(rect.minY), x1 = snap(rect.maxX), y1 = snap(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func setColor(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    public func setColor(_ color: DynamicColor) { setColor(color.resolved(for: appearance)) }

    /// A rectangle path with rounded corners (radius clamped to half the shorter side).
    public func roundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        if r <= 0 {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Fills a (rounded) rectangle.
    public func fill(_ rect: Rect, color: DynamicColor, radius: Double = 0) {
        setColor(color)
        roundedRect(rect, radius: radius)
        cairo_fill(cr)
    }

    /// Strokes a (rounded) rectangle's outline inside its bounds.
    public func stroke(_ rect: Rect, color: DynamicColor, width: Double, radius: Double = 0) {
        setColor(color)
        let inset = width / 2
        roundedRect(Rect(x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - width), height: max(0, rect.height - width)),
                    radius: max(0, radius - inset))
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(_ rect: Rect, color: DynamicColor) {
        setColor(color)
        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, max(rect.width / 2, 0.0001), max(rect.height / 2, 0.0001))
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_fill(cr)
    }

    /// Strokes a line with round caps.
    public func line(from a: Point, to b: Point, color: DynamicColor, width: Double, alpha: Double = 1) {
        let c = color.resolved(for: appearance)
        setColor(c.withAlpha(c.alpha * alpha))
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
    }

    /// Strokes a circular arc (angles in radians, 0 = 3 o'clock, clockwise) with round caps.
    public func arc(center: Point, radius: Double, from start: Double, to end: Double, color: DynamicColor, width: Double) {
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, start, end)
        cairo_stroke(cr)
    }

    /// Runs `body` with drawing clipped to a (rounded) rectangle.
    public func clipped(to rect: Rect, radius: Double = 0, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        roundedRect(rect, radius: radius)
        cairo_clip(cr)
        defer { cairo_restore(cr) }
        try body()
    }

    /// Runs `body` with the drawing mirrored horizontally about `axisX` (for right-to-left).
    public func mirrored(about axisX: Double, when condition: Bool = true, _ body: () throws -> Void) rethrows {
        guard condition else { return try body() }
        cairo_save(cr)
        cairo_translate(cr, 2 * axisX, 0)
        cairo_scale(cr, -1, 1)
        defer { cairo_restore(cr) }
        try body()
    }
}

/// A custom node that draws itself: adopt it on a `CustomNodeContent` type, and the renderer
/// calls `draw(in:frame:)` with the node's laid-out frame.
public protocol CustomDrawing: CustomNodeContent {
    func draw(in canvas: DrawingCanvas, frame: Rect)
}
