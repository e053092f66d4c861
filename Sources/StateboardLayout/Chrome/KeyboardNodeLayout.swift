import StateboardCore

/// The system keyboard in a search field laid out as nodes, as iOS 17 shows it per device
/// (`KeyboardFamily`, docs/iOSMetrics.md "Keyboards"): a `keyboard` bar node whose children are
/// its keys (`keyboardKey` nodes holding a `label` or a `barSymbol`) and its QuickType bar's
/// suggestions. On an iPhone: four rows of keys with their letters (per language), shift and
/// delete beside the third row, the numbers key, space bar and the Search return key; globe and
/// dictation sit below the keys on a Face ID iPhone (the emoji key beside numbers) and in the
/// bottom row on a Home-button one. Rows are listed left to right in every language (Arabic's
/// ض sits where the PC layout has it, on Q, at the left); nothing is mirrored right to left. The iPad's layout is `padKeys`.
extension ChromeLayout {
    func keyboard(_ bar: ChromeBar, index: Int, frame: LayoutRect) -> LaidOutNode {
        let layout = bar.keyboard ?? .english
        let family = KeyboardFamily.of(canvas: scene.canvas, safeArea: screen.safeArea, isPad: screen.isPad)
        var keyboard = bar
        keyboard.background = KeyboardMetrics.background
        var children = suggestions(layout, family: family, frame: frame)
        if family.isPad {
            children += shortcuts(frame: frame) + padKeys(layout, family: family, frame: frame)
        } else {
            children += phoneKeys(layout, family: family, frame: frame)
        }
        return barNode(keyboard, index: index, frame: frame, background: frame, material: false, children: children)
    }

    /// What the search field holds, which the QuickType bar suggests completions of.
    var typedQuery: String? {
        screen.chrome.first { $0.kind == .searchBar && !($0.title ?? "").isEmpty }?.title
    }

    private func phoneKeys(_ layout: KeyboardLayout, family: KeyboardFamily, frame: LayoutRect) -> [LaidOutNode] {
        let metrics = KeyboardMetrics.self
        let top = frame.minY + family.predictiveBarHeight + metrics.keysBelowBar
        // Keys are as wide as the longest row allows; shorter rows are centred.
        let columns = Double(layout.rows.map(\.count).max() ?? 10)
        let keyWidth = (width - 2 * metrics.sideMargin - (columns - 1) * metrics.keyGap) / columns
        // Shift and delete are four thirds of a letter key of the ten-key QWERTY row (iOS 17
        // capture: 44.4 pt on a 393 pt screen).
        let shiftWidth = (width - 2 * metrics.sideMargin - 9 * metrics.keyGap) / 10 * 4 / 3
        var nodes: [LaidOutNode] = []
        for (row, keys) in layout.rows.enumerated() {
            let y = top + Double(row) * metrics.rowPitch
            let last = row == layout.rows.count - 1
            // The third row leaves room for shift and delete on its sides.
            let roomy = (width - 2 * (metrics.sideMargin + shiftWidth + metrics.keyGap) - Double(keys.count - 1) * metrics.keyGap) / Double(keys.count)
            let rowKey = last ? min(keyWidth, roomy) : keyWidth
            let total = Double(keys.count) * rowKey + Double(keys.count - 1) * metrics.keyGap
            for (index, letter) in keys.enumerated() {
                let x = (width - total) / 2 + Double(index) * (rowKey + metrics.keyGap)
                nodes.append(letterKey(letter, id: "key.\(row).\(index)", in: LayoutRect(x: x, y: y, width: rowKey, height: metrics.keyHeight)))
            }
            if last {
                nodes.append(symbolKey("shift", id: "key.shift", in: LayoutRect(x: metrics.sideMargin, y: y, width: shiftWidth, height: metrics.keyHeight)))
                nodes.append(
                    symbolKey(
                        "delete.left", id: "key.delete",
                        in: LayoutRect(x: width - metrics.sideMargin - shiftWidth, y: y, width: shiftWidth, height: metrics.keyHeight)))
            }
        }
        return nodes + phoneBottomRow(layout, family: family, y: top + Double(layout.rows.count) * metrics.rowPitch)
    }

