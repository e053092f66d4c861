import Foundation
import StateboardCore


/// A node's properties by key, with typed accessors that record problems in the reader.
struct Properties {
    let reader: YAMLReader
    let entries: [String: (keyNode: YAMLValue, value: YAMLValue)]
    /// Where the node's kind key is: the place for "missing property" errors.
    let kindNode: YAMLValue
    let kind: String
    let tokens: ThemeTokens

    subscript(key: String) -> YAMLValue? { entries[key]?.value }

    func string(_ key: String) -> String? { self[key].flatMap { reader.string($0, what: "`\(key)`") } }
    /// A number, or the name of a spacing token.
    func number(_ key: String, minimum: Double? = nil, maximum: Double? = nil) -> Double? {
        guard let value = self[key] else { return nil }
        if let name = value.text, let spacing = tokens.spacing[name] { return spacing }
        if let name = value.text, Double(name) == nil, !tokens.spacing.isEmpty {
            reader.error("`\(key)` must be a number or a spacing token, not `\(name)`", at: value,
                         hint: nearestMatch(to: name, in: tokens.spacing.keys).map { "did you mean `\($0)`?" }
                            ?? "spacing tokens: \(tokens.spacing.keys.sorted().joined(separator: ", "))")
            return nil
        }
        return reader.number(value, what: "`\(key)`", minimum: minimum, maximum: maximum)
    }
    func integer(_ key: String, minimum: Int = 0) -> Int? { self[key].flatMap { reader.integer($0, what: "`\(key)`", minimum: minimum) } }
    func bool(_ key: String) -> Bool? { self[key].flatMap { reader.bool($0, what: "`\(key)`") } }
    /// A color, or the name of a color token.
    func color(_ key: String) -> DynamicColor? {
        guard let value = self[key] else { return nil }
        if let name = value.text, let color = tokens.colors[name] { return color }
        if let name = value.text, !name.hasPrefix("#"), SystemColor.named(name) == nil,
           let near = nearestMatch(to: name, in: tokens.colors.keys) {
            reader.error("unknown color `\(name)` for `\(key)`", at: value, hint: "did you mean the token `\(near)`?")
            return nil
        }
        return reader.color(value, what: "`\(key)`")
    }
    func insets(_ key: String) -> Insets? { self[key].flatMap { reader.insets($0, what: "`\(key)`") } }
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
        self[key].flatMap { reader.choice($0, type, what: "`\(key)`") }
    }

    /// A property the node cannot do without.
    func required(_ key: String, example: String) -> YAMLValue? {
        if let value = self[key] { return value }
        reader.error("a \(kind) needs `\(key)`", at: kindNode, hint: "for example `\(example)`")
        return nil
    }
}

extension NodeDecoder {
    func stack(_ props: Properties) -> StackNode? {
        var stack = StackNode()
        stack.axis = props.choice("axis", StackAxis.self) ?? .vertical
        stack.distribution = props.choice("distribution", StackDistribution.self) ?? .fill
        stack.alignment = props.choice("alignment", StackAlignment.self) ?? .fill
        if stack.axis == .vertical, stack.alignment.isBaseline, let node = props["alignment"] {
            reader.error("`\(stack.alignment.rawValue)` alignment works in horizontal stacks only", at: node,
                         hint: "add `axis: horizontal`, or for baseline gaps in a vertical stack use `baselineRelative: true`")
        }
        stack.spacing = props.number("spacing") ?? 0
        stack.margins = props.insets("margins") ?? .zero
        stack.marginsRelative = props.bool("marginsRelative") ?? false
        stack.baselineRelative = props.bool("baselineRelative") ?? false
        if stack.baselineRelative, stack.axis == .horizontal, let node = props["baselineRelative"] {
            reader.error("`baselineRelative` works in vertical stacks only", at: node,
                         hint: "to line up baselines in a row use `alignment: firstBaseline`")
        }
        if let list = props["nodes"], let items = reader.sequence(list, what: "`nodes`") {
            stack.nodes = items.compactMap { node($0) }
        }
        return stack
    }

