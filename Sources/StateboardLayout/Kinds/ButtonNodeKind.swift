import StateboardCore

/// `button`: a UIButton with an iOS 15 configuration style, an optional leading icon and a
/// title; its title layout and icon geometry come from layout, so drawing measures nothing.
public struct ButtonNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "button"
    public var name: String { Self.kindName }
    public var shorthandKey: String? { "title" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("title", .richText), NodeKindProperty("style", .option(ButtonConfigurationStyle.self)),
            NodeKindProperty("size", .option(ButtonSize.self)),
            NodeKindProperty("textStyle", .textStyle), NodeKindProperty("font", .font),
            NodeKindProperty("tint", .color), NodeKindProperty("corner", .corner),
            NodeKindProperty("cornerStyle", .option(CornerScaling.self)),
            NodeKindProperty("insets", .insets), NodeKindProperty("icon", .path), NodeKindProperty("iconPadding", .number(minimum: 0)),
            NodeKindProperty("minHeight", .number(minimum: 0)), NodeKindProperty("lines", .integer(minimum: 0)),
            NodeKindProperty("backgroundImage", .path), NodeKindProperty("capInsets", .insets),
            NodeKindProperty("subtitle", .text), NodeKindProperty("subtitleStyle", .textStyle), NodeKindProperty("titlePadding", .number(minimum: 0)),
            NodeKindProperty("iconPlacement", .option(ButtonImagePlacement.self)),
        ] + RichTextDecoding.properties
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("title", example: "button: { title: Retry, style: filled }"), let title = props.richText("title") else { return nil }
        // `size` (UIButton.Configuration.Size, medium by default) gives the title style, insets and corner.
        let size = props.choice("size", ButtonSize.self) ?? .medium
        let style = props.choice("style", ButtonConfigurationStyle.self) ?? .filled
        var (font, _) = props.font(styleKey: "textStyle", defaultStyle: size.textStyle)
        if style == .system, props.contains("size") {
            props.reportError(
                "`size` is a configuration button's; a `system` button is the legacy UIButton", at: "size",
                hint: "remove `size`, or use a configuration style (plain, filled, …)")
        }
        // The legacy system button: a fixed 15 pt title (it does not follow Dynamic Type), 6 pt above and below.
        let legacy = style == .system
        if legacy, !props.contains("textStyle") { font = FontSpec(size: 15) }
        // Configuration buttons wrap their titles (UIButton.Configuration, iOS 15+); `lines: 1` truncates.
        var button = ButtonNode(
            title: TextContent(text: title, font: font, lines: props.integer("lines", minimum: 0) ?? (legacy ? 1 : 0), alignment: .center),
            corner: .fixed(legacy ? 0 : size.cornerRadius),
            contentInsets: legacy ? Insets(top: 6, left: 0, bottom: 6, right: 0) : size.contentInsets)
        button.style = style
        if props.contains("subtitle"), let subtitle = props.string("subtitle") {
            // UIButton.Configuration's subtitle: a style a step below the title's, under it.
            let font = props.font(styleKey: "subtitleStyle", defaultStyle: size.subtitleStyle, overridesKey: nil).font
            button.subtitle = TextContent(text: subtitle, font: font, lines: button.title.lines, alignment: .center)
            button.titlePadding = props.number("titlePadding", minimum: 0) ?? button.titlePadding
        }
        button.iconPlacement = props.choice("iconPlacement", ButtonImagePlacement.self) ?? .leading
        if props.contains("backgroundImage"), let path = props.assetPath("backgroundImage") {
            button.backgroundImage = ImageNode(path: path, contentMode: .stretch)
            button.capInsets = props.insets("capInsets") ?? .zero
        } else if props.contains("capInsets") {
            props.reportError(
                "`capInsets` stretch a `backgroundImage`, and this button has none", at: "capInsets",
                hint: "add `backgroundImage: images/button.png`, or remove `capInsets`")
        }
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
        applyCornerScaling(to: &button, size: size, props: props)
        if props.contains("icon"), let path = props.assetPath("icon") {
            button.icon = ImageNode(path: path, tint: nil)
        }
        return .button(button)
    }

    /// `cornerStyle: dynamic` (UIKit's default, so the default for a size's own radius) scales
    /// the radius with the title's text style, as `UIButton.Configuration.CornerStyle.dynamic`
    /// "adjusts the background corner radius for dynamic type"; a radius written in `corner`
    /// stays fixed unless `cornerStyle: dynamic` asks.
    private func applyCornerScaling(to button: inout ButtonNode, size: ButtonSize, props: any NodePropertyReader) {
        let written = props.choice("cornerStyle", CornerScaling.self)
        guard case .fixed(let radius) = button.corner else {
            if written != nil {
                props.reportError(
                    "`cornerStyle` scales a radius; this button's corner is a capsule", at: "cornerStyle",
                    hint: "remove `cornerStyle`, or give `corner` a radius in points")
            }
            return
        }
        if button.style == .system {
            if written != nil {
                props.reportError(
                    "`cornerStyle` is a configuration button's; a `system` button has no background", at: "cornerStyle",
                    hint: "remove `cornerStyle`, or use a configuration style (plain, filled, …)")
            }
            return
        }
        let scaling = written ?? (props.contains("corner") ? .fixed : .dynamic)
        guard scaling == .dynamic else { return }
        button.corner = .fixed(radius * props.dynamicTypeScale(styleKey: "textStyle", defaultStyle: size.textStyle))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let button = node.content.value(as: ButtonNode.self) else { return [:] }
        let corner =
            switch button.corner {
            case .capsule: "capsule"
            case .fixed(let radius): StyleRecord.number(radius)
            }
        var record = StyleRecord.text(button.title, prefix: "title")
        record.merge([
            "style": button.style.rawValue, "tint": StyleRecord.color(button.tint), "corner": corner,
            "insets": StyleRecord.insets(button.contentInsets), "iconPadding": StyleRecord.number(button.iconPadding),
            "minHeight": StyleRecord.number(button.minHeight),
        ]) { $1 }
        if let icon = button.icon {
            record.merge(StyleRecord.image(icon, prefix: "icon")) { $1 }
            if button.iconPlacement != .leading { record["iconPlacement"] = button.iconPlacement.rawValue }
        }
        if let subtitle = button.subtitle {
            record.merge(StyleRecord.text(subtitle, prefix: "subtitle")) { $1 }
            record["titlePadding"] = StyleRecord.number(button.titlePadding)
        }
        if let background = button.backgroundImage {
            record.merge(StyleRecord.image(background, prefix: "backgroundImage")) { $1 }
            record["capInsets"] = StyleRecord.insets(button.capInsets)
        }
        return record
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let button = node.content.value(as: ButtonNode.self) else { return KindMeasurement(width: nil, height: nil) }
        let beside = Self.textBeside(button)
        let available = width.map { max(0, $0 - button.contentInsets.horizontal - beside) }
        let (title, text) = LabelNodeKind.measure(button.title, width: available, context: context)
        let subtitle = button.subtitle.map { LabelNodeKind.measure($0, width: available, context: context) }
        let content = ButtonContent(button: button, title: title, subtitle: subtitle?.0)
        let size = LayoutSize(
            width: content.width + button.contentInsets.horizontal,
            height: max(button.minHeight, content.height + button.contentInsets.vertical))
        return KindMeasurement(
            size: IntrinsicSize(width: size.width, height: size.height), hasText: true,
            detail: ButtonMeasurement(title: text, subtitle: subtitle?.1))
    }

    /// Its title and subtitle wrap only when offered less than the unconstrained button (a
    /// millionth of a point more, so that taking the insets and icon off again cannot round the
    /// room for the text below the text's width).
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { unconstrained.size.width.map { $0 + 1e-6 } }

    /// The side of a button's icon: the title font's line height, like an SF Symbol beside text.
    public static func iconSide(_ button: ButtonNode) -> Double {
        button.title.font.lineHeight ?? button.title.font.size * 1.2
    }

    /// The icon and the padding after it (0 without an icon).
    static func iconSpace(_ button: ButtonNode) -> Double {
        button.icon == nil ? 0 : iconSide(button) + button.iconPadding
    }

    /// The room the icon takes beside the text: its space when leading or trailing, else none.
    static func textBeside(_ button: ButtonNode) -> Double {
        button.iconPlacement == .leading || button.iconPlacement == .trailing ? iconSpace(button) : 0
    }

    public func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) {
        guard let button = measurement.node.content.value(as: ButtonNode.self), let text = measurement.detail as? ButtonMeasurement else { return (0, height) }
        let content = ButtonContent(button: button, title: text.title.metrics.size, subtitle: text.subtitle?.metrics.size)
        let top = content.textTop(inHeight: height)
        let last = text.subtitle.map { top + text.title.metrics.size.height + button.titlePadding + $0.metrics.lastBaseline }
        return (top + text.title.metrics.firstBaseline, last ?? top + text.title.metrics.lastBaseline)
    }

    public func arranged(_ measurement: NodeMeasurement, size: LayoutSize) -> (any Sendable)? {
        guard let button = measurement.node.content.value(as: ButtonNode.self), let text = measurement.detail as? ButtonMeasurement else { return nil }
        let titleWidth = max(0, size.width - button.contentInsets.horizontal - Self.textBeside(button))
        return ButtonLayout(button: button, title: text.title, subtitle: text.subtitle, titleWidth: titleWidth)
    }

    public func draw(_ node: LaidOutNode, in rawFrame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let button = node.node.content.value(as: ButtonNode.self), let layout = node.detail as? ButtonLayout else { return }
        let frame = context.snapped(rawFrame)
        let tint = context.resolve(button.tint)
        let radius: Double
        switch button.corner {
        case .capsule: radius = frame.height / 2
        case .fixed(let value): radius = value
        }
        let foreground: RGBAColor
        if let background = button.backgroundImage {
            // The image replaces the style's fill; the title keeps the style's color.
            try context.drawResizableImage(at: background.path(for: context.appearance), in: frame, capInsets: button.capInsets, tint: nil)
        }
        let fills = button.backgroundImage == nil
        switch button.style {
        case .filled, .borderedProminent:
            if fills { context.fill(frame, color: DynamicColor(tint), radius: radius) }
            foreground = .white
        case .tinted, .borderedTinted:
            if fills { context.fill(frame, color: DynamicColor(tint.withAlpha(context.appearance == .light ? 0.15 : 0.25)), radius: radius) }
            foreground = tint
        case .gray, .bordered:
            // UIKit draws `.bordered()` as it draws `.gray()`: a gray fill, no outline.
            if fills { context.fill(frame, color: SystemColor.tertiarySystemFill.color, radius: radius) }
            foreground = tint
        case .plain, .borderless, .system:
            foreground = tint
        }
        let placed = layout.placed(in: rawFrame, direction: context.direction)
        if let icon = button.icon, let iconFrame = placed.icon {
            try ImageNodeKind.draw(icon, in: iconFrame, tint: icon.tint.map(context.resolve) ?? foreground, on: context)
        }
        context.drawText(layout.title, at: placed.titleOrigin, color: foreground)
        if let subtitle = layout.subtitle, let origin = placed.subtitleOrigin {
            context.drawText(subtitle, at: origin, color: foreground)
        }
    }
}

