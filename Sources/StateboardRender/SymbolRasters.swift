import CCairo
import Foundation
import StateboardCore

/// Symbols already drawn, as rasters, one set per thread: a tab bar draws the same few symbols
/// at the same sizes on every screen, and librsvg's drawing of one costs more than the rest of
/// the bar. A raster is a pure function of its key — what draws the symbol and the file it comes
/// from, its frame within the raster, the device scale and the sub-pixel phase of the raster's
/// origin — drawn from the key alone, so the same symbol at the same phase has the same pixels
/// wherever and whenever it is drawn.
final class SymbolRasters {
    /// What a raster's pixels depend on.
    struct Key: Hashable {
        var symbol: SymbolImage
        /// The document that draws it (`SymbolLibrary.source(for:exports:)`).
        var source: SymbolLibrary.Source
        /// The device transform's scale.
        var scaleX: Double, scaleY: Double
        /// Where the raster's origin falls inside a device pixel.
        var phaseX: Double, phaseY: Double
        /// The symbol's frame relative to the masked rectangle's origin, and that rectangle's size (points).
        var frame: LayoutRect
        var bounds: LayoutSize
        var antialias: UInt32
    }

    /// An ARGB32 surface the cache owns; drawing from it only reads it.
    final class Raster {
        let surface: OpaquePointer
        init(_ surface: OpaquePointer) { self.surface = surface }
        deinit { cairo_surface_destroy(surface) }
    }

    private var rasters: [Key: Raster] = [:]
    /// A bound (a theme draws a few dozen symbol sizes; the variants multiply them).
    static let capacity = 512

    /// This thread's set.
    static var current: SymbolRasters { perThread("stateboard.symbolRasters") { SymbolRasters() } }

    /// The raster for `key`, drawn by `draw` (which returns a surface it owns) the first time.
    func raster(for key: Key, draw: () throws -> OpaquePointer) rethrows -> Raster {
        if let known = rasters[key] { return known }
        let made = Raster(try draw())
        if rasters.count >= Self.capacity { rasters = [:] }
        rasters[key] = made
        return made
    }

    /// How many rasters this thread holds (tests).
    var count: Int { rasters.count }

    /// Forgets every raster (tests).
    func removeAll() { rasters = [:] }
}

extension DrawingCanvas {
    /// The rectangle a symbol or template image is masked within: its frame rounded out to whole
    /// points, with a point to spare on each side (strokes reach past the frame).
    static func maskBounds(of frame: LayoutRect) -> LayoutRect {
        LayoutRect(
            x: frame.minX.rounded(.down) - 1, y: frame.minY.rounded(.down) - 1, width: frame.width.rounded(.up) + 3, height: frame.height.rounded(.up) + 3)
    }

    /// Draws `symbol` through this thread's raster of it (drawn first if there is none), tinted.
    /// False when the transform is not a plain scale and translation, or the symbol's source
    /// cannot be told: the caller draws it directly.
    func drawSymbolFromRaster(_ symbol: SymbolImage, in frame: LayoutRect, tint: RGBAColor) throws -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0, let source = SymbolLibrary.shared.source(for: symbol, exports: symbolExports)
        else { return false }
        let bounds = Self.maskBounds(of: frame)
        let antialias = cairo_get_antialias(cr)
        let deviceX = matrix.xx * bounds.minX + matrix.x0, deviceY = matrix.yy * bounds.minY + matrix.y0
        let originX = deviceX.rounded(.down), originY = deviceY.rounded(.down)
        let phaseX = deviceX - originX, phaseY = deviceY - originY
        let width = (phaseX + matrix.xx * bounds.width).rounded(.up), height = (phaseY + matrix.yy * bounds.height).rounded(.up)
        guard width >= 1, height >= 1, width <= 4096, height <= 4096, originX.magnitude < 1e7, originY.magnitude < 1e7 else { return false }
        let key = SymbolRasters.Key(
            symbol: symbol, source: source, scaleX: matrix.xx, scaleY: matrix.yy, phaseX: phaseX, phaseY: phaseY,
            frame: LayoutRect(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY, width: frame.width, height: frame.height),
            bounds: bounds.size, antialias: antialias.rawValue)
        let raster = try SymbolRasters.current.raster(for: key) {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            // Drawn from the key alone — the frame relative to the raster, the scale and the
            // phase — never from the absolute position, so that which position drew a raster
            // first (threads, job order) cannot change a pixel.
            let local = cairo_create(surface)!
            defer { cairo_destroy(local) }
            cairo_set_antialias(local, antialias)
            var transform = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.phaseX, y0: key.phaseY)
            cairo_set_matrix(local, &transform)
            cairo_rectangle(local, 0, 0, key.bounds.width, key.bounds.height)
            cairo_clip(local)
            do { try SymbolLibrary.shared.draw(symbol, in: key.frame, on: local, exports: symbolExports) } catch {
                cairo_surface_destroy(surface)
                throw error
            }
            cairo_surface_flush(surface)
            return surface
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        setColor(tint)
        cairo_mask_surface(cr, raster.surface, originX, originY)
        return true
    }
}
