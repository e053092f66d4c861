import StateboardCore
import StateboardLayout

/// The bottom bars: the tab bar (iPhone: symbols over 10 pt titles; iPad: symbols beside
/// titles) and the toolbar, placed as iOS 17 places them (`BarMetrics`).
extension ChromePainter {
    func paintBottom(_ bar: ChromeBar, frame: LayoutRect) {
        let background = LayoutRect(x: 0, y: frame.minY, width: width, height: scene.canvas.height - frame.minY)
        if let color = bar.background {
            canvas.fill(background, color: color)
        } else if contentReachesBottomBars {
            canvas.fillMaterial(background, material: .chrome, radius: 0)
        }
        if contentReachesBottomBars || bar.showsHairline { hairline(at: frame.minY) }
        let accent = bar.tint ?? SystemColor.systemBlue.color, gray = bar.unselectedTint ?? SystemColor.systemGray.color
        switch bar.kind {
        case .tabBar:
            let names = bar.items.isEmpty ? ["Home", "Search", "Saved", "Profile"] : bar.items
            let given = bar.items.isEmpty ? ChromeBar.defaultTabSymbols : bar.symbols
            let symbols = given.enumerated().map { $0.offset == bar.selectedItem ? BarMetrics.selectedTabSymbol($0.element) : $0.element }
            if width >= 700 {
                paintPadTabItems(names: names, symbols: symbols, selected: bar.selectedItem, frame: frame, accent: accent, gray: gray)
                return
            }
            paintPhoneTabItems(names: names, symbols: symbols, selected: bar.selectedItem, frame: frame, accent: accent, gray: gray)
        case .toolbar:
            // Bar buttons spread over the toolbar: first leading, last trailing, the rest between.
            let symbols = bar.symbols.isEmpty ? ChromeBar.defaultToolbarSymbols : bar.symbols
            let count = symbols.count
            for (index, name) in symbols.enumerated() {
                let position = rtl ? count - 1 - index : index
                let inset = 16 + Self.toolbarSymbolSide / 2
                let x = count == 1 ? width / 2 : inset + Double(position) * (width - 2 * inset) / Double(count - 1)
                symbol(name, side: Self.toolbarSymbolSide, center: LayoutPoint(x: x, y: frame.midY), color: accent)
            }
        default:
            break
        }
    }

    /// An iPhone's tab bar: equal slots, each a symbol centred 18.5 pt below the bar's top over
    /// a 10 pt medium title on a baseline 45 pt below it (measured); the selected item in the
    /// tint, the others in the unselected tint.
    private func paintPhoneTabItems(names: [String], symbols: [String], selected: Int, frame: LayoutRect, accent: DynamicColor, gray: DynamicColor) {
        let slot = width / Double(names.count)
        let font = FontSpec(size: BarMetrics.tabTitleSize, weight: .medium)
        for (index, name) in names.enumerated() {
            let position = rtl ? names.count - 1 - index : index
            let x = slot * Double(position)
            let color = index == selected ? accent : gray
            let symbol = index < symbols.count ? symbols[index] : ""
            let middle = frame.minY + BarMetrics.tabSymbolCenter
            if symbol.isEmpty {
                canvas.fill(LayoutRect(x: x + slot / 2 - 12, y: middle - 11, width: 24, height: 22), color: color, radius: 6)
            } else {
                self.symbol(symbol, side: Self.tabSymbolSide, center: LayoutPoint(x: x + slot / 2, y: middle), color: color)
            }
            text(name, font: font, color: color, alignment: .center, baseline: frame.minY + BarMetrics.tabTitleBaseline, minX: x, width: slot)
        }
    }
}
