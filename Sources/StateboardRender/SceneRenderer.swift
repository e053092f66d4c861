import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// Draws laid-out scenes with Cairo: the screen's background, its content (for `content` and
/// `updating`), the placeholder, and the iOS chrome around them. Each node is drawn by the kind
/// that measured it, from what it measured.
public struct SceneRenderer: Sendable {
    /// The measurer the chrome's own text is laid out with (the nodes' text comes laid out).
    public let measurer: PangoTextMeasurer
    /// The SF Symbols exports symbols are drawn from (the `apple` glyph source), if any.
    public let symbolExports: SymbolExports?
    /// Where image decoders run.
    public let decoding: ImageDecoding

    public init(measurer: PangoTextMeasurer, symbolExports: SymbolExports? = nil, decoding: ImageDecoding = .inProcess) {
        self.measurer = measurer
        self.symbolExports = symbolExports
        self.decoding = decoding
    }

    /// Draws `scene` for `appearance` and `contrast` on a Cairo context whose user space is in points.
    /// Throws `RenderDeadlineExceeded` when layout stopped at the scene's deadline or drawing
    /// reaches it (checked before each node: a Cairo call in progress cannot be stopped).
    /// `backgroundReplacesPixels`: the surface holds an earlier image's pixels and the canvas
    /// covers whole device pixels, so the background is painted replacing them (Cairo's SOURCE
    /// operator), which gives what painting it over cleared pixels would. `backgroundPainted`:
    /// the caller wrote the opaque background into the pixels already (`BackgroundFill`).
    @discardableResult
    func draw(
        _ scene: LaidOutScene, appearance: Appearance, contrast: DisplayContrast, scale: Double, on cr: OpaquePointer,
        backgroundReplacesPixels: Bool = false, backgroundPainted: Bool = false
    ) throws -> UInt32? {
        try scene.checkDeadline()
        try measurer.requireAppleFaces(in: scene)
        if scene.scene.screen.chrome.contains(where: { [.tabBar, .toolbar, .keyboard].contains($0.kind) }), SymbolLibrary.shared.folder == nil {
            _ = try SymbolLibrary.shared.document(for: SymbolImage(name: "house"))  // throws what is missing
        }
        let canvas = DrawingCanvas(
            cr: cr, appearance: appearance, contrast: contrast, scale: scale, direction: scene.scene.direction,
            symbolExports: symbolExports)
        canvas.decoding = decoding
        canvas.deadline = scene.deadline
        let backgroundWord =
            backgroundPainted
            ? PlainRows.word(of: canvas.resolve(scene.scene.background))
            : paintBackground(scene, canvas: canvas, on: cr, replacingPixels: backgroundReplacesPixels)
        var painter = NodePainter(
            canvas: canvas, measurer: measurer, direction: scene.scene.direction, language: scene.scene.language, deadline: scene.deadline)
        painter.shadowArea = ShadowArea(limits: InputLimits.current)
        if let content = scene.content { try painter.paintTree(content, origin: .zero) }
        // A dimmed screen (a HUD over it) has its bars under the dimming layer, the placeholder over it.
        let dimming = scene.scene.showsPlaceholder ? scene.scene.dimming : nil
        if dimming == nil { try paintPlaceholder(scene, painter: painter) }
        try scene.checkDeadline(before: "drawing the chrome")
        try ChromePainter(canvas: canvas, painter: painter, scene: scene).paint()
        if let dimming {
            canvas.fill(LayoutRect(origin: .zero, size: scene.canvas), color: dimming)
            try paintPlaceholder(scene, painter: painter)
        }
        if let error = canvas.deferredError { throw error }
        return backgroundWord
    }

    /// Paints the screen's background over the whole canvas (replacing the pixels an earlier
    /// image left, with `replacingPixels`). Returns the background's word when it is opaque (what
    /// the image's digest and PNG writer look for).
    private func paintBackground(_ scene: LaidOutScene, canvas: DrawingCanvas, on cr: OpaquePointer, replacingPixels: Bool) -> UInt32? {
        if replacingPixels { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        canvas.fill(LayoutRect(origin: .zero, size: scene.canvas), color: scene.scene.background)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        return PlainRows.word(of: canvas.resolve(scene.scene.background))
    }

    /// The placeholder and the state's accessory.
    private func paintPlaceholder(_ scene: LaidOutScene, painter: NodePainter) throws {
        if scene.scene.showsPlaceholder { try painter.paintTree(scene.root, origin: .zero) }
        if let accessory = scene.accessory { try painter.paintTree(accessory, origin: .zero) }
    }
}

/// Draws laid-out nodes through their kinds, and text that is not a node (chrome, captions).
struct NodePainter {
    let canvas: DrawingCanvas
    let measurer: PangoTextMeasurer
    let direction: InterfaceDirection
    /// The language of text that is not a node's (bar titles, tab labels): the scene's.
    var language: String?
    /// When drawing must stop (`nil`: never).
    var deadline: RenderDeadline? = nil
    /// The shadow pixels this image has drawn so far, against their total limit (`nil`: no limit).
    var shadowArea: ShadowArea? = nil

    /// Draws a laid-out subtree whose parent's top-left is at `origin`, a node's shadow first.
    func paintTree(_ node: LaidOutNode, origin: LayoutPoint, shadows: Bool = true) throws {
        guard !node.isHidden else { return }
        if let deadline, deadline.hasPassed { throw deadline.exceeded("drawing", at: node.node) }
        if shadows, let shadow = node.node.shadow {
            try ShadowPainter(canvas: canvas, area: shadowArea, node: node.node).paint(shadow, bounds: node.subtreeBounds(origin: origin)) { shadowCanvas in
                // The shadow is of this subtree as drawn, its own shadows left out.
                try NodePainter(canvas: shadowCanvas, measurer: measurer, direction: direction, language: language, deadline: deadline)
                    .paintTree(node, origin: origin, shadows: false)
            }
        }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if let kind = node.kind {
            canvas.saveState()
            defer { canvas.restoreState() }
            canvas.currentNode = node.node
            try kind.draw(node, in: frame, on: canvas)
        }
        for child in node.children { try paintTree(child, origin: frame.origin, shadows: shadows) }
    }

    /// Lays out and draws text that no node measured, vertically centred in `frame` like UILabel.
    func drawText(_ text: TextContent, color: RGBAColor, in frame: LayoutRect) {
        let measured = layOut(text, maxWidth: frame.width)
        canvas.drawText(measured, at: LayoutPoint(x: frame.minX, y: frame.minY + (frame.height - measured.metrics.size.height) / 2), color: color)
    }

    /// Lays text out in the painter's direction and (unless it has its own) language.
    func layOut(_ text: TextContent, maxWidth: Double?) -> MeasuredText {
        var text = text
        if text.language == nil { text.language = language }
        return measurer.layOut(text, maxWidth: maxWidth, direction: direction)
    }

}
