import StateboardCore

/// The navigation bar, inline or with a large title, and its bar button items, as iOS 17/18
/// place them (`BarMetrics`, docs/iOSMetrics.md "Bars").
extension ChromeLayout {
    func navigationBar(_ bar: ChromeBar, index: Int, frame: LayoutRect) -> LaidOutNode {
        // The topmost bar's background runs up behind the status bar, as UIKit's does.
        let top = frame.minY <= screen.topBarsStart ? 0 : frame.minY
        let underlay = LayoutRect(x: 0, y: top, width: width, height: frame.maxY - top)
        let scrolledUnder = laidOut.contentRunsUnderTopBars
        var children: [LaidOutNode] = []
        let title = bar.title ?? ""
        if bar.kind == .largeTitleNavigationBar {
            // The title's baseline is 80 pt below the bar's top at 96 pt; a taller bar (larger
            // text) keeps the 16 pt under it.
            var font = TextStyle.largeTitle.font(at: bar.textSize)
            font.weight = .bold
            children.append(
                label(
                    title, id: "title", font: font, color: SystemColor.label.color, alignment: .leading,
                    baseline: frame.maxY - (ChromeKind.largeTitleNavigationBar.defaultHeight - BarMetrics.largeTitleBaseline),
                    minX: inset.leading, width: marginWidth))
        } else {
            // A placeholder's screen is at its scroll edge: iOS 15+ draws the bar transparent, without a hairline.
            var font = TextStyle.headline.font()
            font.size = bar.barTextSize
            let reserved = max(60, itemsExtent(bar.leadingItems, textSize: bar.barTextSize), itemsExtent(bar.trailingItems, textSize: bar.barTextSize))
            children.append(
                label(
                    title, id: "title", font: font, color: SystemColor.label.color, alignment: .center,
                    baseline: frame.minY + BarMetrics.inlineBaseline + rowShift(bar), minX: reserved, width: width - 2 * reserved))
        }
        children += items(bar, row: frame.minY)
        if bar.showsHairline || scrolledUnder { children.append(hairline(at: frame.maxY)) }
        return barNode(bar, index: index, frame: frame, background: underlay, material: scrolledUnder, children: children)
    }

    /// How much lower than in an iPhone's 44 pt row the inline title and items sit: they stay
    /// centred in the bar's row (50 pt on an iPad).
    private func rowShift(_ bar: ChromeBar) -> Double { (bar.rowHeight - 44) / 2 }

    /// How far from the screen's edge a group of items reaches (the title keeps clear of it).
    private func itemsExtent(_ items: [BarItem], textSize: Double) -> Double {
        guard !items.isEmpty else { return 0 }
        return BarMetrics.itemMargin + items.map { itemWidth($0, textSize: textSize) }.reduce(0, +) + Double(items.count - 1) * Self.barItemSpacing + 8
    }

    /// The leading and trailing bar button items in the bar's row starting at `row`: the
    /// layout margin from the edges, symbols, images and date pickers centred on the row, titles
    /// on the inline baseline, in the item's tint or the bar's; right to left swaps the sides.
    private func items(_ bar: ChromeBar, row: Double) -> [LaidOutNode] {
        var nodes: [LaidOutNode] = []
        for (items, fromLeading) in [(bar.leadingItems, true), (bar.trailingItems, false)] {
            var offset = BarMetrics.itemMargin
            for (position, item) in items.enumerated() {
                let itemWidth = itemWidth(item, textSize: bar.barTextSize)
                let startsLeft = fromLeading != rtl
                let x = startsLeft ? screen.safeArea.left + offset : width - screen.safeArea.right - offset - itemWidth
                let id = "\(fromLeading ? "leading" : "trailing")Item.\(position)"
                let slot = LayoutRect(x: x, y: row, width: itemWidth, height: bar.rowHeight)
                nodes += itemNodes(item, id: id, tint: bar.tint, frame: slot, textSize: bar.barTextSize)
                offset += itemWidth + Self.barItemSpacing
            }
        }
        return nodes
    }
}
