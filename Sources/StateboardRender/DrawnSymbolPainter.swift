import CCairo
import Foundation
import StateboardCore

/// Draws Stateboard's own symbols (`DrawnSymbols`) with Cairo: the parts in symbol units scaled
/// to the frame, the stroke as wide as the weight's and the same at every scale (SF Symbols'
/// scales change the size, not the weight), round caps and joins. Draws in the current source's
/// place, opaque, like the installed set's SVG: the caller masks it with the tint.
enum DrawnSymbolPainter {
    /// Draws `drawn` (its `.fill` variant when `filled`) for `symbol` filling `rect`.
    static func draw(_ drawn: DrawnSymbol, filled: Bool, symbol: SymbolImage, in rect: LayoutRect, on cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let unit = rect.width / DrawnSymbol.mediumSide  // points per unit of the glyph's geometry
        let stroke = DrawnSymbol.strokeWidth(for: symbol.weight) / symbol.scale.factor
        let gap = DrawnSymbol.slashGap(for: symbol.weight) / symbol.scale.factor
        let fills = filled && drawn.hasFill
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, unit, unit)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        // The parts are drawn into a group of their own so that cut-outs clear only the symbol.
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        for part in drawn.parts {
            addPath(part.path, to: cr)
            cairo_set_line_width(cr, stroke)
            switch (part.role, fills) {
            case (.line, _), (.shape, false), (.mark, false), (.markShape, false), (.outlineOnly, false):
                cairo_stroke(cr)
            case (.outlineOnly, true), (.fillCut, false):
                cairo_new_path(cr)
            case (.shape, true), (.solid, _), (.markSolid, false):
                cairo_fill_preserve(cr)
                cairo_stroke(cr)
            case (.mark, true):
                clear(cr) { cairo_stroke(cr) }
            case (.markShape, true), (.markSolid, true), (.fillCut, true):
                clear(cr) {
                    cairo_fill_preserve(cr); cairo_stroke(cr)
                }
            case (.slash, _):
                cairo_set_line_width(cr, stroke + 2 * gap)
                clear(cr) { cairo_stroke_preserve(cr) }
                cairo_set_line_width(cr, stroke)
                cairo_stroke(cr)
            }
        }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    /// Runs `body` with the clear operator: what it draws becomes transparent.
    private static func clear(_ cr: OpaquePointer, _ body: () -> Void) {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        body()
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    static func addPath(_ path: [SymbolPathElement], to cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path {
            switch element {
            case .move(let x, let y): cairo_move_to(cr, x, y)
            case .line(let x, let y): cairo_line_to(cr, x, y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
            case .arc(let cx, let cy, let r, let from, let to):
                let start = from * .pi / 180, end = to * .pi / 180
                if to >= from { cairo_arc(cr, cx, cy, r, start, end) } else { cairo_arc_negative(cr, cx, cy, r, start, end) }
            case .close: cairo_close_path(cr)
            }
        }
    }
}
