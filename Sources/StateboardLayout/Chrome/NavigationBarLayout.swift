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
            font.size = 17
            let reserved = max(60, itemsExtent(bar.leadingItems), itemsExtent(bar.trailingItems))
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

    /// A bar button item's title font: 17 pt, semibold for a done item.
    private func itemFont(_ item: BarItem) -> FontSpec { FontSpec(size: 17, weight: item.isDone ? .semibold : .regular) }

    /// Gap between neighbouring bar button items (chosen: UIKit does not publish it).
    private static let itemSpacing = 16.0

    private func itemWidth(_ item: BarItem) -> Double {
        switch item.content {
        case .symbol: item.symbolImage?.side ?? 0
        case .text(let title): textWidth(title, font: itemFont(item)).rounded(.up)
        case .image(let image, let width, let height): barImageSize(image, width: width, height: height, row: 44).width
        case .datePicker(let texts): datePickerFields(texts).last.map { $0.x + $0.width } ?? 0
        }
    }

    /// How far from the screen's edge a group of items reaches (the title keeps clear of it).
    private func itemsExtent(_ items: [BarItem]) -> Double {
        guard !items.isEmpty else { return 0 }
        return BarMetrics.itemMargin + items.map(itemWidth).reduce(0, +) + Double(items.count - 1) * Self.itemSpacing + 8
    }

    /// The leading and trailing bar button items in the bar's row starting at `row`: the
    /// layout margin from the edges, symbols, images and date pickers centred on the row, titles
    /// on the inline baseline, in the item's tint or the bar's; right to left swaps the sides.
    private func items(_ bar: ChromeBar, row: Double) -> [LaidOutNode] {
        var nodes: [LaidOutNode] = []
        for (items, fromLeading) in [(bar.leadingItems, true), (bar.trailingItems, false)] {
            var offset = BarMetrics.itemMargin
            for (position, item) in items.enumerated() {
                let itemWidth = itemWidth(item)
                let startsLeft = fromLeading != rtl
                let x = startsLeft ? screen.safeArea.left + offset : width - screen.safeArea.right - offset - itemWidth
                let id = "\(fromLeading ? "leading" : "trailing")Item.\(position)"
                nodes += itemNodes(item, id: id, bar: bar, frame: LayoutRect(x: x, y: row, width: itemWidth, height: bar.rowHeight))
                offset += itemWidth + Self.itemSpacing
            }
        }
        return nodes
    }

    /// One item's nodes in its slot of the row (`frame`: its width, the row's height).
    private func itemNodes(_ item: BarItem, id: String, bar: ChromeBar, frame: LayoutRect) -> [LaidOutNode] {
        let tint = item.tint ?? bar.tint ?? SystemColor.systemBlue.color
        let center = LayoutPoint(x: frame.midX, y: frame.midY)
        switch item.content {
        case .symbol(let name):
            return [
                symbol(
                    name, id: id, side: frame.width, center: center, color: tint, pointSize: item.pointSize, weight: item.weight,
                    scale: item.scale)
            ]
        case .text(let title):
            return [
                label(
                    title, id: id, font: itemFont(item), color: tint, alignment: .leading,
                    baseline: frame.minY + BarMetrics.inlineBaseline + rowShift(bar), minX: frame.minX, width: frame.width + 1)
            ]
        case .image(let image, let width, let height):
            let size = barImageSize(image, width: width, height: height, row: bar.rowHeight)
            let placed = LayoutRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            return [LaidOutNode(node: PlaceholderNode(id: id, .image(image)), frame: placed, kind: ImageNodeKind())]
        case .datePicker(let texts):
            return datePicker(texts, id: id, in: frame)
        }
    }
}