/// What a button measured: its title and subtitle laid out at the width offered.
struct ButtonMeasurement: Sendable {
    let title: MeasuredText
    let subtitle: MeasuredText?
}

/// The size of a button's content (icon, title, subtitle, without insets) and where its parts
/// go along the vertical axis, by the icon's placement.
struct ButtonContent: Sendable {
    let iconSide: Double
    let iconGap: Double
    let placement: ButtonImagePlacement
    let textWidth: Double
    let textHeight: Double

    init(button: ButtonNode, title: LayoutSize, subtitle: LayoutSize?) {
        iconSide = button.icon == nil ? 0 : ButtonNodeKind.iconSide(button)
        iconGap = button.icon == nil ? 0 : button.iconPadding
        placement = button.iconPlacement
        textWidth = max(title.width, subtitle?.width ?? 0)
        textHeight = title.height + (subtitle.map { button.titlePadding + $0.height } ?? 0)
    }

    var isBeside: Bool { placement == .leading || placement == .trailing }
    var width: Double { isBeside ? iconSide + iconGap + textWidth : max(iconSide, textWidth) }
    var height: Double { isBeside ? max(iconSide, textHeight) : iconSide + iconGap + textHeight }

    /// The top of the title within a frame of `height`.
    func textTop(inHeight height: Double) -> Double {
        let top = (height - self.height) / 2
        switch placement {
        case .leading, .trailing: return (height - textHeight) / 2
        case .top: return top + iconSide + iconGap
        case .bottom: return top
        }
    }