    /// The bottom row: numbers, then globe and dictation on a Home-button iPhone or the emoji key
    /// on a Face ID one (whose globe and dictation sit below the keys, above the home indicator,
    /// in the label color), space, Search.
    private func phoneBottomRow(_ layout: KeyboardLayout, family: KeyboardFamily, y: Double) -> [LaidOutNode] {
        let metrics = KeyboardMetrics.self
        let usable = width - 2 * metrics.sideMargin, height = metrics.keyHeight
        let side = usable * (family == .faceIDPhone ? metrics.returnKeyShare : metrics.homeButtonReturnKeyShare)
        let search = LayoutRect(x: width - metrics.sideMargin - side, y: y, width: side, height: height)
        var nodes: [LaidOutNode] = []
        var x = metrics.sideMargin
        if family == .homeButtonPhone {
            let small = metrics.smallFunctionKeyWidth
            nodes.append(textKey(layout.numbers, id: "key.numbers", in: LayoutRect(x: x, y: y, width: small, height: height), color: metrics.functionKey))
            x += small + metrics.keyGap
            for (name, id) in [("globe", "key.globe"), ("mic", "key.dictation")] {
                nodes.append(symbolKey(name, id: id, in: LayoutRect(x: x, y: y, width: small, height: height)))
                x += small + metrics.keyGap
            }
        } else {
            let small = usable * metrics.numbersKeyShare
            nodes.append(textKey(layout.numbers, id: "key.numbers", in: LayoutRect(x: x, y: y, width: small, height: height), color: metrics.functionKey))
            x += small + metrics.keyGap
            nodes.append(symbolKey("face.smiling", id: "key.emoji", in: LayoutRect(x: x, y: y, width: small, height: height)))
            x += small + metrics.keyGap
        }
        nodes.append(
            textKey(
                layout.space, id: "key.space", in: LayoutRect(x: x, y: y, width: search.minX - metrics.keyGap - x, height: height), color: metrics.letterKey))
        nodes.append(returnKey(layout.search, in: search))
        guard family == .faceIDPhone else { return nodes }
        let below = y + height + metrics.belowKeysDrop
        let label = SystemColor.label.color
        nodes.append(symbol("globe", id: "globe", side: 28, center: LayoutPoint(x: metrics.belowKeysInset, y: below), color: label))
        nodes.append(symbol("mic", id: "dictation", side: 28, center: LayoutPoint(x: width - metrics.belowKeysInset, y: below), color: label))
        return nodes
    }

    // MARK: keys

    /// A key at `frame` holding `face` (frames in canvas points, made relative to the key here).
    func key(_ frame: LayoutRect, id: String, color: DynamicColor, face: [LaidOutNode]) -> LaidOutNode {
        let kind = KeyboardKeyKind()
        let relative = face.map { $0.moved(to: LayoutPoint(x: $0.frame.minX - frame.minX, y: $0.frame.minY - frame.minY)) }
        return LaidOutNode(
            node: PlaceholderNode(id: id, .custom(CustomNode(name: kind.name, content: KeyboardKey(color: color)))), frame: frame,
            children: relative, kind: kind)
    }

    /// A letter key: its cap and its letter (title2), a little above the cap's middle. A letter
    /// wider than its key less 3 pt a side (Arabic's ض on an iPhone SE's eleven-key rows) is drawn smaller to fit,
    /// as the system keyboard draws it, never cut short with an ellipsis.
    func letterKey(_ letter: String, id: String, in rect: LayoutRect, hint: String? = nil) -> LaidOutNode {
        var font = TextStyle.title2.font()
        font.weight = .regular
        // 3 pt clear of either edge: Arabic glyphs' ink reaches past their advance.
        let natural = textWidth(letter, font: font), room = rect.width - 6
        if natural > room, room > 0 { font.size *= room / natural }
        guard let hint else {
            let face = LayoutRect(x: rect.minX, y: rect.minY + 6, width: rect.width, height: rect.height - 14)
            return key(
                rect, id: id, color: KeyboardMetrics.letterKey,
                face: [label(letter, id: id + ".label", font: font, color: SystemColor.label.color, alignment: .center, in: face)])
        }
        // An iPad's key with a hint: the hint small and gray at the top, the letter below it.
        let hintFace = LayoutRect(x: rect.minX, y: rect.minY + 5, width: rect.width, height: 20)
        let letterFace = LayoutRect(x: rect.minX, y: rect.minY + 22, width: rect.width, height: rect.height - 26)
        return key(
            rect, id: id, color: KeyboardMetrics.letterKey,
            face: [
                // A key's legend, not text: `(` stays `(` in a right-to-left screen (bidi would mirror it).
                leftToRightLabel(hint, id: id + ".hint", font: FontSpec(size: 13), color: SystemColor.secondaryLabel.color, in: hintFace),
                label(letter, id: id + ".label", font: font, color: SystemColor.label.color, alignment: .center, in: letterFace),
            ])
    }

