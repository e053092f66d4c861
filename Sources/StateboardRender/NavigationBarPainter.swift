import StateboardCore
import StateboardLayout

/// The top bars not yet laid out as nodes: search bar, table header and the floating tab bar,
/// placed as iOS 17/18 places them (`BarMetrics`, docs/iOSMetrics.md "Bars"). The navigation
/// bar is laid out as nodes (`ChromeLayout` in StateboardLayout) and drawn by its kinds.
extension ChromePainter {
    func paintTop(_ bar: ChromeBar, frame: LayoutRect) {
        // The topmost bar's background runs up behind the status bar, as UIKit's does.
        let top = frame.minY <= screen.topBarsStart ? 0 : frame.minY
        let underlay = LayoutRect(x: 0, y: top, width: width, height: frame.maxY - top)
        let scrolledUnder = bar.kind != .tableHeader && contentRunsUnderTopBars
        if let background = bar.background {
            canvas.fill(underlay, color: background)
        } else if scrolledUnder {
            canvas.fillMaterial(underlay, material: .chrome, radius: 0)
        }
        switch bar.kind {
        case .tabBar:
            let names = bar.items.isEmpty ? ["Home", "Search", "Saved", "Profile"] : bar.items
            paintFloatingTabBar(
                names: names, selected: bar.selectedItem, row: frame.height > 44 ? frame.inset(by: Insets(top: 3, bottom: 3)) : frame,
                accent: bar.tint ?? SystemColor.systemBlue.color)
        case .searchBar:
            var field = LayoutRect(
                x: inset.leading, y: frame.minY + BarMetrics.searchFieldTop, width: marginWidth,
                height: max(0, frame.height - BarMetrics.searchFieldTop - BarMetrics.searchFieldBottom))
            if screen.isSearchActive {
                // Searching: Cancel in the tint at the trailing margin, the field shortened before it.
                let cancel = bar.cancelTitle, font = FontSpec(size: 17)
                let cancelWidth = textWidth(cancel, font: font).rounded(.up)
                field.size.width = max(0, field.width - cancelWidth - BarMetrics.cancelGap)
                if rtl { field.origin.x = width - inset.leading - field.width }
                let x = rtl ? inset.trailing : width - inset.trailing - cancelWidth
                text(
                    cancel, font: font, color: bar.tint ?? SystemColor.systemBlue.color, alignment: .leading,
                    baseline: field.midY + font.size * (1950 - 494) / 2 / 2048, minX: x, width: cancelWidth + 1)
            }
            paintSearchField(field, query: bar.title, placeholder: bar.items.first ?? "Search", textSize: bar.textSize)
        case .tableHeader:
            paintTableHeader(bar, frame: frame)
        default:
            break
        }
        if bar.showsHairline || scrolledUnder, bar.kind != .tableHeader { hairline(at: frame.maxY) }
    }

    /// A table header view: its title (title2 bold) and text (subheadline, secondary) at the
    /// layout margins, each on one line, in the user's text size (`TableHeaderMetrics`).
    private func paintTableHeader(_ bar: ChromeBar, frame: LayoutRect) {
        let metrics = TableHeaderMetrics.self
        let titleFont = metrics.titleFont(at: bar.textSize), textFont = metrics.textFont(at: bar.textSize)
        let titleLine = metrics.lineHeight(titleFont)
        // Each line's baseline where SF Pro's line box puts it: the ascender (1950/2048 em) below the line's top.
        let titleBaseline = frame.minY + metrics.topPadding + titleFont.size * 1950 / 2048
        text(bar.title ?? "", font: titleFont, color: label, alignment: .natural, baseline: titleBaseline, minX: inset.leading, width: marginWidth)
        if let detail = bar.items.first {
            let baseline = frame.minY + metrics.topPadding + titleLine + metrics.titleToText + textFont.size * 1950 / 2048
            text(detail, font: textFont, color: secondary, alignment: .natural, baseline: baseline, minX: inset.leading, width: marginWidth)
        }
    }

    /// UISearchBar's field: the magnifier leading (right in right-to-left), then the query in
    /// the label color with a clear button trailing, or the placeholder in the secondary color.
    /// Field, magnifier and text follow Dynamic Type.
    private func paintSearchField(_ field: LayoutRect, query: String?, placeholder: String, textSize: TextSizeCategory) {
        canvas.fill(field, color: SystemColor.tertiarySystemFill.color, radius: 10)
        let scale = BarMetrics.searchFieldScale(at: textSize)
        func leading(_ x: Double, width: Double = 0) -> Double { rtl ? field.maxX - (x - field.minX) - width : x }
        // The magnifier: a ring and its handle, 16.3 pt of glyph 8 pt in from the field's edge at
        // Large (measured), never mirrored (iOS keeps the glyph as it is).
        let ring = 5.8 * scale, stroke = 1.8 * scale
        let icon = LayoutPoint(x: leading(field.minX + 8 + ring + stroke / 2), y: field.midY - 1.6 * scale)
        canvas.arc(center: icon, radius: ring, from: 0, to: 2 * Double.pi, color: secondary, width: stroke)
        let handleStart = ring * 0.72, handleEnd = 8.8 * scale
        canvas.line(
            from: LayoutPoint(x: icon.x + handleStart, y: icon.y + handleStart), to: LayoutPoint(x: icon.x + handleEnd, y: icon.y + handleEnd),
            color: secondary, width: stroke)
        // The text starts 30.5 pt into the field at Large (measured: the placeholder's first glyph at 31.3).
        let textStart = 8 + 22.5 * scale
        let clearRoom = query == nil ? 8 : 30 * scale
        let textWidth = max(0, field.width - textStart - clearRoom)
        let font = TextStyle.body.font(at: textSize)
        // The baseline where SF Pro's line box centred in the field puts it: (ascender − descender) / 2 below the middle.
        text(
            query ?? placeholder, font: font, color: query == nil ? secondary : label, alignment: .leading,
            baseline: field.midY + font.size * (1950 - 494) / 2 / 2048, minX: leading(field.minX + textStart, width: textWidth), width: textWidth)
        guard query != nil else { return }
        // The clear button (xmark.circle.fill) at the trailing end.
        let clear = LayoutPoint(x: leading(field.maxX - 17 * scale), y: field.midY)
        let radius = 8 * scale, arm = 3 * scale
        canvas.fillEllipse(LayoutRect(x: clear.x - radius, y: clear.y - radius, width: 2 * radius, height: 2 * radius), color: SystemColor.tertiaryLabel.color)
        let background = SystemColor.systemBackground.color
        canvas.line(
            from: LayoutPoint(x: clear.x - arm, y: clear.y - arm), to: LayoutPoint(x: clear.x + arm, y: clear.y + arm), color: background, width: 1.6 * scale)
        canvas.line(
            from: LayoutPoint(x: clear.x + arm, y: clear.y - arm), to: LayoutPoint(x: clear.x - arm, y: clear.y + arm), color: background, width: 1.6 * scale)
    }
}
