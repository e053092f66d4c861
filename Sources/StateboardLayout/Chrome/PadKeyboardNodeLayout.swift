import StateboardCore

/// The iPad's system keyboard in a search field, under the 55 pt shortcut bar, in rows that span
/// the screen: tab, the first letters, delete; caps lock, the second, the return key (Search,
/// blue once the field has text); shift, the third and `,` `.`, shift; then globe, `.?123`,
/// dictation, the space bar, `.?123` and the key that dismisses the keyboard. Keys share each
/// row's width by weight (a letter is 1). Up to 11" the top row's keys show their digits as
/// hints; the 12.9" and 13" iPads have a row of digits above the letters instead, delete at its
/// end, and a Latin keyboard's rows end in a hardware keyboard's punctuation. Tab, caps lock,
/// shift and delete show English words on the English keyboards and their symbols on the others
/// (KeyboardLayout.padKeysInWords). Arabic letters run right to left; the function keys keep
/// their places. Figures: docs/iOSMetrics.md, "Keyboards".
extension ChromeLayout {
    func padKeys(_ layout: KeyboardLayout, family: KeyboardFamily, frame: LayoutRect) -> [LaidOutNode] {
        let metrics = KeyboardMetrics.self
        var y = frame.minY + family.predictiveBarHeight + metrics.padRowGap
        var nodes: [LaidOutNode] = []
        let large = family == .largePad
        if large {
            nodes += numberRow(layout, y: y)
            y += metrics.padKeyHeight + metrics.padRowGap
        }
        let letters = layout.rows + Array(repeating: [], count: max(0, 3 - layout.rows.count))
        let punctuation = large && layout.isLatin ? [["[", "]", "\\"], [";", "'"], [",", ".", "/"]] : [[], [], [",", "."]]
        for row in 0..<3 {
            let keys = letters[row] + punctuation[row]
            let leading = padFunctionKey(row, leading: true, layout: layout)
            let trailing: (name: String, weight: Double)? = row == 0 && large ? nil : padFunctionKey(row, leading: false, layout: layout)
            let weights = [leading.weight] + Array(repeating: 1, count: keys.count) + (trailing.map { [$0.weight] } ?? [])
            let rects = padRow(weights: weights, y: y)
            nodes.append(padFunctionKeyNode(leading.name, in: rects[0], layout: layout, leading: true))
            for (index, letter) in keys.enumerated() {
                let hint = !large && row == 0 && index < layout.digits.count ? layout.digits[index] : nil
                nodes.append(letterKey(letter, id: "key.\(row).\(index)", in: rects[1 + index], hint: hint))
            }
            if let trailing {
                let rect = rects[rects.count - 1]
                nodes.append(row == 1 ? returnKey(layout.search, in: rect) : padFunctionKeyNode(trailing.name, in: rect, layout: layout, leading: false))
            }
            y += metrics.padKeyHeight + metrics.padRowGap
        }
        // The bottom row: globe, .?123, dictation, space, .?123, dismiss.
        let rects = padRow(weights: [1, 1.5, 1, 6, 1.5, 1.25], y: y)
        return nodes + [
            symbolKey("globe", id: "key.globe", in: rects[0]),
            textKey(layout.padNumbers, id: "key.numbers", in: rects[1], color: metrics.functionKey, leftToRight: true),
            symbolKey("mic", id: "key.dictation", in: rects[2]),
            textKey(layout.space, id: "key.space", in: rects[3], color: metrics.letterKey),
            textKey(layout.padNumbers, id: "key.trailingNumbers", in: rects[4], color: metrics.functionKey, leftToRight: true),
            symbolKey("keyboard", id: "key.dismiss", in: rects[5]),
        ]
    }

    /// The largest iPads' row of digits: `` ` `` , 1 … 0, `-`, `=` (each with its shifted
    /// character as a hint above it, as on a hardware keyboard), then delete.
    private func numberRow(_ layout: KeyboardLayout, y: Double) -> [LaidOutNode] {
        let keys = ["`"] + layout.digits + ["-", "="]
        let shifted = ["~", "!", "@", "#", "$", "%", "^", "&", "*", "(", ")", "_", "+"]
        let rects = padRow(weights: Array(repeating: 1, count: keys.count) + [1.5], y: y)
        var nodes = keys.enumerated().map { index, key in
            letterKey(key, id: "key.digits.\(index)", in: rects[index], hint: index < shifted.count ? shifted[index] : nil)
        }
        nodes.append(padFunctionKeyNode("delete", in: rects[rects.count - 1], layout: layout, leading: false))
        return nodes
    }

    /// The function key at a letter row's leading or trailing end, and its weight.
    private func padFunctionKey(_ row: Int, leading: Bool, layout: KeyboardLayout) -> (name: String, weight: Double) {
        switch (row, leading) {
        case (0, true): ("tab", 1.5)
        case (0, false): ("delete", 1.5)
        case (1, true): ("caps lock", 1.75)
        case (1, false): (layout.search, 2.25)
        default: ("shift", 2.25)
        }
    }

    /// A function key: its English word toward the keyboard's edge (never mirrored), or its symbol.
    private func padFunctionKeyNode(_ name: String, in rect: LayoutRect, layout: KeyboardLayout, leading: Bool) -> LaidOutNode {
        let id = "key." + (name == "shift" ? (leading ? "leadingShift" : "trailingShift") : name == "caps lock" ? "capsLock" : name)
        guard layout.padKeysInWords else {
            let symbols = ["tab": "arrow.right.to.line", "caps lock": "capslock", "shift": "shift", "delete": "delete.left"]
            return symbolKey(symbols[name] ?? name, id: id, in: rect)
        }
        // Leading and trailing follow the layout direction: the word sits toward the key's outer edge either way.
        let alignment: ParagraphAlignment = leading != rtl ? .leading : .trailing
        return textKey(name, id: id, in: rect, color: KeyboardMetrics.functionKey, alignment: alignment)
    }

    /// The frames of one row's keys, left to right, sharing the width between the side margins by `weights`.
    private func padRow(weights: [Double], y: Double) -> [LayoutRect] {
        let metrics = KeyboardMetrics.self
        let unit = (width - 2 * metrics.padSideMargin - Double(weights.count - 1) * metrics.padKeyGap) / weights.reduce(0, +)
        var x = metrics.padSideMargin
        return weights.map { weight in
            defer { x += weight * unit + metrics.padKeyGap }
            return LayoutRect(x: x, y: y, width: weight * unit, height: metrics.padKeyHeight)
        }
    }
}
