import Stateboard

/// The scene file of the symbol sheet in docs/Symbols.md (`stateboard symbols --sheet-scene`,
/// rendered by `make symbol-sheet`): every symbol Stateboard draws beside its name, its `.fill`
/// variant beside it, then one symbol at every weight and at the three scales beside text.
enum SymbolSheetScene {
    static let columns = 4
    static let cellWidth = 236.0

    static func yaml() -> String {
        let names = DrawnSymbols.names
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        let width = Double(columns) * cellWidth + 40
        let height = 40 + Double(rows.count) * 34 + 210
        var lines = [
            "stateboard: 1",
            "canvas: { width: \(Int(width)), height: \(Int(height)) }",
            "statusBarHeight: 0",
            "placement: { anchor: top, insets: 20, offset: { x: 0, y: 0 } }",
            "root:",
            "  stack: { axis: vertical, alignment: leading, spacing: 8 }",
            "  nodes:",
            "    - label: { text: \"Drawn by Stateboard from primitives (outline, .fill) — \(names.count) names\", style: headline }",
        ]
        for row in rows {
            let cells = row.map(cell).joined(separator: ", ")
            lines.append("    - stack: { axis: horizontal, alignment: center, spacing: 0, nodes: [\(cells)] }")
        }
        lines.append("    - label: { text: \"Weights, ultralight to black (title2)\", style: headline }")
        let weights = FontWeight.allCases.map { weight in
            "{ stack: { axis: vertical, alignment: center, spacing: 4, width: 96, nodes: ["
                + "{ stack: { axis: horizontal, spacing: 6, nodes: [{ image: { symbol: wifi.slash, style: title2, weight: \(weight.rawValue) } }, "
                + "{ image: { symbol: music.note.list, style: title2, weight: \(weight.rawValue) } }] } }, "
                + "{ label: { text: \(weight.rawValue), style: caption1, color: secondaryLabel } }] } }"
        }
        lines.append("    - stack: { axis: horizontal, alignment: center, spacing: 0, nodes: [\(weights.joined(separator: ", "))] }")
        lines.append("    - label: { text: \"Scales beside body text: small, medium, large\", style: headline }")
        let scales = SymbolScale.allCases.map { scale in
            "{ stack: { axis: horizontal, alignment: center, spacing: 6, width: 200, nodes: ["
                + "{ image: { symbol: checkmark.circle, style: body, scale: \(scale.rawValue) } }, "
                + "{ image: { symbol: chevron.left, style: body, scale: \(scale.rawValue) } }, "
                + "{ label: { text: \"Hxg \(scale.rawValue)\", style: body } }, { box: {} }] } }"
        }
        lines.append("    - stack: { axis: horizontal, alignment: center, spacing: 0, nodes: [\(scales.joined(separator: ", "))] }")
        lines.append("    - spacer:")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One name: its outline, its `.fill` variant (a blank when it fills nothing), its name.
    private static func cell(_ name: String) -> String {
        let fills = DrawnSymbols.symbol(named: name)?.symbol.hasFill ?? false
        let filled = fills ? "{ image: { symbol: \(name).fill, style: title3 } }" : "{ box: { width: 25, height: 25 } }"
        return "{ stack: { axis: horizontal, alignment: center, spacing: 8, width: \(Int(cellWidth)), nodes: ["
            + "{ image: { symbol: \(name), style: title3 } }, \(filled), { label: { text: \"\(name)\", style: footnote } }, { box: {} }] } }"
    }
}
