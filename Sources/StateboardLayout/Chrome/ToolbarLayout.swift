import StateboardCore

/// A toolbar's items as UIToolbar places them (docs/iOSMetrics.md, "Toolbar items"): between the
/// layout margins (16 pt inside the safe area), flexible spaces sharing the free width equally,
/// fixed spaces keeping their own, neighbouring buttons `barItemSpacing` apart; right to left
/// mirrors the row.
extension ChromeLayout {
    /// One entry of a toolbar's row and where it sits, in reading order from the leading margin.
    struct ToolbarSlot: Equatable {
        /// The entry's place in the toolbar's list, which names its node `item.<index>`; `nil`
        /// for a flexible space the layout added between the items of a list without spaces.
        var index: Int?
        var item: BarItem
        var x: Double
        var width: Double
    }

    /// The toolbar's items in the bar's `frame`, in the bar's tint unless an item has its own.
    func toolbarItems(_ bar: ChromeBar, frame: LayoutRect) -> [LaidOutNode] {
        let minX = screen.safeArea.left + BarMetrics.itemMargin
        let maxX = width - screen.safeArea.right - BarMetrics.itemMargin
        return toolbarSlots(Self.toolbarRow(bar), from: minX, to: maxX).flatMap { slot -> [LaidOutNode] in
            guard let index = slot.index else { return [] }
            let x = rtl ? minX + maxX - slot.x - slot.width : slot.x
            let itemFrame = LayoutRect(x: x, y: frame.minY, width: slot.width, height: frame.height)
            return itemNodes(slot.item, id: "item.\(index)", tint: bar.tint, frame: itemFrame)
        }
    }

    /// The row a toolbar lays out: its items, else its symbols (the default three without
    /// either). A row without spaces gets a flexible space between neighbours (around a lone
    /// item), which spreads it as a plain list of symbols always was: the first at the leading
    /// margin, the last at the trailing one, the rest evenly between.
    static func toolbarRow(_ bar: ChromeBar) -> [(index: Int?, item: BarItem)] {
        let symbols = bar.symbols.isEmpty ? ChromeBar.defaultToolbarSymbols : bar.symbols
        let items = bar.toolbarItems.isEmpty ? symbols.map { BarItem(.symbol($0)) } : bar.toolbarItems
        let written: [(index: Int?, item: BarItem)] = items.enumerated().map { ($0.offset, $0.element) }
        guard !items.contains(where: \.isSpace) else { return written }
        let space: (index: Int?, item: BarItem) = (nil, BarItem(.flexibleSpace))
        if written.count == 1 { return [space] + written + [space] }
        return written.enumerated().flatMap { $0.offset == 0 ? [$0.element] : [space, $0.element] }
    }

    /// Where each entry of `row` sits between `minX` and `maxX`. Buttons side by side keep
    /// `barItemSpacing` between them; a space stands in for that gap. When the row is wider than
    /// the bar, flexible spaces take nothing and titles give up width in proportion to theirs
    /// (cut short with an ellipsis, as UIKit truncates a bar button's title); a button that still
    /// runs past the trailing margin is left out with those after it (chosen: no capture of an
    /// overfull toolbar was found).
    func toolbarSlots(_ row: [(index: Int?, item: BarItem)], from minX: Double, to maxX: Double) -> [ToolbarSlot] {
        var widths = row.map { itemWidth($0.item) }
        let isButton = row.map { !$0.item.isSpace }
        let gaps = row.indices.map { $0 > 0 && isButton[$0] && isButton[$0 - 1] ? Self.barItemSpacing : 0 }
        var free = (maxX - minX) - widths.reduce(0, +) - gaps.reduce(0, +)
        if free < 0 { free = shortenTitles(row, widths: &widths, by: -free) }
        let flexible = row.indices.filter { row[$0].item.content == .flexibleSpace }
        for index in flexible { widths[index] = max(0, free) / Double(flexible.count) }
        var slots: [ToolbarSlot] = []
        var x = minX
        for index in row.indices {
            x += gaps[index]
            if isButton[index], x + widths[index] > maxX + 0.5 { break }
            slots.append(ToolbarSlot(index: row[index].index, item: row[index].item, x: x, width: widths[index]))
            x += widths[index]
        }
        return slots
    }

    /// Takes up to `overflow` points off the row's titles, in proportion to their widths;
    /// returns the free width left (negative while the row still overflows).
    private func shortenTitles(_ row: [(index: Int?, item: BarItem)], widths: inout [Double], by overflow: Double) -> Double {
        let titles = row.indices.filter { if case .text = row[$0].item.content { true } else { false } }
        let total = titles.reduce(0) { $0 + widths[$1] }
        guard total > 0 else { return -overflow }
        let cut = min(overflow, total)
        for index in titles { widths[index] *= (total - cut) / total }
        return cut - overflow
    }
}