    /// A key with a title centred on it (or toward one edge, 12 pt in). A title wider than its
    /// room (an iPad mini's "caps lock") is drawn smaller to fit, as a letter is, never cut short.
    func textKey(
        _ title: String, id: String, in rect: LayoutRect, color: DynamicColor, titleColor: DynamicColor = SystemColor.label.color,
        alignment: ParagraphAlignment = .center, leftToRight: Bool = false
    ) -> LaidOutNode {
        let inset = alignment == .center ? 0 : 12.0
        let face = LayoutRect(x: rect.minX + inset, y: rect.midY - 10, width: rect.width - 2 * inset, height: 20)
        var font = TextStyle.callout.font()
        // Clear of the key's edges as a letter is (3 pt a side; 1 pt beside the 12 pt inset), which
        // also absorbs the rounding of a scaled font's advances.
        let natural = textWidth(title, font: font), room = face.width - (alignment == .center ? 6 : 2)
        if natural > room, room > 0 { font.size *= room / natural }
        let title =
            leftToRight
            ? leftToRightLabel(title, id: id + ".label", font: font, color: titleColor, in: face)
            : label(title, id: id + ".label", font: font, color: titleColor, alignment: alignment, in: face)
        return key(rect, id: id, color: color, face: [title])
    }

    /// A function key with a symbol centred on it.
    func symbolKey(_ name: String, id: String, in rect: LayoutRect) -> LaidOutNode {
        key(
            rect, id: id, color: KeyboardMetrics.functionKey,
            face: [symbol(name, id: id + ".symbol", side: 24, center: LayoutPoint(x: rect.midX, y: rect.midY), color: SystemColor.label.color)])
    }

    /// The Search key: systemBlue with a white title once the field has text (return keys are
    /// enabled only then: `enablesReturnKeyAutomatically`), a gray function key before.
    func returnKey(_ title: String, in rect: LayoutRect) -> LaidOutNode {
        let enabled = typedQuery != nil
        return textKey(
            title, id: "key.return", in: rect, color: enabled ? SystemColor.systemBlue.color : KeyboardMetrics.functionKey,
            titleColor: enabled ? DynamicColor(light: .white, dark: .white) : SystemColor.label.color)
    }

    /// One line of `string` centred in `frame`, laid out left to right whatever the screen's
    /// direction: a key label mixing digits and punctuation (`.?١٢٣`) keeps its order, where the
    /// Unicode bidirectional algorithm would reorder it in a right-to-left paragraph.
    func leftToRightLabel(_ string: String, id: String, font: FontSpec, color: DynamicColor, in frame: LayoutRect) -> LaidOutNode {
        let content = TextContent(text: string, font: font, lines: 1, alignment: .center)
        var measuring = content
        measuring.language = engine.environment.language
        let measured = engine.environment.text.layOut(measuring, maxWidth: frame.width, direction: .leftToRight)
        let baselines = LabelNodeKind.baselines(of: measured.metrics, height: frame.height)
        return LaidOutNode(
            node: PlaceholderNode(id: id, .label(LabelNode(content, color: color))), frame: frame, kind: LabelNodeKind(), detail: measured,
            firstBaseline: baselines.first, lastBaseline: baselines.last)
    }
}
