import StateboardCore

/// The bottom bars — the tab bar (iPhone: symbols over 10 pt titles; iPad: symbols beside
/// titles) and the toolbar — and iPadOS 18's floating tab bar, as iOS 17/18 place them (`BarMetrics`).
extension ChromeLayout {
    func bottomBar(_ bar: ChromeBar, index: Int, frame: LayoutRect) -> LaidOutNode {
        let background = LayoutRect(x: 0, y: frame.minY, width: width, height: scene.canvas.height - frame.minY)
        let scrolledUnder = laidOut.contentReachesBottomBars || laidOut.placeholderRunsUnderBottomBars
        var children: [LaidOutNode] = []
        if scrolledUnder || bar.showsHairline { children.append(hairline(at: frame.minY)) }
        let accent = bar.tint ?? SystemColor.systemBlue.color, gray = bar.unselectedTint ?? SystemColor.systemGray.color
        if bar.kind == .tabBar {
            let names = bar.items.isEmpty ? Self.defaultTabTitles : bar.items
            let given = bar.items.isEmpty ? ChromeBar.defaultTabSymbols : bar.symbols
            let symbols = given.enumerated().map { $0.offset == bar.selectedItem ? BarMetrics.selectedTabSymbol($0.element) : $0.element }
            let tabs = TabItems(names: names, symbols: symbols, selected: bar.selectedItem, accent: accent, gray: gray)
            children += width >= 700 ? padTabItems(tabs, frame: frame) : phoneTabItems(tabs, frame: frame)
        } else {
            children += toolbarItems(bar, frame: frame)
        }
        return barNode(bar, index: index, frame: frame, background: background, material: scrolledUnder, children: children)
    }

    /// The generic tab bar's titles, beside `ChromeBar.defaultTabSymbols`.
    static let defaultTabTitles = ["Home", "Search", "Saved", "Profile"]

    /// A tab bar symbol's box: 25.4 pt, so that a circle symbol's ink is the 23.3 pt of the
    /// iOS 17 capture's `record.circle.fill` (docs/iOSMetrics.md, "Bars"); before, 29.6 pt drew it 27 pt.
    static let tabSymbolSide = 25.4

    /// A tab bar's items: titles, symbols (the selected one's `.fill` variant), which is selected, colors.
    struct TabItems {
        var names: [String]
        var symbols: [String]
        var selected: Int
        var accent: DynamicColor
        var gray: DynamicColor

        func color(_ index: Int) -> DynamicColor { index == selected ? accent : gray }
        func symbol(_ index: Int) -> String { index < symbols.count ? symbols[index] : "" }
    }

    /// An iPhone's tab bar: equal slots, each a symbol centred 18.5 pt below the bar's top over
    /// a 10 pt medium title on a baseline 45 pt below it (measured); the selected item in the
    /// tint, the others in the unselected tint.
    private func phoneTabItems(_ tabs: TabItems, frame: LayoutRect) -> [LaidOutNode] {
        let slot = width / Double(tabs.names.count)
        let font = FontSpec(size: BarMetrics.tabTitleSize, weight: .medium)
        var nodes: [LaidOutNode] = []
        for (index, name) in tabs.names.enumerated() {
            let position = rtl ? tabs.names.count - 1 - index : index
            let x = slot * Double(position)
            let color = tabs.color(index), symbol = tabs.symbol(index)
            let middle = frame.minY + BarMetrics.tabSymbolCenter
            if symbol.isEmpty {
                nodes.append(shape(LayoutRect(x: x + slot / 2 - 12, y: middle - 11, width: 24, height: 22), id: "tab.\(index).symbol", color: color, radius: 6))
            } else {
                nodes.append(
                    self.symbol(symbol, id: "tab.\(index).symbol", side: Self.tabSymbolSide, center: LayoutPoint(x: x + slot / 2, y: middle), color: color))
            }
            nodes.append(
                label(
                    name, id: "tab.\(index).title", font: font, color: color, alignment: .center, baseline: frame.minY + BarMetrics.tabTitleBaseline,
                    minX: x, width: slot))
        }
        return nodes
    }

