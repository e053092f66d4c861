import Foundation
import StateboardCore

/// What a node kind draws with: a 2D drawing surface in points, with paths, paints, clipping,
/// transforms, measured text and images. The renderer implements it with Cairo; kinds never see
/// Cairo. Drawing calls build a current path that `fillPath`, `strokePath` and `clipToPath` use up.
public protocol NodeDrawingContext: AnyObject {
    /// Light or dark: what dynamic colors resolve to.
    var appearance: Appearance { get }
    /// Standard or increased (the Increase Contrast setting): which of a dynamic color's
    /// variants it resolves to.
    var contrast: DisplayContrast { get }
    /// Device pixels per point (edges snap to whole pixels).
    var scale: Double { get }
    /// The scene's layout direction.
    var direction: InterfaceDirection { get }

    /// Starts a new sub-path with no current point (an arc added next starts where it starts).
    func beginSubpath()
    /// Starts a new sub-path at `point`.
    func move(to point: LayoutPoint)
    /// A straight line from the current point.
    func addLine(to point: LayoutPoint)
    /// A cubic Bézier curve from the current point.
    func addCurve(to point: LayoutPoint, control1: LayoutPoint, control2: LayoutPoint)
    /// A circular arc; angles in radians, 0 at 3 o'clock, increasing clockwise on screen
    /// (`clockwise: false` runs the other way).
    func addArc(center: LayoutPoint, radius: Double, from startAngle: Double, to endAngle: Double, clockwise: Bool)
    /// A closed rectangular sub-path.
    func addRectangle(_ rect: LayoutRect)
    /// Closes the current sub-path with a line back to its start.
    func closeSubpath()

    /// Fills the current path (non-zero winding) and clears it.
    func fillPath(with paint: DrawingPaint)
    /// Strokes the current path and clears it.
    func strokePath(with paint: DrawingPaint, style: DrawingStrokeStyle)
    /// Intersects the clip with the current path and clears it.
    func clipToPath()

    /// Saves the clip, transform and paint state; `restoreState` brings it back.
    func saveState()
    func restoreState()
    /// Moves the origin of what is drawn next.
    func translate(by offset: LayoutPoint)
    /// Scales what is drawn next (negative values mirror).
    func scale(x: Double, y: Double)
    /// Rotates what is drawn next, clockwise on screen.
    func rotate(by radians: Double)

    /// Draws text exactly as it was measured (its lines, its font, its direction), its layout's
    /// top-left corner at `origin`.
    func drawText(_ text: MeasuredText, at origin: LayoutPoint, color: RGBAColor)
    /// Draws the SVG, PNG, JPEG or PDF at `path` placed in `frame` by `contentMode` (not clipped), drawn in
    /// `tint` like a template image when given.
    func drawImage(at path: String, in frame: LayoutRect, contentMode: ImageContentMode, tint: RGBAColor?) throws
    /// Draws the image at `path` like `drawImage(at:in:contentMode:tint:)`, its pixels per point
    /// `assetScale` (an asset catalog's `Contents.json` scale) instead of its name's `@2x`/`@3x`.
    func drawImage(at path: String, assetScale: Double?, in frame: LayoutRect, contentMode: ImageContentMode, tint: RGBAColor?) throws
    /// Draws a symbol from the installed symbol set filling `frame`, in `tint`.
    func drawSymbol(_ symbol: SymbolImage, in frame: LayoutRect, tint: RGBAColor) throws
    /// Draws the image at `path` stretched over `frame` as a resizable image with `capInsets`
    /// (`UIImage.resizableImage(withCapInsets:)`): the corners keep their size, the edges
    /// stretch along, the middle both ways.
    func drawResizableImage(at path: String, in frame: LayoutRect, capInsets: Insets, tint: RGBAColor?) throws
    /// Fills a (rounded) rectangle with a blur material: what is drawn under it so far, blurred,
    /// saturated and tinted (`UIVisualEffectView` with a `UIBlurEffect`).
    func fillMaterial(_ rect: LayoutRect, material: BlurMaterial, radius: Double)
}

extension NodeDrawingContext {
    /// Contexts that know no asset scales read it from the name.
    public func drawImage(at path: String, assetScale: Double?, in frame: LayoutRect, contentMode: ImageContentMode, tint: RGBAColor?) throws {
        try drawImage(at: path, in: frame, contentMode: contentMode, tint: tint)
    }
}

/// What fills or strokes a path.
public enum DrawingPaint: Sendable {
    /// One color.
    case color(RGBAColor)
    /// A gradient along the line from `start` to `end`.
    case linearGradient(start: LayoutPoint, end: LayoutPoint, stops: [GradientStop])
    /// A gradient between two circles.
    case radialGradient(startCenter: LayoutPoint, startRadius: Double, endCenter: LayoutPoint, endRadius: Double, stops: [GradientStop])
}

/// A color at a position (0…1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    /// 0 at the gradient's start, 1 at its end.
    public var location: Double
    public var color: RGBAColor
    /// `color` at `location`.
    public init(_ location: Double, _ color: RGBAColor) { self.location = location; self.color = color }
}