    /// The top of the icon within a frame of `height`.
    func iconTop(inHeight height: Double) -> Double {
        let top = (height - self.height) / 2
        switch placement {
        case .leading, .trailing: return (height - iconSide) / 2
        case .top: return top
        case .bottom: return top + textHeight + iconGap
        }
    }
}

/// A button's title (and subtitle) as laid out at its final width, and where the icon and the
/// texts go: together centred in the button, the icon leading, trailing, above or below.
public struct ButtonLayout: Sendable {
    public let title: MeasuredText
    /// The subtitle, under the title.
    public let subtitle: MeasuredText?
    /// The width the title was laid out in.
    public let titleWidth: Double
    public let iconSide: Double
    /// The icon's side plus its padding (0 without an icon).
    public let iconSpace: Double
    /// The icon, its padding and the texts' drawn width (beside each other or stacked).
    public let groupWidth: Double
    let content: ButtonContent
    let titlePadding: Double

    init(button: ButtonNode, title: MeasuredText, subtitle: MeasuredText?, titleWidth: Double) {
        self.title = title; self.subtitle = subtitle; self.titleWidth = titleWidth
        titlePadding = button.titlePadding
        let drawn = { (text: MeasuredText) in LayoutSize(width: min(text.metrics.size.width, titleWidth), height: text.metrics.size.height) }
        content = ButtonContent(button: button, title: drawn(title), subtitle: subtitle.map(drawn))
        iconSide = content.iconSide
        iconSpace = content.iconSide + content.iconGap
        groupWidth = content.width
    }

