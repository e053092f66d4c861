import CCairo

/// The one way Stateboard draws on a Cairo surface: a context made for `body` alone and
/// destroyed on every path out, a throwing draw included, so a node that throws half-way
/// through a scene leaks nothing. Whoever made the surface owns it (a `RenderedBitmap`, or a
/// `defer` beside its creation).
enum CairoDrawing {
    /// Runs `body` with a new context on `surface`, then flushes the surface for reading.
    static func on<Result>(_ surface: OpaquePointer, _ body: (_ cr: OpaquePointer) throws -> Result) rethrows -> Result {
        // cairo_create never returns NULL: a context it cannot make is one in an error state,
        // on which drawing does nothing (and which must be destroyed all the same).
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let result = try body(cr)
        cairo_surface_flush(surface)
        return result
    }
}
