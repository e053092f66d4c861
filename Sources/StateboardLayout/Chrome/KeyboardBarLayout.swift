import StateboardCore

/// The bar above the keys: on an iPhone the QuickType bar, on an iPad the shortcut bar — undo,
/// redo and paste leading (iPadOS's own shortcuts since iPadOS 9), the suggestions between
/// (docs/iOSMetrics.md, "Keyboards").
extension ChromeLayout {
    /// The shortcut bar's leading group: each item's symbol, its id, and its centre's distance
    /// from the leading edge (chosen: 44 pt apart, the first 32 pt in).
    static let shortcutItems: [(symbol: String, mirrored: String, id: String, x: Double)] = [
        ("arrow.uturn.backward", "arrow.uturn.forward", "shortcut.undo", 32),
        ("arrow.uturn.forward", "arrow.uturn.backward", "shortcut.redo", 76),
        ("doc.on.clipboard", "doc.on.clipboard", "shortcut.paste", 120),
    ]
    /// Where the suggestions start and end on an iPad, from either edge, clear of the shortcut groups (chosen).
    static let shortcutGroupWidth = 150.0

    /// Undo, redo and paste at the bar's leading edge (the right in right-to-left, where the
    /// arrows turn the other way), in the label color.
    func shortcuts(frame: LayoutRect) -> [LaidOutNode] {
        let middle = frame.minY + KeyboardFamily.pad.predictiveBarHeight / 2
        return Self.shortcutItems.map { item in
            let x = rtl ? width - item.x : item.x
            return symbol(rtl ? item.mirrored : item.symbol, id: item.id, side: 24, center: LayoutPoint(x: x, y: middle), color: SystemColor.label.color)
        }
    }

    /// Once the field holds text, the QuickType bar's suggestions (`KeyboardLayout.suggestions(after:)`)
    /// in three equal cells, leading first, a hairline between two filled cells; none while the field is empty.
    func suggestions(_ layout: KeyboardLayout, family: KeyboardFamily, frame: LayoutRect) -> [LaidOutNode] {
        guard let query = typedQuery else { return [] }
        let words = layout.suggestions(after: query)
        guard !words.isEmpty else { return [] }
        let inset = family.isPad ? Self.shortcutGroupWidth : 0
        let cell = (width - 2 * inset) / 3, barHeight = family.predictiveBarHeight
        func cellX(_ index: Int) -> Double { inset + Double(rtl ? 2 - index : index) * cell }
        var nodes: [LaidOutNode] = []
        for (index, word) in words.prefix(3).enumerated() {
            let frame = LayoutRect(x: cellX(index) + 4, y: frame.minY, width: cell - 8, height: barHeight)
            nodes.append(label(word, id: "suggestion.\(index)", font: TextStyle.body.font(), color: SystemColor.label.color, alignment: .center, in: frame))
        }
        // A divider between two filled cells (none beside an empty one): one device pixel, 25 pt tall (chosen).
        let pixel = 1 / scene.scale
        for index in 1..<min(3, words.count) {
            // Between cells index - 1 and index, counted from the leading edge.
            let x = inset + Double(rtl ? 3 - index : index) * cell
            nodes.append(
                shape(
                    LayoutRect(x: x - pixel / 2, y: frame.minY + (barHeight - 25) / 2, width: pixel, height: 25), id: "suggestion.divider.\(index - 1)",
                    color: KeyboardMetrics.suggestionDivider, radius: 0))
        }
        return nodes
    }
}
