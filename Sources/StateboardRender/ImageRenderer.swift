import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// The file formats Stateboard writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, pdf, svg
}

/// Lays out and draws scenes to PNG, PDF or SVG. One instance serves many threads at once:
/// each render borrows its own Pango session and draws on its own surface.
public final class ImageRenderer: Sendable {
    public let measurer: PangoTextMeasurer
    public let images: RenderImageSizing
    /// The node kinds its layouts know (an app's own kinds included), on whatever thread they run.
    public let kinds: NodeKindRegistry
    /// Draws laid-out scenes (internal: `draw` in RenderedBitmap.swift paints through it).
    let renderer: SceneRenderer
    /// Where its letters and symbols come from.
    public let glyphSource: GlyphSource
    /// The SF Symbols exports it draws symbols from (`apple`), if any.
    public var symbolExports: SymbolExports? { renderer.symbolExports }

    /// A renderer with `fonts` (the pinned fonts, or Apple's: `FontEnvironment.appleFonts`, plus a
    /// theme's), laying out the node `kinds` (by default the built-in ones; a theme's are
    /// `Theme.kinds`), drawing symbols from `symbolExports` where it has them (`apple`).
    /// Image decoders run where `decoding` says (by default the current `ImageDecoding`: in this
    /// process unless the caller bound workers).
    public init(
        fonts: FontEnvironment = FontEnvironment(), kinds: NodeKindRegistry = .builtIn, symbolExports: SymbolExports? = nil,
        decoding: ImageDecoding = .current
    ) throws {
        measurer = try PangoTextMeasurer.shared(fonts: fonts)
        images = RenderImageSizing(decoding: decoding)
        self.kinds = kinds
        glyphSource = fonts.glyphSource
        renderer = SceneRenderer(measurer: measurer, symbolExports: symbolExports, decoding: decoding)
    }

    /// The layout engine that measures exactly as this renderer draws, each of its layouts (and
    /// the drawing of it) bound by the limit `renderSeconds` (`timeLimit`; `nil`: none).
    public func layoutEngine(
        direction: InterfaceDirection = .leftToRight,
        timeLimit: Double? = InputLimits.current.renderSeconds
    ) -> LayoutEngine {
        LayoutEngine(environment: LayoutEnvironment(text: measurer, images: images, direction: direction, kinds: kinds, timeLimit: timeLimit))
    }

    /// Lays out a scene with this renderer's fonts, within the limit `renderSeconds`: drawing the
    /// result throws `RenderDeadlineExceeded` when layout and drawing together take longer.
    public func layout(_ scene: PlaceholderScene) -> LaidOutScene { layoutEngine(direction: scene.direction).layout(scene) }

    /// Renders a laid-out scene in `appearance` and `contrast`. `scale` defaults to the scene's; it
    /// only affects PNG pixels.
    public func render(
        _ scene: LaidOutScene, appearance: Appearance, contrast: DisplayContrast = .standard,
        scale: Double? = nil, format: OutputFormat = .png, compression: PNGCompression = .fast
    ) throws -> Data {
        let scale = scale ?? scene.scene.scale
        switch format {
        case .png:
            let bitmap = try draw(scene, appearance: appearance, contrast: contrast, scale: scale)
            return bitmap.png(compression: compression)
        case .pdf, .svg:
            return try vector(scene, appearance: appearance, contrast: contrast, format: format)
        }
    }

    /// Decoded pixels of a render, without encoding.
    public func pixels(
        _ scene: LaidOutScene, appearance: Appearance, contrast: DisplayContrast = .standard,
        scale: Double? = nil
    ) throws -> RGBAImage {
        try draw(scene, appearance: appearance, contrast: contrast, scale: scale).rgba()
    }

    /// The output buffer cairo's stream callback appends to.
    private final class Sink { var data = Data() }

    private func vector(_ scene: LaidOutScene, appearance: Appearance, contrast: DisplayContrast, format: OutputFormat) throws -> Data {
        let sink = Sink()
        let closure: cairo_write_func_t = { box, bytes, length in
            guard let box, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(box).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let box = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer?
        if format == .pdf {
            surface = cairo_pdf_surface_create_for_stream(closure, box, scene.canvas.width, scene.canvas.height)
            if let surface {
                // Fixed dates keep PDFs byte-for-byte reproducible.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Stateboard")
            }
        } else {
            surface = cairo_svg_surface_create_for_stream(closure, box, scene.canvas.width, scene.canvas.height)
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT) }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.environment("cairo cannot create a \(format.rawValue.uppercased()) surface")
        }
        // The context and surface are freed on every path out, a throwing draw included.
        defer { cairo_surface_destroy(surface) }
        // The draw's background word serves the pixel buffers' reuse, not a vector surface.
        // Drawing text on a vector surface and its finish (which subsets the fonts drawn) use FreeType faces.
        try FontGate.exclusive {
            _ = try CairoDrawing.on(surface) { cr in try renderer.draw(scene, appearance: appearance, contrast: contrast, scale: 1, on: cr) }
            cairo_surface_finish(surface)
        }
        return format == .svg ? SVGIdentifiers.renumbered(sink.data) : sink.data
    }
}
