import StateboardCore

/// How a table draws its rows (`UITableView.Style`, SwiftUI's `ListStyle`).
public enum ListStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// Rows across the whole width on the screen's background, a separator under each.
    case plain
    /// Each section a card inset from the screen's edges with rounded corners, separators between its rows.
    case insetGrouped
}

/// What a row shows at its trailing end (`UITableViewCell.AccessoryType`).
public enum RowAccessory: String, Hashable, Sendable, CaseIterable, Codable {
    case none, disclosure, checkmark
}

/// One table row (`UITableViewCell` with a `UIListContentConfiguration`; a SwiftUI `List` row):
/// its text, an optional secondary text under it or a value at its trailing end, an accessory.
public struct ListRowNode: CustomNodeContent {
    /// Where a row sits in its inset-grouped section: which corners of the card it rounds and
    /// whether a separator follows it.
    public enum Position: String, Hashable, Sendable { case only, first, middle, last }

    public var text: TextContent
    public var color: DynamicColor
    /// The secondary text under the text (`subtitleCell`), `nil`: none.
    public var secondaryText: TextContent?
    public var secondaryColor: DynamicColor
    /// The value at the trailing end (`valueCell`), `nil`: none.
    public var value: TextContent?
    public var accessory: RowAccessory
    /// The checkmark's color (the app's tint).
    public var tint: DynamicColor
    public var style: ListStyle
    public var position: Position
    /// The card's color in an inset-grouped section.
    public var background: DynamicColor
    /// The framework whose rule decides whether the value stacks under the text
    /// (`ListRowNode.stacksValue`): UIKit's `valueCell` unless the theme says `framework: swiftUI`.
    public var framework = AppFramework.uiKit
    /// Whether the screen's text size is an accessibility size (SwiftUI's rule needs it).
    public var isAccessibilitySize = false

    public init(
        text: TextContent, color: DynamicColor = SystemColor.label.color, secondaryText: TextContent? = nil,
        secondaryColor: DynamicColor = SystemColor.secondaryLabel.color, value: TextContent? = nil,
        accessory: RowAccessory = .none, tint: DynamicColor = SystemColor.systemBlue.color, style: ListStyle = .plain,
        position: Position = .middle, background: DynamicColor = SystemColor.secondarySystemGroupedBackground.color
    ) {
        self.text = text; self.color = color; self.secondaryText = secondaryText; self.secondaryColor = secondaryColor
        self.value = value; self.accessory = accessory; self.tint = tint; self.style = style; self.position = position
        self.background = background
    }

    /// The figures rows are drawn with (docs/iOSMetrics.md, "Table rows"), measured on Home
    /// Assistant's iOS 18 captures of SwiftUI `Form` / `List` sections.
    public enum Metrics {
        /// The text's (and the separator's) start from the row's leading edge; the value's and
        /// accessory's room from its trailing edge.
        public static let contentInset = 20.0
        /// Above and below the text: a one-line body row is 44 pt at Large.
        public static let verticalPadding = 11.0
        /// No row is shorter (UITableView's default row height).
        public static let minimumHeight = 44.0
        /// An inset-grouped section's corner radius.
        public static let cornerRadius = 10.0
        /// The disclosure chevron's ink (width × height) and the gap from its end to the row's trailing edge.
        public static let chevron = LayoutSize(width: 6.7, height: 11.3)
        public static let chevronTrailing = 20.7
        /// The checkmark's ink and the gap from its end to the row's trailing edge.
        public static let checkmark = LayoutSize(width: 13.7, height: 13.3)
        public static let checkmarkTrailing = 22.0
        /// Between the value (or text) and an accessory.
        public static let accessoryGap = 12.0
        /// The chevron's gray (light on white, dark on the dark card), as iOS 18 draws it.
        public static let chevronColor = DynamicColor(light: RGBAColor(hex: "#BFBFBF")!, dark: RGBAColor(hex: "#555556")!)
    }

