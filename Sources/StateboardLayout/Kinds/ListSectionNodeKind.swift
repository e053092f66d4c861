import StateboardCore

/// `section`: a table section (`UITableView` section, SwiftUI `Section` in a `List` or `Form`):
/// an optional header, its `row`s drawn in the section's style, an optional footer.
///
/// It decodes to a vertical stack (the layout engine arranges it as any stack): the rows learn
/// their style and place (which corners of an inset-grouped card they round, which draw a
/// separator), the header and footer become footnote labels in the secondary color. Figures:
/// docs/iOSMetrics.md, "Table rows".
public struct ListSectionNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "section" }
    public var shorthandKey: String? { "header" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("style", .option(ListStyle.self)), NodeKindProperty("header", .text), NodeKindProperty("footer", .text),
            NodeKindProperty("headerStyle", .textStyle),
            NodeKindProperty("repeat", .integer(minimum: 1)), NodeKindProperty("nodes", .nodes),
        ]
    }

    /// Figures of a section around its rows, measured on Home Assistant's iOS 18 captures.
    public enum Metrics {
        /// An inset-grouped section's card from the screen's edges.
        public static let cardInset = 20.0
        /// Above an inset-grouped section without a header (the grouped table's top padding:
        /// 34.7 measured); a plain section's rows start at its top.
        public static let topPadding = 104.0 / 3
        /// Above a header, and between the header and the card.
        public static let headerTop = 16.0
        public static let headerToRows = 5.33
        /// Between the card and the footer; the footer's text starts with the rows'.
        public static let rowsToFooter = 7.0
    }

    /// The most rows `repeat` makes (more than any screen shows).
    public static let maximumRepeat = 100

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        let style = props.choice("style", ListStyle.self) ?? .plain
        var children = props.nodes("nodes") ?? []
        if let count = props.integer("repeat", minimum: 1), count > Self.maximumRepeat {
            props.reportError(
                "`repeat` is \(count); a section repeats its rows at most \(Self.maximumRepeat) times", at: "repeat",
                hint: "a screen shows about 15 rows; repeat enough to fill it")
        } else if let count = props.integer("repeat", minimum: 1), !children.isEmpty {
            // The rows given, repeated in order until the section has `count` of them.
            children = (0..<count).map { children[$0 % children.count] }
        }
        let captionFont = props.font(styleKey: "headerStyle", defaultStyle: .footnote, overridesKey: nil).font
        let captionColor = props.colorToken("secondaryLabel") ?? SystemColor.secondaryLabel.color
        return .stack(
            Self.section(
                style: style, header: props.text("header"), footer: props.text("footer"), rows: children,
                captionFont: captionFont, captionColor: captionColor))
    }

    /// A section as the vertical stack it lays out as: its rows told their style and place
    /// (which corners of an inset-grouped card they round, which draw a separator), a header
    /// above them and a footer below in `captionFont` and `captionColor`, the card's insets
    /// around them. Theme files (`section:`) and the Swift DSL (`ListSection`) both build
    /// sections through it.
    public static func section(
        style: ListStyle, header: String?, footer: String?, rows children: [PlaceholderNode],
        captionFont: FontSpec = TextStyle.footnote.font(),
        captionColor: DynamicColor = SystemColor.secondaryLabel.color
    ) -> StackNode {
        var children = children
        let rowIndices = children.indices.filter { ListRowNodeKind.row(children[$0]) != nil }
        for index in rowIndices {
            guard case .custom(var custom) = children[index].content, var row = custom.content as? ListRowNode else { continue }
            row.style = style
            row.position = rowIndices.count == 1 ? .only : index == rowIndices.first ? .first : index == rowIndices.last ? .last : .middle
            custom.content = row
            children[index].content = .custom(custom)
            // A table's rows keep their heights and run on past the screen's bottom (under the
            // home indicator and bottom bars), never squeezed to fit.
            children[index].compressionResistance.vertical = 1000
        }
        let card = style == .insetGrouped ? Metrics.cardInset : 0
        let textInset = ListRowNode.Metrics.contentInset
        func caption(_ text: String, id: String) -> PlaceholderNode {
            var stack = StackNode(
                axis: .vertical,
                nodes: [
                    PlaceholderNode(
                        id: id,
                        .label(
                            LabelNode(
                                TextContent(text: text, font: captionFont, lines: 0, alignment: .leading),
                                color: captionColor, styleName: "footnote")))
                ])
            stack.margins = Insets(top: 0, left: textInset, bottom: 0, right: textInset)
            stack.marginsRelative = true
            return PlaceholderNode(.stack(stack))
        }
        var nodes: [PlaceholderNode] = []
        var top = style == .insetGrouped ? Metrics.topPadding : 0
        if let header {
            top = Metrics.headerTop
            var node = caption(header, id: "header")
            node.spacingAfter = Metrics.headerToRows
            nodes.append(node)
        }
        nodes += children
        if let footer {
            if let last = nodes.indices.last { nodes[last].spacingAfter = Metrics.rowsToFooter }
            nodes.append(caption(footer, id: "footer"))
        }
        var stack = StackNode(axis: .vertical, alignment: .fill, nodes: nodes)
        stack.margins = Insets(top: top, left: card, bottom: 0, right: card)
        stack.marginsRelative = true
        return stack
    }

    /// Not called: a section decodes to a stack, which the stack kind draws (nothing).
    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {}
}
