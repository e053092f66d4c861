import StateboardCore

/// Builds a node from its kind and typed property values (a template's literals, or parameters
/// already converted): tokens are looked up, text styles resolved at the variant's text size, and
/// every property left out takes UIKit's default. Nothing here reads YAML.
struct NodeBuilder {
    let tokens: ThemeTokens
    /// The Dynamic Type size text styles resolve at.
    let textSize: TextSizeCategory

    /// A node's property values by key.
    struct Values {
        let values: [String: PropertyValue]
        let tokens: ThemeTokens

        subscript(key: String) -> PropertyValue? { values[key] }

        func text(_ key: String) -> String? {
            if case .text(let text)? = values[key] { return text }
            return nil
        }
        func number(_ key: String) -> Double? {
            switch values[key] {
            case .number(let value)?: value
            case .spacing(let name)?: tokens.spacing[name] ?? 0
            default: nil
            }
        }
        func integer(_ key: String) -> Int? {
            if case .integer(let value)? = values[key] { return value }
            return nil
        }
        func bool(_ key: String) -> Bool? {
            if case .bool(let value)? = values[key] { return value }
            return nil
        }
        func color(_ key: String) -> DynamicColor? {
            if case .color(let value)? = values[key] { return tokens.color(value) }
            return nil
        }
        func insets(_ key: String) -> Insets? {
            if case .insets(let value)? = values[key] { return value }
            return nil
        }
        func option<T: RawRepresentable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
            optionName(key).flatMap(T.init(rawValue:))
        }
        func optionName(_ key: String) -> String? {
            if case .option(let name)? = values[key] { return name }
            return nil
        }
        func path(_ key: String) -> String? {
            if case .path(let path)? = values[key] { return path }
            return nil
        }
        func priorities(_ key: String, default fallback: AxisPriorities) -> AxisPriorities {
            guard case .priorities(let horizontal, let vertical)? = values[key] else { return fallback }
            return AxisPriorities(horizontal: horizontal ?? fallback.horizontal, vertical: vertical ?? fallback.vertical)
        }
    }

    /// The node, or `nil` when a property it cannot do without has no value.
    func node(kind: String, _ values: [String: PropertyValue], children: [PlaceholderNode]) -> PlaceholderNode? {
        let props = Values(values: values, tokens: tokens)
        guard let content = content(kind: kind, props, children: children) else { return nil }
        var node = PlaceholderNode(content)
        node.id = props.text("id")
        node.width = props.number("width")
        node.height = props.number("height")
        node.isHidden = props.bool("hidden") ?? false
        node.spacingAfter = props.number("spacingAfter")
        node.hugging = props.priorities("hugging", default: node.hugging)
        node.compressionResistance = props.priorities("compression", default: node.compressionResistance)
        return node
    }

    private func content(kind: String, _ props: Values, children: [PlaceholderNode]) -> NodeContent? {
        switch kind {
        case "stack":
            var stack = StackNode()
            stack.axis = props.option("axis", StackAxis.self) ?? .vertical
            stack.distribution = props.option("distribution", StackDistribution.self) ?? .fill
            stack.alignment = props.option("alignment", StackAlignment.self) ?? .fill
            stack.spacing = props.number("spacing") ?? 0
            stack.margins = props.insets("margins") ?? .zero
            stack.marginsRelative = props.bool("marginsRelative") ?? false
            stack.baselineRelative = props.bool("baselineRelative") ?? false
            stack.nodes = children
            return .stack(stack)
        case "label":
            guard let text = props.text("text") else { return nil }
            let (font, style) = font(props, styleKey: "style")
            let content = TextContent(text: text, font: font, lines: props.integer("lines") ?? 1,
                                      alignment: props.option("alignment", ParagraphAlignment.self) ?? .natural)
            return .label(LabelNode(content, color: props.color("color") ?? SystemColor.label.color, styleName: style))
        case "button": return button(props).map(NodeContent.button)
        case "image":
            guard let path = props.path("path") else { return nil }
            return .image(ImageNode(path: path, tint: props.color("tint"),
                                    contentMode: props.option("contentMode", ImageContentMode.self) ?? .fit,
                                    cornerRadius: props.number("cornerRadius") ?? 0))
        case "spinner":
            return .spinner(SpinnerNode(style: props.option("style", SpinnerStyle.self) ?? .medium,
                                        color: props.color("color") ?? SystemColor.systemGray.color))
        case "skeleton":
            var shape = SkeletonShape.block
            switch props.optionName("shape") {
            case "circle": shape = .circle
            case "rows": shape = .rows(count: props.integer("count") ?? 3, avatar: props.bool("avatar") ?? true, lines: props.integer("lines") ?? 2)
            default: break
            }
            return .skeleton(SkeletonNode(shape: shape, color: props.color("color") ?? SystemColor.systemGray5.color,
                                          cornerRadius: props.number("cornerRadius") ?? 4))
        case "box":
            return .box(BoxNode(fill: props.color("fill"), border: props.color("border"),
                                borderWidth: props.number("borderWidth") ?? 1, cornerRadius: props.number("cornerRadius") ?? 0))
        case "spacer": return .box(BoxNode())
        case "progress":
            return .progress(ProgressNode(value: props.number("value") ?? 0, tint: props.color("tint") ?? SystemColor.systemBlue.color,
                                          track: props.color("track") ?? SystemColor.systemGray5.color))
        case "divider":
            return .divider(DividerNode(color: props.color("color") ?? SystemColor.separator.color,
                                        thickness: props.number("thickness") ?? 0.5))
        default: return nil
        }
    }

    private func button(_ props: Values) -> ButtonNode? {
        guard let title = props.text("title") else { return nil }
        let (font, _) = font(props, styleKey: "textStyle")
        var button = ButtonNode(title: TextContent(text: title, font: font, lines: props.integer("lines") ?? 1, alignment: .center))
        button.style = props.option("style", ButtonConfigurationStyle.self) ?? .filled
        button.tint = props.color("tint") ?? button.tint
        button.contentInsets = props.insets("insets") ?? button.contentInsets
        button.iconPadding = props.number("iconPadding") ?? button.iconPadding
        button.minHeight = props.number("minHeight") ?? button.minHeight
        if case .corner(let corner)? = props["corner"] { button.corner = corner }
        if let path = props.path("icon") { button.icon = ImageNode(path: path, tint: nil) }
        return button
    }

    /// A font from a text style (a token or a Dynamic Type style; body when none) with the
    /// `font` overrides applied in order.
    private func font(_ props: Values, styleKey: String) -> (FontSpec, String) {
        var font = TextStyle.body.font(at: textSize)
        var styleName = TextStyle.body.rawValue
        if case .textStyle(let name)? = props[styleKey] {
            if let token = tokens.textStyles[name] {
                font = token.font(at: textSize)
                styleName = name
            } else if let style = TextStyle(rawValue: name) {
                font = style.font(at: textSize)
                styleName = name
            }
        }
        guard case .font(let overrides)? = props["font"] else { return (font, styleName) }
        for override in overrides {
            switch override {
            case .family(let family): font.family = family
            case .size(let size):
                // The style's line height scales with a size override.
                font.lineHeight = font.lineHeight.map { $0 * size / font.size }
                font.size = size
            case .weight(let weight): font.weight = weight
            case .italic(let italic): font.italic = italic
            case .lineHeight(let lineHeight): font.lineHeight = lineHeight
            case .letterSpacing(let spacing): font.letterSpacing = spacing
            }
        }
        return (font, styleName)
    }
}

extension ThemeTokens {
    /// A template's color: a named one is a token first, then an iOS system color.
    func color(_ value: ColorValue) -> DynamicColor {
        switch value {
        case .literal(let color): color
        case .named(let name): colors[name] ?? SystemColor.named(name) ?? SystemColor.label.color
        }
    }
}
