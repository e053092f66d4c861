import CCairo
import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// Symbols drawn through the thread's rasters (`SymbolRasters`): the pixels of a fresh drawing.
@Suite struct SymbolRasterTests {
    /// Draws `symbol` at each frame on a white surface at `scale`, directly (through a masked
    /// group, as before rasters) or through the raster cache; the surface's bytes.
    static func draw(_ symbol: SymbolImage, frames: [LayoutRect], scale: Double, cached: Bool) throws -> [UInt8] {
        let side = 120
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        let canvas = DrawingCanvas(cr: cr, appearance: .light, scale: scale)
        let tint = RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        for frame in frames {
            if cached {
                try canvas.drawSymbol(symbol, in: frame, tint: tint)
            } else {
                try canvas.masked(to: frame, tint: tint) { try SymbolLibrary.shared.draw(symbol, in: frame, on: cr) }
            }
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface)!, count: stride * side))
    }

    /// Rule: a raster holds exactly what drawing the symbol directly gives at the raster's own
    /// place (its bounds at the origin), at whole, fractional and odd sizes, at 2× and 3×.
    /// (Elsewhere a direct drawing rounds its last bits differently at each position — path
    /// coordinates grow — which a raster, drawn from its key alone, does not: next rule.)
    @Test func aRasterHoldsTheDirectDrawingAtItsOwnPlace() throws {
        try #require(SymbolLibrary.shared.folder != nil, "the symbol set is not installed: run `make deps`")
        let frames = [
            LayoutRect(x: 1, y: 1, width: 24, height: 24), LayoutRect(x: 1.5, y: 1.25, width: 24, height: 24),
            LayoutRect(x: 1.75, y: 1.5, width: 18, height: 18), LayoutRect(x: 1.3, y: 1.6, width: 17.3, height: 17.3),
        ]
        for scale in [2.0, 3.0] {
            for symbol in [SymbolImage(name: "tray"), SymbolImage(name: "heart.fill", weight: .bold)] {
                for frame in frames {
                    let direct = try Self.draw(symbol, frames: [frame], scale: scale, cached: false)
                    let cached = try Self.draw(symbol, frames: [frame], scale: scale, cached: true)
                    let differing = zip(direct, cached).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(symbol.name) in \(frame) at \(scale)×: \(differing) bytes differ")
                    #expect(direct.contains { $0 != 255 }, "the symbol drew nothing")
                }
            }
        }
    }

    /// Rule: where a symbol at any position is drawn from does not change its pixels: drawn at
    /// one place first and then at another with the same sub-pixel phase, it has the pixels it
    /// has when drawn there first (renders do not depend on which job ran first).
    @Test func aSymbolsPixelsDoNotDependOnWhereItWasFirstDrawn() throws {
        try #require(SymbolLibrary.shared.folder != nil, "the symbol set is not installed: run `make deps`")
        let symbol = SymbolImage(name: "gearshape", weight: .semibold)
        let first = LayoutRect(x: 6.3, y: 8.6, width: 17.3, height: 17.3), second = LayoutRect(x: 7.3, y: 9.6, width: 17.3, height: 17.3)
        let both: [UInt8] = try {
            SymbolRasters.current.removeAll()
            _ = try Self.draw(symbol, frames: [first], scale: 3, cached: true)
            return try Self.draw(symbol, frames: [second], scale: 3, cached: true)
        }()
        let alone: [UInt8] = try {
            SymbolRasters.current.removeAll()
            return try Self.draw(symbol, frames: [second], scale: 3, cached: true)
        }()
        #expect(both == alone)
    }

    /// Rule: the same symbol, size and sub-pixel phase reuses one raster; a new phase, size or
    /// weight draws another.
    @Test func rastersAreKeptPerSymbolSizeAndPhase() throws {
        try #require(SymbolLibrary.shared.folder != nil, "the symbol set is not installed: run `make deps`")
        // The body has no suspension point: it runs on one thread, whose rasters it counts.
        let counts = try {
            let symbol = SymbolImage(name: "gearshape")
            let before = SymbolRasters.current.count
            _ = try Self.draw(
                symbol, frames: [LayoutRect(x: 4, y: 4, width: 24, height: 24), LayoutRect(x: 40, y: 9, width: 24, height: 24)], scale: 2, cached: true)
            let one = SymbolRasters.current.count - before
            _ = try Self.draw(symbol, frames: [LayoutRect(x: 4.25, y: 4, width: 24, height: 24)], scale: 2, cached: true)
            _ = try Self.draw(symbol, frames: [LayoutRect(x: 4, y: 4, width: 20, height: 20)], scale: 2, cached: true)
            _ = try Self.draw(SymbolImage(name: "gearshape", weight: .bold), frames: [LayoutRect(x: 4, y: 4, width: 24, height: 24)], scale: 2, cached: true)
            return (one, SymbolRasters.current.count - before)
        }()
        #expect(counts.0 == 1 && counts.1 == 4, "\(counts)")
    }
}
