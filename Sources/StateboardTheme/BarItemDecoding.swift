import StateboardCore

/// A navigation bar's button as written: `{ symbol: plus }` or `{ title: "@edit", style: done }`.
/// A title may be an `@key` string, resolved per locale with the screen's other texts.
struct WrittenBarItem: Sendable {
    var symbol: String?
    var title: YAMLValue?
    var isDone: Bool

    /// The item with its title taken as written (a scene file's, which has no strings).
    var literal: BarItem? {
        if let symbol { return BarItem(.symbol(symbol), isDone: isDone) }
        return title?.text.map { BarItem(.text($0), isDone: isDone) }
    }
}

/// A chrome bar as decoded from YAML, before its colors and texts are resolved.
struct DecodedChromeBar {
    var bar: ChromeBar
    /// A tab bar's item titles as written.
    var items: [YAMLValue] = []
    var location: FileLocation
    /// The navigation bar's leading and trailing items as written.
    var leading: [WrittenBarItem] = []
    var trailing: [WrittenBarItem] = []
    /// `background` and `unselectedTint` as written (colors or color tokens).
    var colors: [String: YAMLValue] = [:]
    /// A table header's `title` and `text` as written (`@key` strings resolve with the screen).
    var header: [String: YAMLValue] = [:]
}

extension YAMLReader {
    /// The most bar button items a side of a navigation bar holds here (iOS fits more in
    /// wide bars; three keep the title clear on an iPhone).
    static let maxBarItemsPerSide = 3

    /// A side's bar button items: a list of `{ symbol: … }` and `{ title: …, style: plain|done }`.
    func barItems(_ node: YAMLValue, what: String) -> [WrittenBarItem] {
        guard let entries = sequence(node, what: what) else { return [] }
        if entries.count > Self.maxBarItemsPerSide {
            error(
                "\(what) holds at most \(Self.maxBarItemsPerSide) items, not \(entries.count)", at: node,
                hint: "put the rest in a toolbar or a menu")
        }
        return entries.prefix(Self.maxBarItemsPerSide).compactMap { entry in
            guard let props = mapping(entry, allowed: ["symbol", "title", "style"], what: "a bar button item") else { return nil }
            var item = WrittenBarItem(isDone: false)
            for (key, _, value) in props {
                switch key {
                case "symbol": item.symbol = symbolName(value)
                case "title": if string(value, what: "a bar button item's `title`") != nil { item.title = value }
                default: item.isDone = choice(value, names: ["plain", "done"], what: "a bar button item's `style`") == "done"
                }
            }
            let hasSymbol = props.contains { $0.0 == "symbol" }, hasTitle = props.contains { $0.0 == "title" }
            if hasSymbol == hasTitle {
                error(
                    "a bar button item has either a `symbol` or a `title`", at: entry,
                    hint: "write `{ symbol: plus }` or `{ title: Edit }`")
                return nil
            }
            return item.symbol != nil || item.title != nil ? item : nil
        }
    }
}
