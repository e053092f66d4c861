import StateboardCore

/// The system keyboard in a search field, as iOS 17 draws it per device (`KeyboardFamily`). On an
/// iPhone: four rows of keys with their letters (per language), shift and delete beside the third
/// row, the numbers key, space bar and the Search return key; the globe and dictation keys sit
/// below the keys on a Face ID iPhone (the emoji key beside numbers) and in the bottom row on a
/// Home-button one. Arabic rows run
/// right to left; the function keys keep their places in every language (the keyboard is not
/// mirrored). The iPad's layout is `paintPadKeyboard`.
extension ChromePainter {
    /// The dark colors are an iOS 17 capture's (docs/iOSMetrics.md, "Keyboards"); the light ones are not measured.
    static let keyboardBackground = DynamicColor(light: RGBAColor(hex: "#D1D3D9")!, dark: RGBAColor(hex: "#323233")!)
    static let letterKey = DynamicColor(light: .white, dark: RGBAColor(hex: "#6F6F70")!)
    static let functionKey = DynamicColor(light: RGBAColor(hex: "#ABB0BA")!, dark: RGBAColor(hex: "#4B4B4B")!)
    static let keyShadow = DynamicColor(light: RGBAColor(hex: "#898A8D")!, dark: RGBAColor(hex: "#1B1B1B")!)

    /// Key pitch and size, in points, on a phone in portrait; the keys start 8 pt below the
    /// predictive text bar (empty while the field is). Measured on an iOS 17 capture (docs/iOSMetrics.md,
    /// "Keyboards").
    static let keyGap = 6.0, rowPitch = 54.0, keyHeight = 42.0, sideMargin = 3.0
    /// A Home-button iPhone's numbers, globe and dictation keys in the bottom row (chosen).
    static let smallFunctionKeyWidth = 40.0
    /// Face ID iPhones: the globe's and dictation key's centres, from the screen's sides and below
    /// the bottom row of keys (iOS 17 capture: 43 and 38 pt).
    static let belowKeysInset = 43.0, belowKeysDrop = 38.0
    /// Face ID iPhones' bottom row, as shares of the width inside the side margins (iOS 17
    /// capture, 387 pt: numbers 42.4, emoji 42.9, return 91.4).
    static let numbersKeyShare = 0.11, returnKeyShare = 0.236

    /// Shift and delete are four thirds of a letter key of the ten-key QWERTY row (iOS 17 capture:
    /// 44.4 pt on a 393 pt screen; 42 on a 375 pt one).
    func shiftKeyWidth() -> Double {
        (width - 2 * Self.sideMargin - 9 * Self.keyGap) / 10 * 4 / 3
    }

    func paintKeyboard(_ layout: KeyboardLayout, in frame: LayoutRect) {
        canvas.fill(frame, color: Self.keyboardBackground)
        let family = KeyboardFamily.of(canvas: scene.canvas, safeArea: screen.safeArea)
        if family == .pad {
            paintPadKeyboard(layout, in: frame)
        } else {
            paintPhoneKeyboard(layout, in: frame, family: family)
        }
    }