/// How a stroke looks.
public struct DrawingStrokeStyle: Hashable, Sendable {
    /// How open ends look.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How corners look.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    /// The line's width in points.
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// A solid, butt-capped, mitred line `width` wide unless told otherwise.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.dash = dash; self.dashPhase = dashPhase
    }
}

extension NodeDrawingContext {
    /// A context that cannot read back what it drew fills the material's opaque color, as
    /// UIKit draws materials under Reduce Transparency.
    public func fillMaterial(_ rect: LayoutRect, material: BlurMaterial, radius: Double) {
        fill(rect, color: material.solid, radius: radius)
    }

    /// Without cap handling of its own, a context stretches the whole image over `frame`.
    public func drawResizableImage(at path: String, in frame: LayoutRect, capInsets: Insets, tint: RGBAColor?) throws {
        try drawImage(at: path, in: frame, contentMode: .stretch, tint: tint)
    }

    /// What `color` shows in this context's appearance and contrast.
    public func resolve(_ color: DynamicColor) -> RGBAColor { color.resolved(for: appearance, contrast: contrast) }

    /// Snaps a rectangle's edges to device pixels: `round(x · scale) / scale` on both edges.
    public func snapped(_ rect: LayoutRect) -> LayoutRect {
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(rect.minX), y0 = snap(rect.minY), x1 = snap(rect.maxX), y1 = snap(rect.maxY)
        return LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Adds a rectangle with rounded corners (radius clamped to half the shorter side).
    public func addRoundedRectangle(_ rect: LayoutRect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        if r <= 0 {
            addRectangle(rect)
            return
        }
        beginSubpath()
        addArc(center: LayoutPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, from: -Double.pi / 2, to: 0, clockwise: true)
        addArc(center: LayoutPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, from: 0, to: Double.pi / 2, clockwise: true)
        addArc(center: LayoutPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, from: Double.pi / 2, to: Double.pi, clockwise: true)
        addArc(center: LayoutPoint(x: rect.minX + r, y: rect.minY + r), radius: r, from: Double.pi, to: 3 * Double.pi / 2, clockwise: true)
        closeSubpath()
    }

    /// Fills a (rounded) rectangle.
    public func fill(_ rect: LayoutRect, color: DynamicColor, radius: Double = 0) {
        addRoundedRectangle(rect, radius: radius)
        fillPath(with: .color(resolve(color)))
    }

    /// Strokes a (rounded) rectangle's outline inside its bounds.
    public func stroke(_ rect: LayoutRect, color: DynamicColor, width: Double, radius: Double = 0) {
        let inset = width / 2
        addRoundedRectangle(
            LayoutRect(
                x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - width),
                height: max(0, rect.height - width)), radius: max(0, radius - inset))
        strokePath(with: .color(resolve(color)), style: DrawingStrokeStyle(width: width))
    }

    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(_ rect: LayoutRect, color: DynamicColor) {
        saveState()
        translate(by: LayoutPoint(x: rect.midX, y: rect.midY))
        scale(x: max(rect.width / 2, 0.0001), y: max(rect.height / 2, 0.0001))
        addArc(center: .zero, radius: 1, from: 0, to: 2 * Double.pi, clockwise: true)
        restoreState()
        fillPath(with: .color(resolve(color)))
    }

    /// Strokes a line with round caps.
    public func line(from a: LayoutPoint, to b: LayoutPoint, color: DynamicColor, width: Double, alpha: Double = 1, dash: [Double] = []) {
        let c = resolve(color)
        move(to: a)
        addLine(to: b)
        strokePath(with: .color(c.withAlpha(c.alpha * alpha)), style: DrawingStrokeStyle(width: width, cap: .round, dash: dash))
    }

    /// Strokes a circular arc (angles in radians, 0 = 3 o'clock, clockwise) with round caps.
    public func arc(center: LayoutPoint, radius: Double, from start: Double, to end: Double, color: DynamicColor, width: Double) {
        beginSubpath()
        addArc(center: center, radius: radius, from: start, to: end, clockwise: true)
        strokePath(with: .color(resolve(color)), style: DrawingStrokeStyle(width: width, cap: .round))
    }

    /// Runs `body` with drawing clipped to a (rounded) rectangle.
    public func clipped(to rect: LayoutRect, radius: Double = 0, _ body: () throws -> Void) rethrows {
        saveState()
        addRoundedRectangle(rect, radius: radius)
        clipToPath()
        defer { restoreState() }
        try body()
    }

    /// Runs `body` with the drawing mirrored horizontally about `axisX` (for right-to-left).
    public func mirrored(about axisX: Double, when condition: Bool = true, _ body: () throws -> Void) rethrows {
        guard condition else { return try body() }
        saveState()
        translate(by: LayoutPoint(x: 2 * axisX, y: 0))
        scale(x: -1, y: 1)
        defer { restoreState() }
        try body()
    }
}
