import CCairo
import CPango
import Foundation
import StateboardCore
import StateboardLayout

/// Measures text with Pango and the pinned fonts; what it measures is what the renderer draws
/// (each result carries its Pango layout). Safe to use from many threads: each measurement
/// borrows a Pango session of its own, and results are cached (text, width and direction decide
/// them completely).
public final class PangoTextMeasurer: TextMeasuring, Sendable {
    let pool: PangoContextPool
    private let state = Locked(Remembered())

    /// What measuring found so far.
    private struct Remembered: Sendable {
        var cache = RecentCache<CacheKey, MeasuredText>(capacity: PangoTextMeasurer.cacheLimit)
        /// Texts with characters no font draws.
        var missing: Set<String> = []
        /// How each font asked for by PostScript name is drawn.
        var names: [String: FontNameResolution] = [:]
    }

    private struct CacheKey: Hashable {
        var text: TextContent
        var width: Double?
        var direction: InterfaceDirection
    }

    /// Texts kept measured at most, the most recently used: each holds its Pango layout (a few
    /// KB), and a measurer lives as long as the process (`shared`), through every image of a
    /// matrix whose texts differ screen by screen and every round of a live preview. A text
    /// measured again gives the same layout, so the bound changes no pixel.
    static let cacheLimit = 2_048

    /// Uses the pinned fonts plus `fonts` (a theme's font files or folders).
    public init(fonts: FontEnvironment = FontEnvironment()) throws {
        pool = try PangoContextPool(fonts: fonts)
    }

    public func layOut(_ text: TextContent, maxWidth: Double?, direction: InterfaceDirection) -> MeasuredText {
        let key = CacheKey(text: text, width: maxWidth, direction: direction)
        if let known = state.withLock({ $0.cache.value(for: key) }) { return known }
        var unknown = 0
        var drawn = text
        if let name = text.font.postScriptName {
            let resolution = resolve(fontNamed: name)
            drawn.font.family = resolution.family; drawn.font.weight = resolution.weight; drawn.font.italic = resolution.italic
        }
        let handle = try? pool.withSession { session -> PangoTextHandle in
            let layout = TextLayout(drawn, width: maxWidth, direction: direction, session: session)
            unknown = layout.unknownGlyphCount
            return PangoTextHandle(
                layout: layout, metrics: layout.metrics, fontRuns: layout.fontRuns,
                symbols: layout.placedSymbols(of: text.runs, base: text.font), session: session)
        }
        let metrics = handle?.metrics ?? TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 1)
        let measured = MeasuredText(content: text, width: maxWidth, direction: direction, metrics: metrics, handle: handle)
        state.withLock { state in
            state.cache.insert(measured, for: key)
            if unknown > 0 { state.missing.insert(text.text) }
        }
        return measured
    }

    /// How a font asked for by PostScript name is drawn (looked up once per name).
    public func resolve(fontNamed name: String) -> FontNameResolution {
        let (resolution, isNew) = state.withLock { state in
            if let known = state.names[name] { return (known, false) }
            let resolution = FontFaces.resolve(name, among: pool.faces, systemFamily: pool.systemFaces.substituteFamily)
            if state.names.count < 10_000 { state.names[name] = resolution }
            return (resolution, true)
        }
        if isNew, let substitute = resolution.substitute { FontSubstitutionLog.shared.record(name: name, substitute: substitute) }
        return resolution
    }

    /// A warning per font asked for by PostScript name that is drawn with a substitute, by name.
    public var fontSubstitutionWarnings: [String] {
        state.withLock { $0.names }.sorted { $0.key < $1.key }.compactMap { name, resolution in
            resolution.substitute.map { FontNameResolution.warning(name: name, substitute: $0) }
        }
    }

    /// The font family each stretch of `measured` is drawn in (empty for text another measurer laid out).
    public func fontRuns(of measured: MeasuredText) -> [FontRun] { (measured.handle as? PangoTextHandle)?.fontRuns ?? [] }

    /// Whether `text`, measured before, had characters no pinned font can draw.
    public func hasMissingGlyphs(_ text: String) -> Bool {
        state.withLock { $0.missing.contains(text) }
    }

    /// How many measurements the cache holds now (at most `cacheLimit`).
    var cachedTexts: Int { state.withLock { $0.cache.count } }

    /// Texts measured so far that had characters no pinned font can draw.
    public var textsWithMissingGlyphs: [String] {
        state.withLock { $0.missing.sorted() }
    }
}

// @unchecked: it holds a Pango layout, used only with its session's lock held.
/// A Pango layout made while measuring, drawn later exactly as it is. Its font map is not
/// thread-safe, so drawing holds the session's lock.
final class PangoTextHandle: TextLayoutHandle, @unchecked Sendable {
    private let layout: TextLayout
    let metrics: TextMetrics
    let fontRuns: [FontRun]
    /// The inline symbols, where the layout placed them.
    let symbols: [PlacedSymbol]
    /// Bytes the line-break strategy put into the text (0 or 3), for tests.
    var layoutIndexShift: Int { layout.insertedBreak == nil ? 0 : 3 }
    private let session: PangoSession

    init(layout: TextLayout, metrics: TextMetrics, fontRuns: [FontRun], symbols: [PlacedSymbol], session: PangoSession) {
        self.layout = layout; self.metrics = metrics; self.fontRuns = fontRuns; self.symbols = symbols; self.session = session
    }

    /// Draws the layout with its top-left corner at `origin` in the current source color, runs
    /// with a color of their own in theirs (`colors`: byte ranges of the text).
    func show(on cr: OpaquePointer, at origin: LayoutPoint, colors: [(range: Range<Int>, color: RGBAColor)] = []) {
        FontGate.exclusive { showLocked(on: cr, at: origin, colors: colors) }
    }

    private func showLocked(on cr: OpaquePointer, at origin: LayoutPoint, colors: [(range: Range<Int>, color: RGBAColor)]) {
        session.lock.lock()
        defer { session.lock.unlock() }
        let x = origin.x - layout.drawingOffsetX
        guard !colors.isEmpty else {
            ParagraphSpacing.show(layout.layout, on: cr, x: x, y: origin.y, offsets: layout.lineOffsets)
            return
        }
        // Colors do not move a glyph: the layout is drawn with them and given its own list back.
        let original = pango_layout_get_attributes(layout.layout).flatMap { pango_attr_list_ref($0) }
        let moved = colors.map { (range: layout.layoutIndex($0.range.lowerBound)..<layout.layoutIndex($0.range.upperBound), color: $0.color) }
        let colored = RichTextAttributes.adding(moved, to: original)
        pango_layout_set_attributes(layout.layout, colored)
        pango_attr_list_unref(colored)
        ParagraphSpacing.show(layout.layout, on: cr, x: x, y: origin.y, offsets: layout.lineOffsets)
        pango_layout_set_attributes(layout.layout, original)
        if let original { pango_attr_list_unref(original) }
    }
}
