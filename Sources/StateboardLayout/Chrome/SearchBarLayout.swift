import StateboardCore

/// The search bar (UISearchBar: its field, magnifier, text and clear button; Cancel while
/// searching) and the table header view, as iOS 17/18 place them (`BarMetrics`, `TableHeaderMetrics`).
extension ChromeLayout {
    /// A top bar other than the navigation bar: its background, what it holds, its hairline.
    func topBar(_ bar: ChromeBar, index: Int, frame: LayoutRect) -> LaidOutNode {
        // The topmost bar's background runs up behind the status bar, as UIKit's does.
        let top = frame.minY <= screen.topBarsStart ? 0 : frame.minY
        let underlay = LayoutRect(x: 0, y: top, width: width, height: frame.maxY - top)
        let scrolledUnder = bar.kind != .tableHeader && laidOut.contentRunsUnderTopBars
        var children: [LaidOutNode]
        switch bar.kind {
        case .searchBar: children = searchBar(bar, frame: frame)
        case .tableHeader: children = tableHeader(bar, frame: frame)
        default: children = floatingTabItems(bar, row: frame.height > 44 ? frame.inset(by: Insets(top: 3, bottom: 3)) : frame)
        }
        if bar.showsHairline || scrolledUnder, bar.kind != .tableHeader { children.append(hairline(at: frame.maxY)) }
        return barNode(bar, index: index, frame: frame, background: underlay, material: scrolledUnder, children: children)
    }

    private func searchBar(_ bar: ChromeBar, frame: LayoutRect) -> [LaidOutNode] {
        var field = LayoutRect(
            x: inset.leading, y: frame.minY + BarMetrics.searchFieldTop, width: marginWidth,
            height: max(0, frame.height - BarMetrics.searchFieldTop - BarMetrics.searchFieldBottom))
        var cancel: LaidOutNode?
        if screen.isSearchActive {
            // Searching: Cancel in the tint at the trailing margin, the field shortened before it.
            let title = bar.cancelTitle, font = FontSpec(size: 17)
            let cancelWidth = textWidth(title, font: font).rounded(.up)
            field.size.width = max(0, field.width - cancelWidth - BarMetrics.cancelGap)
            if rtl { field.origin.x = width - inset.leading - field.width }
            let x = rtl ? inset.trailing : width - inset.trailing - cancelWidth
            cancel = label(
                title, id: "cancel", font: font, color: bar.tint ?? SystemColor.systemBlue.color, alignment: .leading,
                baseline: field.midY + font.size * (1950 - 494) / 2 / 2048, minX: x, width: cancelWidth + 1)
        }
        // A query makes the search active (`ScreenFrame.isSearchActive`): at rest the field shows its placeholder.
        return (cancel.map { [$0] } ?? []) + searchField(field, query: bar.title, placeholder: bar.items.first ?? "Search", bar: bar)
    }

    /// UISearchBar's field: the magnifier leading (right in right-to-left), then the query in
    /// the label color with a clear button trailing, or the placeholder in the secondary color.
    /// Field, magnifier and text follow Dynamic Type; in a SwiftUI app only the field and the
    /// text do (the magnifier stays 16 pt, the text starts where it does at Large).
    private func searchField(_ field: LayoutRect, query: String?, placeholder: String, bar: ChromeBar) -> [LaidOutNode] {
        let textSize = bar.textSize, isSwiftUI = bar.framework == .swiftUI
        var nodes = [shape(field, id: "searchField", color: SystemColor.tertiarySystemFill.color, radius: 10)]
        let scale = BarMetrics.searchFieldScale(at: textSize)
        let magnifierScale = isSwiftUI ? 1 : scale
        func leading(_ x: Double, width: Double = 0) -> Double { rtl ? field.maxX - (x - field.minX) - width : x }
        // The magnifier's ring 8 pt in from the field's edge at Large (measured; SwiftUI's 6), never mirrored.
        let ring = 5.8 * magnifierScale, stroke = 1.8 * magnifierScale
        let magnifierInset = isSwiftUI ? BarMetrics.swiftUIMagnifierInset : 8
        nodes.append(
            glyph(
                .magnifier, scale: magnifierScale,
                center: LayoutPoint(x: leading(field.minX + magnifierInset + ring + stroke / 2), y: field.midY - 1.6 * magnifierScale)))
        // The text starts 30.5 pt into the field at Large (measured: the placeholder's first glyph at 31.3); SwiftUI's 26 at every size.
        let textStart = isSwiftUI ? BarMetrics.swiftUISearchTextStart : 8 + 22.5 * scale
        let clearRoom = query == nil ? 8 : 30 * scale
        let textWidth = max(0, field.width - textStart - clearRoom)
        let font = TextStyle.body.font(at: textSize)
        // The baseline where SF Pro's line box centred in the field puts it: (ascender − descender) / 2 below the middle.
        nodes.append(
            label(
                query ?? placeholder, id: query == nil ? "placeholder" : "query", font: font,
                color: query == nil ? SystemColor.secondaryLabel.color : SystemColor.label.color, alignment: .leading,
                baseline: field.midY + font.size * (1950 - 494) / 2 / 2048, minX: leading(field.minX + textStart, width: textWidth), width: textWidth))
        if query != nil {
            nodes.append(glyph(.clear, scale: scale, center: LayoutPoint(x: leading(field.maxX - 17 * scale), y: field.midY)))
        }
        return nodes
    }

    /// A table header view: its title (title2 bold) and text (subheadline, secondary) at the
    /// layout margins, each on one line, in the user's text size (`TableHeaderMetrics`).
    private func tableHeader(_ bar: ChromeBar, frame: LayoutRect) -> [LaidOutNode] {
        let metrics = TableHeaderMetrics.self
        let titleFont = metrics.titleFont(at: bar.textSize), textFont = metrics.textFont(at: bar.textSize)
        let titleLine = metrics.lineHeight(titleFont)
        // Each line's baseline where SF Pro's line box puts it: the ascender (1950/2048 em) below the line's top.
        let titleBaseline = frame.minY + metrics.topPadding + titleFont.size * 1950 / 2048
        var nodes = [
            label(
                bar.title ?? "", id: "title", font: titleFont, color: SystemColor.label.color, alignment: .natural, baseline: titleBaseline,
                minX: inset.leading, width: marginWidth)
        ]
        if let detail = bar.items.first {
            let baseline = frame.minY + metrics.topPadding + titleLine + metrics.titleToText + textFont.size * 1950 / 2048
            nodes.append(
                label(
                    detail, id: "text", font: textFont, color: SystemColor.secondaryLabel.color, alignment: .natural, baseline: baseline,
                    minX: inset.leading, width: marginWidth))
        }
        return nodes
    }
}
