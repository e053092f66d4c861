import StateboardCore

/// The iPad's system keyboard in a search field: under the 55 pt shortcut bar, four rows that
/// span the screen — tab, the first letters, delete; caps lock, the second, the return key
/// (Search, blue once the field has text); shift, the third and `,` `.`, shift; then globe,
/// `.?123`, dictation, the space bar, `.?123` and the key that dismisses the keyboard. Keys
/// share each row's width by weight (a letter is 1). Figures chosen: docs/iOSMetrics.md,
/// "Keyboards". Arabic letters run right to left; the function keys keep their places.
extension ChromePainter {
    /// Key height, the vertical gap between rows, the gap between keys and the side margins, in points.
    static let padKeyHeight = 56.0, padRowGap = 9.0, padKeyGap = 8.0, padSideMargin = 6.0

    func paintPadKeyboard(_ layout: KeyboardLayout, in frame: LayoutRect) {
        let family = KeyboardFamily.pad
        var y = frame.minY + family.predictiveBarHeight + Self.padRowGap
        let letters = layout.rows + Array(repeating: [], count: max(0, 3 - layout.rows.count))
        let reversed = layout == .arabic
        // (leading key, its weight), (trailing key, its weight) of the three letter rows.
        let sides: [((String, Double), (String, Double))] = [
            (("tab", 1.5), ("delete", 1.5)), (("caps lock", 1.75), (layout.search, 2.25)),
            (("shift", 2.25), ("shift", 2.25)),
        ]
        for (row, side) in sides.enumerated() {
            let keys = (reversed ? letters[row].reversed() : letters[row]) + (row == 2 ? [",", "."] : [])
            let rects = padRow(weights: [side.0.1] + Array(repeating: 1, count: keys.count) + [side.1.1], y: y)
            // Function key titles sit toward the keyboard's edges (never mirrored).
            textKey(side.0.0, in: rects[0], color: Self.functionKey, alignment: rtl ? .trailing : .leading)
            for (index, key) in keys.enumerated() { letterKey(key, in: rects[1 + index], style: .title2) }
            let trailing = rects[rects.count - 1]
            if row == 1 {
                returnKey(side.1.0, in: trailing)
            } else {
                textKey(side.1.0, in: trailing, color: Self.functionKey, alignment: rtl ? .leading : .trailing)
            }
            y += Self.padKeyHeight + Self.padRowGap
        }
        // The bottom row: globe, .?123, dictation, space, .?123, dismiss.
        let rects = padRow(weights: [1, 1.5, 1, 6, 1.5, 1.25], y: y)
        let numbers = ".?" + layout.numbers
        symbolKey("globe", in: rects[0])
        textKey(numbers, in: rects[1], color: Self.functionKey)
        symbolKey("mic", in: rects[2])
        textKey(layout.space, in: rects[3], color: Self.letterKey)
        textKey(numbers, in: rects[4], color: Self.functionKey)
        symbolKey("keyboard", in: rects[5])
    }

    /// The frames of one row's keys, leading to trailing, sharing the width between the side
    /// margins by `weights`.
    private func padRow(weights: [Double], y: Double) -> [LayoutRect] {
        let unit = (width - 2 * Self.padSideMargin - Double(weights.count - 1) * Self.padKeyGap) / weights.reduce(0, +)
        var x = Self.padSideMargin
        return weights.map { weight in
            defer { x += weight * unit + Self.padKeyGap }
            return LayoutRect(x: x, y: y, width: weight * unit, height: Self.padKeyHeight)
        }
    }
}
