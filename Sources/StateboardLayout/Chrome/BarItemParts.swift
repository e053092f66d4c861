import StateboardCore

/// Bar button items, in a navigation bar or a toolbar: their widths and nodes, an app's image and
/// a compact date picker (`DatePickerMetrics`, measured on iOS 17/18 captures: docs/iOSMetrics.md "Bars").
extension ChromeLayout {
    /// A bar button item's title font: 17 pt (or the bar's `barTextSize`), semibold for a done item.
    func itemFont(_ item: BarItem, size: Double = BarMetrics.barTextSize) -> FontSpec {
        FontSpec(size: size, weight: item.isDone ? .semibold : .regular)
    }

    /// Gap between neighbouring bar button items (chosen: UIKit does not publish it).
    static let barItemSpacing = 16.0

    /// An item's width: a symbol's square, a title's advance, an image's size, a date picker's
    /// rectangles, a fixed space's width; a flexible space takes its share of the row elsewhere.
    /// `textSize`: the titles' size (the bar's `barTextSize`).
    func itemWidth(_ item: BarItem, textSize: Double = BarMetrics.barTextSize) -> Double {
        switch item.content {
        case .symbol: item.symbolImage?.side ?? 0
        case .text(let title): textWidth(title, font: itemFont(item, size: textSize)).rounded(.up)
        case .image(let image, let width, let height): barImageSize(image, width: width, height: height, row: 44).width
        case .datePicker(let texts): datePickerFields(texts).last.map { $0.x + $0.width } ?? 0
        case .fixedSpace(let width): width
        case .flexibleSpace: 0
        }
    }

    /// One item's nodes in its slot of the bar's row (`frame`: its width, the row's height):
    /// symbols, images and date pickers centred on the row, a title on the inline baseline (as
    /// far below the row's middle as in a 44 pt row), cut short when its slot is narrower, in
    /// the item's tint or `tint`; a space draws nothing. A title larger than 17 pt (`textSize`, a
    /// SwiftUI app's at large text sizes) stays centred on the row: its baseline drops with it.
    func itemNodes(
        _ item: BarItem, id: String, tint barTint: DynamicColor?, frame: LayoutRect, textSize: Double = BarMetrics.barTextSize
    ) -> [LaidOutNode] {
        let tint = item.tint ?? barTint ?? SystemColor.systemBlue.color
        let center = LayoutPoint(x: frame.midX, y: frame.midY)
        switch item.content {
        case .symbol(let name):
            return [
                symbol(
                    name, id: id, side: frame.width, center: center, color: tint, pointSize: item.pointSize, weight: item.weight,
                    scale: item.scale)
            ]
        case .text(let title):
            let drop = (textSize - BarMetrics.barTextSize) * BarMetrics.itemBaselineDropPerPoint
            return [
                label(
                    title, id: id, font: itemFont(item, size: textSize), color: tint, alignment: .leading,
                    baseline: frame.minY + BarMetrics.inlineBaseline + (frame.height - 44) / 2 + drop, minX: frame.minX, width: frame.width + 1)
            ]
        case .image(let image, let width, let height):
            let size = barImageSize(image, width: width, height: height, row: frame.height)
            let placed = LayoutRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            return [LaidOutNode(node: PlaceholderNode(id: id, .image(image)), frame: placed, kind: ImageNodeKind())]
        case .datePicker(let texts):
            return datePicker(texts, id: id, in: frame)
        case .flexibleSpace, .fixedSpace:
            return []
        }
    }

    /// An image item's size: as written; one side written, the other by the image's aspect; none,
    /// the image's own size, fitted into the bar's row when taller (chosen: UIKit would let it
    /// overflow the bar). A symbol set's image is its symbol's square.
    func barImageSize(_ image: ImageNode, width: Double?, height: Double?, row: Double) -> LayoutSize {
        if let symbol = image.symbol { return LayoutSize(width: symbol.side, height: symbol.side) }
        if let width, let height { return LayoutSize(width: width, height: height) }
        let file = image.file(for: .light, scale: scene.scale)
        let natural = engine.environment.images.size(ofImageAt: file.path, assetScale: file.assetScale)
        // An image that cannot be measured (a layout without image sizing) takes a symbol's square.
        let own = natural.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? LayoutSize(width: 27.5, height: 27.5)
        let aspect = own.width / own.height
        if let width { return LayoutSize(width: width, height: width / aspect) }
        if let height { return LayoutSize(width: height * aspect, height: height) }
        let fitted = min(own.height, row)
        return LayoutSize(width: fitted * aspect, height: fitted)
    }

    /// The date picker's rounded rectangles, one per text, from the item's start (in reading
    /// order; the caller mirrors them right to left): each the text's width and the padding.
    func datePickerFields(_ texts: [String]) -> [(text: String, x: Double, width: Double)] {
        var x = 0.0
        return texts.map { text in
            let width = textWidth(text, font: Self.datePickerFont).rounded(.up) + 2 * DatePickerMetrics.padding
            defer { x += width + Self.datePickerGap }
            return (text, x, width)
        }
    }

    /// The date picker's nodes in its slot of the row: each text in 17 pt `label` centred on a
    /// `tertiarySystemFill` rounded rectangle, 34⅓ pt tall, centred on the row.
    func datePicker(_ texts: [String], id: String, in frame: LayoutRect) -> [LaidOutNode] {
        let top = frame.midY - DatePickerMetrics.height / 2
        return datePickerFields(texts).enumerated().flatMap { index, field -> [LaidOutNode] in
            let x = rtl ? frame.maxX - field.x - field.width : frame.minX + field.x
            let box = LayoutRect(x: x, y: top, width: field.width, height: DatePickerMetrics.height)
            let part = texts.count == 1 ? id : "\(id).\(index)"
            return [
                shape(box, id: "\(part).fill", color: DatePickerMetrics.fill, radius: DatePickerMetrics.cornerRadius),
                label(field.text, id: part, font: Self.datePickerFont, color: DatePickerMetrics.textColor, alignment: .center, in: box),
            ]
        }
    }

    /// The date's font: 17 pt regular at every text size, as the bars' other texts.
    static var datePickerFont: FontSpec { FontSpec(size: DatePickerMetrics.textSize, weight: .regular) }
    /// Between a date and a time picker's rectangles (chosen: no capture of both was found).
    static let datePickerGap = 6.0
}
