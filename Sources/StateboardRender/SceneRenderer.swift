import CCairo
import CPango
import Foundation
import StateboardCore
import StateboardLayout

/// Draws laid-out scenes with Cairo: the screen's background, its content (for `content` and
/// `updating`), the placeholder, and the iOS chrome around them.
public struct SceneRenderer: Sendable {
    /// The measurer the scene was laid out with: drawing uses its fonts, so text is drawn
    /// exactly as it was measured.
    public let measurer: PangoTextMeasurer

    public init(measurer: PangoTextMeasurer) { self.measurer = measurer }

    /// Draws `scene` for `appearance` on a Cairo context whose user space is in points.
    func draw(_ scene: LaidOutScene, appearance: Appearance, scale: Double, on cr: OpaquePointer) throws {
        let canvas = DrawingCanvas(cr: cr, appearance: appearance, scale: scale)
        canvas.fill(Rect(origin: .zero, size: scene.canvas), color: scene.scene.background)
        try measurer.pool.withSession { session in
            let painter = NodePainter(canvas: canvas, session: session, direction: scene.scene.direction, scale: scale)
            if let content = scene.content { try painter.paintTree(content, origin: .zero) }
            if scene.scene.showsPlaceholder { try painter.paintTree(scene.root, origin: .zero) }
            ChromePainter(canvas: canvas, painter: painter, scene: scene).paint()
        }
    }
}

/// Draws nodes, each as iOS draws it.
struct NodePainter {
    let canvas: DrawingCanvas
    let session: PangoSession
    let direction: InterfaceDirection
    let scale: Double
    var cr: OpaquePointer { canvas.cr }

    /// Draws a laid-out subtree whose parent's top-left is at `origin`.
    func paintTree(_ node: LaidOutNode, origin: Point) throws {
        guard !node.isHidden else { return }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        try paint(node, frame: frame)
        for child in node.children { try paintTree(child, origin: frame.origin) }
    }

    private func paint(_ laidOut: LaidOutNode, frame: Rect) throws {
        switch laidOut.node.content {
        case .stack: break
        case .label(let label): drawText(label.content, color: label.color.resolved(for: canvas.appearance), in: frame)
        case .button(let button): try drawButton(button, in: frame)
        case .image(let image): try drawImage(image, in: canvas.snapped(frame))
        case .spinner(let spinner): SpinnerPainter(canvas: canvas).paint(spinner, in: frame)
        case .skeleton(let skeleton): SkeletonPainter(canvas: canvas, direction: direction).paint(skeleton, in: frame)
        case .box(let box): drawBox(box, in: canvas.snapped(frame))
        case .progress(let progress): drawProgress(progress, in: canvas.snapped(frame))
        case .divider(let divider):
            let thickness = max(divider.thickness, 1 / scale)
            canvas.fill(canvas.snapped(Rect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)), color: divider.color)
        case .custom(let custom):
            if let drawing = custom.content as? any CustomDrawing {
                cairo_save(cr)
                drawing.draw(in: canvas, frame: frame)
                cairo_restore(cr)
            }
        }
    }

    /// Draws text laid out as the layout engine measured it, vertically centred in `frame` like UILabel.
    func drawText(_ text: TextContent, color: RGBAColor, in frame: Rect) {
        let layout = TextLayout(text, width: frame.width, direction: direction, session: session)
        let metrics = layout.metrics
        canvas.setColor(color)
        cairo_move_to(cr, frame.minX, frame.minY + (frame.height - metrics.size.height) / 2)
        pango_cairo_show_layout(cr, layout.layout)
    }

    private func drawBox(_ box: BoxNode, in frame: Rect) {
        if let fill = box.fill { canvas.fill(frame, color: fill, radius: box.cornerRadius) }
        if let border = box.border { canvas.stroke(frame, color: border, width: box.borderWidth, radius: box.cornerRadius) }
    }

    private func drawProgress(_ progress: ProgressNode, in frame: Rect) {
        let bar = Rect(x: frame.minX, y: frame.midY - ProgressNode.height / 2, width: frame.width, height: ProgressNode.height)
        canvas.fill(bar, color: progress.track, radius: bar.height / 2)
        let filled = bar.width * min(max(progress.value, 0), 1)
        let x = direction == .rightToLeft ? bar.maxX - filled : bar.minX
        canvas.fill(Rect(x: x, y: bar.minY, width: filled, height: bar.height), color: progress.tint, radius: bar.height / 2)
    }

    /// Draws an image fitted by its content mode, clipped to its frame (and corner radius), tinted
    /// like a template image when it has a tint.
    func drawImage(_ image: ImageNode, in frame: Rect) throws {
        let loaded = try LoadedImage(path: image.path, scale: scale)
        let target = image.contentMode.placement(of: loaded.size, in: frame)
        canvas.clipped(to: frame, radius: image.cornerRadius) {
            if let tint = image.tint {
                cairo_push_group(cr)
                loaded.draw(in: cr, rect: target)
                let mask = cairo_pop_group(cr)
                canvas.setColor(tint)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                loaded.draw(in: cr, rect: target)
            }
        }
    }
}
