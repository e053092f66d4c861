import StateboardCore

/// The iPhone system keyboard in a search field, as iOS 17 draws it: four rows of keys with
/// their letters (per language), shift and delete beside the third row, the numbers key, space
/// bar and the Search return key, and the globe and dictation keys below, in the home
/// indicator's area. Arabic rows run right to left; the function keys keep their places in
/// every language (the keyboard is not mirrored).
extension ChromePainter {
    static let keyboardBackground = DynamicColor(light: RGBAColor(hex: "#D1D3D9")!, dark: RGBAColor(hex: "#2B2B2B")!)
    static let letterKey = DynamicColor(light: .white, dark: RGBAColor(hex: "#6B6B6B")!)
    static let functionKey = DynamicColor(light: RGBAColor(hex: "#ABB0BA")!, dark: RGBAColor(hex: "#464646")!)
    static let keyShadow = DynamicColor(light: RGBAColor(hex: "#898A8D")!, dark: RGBAColor(hex: "#1B1B1B")!)

    /// Key pitch and size, in points, on a phone in portrait; the keys start below the
    /// predictive text bar (45 pt, empty while the field is).
    static let keyGap = 6.0, rowPitch = 54.0, keyHeight = 42.0, sideMargin = 3.0, topMargin = 45 + 8.0, shiftWidth = 42.0

    func paintKeyboard(_ layout: KeyboardLayout, in frame: LayoutRect) {
        canvas.fill(frame, color: Self.keyboardBackground)
        let label = SystemColor.label.color
        // Keys are as wide as the longest row allows; shorter rows are centred.
        let columns = Double(layout.rows.map(\.count).max() ?? 10)
        let keyWidth = (width - 2 * Self.sideMargin - (columns - 1) * Self.keyGap) / columns
        let rightToLeftKeys = layout == .arabic
        for (row, keys) in layout.rows.enumerated() {
            let y = frame.minY + Self.topMargin + Double(row) * Self.rowPitch
            let last = row == layout.rows.count - 1
            // The third row leaves room for shift and delete (42 pt each) on its sides.
            let roomy = (width - 2 * (Self.sideMargin + Self.shiftWidth + Self.keyGap) - Double(keys.count - 1) * Self.keyGap) / Double(keys.count)
            let rowKey = last ? min(keyWidth, roomy) : keyWidth
            let total = Double(keys.count) * rowKey + Double(keys.count - 1) * Self.keyGap
            for (index, key) in keys.enumerated() {
                let position = rightToLeftKeys ? keys.count - 1 - index : index
                let x = (width - total) / 2 + Double(position) * (rowKey + Self.keyGap)
                self.key(LayoutRect(x: x, y: y, width: rowKey, height: Self.keyHeight), color: Self.letterKey)
                text(key, style: .title2, weight: .regular, color: label, alignment: .center,
                     in: LayoutRect(x: x, y: y + 6, width: rowKey, height: 28))
            }
            if last {
                let shift = LayoutRect(x: Self.sideMargin, y: y, width: Self.shiftWidth, height: Self.keyHeight)
                let delete = LayoutRect(x: width - Self.sideMargin - Self.shiftWidth, y: y, width: Self.shiftWidth, height: Self.keyHeight)
                self.key(shift, color: Self.functionKey)
                symbol("shift", side: 24, center: LayoutPoint(x: shift.midX, y: shift.midY), color: label)
                self.key(delete, color: Self.functionKey)
                symbol("delete.left", side: 24, center: LayoutPoint(x: delete.midX, y: delete.midY), color: label)
            }
        }
        // The bottom row: numbers, space, Search.
        let y = frame.minY + Self.topMargin + Double(layout.rows.count) * Self.rowPitch
        let side = (width - 2 * Self.sideMargin) * 0.225
        let numbers = LayoutRect(x: Self.sideMargin, y: y, width: side, height: Self.keyHeight)
        let search = LayoutRect(x: width - Self.sideMargin - side, y: y, width: side, height: Self.keyHeight)
        let space = LayoutRect(x: Self.sideMargin + side + Self.keyGap, y: y, width: width - 2 * (Self.sideMargin + side + Self.keyGap),
                         height: Self.keyHeight)
        // The Search key turns systemBlue with a white title once the field has text (return
        // keys are enabled only then: `enablesReturnKeyAutomatically`).
        let hasQuery = screen.chrome.contains { $0.kind == .searchBar && !($0.title ?? "").isEmpty }
        for (rect, title, color, titleColor) in [(numbers, layout.numbers, Self.functionKey, label), (space, layout.space, Self.letterKey, label),
                                                 (search, layout.search, hasQuery ? SystemColor.systemBlue.color : Self.functionKey,
                                                  hasQuery ? DynamicColor(light: .white, dark: .white) : label)] {
            self.key(rect, color: color)
            text(title, style: .callout, color: titleColor, alignment: .center, in: LayoutRect(x: rect.minX, y: rect.midY - 10, width: rect.width, height: 20))
        }
        // Globe and dictation sit below the keys, over the home indicator's area.
        let below = y + Self.keyHeight + 23
        symbol("globe", side: 28, center: LayoutPoint(x: 38, y: below), color: secondary)
        symbol("mic", side: 28, center: LayoutPoint(x: width - 38, y: below), color: secondary)
    }

    /// A key: its cap with the one-point shadow under it.
    private func key(_ rect: LayoutRect, color: DynamicColor) {
        canvas.fill(rect.offsetBy(dx: 0, dy: 1), color: Self.keyShadow, radius: 5)
        canvas.fill(rect, color: color, radius: 5)
    }
}