    /// iPadOS 17's tab bar: each item's symbol beside its title (13 pt medium), the items a
    /// compact group centred in the bar, 40 pt apart; right-to-left runs the other way with the
    /// symbol after the title's start.
    private func padTabItems(_ tabs: TabItems, frame: LayoutRect) -> [LaidOutNode] {
        let font = FontSpec(size: 13, weight: .medium)
        var titleFont = TextStyle.footnote.font()
        titleFont.weight = .medium
        let side = SymbolImage(name: "house", pointSize: 17, scale: .medium).side, gap = 6.0, spacing = 40.0
        let names = tabs.names
        let widths = names.map { textWidth($0, font: font) }
        let itemWidths = widths.map { side + gap + $0 }
        let total = itemWidths.reduce(0, +) + spacing * Double(max(0, names.count - 1))
        var x = (width - total) / 2
        let middle = frame.minY + 25
        var nodes: [LaidOutNode] = []
        for visual in 0..<names.count {
            let index = rtl ? names.count - 1 - visual : visual
            let color = tabs.color(index), symbol = tabs.symbol(index)
            let symbolX = rtl ? x + widths[index] + gap : x
            let titleX = rtl ? x : x + side + gap
            if symbol.isEmpty {
                nodes.append(shape(LayoutRect(x: symbolX, y: middle - 10, width: side, height: 20), id: "tab.\(index).symbol", color: color, radius: 5))
            } else {
                nodes.append(
                    self.symbol(
                        symbol, id: "tab.\(index).symbol", side: side, center: LayoutPoint(x: symbolX + side / 2, y: middle), color: color,
                        scale: .medium))
            }
            nodes.append(
                label(
                    names[index], id: "tab.\(index).title", font: titleFont, color: color, alignment: .center,
                    in: LayoutRect(x: titleX, y: middle - 9, width: widths[index] + 1, height: 18)))
            x += itemWidths[index] + spacing
        }
        return nodes
    }

    /// iPadOS 18's floating tab bar: the titles (subheadline, medium) in a capsule centred in `row`, the
    /// selected one on a raised pill in the accent color, the others in the label color; the
    /// order runs right to left in right-to-left locales.
    func floatingTabItems(_ bar: ChromeBar, row: LayoutRect) -> [LaidOutNode] {
        let names = bar.items.isEmpty ? Self.defaultTabTitles : bar.items
        let accent = bar.tint ?? SystemColor.systemBlue.color, selected = bar.selectedItem
        var measuring = TextStyle.subheadline.font()
        measuring.weight = .semibold  // the selected title's weight, the widest
        let padding = 16.0, inset = 4.0, pillHeight = 30.0
        let widths = names.map { textWidth($0, font: measuring).rounded(.up) + 2 * padding }
        let total = widths.reduce(0, +) + 2 * inset
        let capsule = LayoutRect(x: (width - total) / 2, y: row.midY - (pillHeight + 2 * inset) / 2, width: total, height: pillHeight + 2 * inset)
        var nodes = [shape(capsule, id: "capsule", color: Self.floatingCapsule, radius: capsule.height / 2)]
        var x = capsule.minX + inset
        for visual in 0..<names.count {
            let index = rtl ? names.count - 1 - visual : visual
            let pill = LayoutRect(x: x, y: capsule.minY + inset, width: widths[index], height: pillHeight)
            if index == selected { nodes.append(shape(pill, id: "tab.\(index).selection", color: Self.floatingSelection, radius: pillHeight / 2)) }
            var font = TextStyle.subheadline.font()
            font.weight = index == selected ? .semibold : .medium
            nodes.append(
                label(
                    names[index], id: "tab.\(index).title", font: font, color: index == selected ? accent : SystemColor.label.color,
                    alignment: .center, in: pill))
            x += widths[index]
        }
        return nodes
    }

    /// The floating tab bar's capsule and its selected pill (light / dark).
    static let floatingCapsule = DynamicColor(light: RGBAColor(hex: "#EEEEF0")!, dark: RGBAColor(hex: "#1C1C1E")!)
    static let floatingSelection = DynamicColor(light: RGBAColor(hex: "#FFFFFF")!, dark: RGBAColor(hex: "#3A3A3C")!)
}