    private func paintPhoneKeyboard(_ layout: KeyboardLayout, in frame: LayoutRect, family: KeyboardFamily) {
        let topMargin = family.predictiveBarHeight + 8
        // Keys are as wide as the longest row allows; shorter rows are centred.
        let columns = Double(layout.rows.map(\.count).max() ?? 10)
        let keyWidth = (width - 2 * Self.sideMargin - (columns - 1) * Self.keyGap) / columns
        let rightToLeftKeys = layout == .arabic
        let shiftWidth = shiftKeyWidth()
        for (row, keys) in layout.rows.enumerated() {
            let y = frame.minY + topMargin + Double(row) * Self.rowPitch
            let last = row == layout.rows.count - 1
            // The third row leaves room for shift and delete on its sides.
            let roomy = (width - 2 * (Self.sideMargin + shiftWidth + Self.keyGap) - Double(keys.count - 1) * Self.keyGap) / Double(keys.count)
            let rowKey = last ? min(keyWidth, roomy) : keyWidth
            let total = Double(keys.count) * rowKey + Double(keys.count - 1) * Self.keyGap
            for (index, key) in keys.enumerated() {
                let position = rightToLeftKeys ? keys.count - 1 - index : index
                let x = (width - total) / 2 + Double(position) * (rowKey + Self.keyGap)
                letterKey(key, in: LayoutRect(x: x, y: y, width: rowKey, height: Self.keyHeight), style: .title2)
            }
            if last {
                let shift = LayoutRect(x: Self.sideMargin, y: y, width: shiftWidth, height: Self.keyHeight)
                let delete = LayoutRect(x: width - Self.sideMargin - shiftWidth, y: y, width: shiftWidth, height: Self.keyHeight)
                symbolKey("shift", in: shift)
                symbolKey("delete.left", in: delete)
            }
        }
        // The bottom row: numbers, then globe and dictation on a Home-button iPhone or the emoji
        // key on a Face ID one (whose globe sits below the keys), space, Search.
        let y = frame.minY + topMargin + Double(layout.rows.count) * Self.rowPitch
        let usable = width - 2 * Self.sideMargin
        let side = usable * (family == .faceIDPhone ? Self.returnKeyShare : 0.225)
        let search = LayoutRect(x: width - Self.sideMargin - side, y: y, width: side, height: Self.keyHeight)
        var x = Self.sideMargin
        if family == .homeButtonPhone {
            let numbers = LayoutRect(x: x, y: y, width: Self.smallFunctionKeyWidth, height: Self.keyHeight)
            textKey(layout.numbers, in: numbers, color: Self.functionKey)
            x = numbers.maxX + Self.keyGap
            for name in ["globe", "mic"] {
                symbolKey(name, in: LayoutRect(x: x, y: y, width: Self.smallFunctionKeyWidth, height: Self.keyHeight))
                x += Self.smallFunctionKeyWidth + Self.keyGap
            }
        } else {
            let small = usable * Self.numbersKeyShare
            textKey(layout.numbers, in: LayoutRect(x: x, y: y, width: small, height: Self.keyHeight), color: Self.functionKey)
            x += small + Self.keyGap
            symbolKey("face.smiling", in: LayoutRect(x: x, y: y, width: small, height: Self.keyHeight))
            x += small + Self.keyGap
        }
        textKey(layout.space, in: LayoutRect(x: x, y: y, width: search.minX - Self.keyGap - x, height: Self.keyHeight), color: Self.letterKey)
        returnKey(layout.search, in: search)
        guard family == .faceIDPhone else { return }
        // Globe and dictation sit below the keys, above the home indicator, in the label color.
        let below = y + Self.keyHeight + Self.belowKeysDrop
        symbol("globe", side: 28, center: LayoutPoint(x: Self.belowKeysInset, y: below), color: SystemColor.label.color)
        symbol("mic", side: 28, center: LayoutPoint(x: width - Self.belowKeysInset, y: below), color: SystemColor.label.color)
    }

    /// The Search key: systemBlue with a white title once the field has text (return keys are
    /// enabled only then: `enablesReturnKeyAutomatically`), a gray function key before.
    func returnKey(_ title: String, in rect: LayoutRect, style: TextStyle = .callout) {
        let hasQuery = screen.chrome.contains { $0.kind == .searchBar && !($0.title ?? "").isEmpty }
        textKey(
            title, in: rect, color: hasQuery ? SystemColor.systemBlue.color : Self.functionKey,
            titleColor: hasQuery ? DynamicColor(light: .white, dark: .white) : SystemColor.label.color, style: style)
    }

    /// A letter key: its cap and its letter.
    func letterKey(_ letter: String, in rect: LayoutRect, style: TextStyle) {
        key(rect, color: Self.letterKey)
        text(
            letter, style: style, weight: .regular, color: SystemColor.label.color, alignment: .center,
            in: LayoutRect(x: rect.minX, y: rect.minY + 6, width: rect.width, height: rect.height - 14))
    }

    /// A key with a title centred on it.
    func textKey(
        _ title: String, in rect: LayoutRect, color: DynamicColor, titleColor: DynamicColor = SystemColor.label.color,
        style: TextStyle = .callout, alignment: ParagraphAlignment = .center
    ) {
        key(rect, color: color)
        let inset = alignment == .center ? 0 : 12.0
        text(
            title, style: style, color: titleColor, alignment: alignment,
            in: LayoutRect(x: rect.minX + inset, y: rect.midY - 10, width: rect.width - 2 * inset, height: 20))
    }

    /// A function key with a symbol centred on it.
    func symbolKey(_ name: String, in rect: LayoutRect) {
        key(rect, color: Self.functionKey)
        symbol(name, side: 24, center: LayoutPoint(x: rect.midX, y: rect.midY), color: SystemColor.label.color)
    }

    /// A key: its cap with the one-point shadow under it.
    func key(_ rect: LayoutRect, color: DynamicColor) {
        canvas.fill(rect.offsetBy(dx: 0, dy: 1), color: Self.keyShadow, radius: 5)
        canvas.fill(rect, color: color, radius: 5)
    }
}
