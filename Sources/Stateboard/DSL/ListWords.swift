import StateboardCore
import StateboardLayout

// The DSL's table words: a section of rows, as `section:` and `row:` write them in a theme
// (docs/iOSMetrics.md, "Table rows").

/// A table section (`UITableView` section, SwiftUI `Section` in a `List` or `Form`): a header,
/// its `ListRow`s drawn in the section's style, a footer. Plain unless `style` says otherwise.
public struct ListSection: PlaceholderWord {
    public var placeholderNode: PlaceholderNode
    public init(
        style: ListStyle = .plain, header: String? = nil, footer: String? = nil,
        @PlaceholderBuilder _ rows: () -> [PlaceholderNode]
    ) {
        placeholderNode = PlaceholderNode(.stack(ListSectionNodeKind.section(style: style, header: header, footer: footer, rows: rows())))
    }
}

/// A table row (a theme's `row`; `UITableViewCell`, a SwiftUI `List` row): its text (body), an optional secondary
/// text under it (subheadline), a trailing value, and a disclosure indicator or checkmark; at
/// least 44 pt tall, growing with its text. Its section sets its style and place.
public struct ListRow: PlaceholderWord {
    public var placeholderNode: PlaceholderNode
    public init(
        _ text: String, secondaryText: String? = nil, value: String? = nil, accessory: RowAccessory = .none,
        tint: DynamicColor = SystemColor.systemBlue.color
    ) {
        let row = ListRowNode(
            text: TextContent(text: text, font: TextStyle.body.font(), lines: 0),
            secondaryText: secondaryText.map { TextContent(text: $0, font: TextStyle.subheadline.font(), lines: 0) },
            value: value.map { TextContent(text: $0, font: TextStyle.body.font(), lines: 1) },
            accessory: accessory, tint: tint, position: .only)
        placeholderNode = .custom("row", row)
    }
}
