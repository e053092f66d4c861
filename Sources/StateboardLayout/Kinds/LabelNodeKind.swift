import StateboardCore

/// `label`: text (UILabel), one line or wrapping, drawn exactly as it was measured.
public struct LabelNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "label"
    public var name: String { Self.kindName }
    public var shorthandKey: String? { "text" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("text", .richText), NodeKindProperty("style", .textStyle),
            NodeKindProperty("font", .font), NodeKindProperty("color", .color), NodeKindProperty("lines", .integer(minimum: 0)),
            NodeKindProperty("alignment", .option(ParagraphAlignment.self)),
            NodeKindProperty("lineSpacing", .number(minimum: 0, maximum: 1000)), NodeKindProperty("lineHeightMultiple", .number(minimum: 0, maximum: 10)),
            NodeKindProperty("minimumLineHeight", .number(minimum: 0, maximum: 1000)),
            NodeKindProperty("maximumLineHeight", .number(minimum: 0, maximum: 1000)),
            NodeKindProperty("lineBreakMode", .option(LineBreakMode.self)),
            NodeKindProperty("lineBreakStrategy", .option(LineBreakStrategy.self)),
            NodeKindProperty("paragraphSpacing", .number(minimum: 0, maximum: 1000)),
            NodeKindProperty("paragraphSpacingBefore", .number(minimum: 0, maximum: 1000)),
        ] + RichTextDecoding.properties
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("text", example: "label: { text: \"No data\" }"), let text = props.richText("text") else { return nil }
        let (font, style) = props.font(styleKey: "style")
        let paragraph = ParagraphStyle(
            lineSpacing: props.number("lineSpacing", minimum: 0) ?? 0,
            lineHeightMultiple: props.number("lineHeightMultiple", minimum: 0) ?? 0,
            minimumLineHeight: props.number("minimumLineHeight", minimum: 0) ?? 0,
            maximumLineHeight: props.number("maximumLineHeight", minimum: 0) ?? 0,
            lineBreakMode: props.choice("lineBreakMode", LineBreakMode.self) ?? .wordWrapping,
            paragraphSpacing: props.number("paragraphSpacing", minimum: 0) ?? 0,
            paragraphSpacingBefore: props.number("paragraphSpacingBefore", minimum: 0) ?? 0,
            lineBreakStrategy: props.choice("lineBreakStrategy", LineBreakStrategy.self))
        var content = TextContent(
            text: text, font: font, lines: props.integer("lines", minimum: 0) ?? 1,
            alignment: props.choice("alignment", ParagraphAlignment.self) ?? .natural, paragraph: paragraph)
        // Links take the theme's tint (its `accent` token), as a text view's links take its tint.
        RichTextDecoding.apply(
            to: &content, key: "text", props: props,
            defaultLinkColor: props.colorToken("accent") ?? SystemColor.link.color)
        return .label(LabelNode(content, color: props.color("color") ?? SystemColor.label.color, styleName: style))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let label = node.content.value(as: LabelNode.self) else { return [:] }
        return StyleRecord.text(label.content).merging(["color": StyleRecord.color(label.color)]) { $1 }
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let label = node.content.value(as: LabelNode.self) else { return KindMeasurement(width: nil, height: nil) }
        let (size, text) = Self.measure(label.content, width: width, context: context)
        // UILabel rounds its intrinsic size up to whole device pixels (never past the offer).
        let roundedWidth = min(context.roundedUpToPixels(size.width), max(size.width, width ?? .infinity))
        return KindMeasurement(
            size: IntrinsicSize(width: roundedWidth, height: context.roundedUpToPixels(size.height)),
            hasText: true, detail: text)
    }

    /// Text wraps, clips or truncates only when offered less than its unconstrained width (the
    /// text measurer lays it out alike at any width it fits in).
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { unconstrained.size.width }

    /// A label's intrinsic size (docs/StackRules.md, "Sizes of leaf nodes") and its text laid out at
    /// `width`: a single line is its unwrapped text; a multi-line label wraps at the offered width
    /// (its height), and its natural width is the unwrapped width clamped to the offer, not the
    /// widest wrapped line.
    public static func measure(_ content: TextContent, width: Double?, context: NodeMeasuringContext) -> (LayoutSize, MeasuredText) {
        let text = context.layOut(content, width: width)
        if content.lines == 1, content.paragraph.lineBreakMode == .clipping, let width {
            // A clipped line takes at most the offered width and is cut at it.
            return (LayoutSize(width: min(text.metrics.size.width, width), height: text.metrics.size.height), text)
        }
        guard content.lines != 1, let width else { return (text.metrics.size, text) }
        let unwrapped = context.layOut(content, width: nil).metrics.size.width
        return (LayoutSize(width: min(unwrapped, width), height: text.metrics.size.height), text)
    }

    /// UILabel centres its text vertically: the baselines move with the height.
    public func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) {
        guard let text = measurement.detail as? MeasuredText else { return (0, height) }
        return Self.baselines(of: text.metrics, height: height)
    }

    /// The baselines of text centred vertically in `height`.
    public static func baselines(of metrics: TextMetrics, height: Double) -> (first: Double, last: Double) {
        let top = (height - metrics.size.height) / 2
        return (top + metrics.firstBaseline, top + metrics.lastBaseline)
    }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let label = node.node.content.value(as: LabelNode.self), let text = node.measuredText else { return }
        let origin = LayoutPoint(x: frame.minX, y: frame.minY + (frame.height - text.metrics.size.height) / 2)
        guard label.content.paragraph.lineBreakMode == .clipping, text.metrics.size.width > frame.width else {
            context.drawText(text, at: origin, color: context.resolve(label.color))
            return
        }
        // A clipped line that does not fit is cut at the label's edges (its start stays in view:
        // the leading edge in left-to-right text, the trailing one in right-to-left).
        let shift = context.direction == .rightToLeft ? frame.width - text.metrics.size.width : 0
        context.clipped(to: frame, radius: 0) {
            context.drawText(text, at: LayoutPoint(x: origin.x + shift, y: origin.y), color: context.resolve(label.color))
        }
    }
}

extension NodeContent {
    /// A `label` node's content: `value` drawn by `LabelNodeKind`.
    public static func label(_ value: LabelNode) -> NodeContent { .custom(CustomNode(name: LabelNodeKind.kindName, content: value)) }
}
