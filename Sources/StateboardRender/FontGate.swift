import CPango
import Foundation
import StateboardCore

/// Everything that may open, use or close a font file through FreeType runs alone, one call at
/// a time in the process: Pango layout and drawing, librsvg drawing (an SVG's text is Pango's),
/// a PDF or SVG surface's finish (it subsets the fonts it drew), and building a fontconfig
/// configuration.
///
/// Two reasons, both in the C libraries:
/// - fontconfig builds a configuration with state it shares with every other configuration of
///   the process, while Pango matches fonts through them: a build beside layouts crashed.
/// - cairo 1.16 keeps at most ten FreeType faces open and closes an unlocked one at random to
///   open the eleventh. It reads whether a face is locked without the face's own lock, so a
///   thread that locks a face in that instant draws with a face another thread has just closed:
///   `verify` crashed in `_cairo_ft_scaled_glyph_init` (face->glyph gone) and, more often, drew
///   a label with the wrong glyphs — seen once in 20 runs of `verify --jobs 8` on the bundled
///   themes, whose scripts and weights use far more than ten faces. Pango's font maps are also
///   not thread-safe; each session keeps its own lock besides this gate.
///
/// The lock is recursive: text drawn while a PDF surface is drawn takes it again on the same
/// thread. What does not touch fonts (pixels, paths, PNG encoding) runs in parallel.
enum FontGate {
    private static let lock = NSRecursiveLock()
    /// GObjects whose last owner let go outside the gate, unreferenced by the next font work.
    private static let pending = Locked<[GObjectReference]>([])

    /// Runs `body` with no other font work in flight in the process.
    static func exclusive<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let released = pending.withLock { objects in
            defer { objects.removeAll() }
            return objects
        }
        for object in released { g_object_unref(object.pointer) }
        return try body()
    }

    /// Unreferences `objects` (Pango layouts and contexts) the next time font work runs: a
    /// deinit that took the gate itself could wait on it while holding a lock the gate's holder
    /// wants (a cache evicting a text while another thread draws).
    static func release(_ objects: [UnsafeMutableRawPointer]) {
        pending.withLock { $0 += objects.map(GObjectReference.init) }
    }
}

// @unchecked: a reference handed from the thread that let go of it to the gate's holder, never shared.
/// A GObject reference waiting to be released.
private struct GObjectReference: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}
