import CPango
import Foundation
import StateboardCore
import StateboardLayout

/// Measures text with Pango and the pinned fonts, exactly as the renderer draws it. Safe to use
/// from many threads: each measurement borrows a Pango session of its own, and results are
/// cached (text and width decide them completely).
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    let pool: PangoContextPool
    private let lock = NSLock()
    private var cache: [CacheKey: TextMetrics] = [:]
    private var missing: Set<String> = []

    private struct CacheKey: Hashable {
        var text: TextContent
        var width: Double?
    }

    /// Uses the pinned fonts plus `fonts` (a theme's font files or folders).
    public init(fonts: FontEnvironment = FontEnvironment()) throws {
        pool = try PangoContextPool(fonts: fonts)
    }

    public func measure(_ text: TextContent, maxWidth: Double?) -> TextMetrics {
        let key = CacheKey(text: text, width: maxWidth)
        lock.lock()
        if let known = cache[key] { lock.unlock(); return known }
        lock.unlock()
        var unknown = 0
        let metrics = (try? pool.withSession { session -> TextMetrics in
            let layout = TextLayout(text, width: maxWidth, direction: .leftToRight, session: session)
            unknown = layout.unknownGlyphCount
            return layout.metrics
        }) ?? TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 1)
        lock.lock()
        cache[key] = metrics
        if unknown > 0 { missing.insert(text.text) }
        lock.unlock()
        return metrics
    }

    /// Texts measured so far that had characters no pinned font can draw.
    public var textsWithMissingGlyphs: [String] {
        lock.lock()
        defer { lock.unlock() }
        return missing.sorted()
    }
}
