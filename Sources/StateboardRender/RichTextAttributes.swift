import CPango
import Foundation
import StateboardCore

/// Pango attributes for a label's runs (`TextContent.runs`): what changes the layout is set when
/// it is measured; colors, which do not, are added only while it is drawn (they depend on the
/// appearance).
enum RichTextAttributes {
    /// Each run's byte range in the label's UTF-8 text.
    static func byteRanges(of runs: [TextRun]) -> [Range<Int>] {
        var start = 0
        return runs.map { run in
            let end = start + run.characters.utf8.count
            defer { start = end }
            return start..<end
        }
    }

    /// The symbol a symbol run draws, at the run's font size and weight.
    static func symbol(_ name: String, style: RunStyle, base: FontSpec) -> SymbolImage {
        SymbolImage(name: name, pointSize: style.size ?? base.size, weight: style.weight ?? base.weight)
    }

    /// Adds the runs' font, decoration and symbol-space attributes to `list`. With `tracksRuns`
    /// (the stand-in sets the label's text), a run in a weight or size of its own gets the system
    /// font's tracking for that weight and size (`SystemFontMetrics.trackingCorrection`), as SF Pro
    /// tracks each run by its own font.
    static func insertLayoutAttributes(
        of runs: [TextRun], base: FontSpec, language: String?, faces: SystemFontFaces = .pinned,
        tracksRuns: Bool = false, into list: OpaquePointer?
    ) {
        for (run, range) in zip(runs, byteRanges(of: runs)) {
            let style = run.style
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
            if let weight = style.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.numericValue)))) }
            if let italic = style.italic { add(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
            if let size = style.size { add(pango_attr_size_new_absolute(Int32((size * Double(PANGO_SCALE)).rounded()))) }
            if let family = style.family {
                let system = faces.families(size: style.size ?? base.size, language: language)
                add(pango_attr_family_new(family == FontSpec.systemFamily ? system : family + ", " + system))
            }
            if tracksRuns, style.weight != nil || style.size != nil, style.family == nil || style.family == FontSpec.systemFamily {
                let tracking = SystemFontMetrics.trackingCorrection(size: style.size ?? base.size, weight: style.weight ?? base.weight)
                add(pango_attr_letter_spacing_new(TextLayout.pangoUnits(base.letterSpacing + tracking)))
            }
            if style.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if style.strikethrough { add(pango_attr_strikethrough_new(1)) }
            if case .symbol(let name) = run.content {
                // The symbol's box is reserved as the character's shape, so Pango measures, wraps
                // and mirrors it like a glyph; the symbol is drawn where it was placed.
                let box = symbol(name, style: style, base: base).inlineBox
                var rect = PangoRectangle(
                    x: 0, y: Int32((box.minY * Double(PANGO_SCALE)).rounded()),
                    width: Int32((box.width * Double(PANGO_SCALE)).rounded()),
                    height: Int32((box.height * Double(PANGO_SCALE)).rounded()))
                add(pango_attr_shape_new(&rect, &rect))
            }
        }
    }

    /// Foreground color attributes for runs with a color of their own, resolved by `resolve`.
    static func colors(of runs: [TextRun], resolve: (DynamicColor) -> RGBAColor) -> [(range: Range<Int>, color: RGBAColor)] {
        zip(runs, byteRanges(of: runs)).compactMap { run, range in run.style.color.map { (range, resolve($0)) } }
    }

    /// `list` with `colors` added (a copy; `list` is unchanged).
    static func adding(_ colors: [(range: Range<Int>, color: RGBAColor)], to list: OpaquePointer?) -> OpaquePointer? {
        let copy = list.map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        for (range, color) in colors {
            for attribute in [
                pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
                pango_attr_foreground_alpha_new(channel(color.alpha)),
            ] {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_change(copy, attribute)
            }
        }
        return copy
    }
}

/// An inline symbol where its layout placed it: the frame in points from the layout's origin.
struct PlacedSymbol: Sendable {
    var symbol: SymbolImage
    var frame: LayoutRect
    /// The run it belongs to (for its color).
    var run: Int
}

extension TextLayout {
    /// Where the layout placed each symbol run (a symbol cut off by an ellipsis is left out).
    func placedSymbols(of runs: [TextRun], base: FontSpec) -> [PlacedSymbol] {
        let ranges = RichTextAttributes.byteRanges(of: runs)
        var wanted: [Int: Int] = [:]  // byte index → run
        for (index, run) in runs.enumerated() { if case .symbol = run.content { wanted[layoutIndex(ranges[index].lowerBound)] = index } }
        guard !wanted.isEmpty, let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        var placed: [PlacedSymbol] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else { continue }
            let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
            guard let glyphs = run.pointee.glyphs, wanted.keys.contains(where: { (start..<end).contains($0) }) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            var x = Double(logical.x) / scale
            let clusters = glyphs.pointee.log_clusters
            for glyph in 0..<Int(glyphs.pointee.num_glyphs) {
                let width = Double(glyphs.pointee.glyphs[glyph].geometry.width) / scale
                let byte = start + Int(clusters?[glyph] ?? 0)
                // A reserved shape is an empty glyph (an ellipsis standing for the symbol is not).
                if glyphs.pointee.glyphs[glyph].glyph == PANGO_GLYPH_EMPTY, let index = wanted[byte],
                    case .symbol(let name) = runs[index].content
                {
                    let symbol = RichTextAttributes.symbol(name, style: runs[index].style, base: base)
                    let box = symbol.inlineBox
                    var line: Int32 = 0, lineX: Int32 = 0
                    pango_layout_index_to_line_x(layout, Int32(byte), 0, &line, &lineX)
                    placed.append(
                        PlacedSymbol(
                            symbol: symbol,
                            frame: LayoutRect(
                                x: x - drawingOffsetX, y: baseline + lineOffset(Int(line)) + box.minY,
                                width: box.width, height: box.height), run: index))
                }
                x += width
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return placed
    }
}