    /// How much of the row's trailing side the accessory takes (nothing without one).
    var accessoryRoom: Double {
        switch accessory {
        case .none: 0
        case .disclosure: Metrics.chevronTrailing + Metrics.chevron.width + Metrics.accessoryGap - Metrics.contentInset
        case .checkmark: Metrics.checkmarkTrailing + Metrics.checkmark.width + Metrics.accessoryGap - Metrics.contentInset
        }
    }
}

/// `row`: one table row (`UITableViewCell`, a SwiftUI `List` row), in a `section` or on its own.
/// It grows with its text (Dynamic Type), never below 44 pt.
public struct ListRowNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "row" }
    public var shorthandKey: String? { "text" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("text", .text), NodeKindProperty("style", .textStyle), NodeKindProperty("color", .color),
            NodeKindProperty("secondaryText", .text), NodeKindProperty("secondaryStyle", .textStyle),
            NodeKindProperty("secondaryColor", .color), NodeKindProperty("value", .text),
            NodeKindProperty("accessory", .option(RowAccessory.self)), NodeKindProperty("listStyle", .option(ListStyle.self)),
            NodeKindProperty("background", .color),
        ]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("text", example: "row: { text: \"No Location History\" }"), let text = props.text("text") else { return nil }
        let font = props.font(styleKey: "style", defaultStyle: .body, overridesKey: nil).font
        let secondaryFont = props.font(styleKey: "secondaryStyle", defaultStyle: .subheadline, overridesKey: nil).font
        let valueFont = props.font(styleKey: "style", defaultStyle: .body, overridesKey: nil).font
        let row = ListRowNode(
            text: TextContent(text: text, font: font, lines: 0),
            color: props.color("color") ?? SystemColor.label.color,
            secondaryText: props.text("secondaryText").map { TextContent(text: $0, font: secondaryFont, lines: 0) },
            secondaryColor: props.color("secondaryColor") ?? SystemColor.secondaryLabel.color,
            value: props.text("value").map { TextContent(text: $0, font: valueFont, lines: 1) },
            accessory: props.choice("accessory", RowAccessory.self) ?? .none,
            tint: props.colorToken("accent") ?? SystemColor.systemBlue.color,
            style: props.choice("listStyle", ListStyle.self) ?? .plain,
            position: .only,
            background: props.color("background") ?? SystemColor.secondarySystemGroupedBackground.color)
        return .custom(CustomNode(name: name, content: row))
    }

    /// The row of a node, if it is one.
    public static func row(_ node: PlaceholderNode) -> ListRowNode? {
        guard case .custom(let custom) = node.content else { return nil }
        return custom.content as? ListRowNode
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let row = Self.row(node) else { return [:] }
        var record = StyleRecord.text(row.text).merging([
            "color": StyleRecord.color(row.color), "accessory": row.accessory.rawValue,
            "listStyle": row.style.rawValue, "position": row.position.rawValue,
            "background": StyleRecord.color(row.background),
            "tint": StyleRecord.color(row.tint),
        ]) { $1 }
        if let secondary = row.secondaryText {
            record.merge(StyleRecord.text(secondary, prefix: "secondary")) { $1 }
            record["secondary.text"] = secondary.text
            record["secondaryColor"] = StyleRecord.color(row.secondaryColor)
        }
        if let value = row.value { record["value"] = value.text }
        if row.framework != .uiKit { record["framework"] = row.framework.rawValue }
        if row.isAccessibilitySize { record["accessibilitySize"] = "true" }
        return record
    }

    /// What drawing needs: each text laid out at the width it is drawn in.
    struct Layout: Sendable {
        var text: MeasuredText
        var secondary: MeasuredText?
        var value: MeasuredText?
        /// Whether the value sits under the text (`ListRowNode.stacksValue`).
        var stacksValue: Bool
        /// The row's own height (text and padding, at least 44 pt).
        var height: Double

        /// The lines stacked at the row's leading side, top first: the text, the secondary text,
        /// and the value when it sits under them.
        func lines(_ row: ListRowNode) -> [(text: MeasuredText, color: DynamicColor)] {
            var lines: [(text: MeasuredText, color: DynamicColor)] = [(text, row.color)]
            if let secondary { lines.append((secondary, row.secondaryColor)) }
            if stacksValue, let value { lines.append((value, row.secondaryColor)) }
            return lines
        }

        func blockHeight(_ row: ListRowNode) -> Double { lines(row).reduce(0) { $0 + $1.text.metrics.size.height } }
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let row = Self.row(node) else { return KindMeasurement(width: nil, height: nil) }
        let value = row.value.map { context.layOut($0, width: nil) }
        let room = width.map { max(1, $0 - 2 * ListRowNode.Metrics.contentInset - row.accessoryRoom) }
        let stacks = stacksValue(row, value: value, room: room, context: context)
        let valueRoom = stacks ? 0 : value.map { $0.metrics.size.width + ListRowNode.Metrics.accessoryGap } ?? 0
        let textWidth = room.map { max(1, $0 - valueRoom) }
        // A text that fits is laid out on its own line, unwrapped, so that it can be placed at the
        // interface's leading edge whatever its script's direction (an English text in an Arabic
        // interface starts at the right, its words in their own order); a longer one wraps.
        func layOut(_ content: TextContent) -> MeasuredText {
            let line = context.layOut(content, width: nil)
            guard let textWidth, line.metrics.size.width > textWidth else { return line }
            return context.layOut(content, width: textWidth)
        }
        let text = layOut(row.text)
        let secondary = row.secondaryText.map(layOut)
        // A stacked value wraps on as many lines as it needs, as the text does.
        let below = stacks ? row.value.map { value -> MeasuredText in
            var wrapping = value
            wrapping.lines = 0
            return layOut(wrapping)
        } : nil
        var layout = Layout(text: text, secondary: secondary, value: stacks ? below : value, stacksValue: stacks, height: 0)
        layout.height = max(ListRowNode.Metrics.minimumHeight, context.roundedUpToPixels(layout.blockHeight(row) + 2 * ListRowNode.Metrics.verticalPadding))
        return KindMeasurement(size: IntrinsicSize(width: nil, height: layout.height), hasText: true, detail: layout)
    }

    /// The row's framework's rule (`ListRowNode.stacksValue`) on the measured widths; a row
    /// measured without a width (nothing to fit in) keeps its value beside the text.
    private func stacksValue(_ row: ListRowNode, value: MeasuredText?, room: Double?, context: NodeMeasuringContext) -> Bool {
        guard let value, let room else { return false }
        let valueWidth = value.metrics.size.width
        return ListRowNode.stacksValue(
            framework: row.framework, isAccessibilitySize: row.isAccessibilitySize,
            textLongestWord: {
                // A text on one line beside the value needs no word measured.
                let line = context.layOut(row.text, width: nil).metrics.size.width
                return line + ListRowNode.Metrics.accessoryGap + valueWidth <= room
                    ? line : Self.longestWord(row.text, oneLineWidth: line, context: context)
            }(), valueWidth: valueWidth, room: room)
    }

    public func draw(_ node: LaidOutNode, in laidOut: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let row = Self.row(node.node), let layout = node.detail as? Layout else { return }
        // A row the screen's bottom cut short (its stack had no room left) is drawn at its own
        // height and cut at its frame, as a table's rows run on under the screen's edge.
        let frame = LayoutRect(x: laidOut.minX, y: laidOut.minY, width: laidOut.width, height: max(laidOut.height, layout.height))
        context.saveState()
        defer { context.restoreState() }
        context.addRectangle(context.snapped(laidOut))
        context.clipToPath()
        let rtl = context.direction == .rightToLeft
        let metrics = ListRowNode.Metrics.self
        if row.style == .insetGrouped { drawCard(row, frame: frame, on: context) }
        // The text block, centred vertically; its lines are laid out at their own width.
        var y = frame.minY + (frame.height - layout.blockHeight(row)) / 2
        for (text, color) in layout.lines(row) {
            let textWidth = text.width ?? text.metrics.size.width
            let x = rtl ? frame.maxX - metrics.contentInset - textWidth : frame.minX + metrics.contentInset
            context.drawText(text, at: LayoutPoint(x: x, y: y), color: context.resolve(color))
            y += text.metrics.size.height
        }
        if let value = layout.value, !layout.stacksValue {
            let width = value.metrics.size.width
            let end = metrics.contentInset + row.accessoryRoom
            let x = rtl ? frame.minX + end : frame.maxX - end - width
            context.drawText(value, at: LayoutPoint(x: x, y: frame.midY - value.metrics.size.height / 2), color: context.resolve(row.secondaryColor))
        }
        context.mirrored(about: frame.midX, when: rtl) {
            drawAccessory(row, frame: frame, on: context)
            if row.style == .plain || row.position == .first || row.position == .middle {
                // One device pixel, from the text's start to the row's trailing edge, in the row's last pixel.
                let pixel = 1 / context.scale
                let line = LayoutRect(
                    x: frame.minX + metrics.contentInset, y: frame.maxY - pixel,
                    width: frame.width - metrics.contentInset, height: pixel)
                context.fill(context.snapped(line), color: SystemColor.separator.color)
            }
        }
    }

    /// The section's card behind the row: rounded at the top of the first row and the bottom of the last.
    private func drawCard(_ row: ListRowNode, frame: LayoutRect, on context: any NodeDrawingContext) {
        let radius = ListRowNode.Metrics.cornerRadius
        let snapped = context.snapped(frame)
        var card = snapped
        switch row.position {
        case .only: break
        case .first: card.size.height += radius
        case .last: card.origin.y -= radius; card.size.height += radius
        case .middle: card.origin.y -= radius; card.size.height += 2 * radius
        }
        context.clipped(to: snapped) { context.fill(card, color: row.background, radius: radius) }
    }

    /// The chevron (a semibold stroke) or the checkmark (in the tint), centred on the row's middle.
    private func drawAccessory(_ row: ListRowNode, frame: LayoutRect, on context: any NodeDrawingContext) {
        let metrics = ListRowNode.Metrics.self
        switch row.accessory {
        case .none:
            return
        case .disclosure:
            let stroke = 2.0, size = metrics.chevron
            // The stroke's outer edge is the ink's: inset the path by half the stroke.
            let maxX = frame.maxX - metrics.chevronTrailing - stroke / 2, minX = maxX - size.width + stroke
            let top = frame.midY - size.height / 2 + stroke / 2, bottom = frame.midY + size.height / 2 - stroke / 2
            context.beginSubpath()
            context.move(to: LayoutPoint(x: minX, y: top))
            context.addLine(to: LayoutPoint(x: maxX, y: frame.midY))
            context.addLine(to: LayoutPoint(x: minX, y: bottom))
            context.strokePath(with: .color(context.resolve(metrics.chevronColor)), style: DrawingStrokeStyle(width: stroke, cap: .round, join: .round))
        case .checkmark:
            let stroke = 2.0, size = metrics.checkmark
            let maxX = frame.maxX - metrics.checkmarkTrailing - stroke / 2, minX = maxX - size.width + stroke
            let top = frame.midY - size.height / 2 + stroke / 2, bottom = frame.midY + size.height / 2 - stroke / 2
            context.beginSubpath()
            context.move(to: LayoutPoint(x: minX, y: frame.midY + 0.5))
            context.addLine(to: LayoutPoint(x: minX + (maxX - minX) * 0.36, y: bottom))
            context.addLine(to: LayoutPoint(x: maxX, y: top))
            context.strokePath(with: .color(context.resolve(row.tint)), style: DrawingStrokeStyle(width: stroke, cap: .round, join: .round))
        }
    }
}
