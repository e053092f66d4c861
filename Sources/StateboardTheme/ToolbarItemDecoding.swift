import StateboardCore

extension YAMLReader {
    /// The most buttons a toolbar holds here (spaces not counted): five symbols already fill an
    /// iPhone SE's row, as in Safari's toolbar.
    static let maxToolbarButtons = 5
    /// The most entries a toolbar's list holds with its spaces: a space around each button.
    static let maxToolbarEntries = 2 * maxToolbarButtons + 1
    /// The widest fixed space: an iPad's toolbar is at most 1032 pt wide (chosen: a fixed space
    /// wider than the row is a mistake).
    static let maxFixedSpace = 1032.0

    /// A toolbar's `items`: symbols' names as a toolbar always took them (`plus`), the forms of
    /// a navigation bar's items (`{ title: Done, style: done }`, `{ symbol: plus, tint: systemRed }`,
    /// an image, a date picker), and the spaces that place them: `flexibleSpace` and
    /// `{ fixedSpace: 12 }`. A list of names alone is returned as `symbols`, the form it always
    /// decoded to; any other list as `items`.
    func toolbarItems(_ node: YAMLValue) -> (symbols: [String], items: [WrittenBarItem]) {
        guard let entries = sequence(node, what: "`toolbar.items`") else { return ([], []) }
        guard entries.count <= Self.maxToolbarEntries else {
            error(
                "`toolbar.items` holds at most \(Self.maxToolbarEntries) entries (\(Self.maxToolbarButtons) buttons and their spaces), not \(entries.count)",
                at: node, hint: "list 5 buttons; put the rest in a menu")
            return ([], [])
        }
        let items = entries.compactMap(toolbarItem)
        let buttons = items.filter { $0.space == nil }.count
        if buttons > Self.maxToolbarButtons {
            error("a toolbar fits at most \(Self.maxToolbarButtons) buttons, not \(buttons)", at: node, hint: "list 5; put the rest in a menu")
            return ([], [])
        }
        let plain = entries.allSatisfy { $0.text != nil } && items.allSatisfy { $0.space == nil }
        return plain ? (items.compactMap(\.symbol), []) : ([], items)
    }

    /// One entry of a toolbar's list: a symbol's name, `flexibleSpace`, or a bar item's mapping.
    private func toolbarItem(_ entry: YAMLValue) -> WrittenBarItem? {
        guard let text = entry.text else { return barItem(entry, inToolbar: true) }
        var item = WrittenBarItem(isDone: false)
        switch text {
        case "flexibleSpace":
            item.space = .flexibleSpace
        case "fixedSpace":
            error("a fixed space needs its width", at: entry, hint: "write `{ fixedSpace: 12 }` (points)")
            return nil
        default:
            guard let symbol = symbolName(entry) else { return nil }
            item.symbol = symbol
        }
        return item
    }

    /// `{ fixedSpace: 12 }`: its width in points, from 0 to `maxFixedSpace`; a space draws
    /// nothing, so it takes no other key.
    func fixedSpace(_ value: YAMLValue, props: [(key: String, keyNode: YAMLValue, value: YAMLValue)]) -> WrittenBarItem? {
        if let other = props.first(where: { $0.key != "fixedSpace" }) {
            error("a fixed space draws nothing and takes no `\(other.key)`", at: other.keyNode, hint: "remove it; tint and size the items beside it")
            return nil
        }
        guard let width = number(value, what: "a toolbar's `fixedSpace`", minimum: 0, maximum: Self.maxFixedSpace) else { return nil }
        var item = WrittenBarItem(isDone: false)
        item.space = .fixedSpace(width)
        return item
    }
}