    /// A font from a text style (`style`, default body) with optional `font` overrides.
    func font(_ props: Properties, styleKey: String) -> (FontSpec, String?) {
        var font: FontSpec
        var styleName: String
        if let node = props[styleKey], let name = node.text, let token = tokens.textStyles[name] {
            font = token.font(at: textSize)
            styleName = name
        } else if let node = props[styleKey], let name = node.text, TextStyle(rawValue: name) == nil, !tokens.textStyles.isEmpty {
            let names = tokens.textStyles.keys.sorted() + TextStyle.allCases.map(\.rawValue)
            reader.error("unknown text style `\(name)`", at: node,
                         hint: nearestMatch(to: name, in: names).map { "did you mean `\($0)`?" } ?? "text styles: \(names.joined(separator: ", "))")
            font = TextStyle.body.font(at: textSize)
            styleName = "body"
        } else {
            let style = props.choice(styleKey, TextStyle.self) ?? .body
            font = style.font(at: textSize)
            styleName = style.rawValue
        }
        guard let node = props["font"],
              let entries = reader.mapping(node, allowed: ["family", "size", "weight", "italic", "lineHeight", "letterSpacing"], what: "`font`")
        else { return (font, styleName) }
        for (key, _, value) in entries {
            switch key {
            case "family": font.family = reader.string(value, what: "`font.family`") ?? font.family
            case "size":
                if let size = reader.number(value, what: "`font.size`", minimum: 1) {
                    // The style's line height scales with a size override.
                    font.lineHeight = font.lineHeight.map { $0 * size / font.size }
                    font.size = size
                }
            case "weight": font.weight = reader.choice(value, FontWeight.self, what: "`font.weight`") ?? font.weight
            case "italic": font.italic = reader.bool(value, what: "`font.italic`") ?? font.italic
            case "lineHeight": font.lineHeight = reader.number(value, what: "`font.lineHeight`", minimum: 1) ?? font.lineHeight
            default: font.letterSpacing = reader.number(value, what: "`font.letterSpacing`") ?? font.letterSpacing
            }
        }
        return (font, styleName)
    }

    func label(_ props: Properties) -> LabelNode? {
        guard let textNode = props.required("text", example: "label: { text: \"No data\" }"),
              let text = reader.string(textNode, what: "`text`") else { return nil }
        let (font, style) = font(props, styleKey: "style")
        let content = TextContent(text: text, font: font, lines: props.integer("lines") ?? 1,
                                  alignment: props.choice("alignment", ParagraphAlignment.self) ?? .natural)
        return LabelNode(content, color: props.color("color") ?? SystemColor.label.color, styleName: style)
    }

    func button(_ props: Properties) -> ButtonNode? {
        guard let titleNode = props.required("title", example: "button: { title: Retry, style: filled }"),
              let title = reader.string(titleNode, what: "`title`") else { return nil }
        let (font, _) = font(props, styleKey: "textStyle")
        var button = ButtonNode(title: TextContent(text: title, font: font, lines: props.integer("lines") ?? 1, alignment: .center))
        button.style = props.choice("style", ButtonConfigurationStyle.self) ?? .filled
        button.tint = props.color("tint") ?? button.tint
        button.contentInsets = props.insets("insets") ?? button.contentInsets
        button.iconPadding = props.number("iconPadding", minimum: 0) ?? button.iconPadding
        button.minHeight = props.number("minHeight", minimum: 0) ?? button.minHeight
        if let corner = props["corner"] {
            if corner.text == "capsule" {
                button.corner = .capsule
            } else if let radius = reader.number(corner, what: "`corner` (a radius in points, or `capsule`)", minimum: 0) {
                button.corner = .fixed(radius)
            }
        }
        if let iconNode = props["icon"], let path = reader.string(iconNode, what: "`icon`") {
            button.icon = ImageNode(path: resolvedPath(path, at: iconNode), tint: nil)
        }
        return button
    }

    func image(_ props: Properties) -> ImageNode? {
        guard let pathNode = props.required("path", example: "image: { path: icons/empty.svg, width: 64, height: 64 }"),
              let path = reader.string(pathNode, what: "`path`") else { return nil }
        return ImageNode(path: resolvedPath(path, at: pathNode), tint: props.color("tint"),
                         contentMode: props.choice("contentMode", ImageContentMode.self) ?? .fit,
                         cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0)
    }

    func skeleton(_ props: Properties) -> SkeletonNode? {
        let shapes = ["block", "circle", "rows"]
        var shape = SkeletonShape.block
        if let node = props["shape"], let name = reader.string(node, what: "`shape`") {
            switch name {
            case "block": shape = .block
            case "circle": shape = .circle
            case "rows":
                shape = .rows(count: props.integer("count", minimum: 1) ?? 3, avatar: props.bool("avatar") ?? true,
                              lines: props.integer("lines", minimum: 1) ?? 2)
            default:
                reader.error("skeleton `shape` `\(name)` is not one of \(shapes.joined(separator: ", "))", at: node,
                             hint: nearestMatch(to: name, in: shapes).map { "did you mean `\($0)`?" })
            }
        }
        return SkeletonNode(shape: shape, color: props.color("color") ?? SystemColor.systemGray5.color,
                            cornerRadius: props.number("cornerRadius", minimum: 0) ?? 4)
    }

    /// An asset path made absolute against the folder of the file it was written in (a parent
    /// theme's asset stays its own); a missing file is an error.
    func resolvedPath(_ path: String, at node: YAMLValue) -> String {
        let file = node.location.file
        let folder = file.hasPrefix("(") ? baseDirectory : (file as NSString).deletingLastPathComponent
        let absolute = path.hasPrefix("/") ? path : ((folder.isEmpty ? baseDirectory : folder) as NSString).appendingPathComponent(path)
        if !FileManager.default.fileExists(atPath: absolute) {
            reader.error("no image file at `\(path)`", at: node, hint: "paths are relative to the file's folder (\(folder.isEmpty ? baseDirectory : folder))")
        }
        return absolute
    }
}
