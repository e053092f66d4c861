import StateboardCore

/// `button`: a UIButton with an iOS 15 configuration style, an optional leading icon and a
/// title; its title layout and icon geometry come from layout, so drawing measures nothing.
public struct ButtonNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "button" }
    public var shorthandKey: String? { "title" }
    public var properties: [NodeKindProperty] {
        [NodeKindProperty("title", .richText), NodeKindProperty("style", .option(ButtonConfigurationStyle.self)),
         NodeKindProperty("textStyle", .textStyle), NodeKindProperty("font", .font),
         NodeKindProperty("tint", .color), NodeKindProperty("corner", .corner),
         NodeKindProperty("insets", .insets), NodeKindProperty("icon", .path), NodeKindProperty("iconPadding", .number(minimum: 0)),
         NodeKindProperty("minHeight", .number(minimum: 0)), NodeKindProperty("lines", .integer(minimum: 0))] + RichTextDecoding.properties
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("title", example: "button: { title: Retry, style: filled }"), let title = props.richText("title") else { return nil }
        let (font, _) = props.font(styleKey: "textStyle")
        // Configuration buttons wrap their titles (UIButton.Configuration, iOS 15+); `lines: 1` truncates.
        var button = ButtonNode(title: TextContent(text: title, font: font, lines: props.integer("lines", minimum: 0) ?? 0, alignment: .center))
        button.style = props.choice("style", ButtonConfigurationStyle.self) ?? .filled
        button.tint = props.color("tint") ?? button.tint
        // A link in a button's title is drawn in the button's tint unless told otherwise.
        RichTextDecoding.apply(to: &button.title, key: "title", props: props, defaultLinkColor: button.tint)
        button.contentInsets = props.insets("insets") ?? button.contentInsets
        button.iconPadding = props.number("iconPadding", minimum: 0) ?? button.iconPadding
        button.minHeight = props.number("minHeight", minimum: 0) ?? button.minHeight
        if props.contains("corner") {
            if props.text("corner") == "capsule" {
                button.corner = .capsule
            } else if let radius = props.literalNumber("corner", description: "`corner` (a radius in points, or `capsule`)", minimum: 0) {
                button.corner = .fixed(radius)
            }
        }
        if props.contains("icon"), let path = props.assetPath("icon") {
            button.icon = ImageNode(path: path, tint: nil)
        }
        return .button(button)
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard case .button(let button) = node.content else { return [:] }
        let corner = switch button.corner {
        case .capsule: "capsule"
        case .fixed(let radius): StyleRecord.number(radius)
        }
        var record = StyleRecord.text(button.title, prefix: "title")
        record.merge(["style": button.style.rawValue, "tint": StyleRecord.color(button.tint), "corner": corner,
                      "insets": StyleRecord.insets(button.contentInsets), "iconPadding": StyleRecord.number(button.iconPadding),
                      "minHeight": StyleRecord.number(button.minHeight)]) { $1 }
        if let icon = button.icon { record.merge(StyleRecord.image(icon, prefix: "icon")) { $1 } }
        return record
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard case .button(let button) = node.content else { return KindMeasurement(width: nil, height: nil) }
        let iconSpace = Self.iconSpace(button)
        let available = width.map { max(0, $0 - button.contentInsets.horizontal - iconSpace) }
        let (title, text) = LabelNodeKind.measure(button.title, width: available, context: context)
        let chrome = button.contentInsets.horizontal + iconSpace
        let size = Size(width: title.width + chrome,
                        height: max(button.minHeight, title.height + button.contentInsets.vertical))
        return KindMeasurement(size: IntrinsicSize(width: size.width, height: size.height), hasText: true, detail: text)
    }

    /// The side of a button's icon: the title font's line height, like an SF Symbol beside text.
    public static func iconSide(_ button: ButtonNode) -> Double {
        button.title.font.lineHeight ?? button.title.font.size * 1.2
    }

    /// The icon and the padding after it (0 without an icon).
    static func iconSpace(_ button: ButtonNode) -> Double {
        button.icon == nil ? 0 : iconSide(button) + button.iconPadding
    }

    public func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) {
        guard let text = measurement.detail as? MeasuredText else { return (0, height) }
        return LabelNodeKind.baselines(of: text.metrics, height: height)
    }

    public func arranged(_ measurement: NodeMeasurement, size: Size) -> (any Sendable)? {
        guard case .button(let button) = measurement.node.content, let title = measurement.detail as? MeasuredText else { return nil }
        let iconSpace = Self.iconSpace(button)
        let titleWidth = max(0, size.width - button.contentInsets.horizontal - iconSpace)
        return ButtonLayout(title: title, titleWidth: titleWidth, iconSide: button.icon == nil ? 0 : Self.iconSide(button),
                            iconSpace: iconSpace, groupWidth: iconSpace + min(title.metrics.size.width, titleWidth))
    }

    public func draw(_ node: LaidOutNode, in rawFrame: Rect, on context: any NodeDrawingContext) throws {
        guard case .button(let button) = node.node.content, let layout = node.detail as? ButtonLayout else { return }
        let frame = context.snapped(rawFrame)
        let tint = context.resolve(button.tint)
        let radius: Double
        switch button.corner {
        case .capsule: radius = frame.height / 2
        case .fixed(let value): radius = value
        }
        let foreground: RGBAColor
        switch button.style {
        case .filled, .borderedProminent:
            context.fill(frame, color: DynamicColor(tint), radius: radius)
            foreground = .white
        case .tinted, .borderedTinted:
            context.fill(frame, color: DynamicColor(tint.withAlpha(context.appearance == .light ? 0.15 : 0.25)), radius: radius)
            foreground = tint
        case .gray, .bordered:
            // UIKit draws `.bordered()` as it draws `.gray()`: a gray fill, no outline.
            context.fill(frame, color: SystemColor.tertiarySystemFill.color, radius: radius)
            foreground = tint
        case .plain, .borderless:
            foreground = tint
        }
        let placed = layout.placed(in: rawFrame, direction: context.direction)
        if let icon = button.icon, let iconFrame = placed.icon {
            try ImageNodeKind.draw(icon, in: iconFrame, tint: icon.tint.map(context.resolve) ?? foreground, on: context)
        }
        context.drawText(layout.title, at: placed.titleOrigin, color: foreground)
    }
}

/// A button's title as laid out at its final width, and where the icon and title go: centred
/// together, the icon on the leading side.
public struct ButtonLayout: Sendable {
    public let title: MeasuredText
    /// The width the title was laid out in.
    public let titleWidth: Double
    public let iconSide: Double
    /// The icon's side plus its padding (0 without an icon).
    public let iconSpace: Double
    /// The icon, its padding and the title's drawn width.
    public let groupWidth: Double

    /// The icon's frame (for a button with one) and the title layout's top-left corner, for the
    /// button in `frame`.
    public func placed(in frame: Rect, direction: InterfaceDirection) -> (icon: Rect?, titleOrigin: Point) {
        var start = frame.midX - groupWidth / 2
        var icon: Rect?
        if iconSpace > 0 {
            let iconX = direction == .rightToLeft ? start + groupWidth - iconSide : start
            icon = Rect(x: iconX, y: frame.midY - iconSide / 2, width: iconSide, height: iconSide)
            if direction == .leftToRight { start += iconSpace }
        }
        let metrics = title.metrics
        let x = start + (min(metrics.size.width, titleWidth) - titleWidth) / 2
        return (icon, Point(x: x, y: frame.minY + (frame.height - metrics.size.height) / 2))
    }
}