    /// Where a button's parts go in a frame.
    public struct Placement: Sendable {
        /// The icon's frame, for a button with one.
        public let icon: LayoutRect?
        /// The title layout's top-left corner.
        public let titleOrigin: LayoutPoint
        /// The subtitle layout's top-left corner, for a button with one.
        public let subtitleOrigin: LayoutPoint?
    }

    /// The icon's frame, and the title's and subtitle's layout corners, for the button in `frame`.
    public func placed(in frame: LayoutRect, direction: InterfaceDirection) -> Placement {
        let start = frame.midX - groupWidth / 2
        let iconFirst = (content.placement == .leading) == (direction == .leftToRight)
        var textCenter = frame.midX
        var icon: LayoutRect?
        if content.iconSide > 0 {
            let iconY = frame.minY + content.iconTop(inHeight: frame.height)
            let iconX: Double
            if content.isBeside {
                iconX = iconFirst ? start : start + groupWidth - iconSide
                textCenter = iconFirst ? start + iconSpace + content.textWidth / 2 : start + content.textWidth / 2
            } else {
                iconX = frame.midX - iconSide / 2
            }
            icon = LayoutRect(x: iconX, y: iconY, width: iconSide, height: iconSide)
        }
        let top = frame.minY + content.textTop(inHeight: frame.height)
        let titleOrigin = LayoutPoint(x: textCenter - titleWidth / 2, y: top)
        let subtitleOrigin = subtitle.map { _ in LayoutPoint(x: textCenter - titleWidth / 2, y: top + title.metrics.size.height + titlePadding) }
        return Placement(icon: icon, titleOrigin: titleOrigin, subtitleOrigin: subtitleOrigin)
    }
}

extension NodeContent {
    /// A `button` node's content: `value` drawn by `ButtonNodeKind`.
    public static func button(_ value: ButtonNode) -> NodeContent { .custom(CustomNode(name: ButtonNodeKind.kindName, content: value)) }
}
