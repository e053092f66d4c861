import CCairo
import CPango
import Foundation

/// Paragraph spacing, which Pango 1.50 does not have: one layout is still made (so line
/// breaking, the line-break strategy and truncation see the whole text) and each line is drawn
/// lower by the spacing of the paragraph breaks above it.
enum ParagraphSpacing {
    /// Each line's offset below where Pango put it: `baselineShift` for all, plus `spacing` for
    /// each paragraph break above the line. Empty when every offset is 0.
    static func lineOffsets(of layout: OpaquePointer, spacing: Double, baselineShift: Double) -> [Double] {
        guard spacing > 0 || baselineShift != 0 else { return [] }
        let count = Int(pango_layout_get_line_count(layout))
        guard spacing > 0, let bytes = pango_layout_get_text(layout) else { return Array(repeating: baselineShift, count: max(count, 1)) }
        let text = UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self)
        var offsets: [Double] = []
        var added = 0.0
        for index in 0..<count {
            if index > 0, let line = pango_layout_get_line_readonly(layout, Int32(index)), startsParagraph(Int(line.pointee.start_index), in: text) {
                added += spacing
            }
            offsets.append(baselineShift + added)
        }
        return offsets
    }

    /// Whether the line starting at byte `start` follows a paragraph separator (`\n`, `\r`, U+2029).
    private static func startsParagraph(_ start: Int, in text: UnsafePointer<UInt8>) -> Bool {
        guard start > 0 else { return false }
        let previous = text[start - 1]
        if previous == 0x0A || previous == 0x0D { return true }
        return start >= 3 && text[start - 3] == 0xE2 && text[start - 2] == 0x80 && previous == 0xA9
    }

    /// Draws `layout` with its top-left corner at (`x`, `y`), each line `offsets` lower.
    static func show(_ layout: OpaquePointer, on cr: OpaquePointer, x: Double, y: Double, offsets: [Double]) {
        guard !offsets.isEmpty else {
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
            return
        }
        if Set(offsets).count == 1 {
            cairo_move_to(cr, x, y + offsets[0])
            pango_cairo_show_layout(cr, layout)
            return
        }
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            let offset = index < offsets.count ? offsets[index] : offsets.last ?? 0
            cairo_move_to(cr, x + Double(logical.x) / scale, y + baseline + offset)
            pango_cairo_show_layout_line(cr, line)
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
    }
}
