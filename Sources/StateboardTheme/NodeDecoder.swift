import Foundation
import StateboardCore


/// Decodes the node syntax shared by scene files and themes: a mapping with exactly one kind
/// key (`stack`, `label`, …) whose value holds the node's properties, e.g.
/// `- label: { id: title, text: "No data", style: title2 }`. Properties common to every kind
/// (`id`, `width`, `height`, `hidden`, `spacingAfter`, `hugging`, `compression`) and a stack's
/// `nodes` may also stand beside the kind key.
struct NodeDecoder {
    let reader: YAMLReader
    /// Image paths are relative to this directory.
    let baseDirectory: String
    /// The Dynamic Type size text styles resolve at.
    let textSize: TextSizeCategory
    /// A theme's named colors, spacings and text styles (empty for scene files).
    var tokens = ThemeTokens()

    static let commonKeys = ["id", "width", "height", "hidden", "spacingAfter", "hugging", "compression"]
    static let kindKeys: [String: [String]] = [
        "stack": ["axis", "distribution", "alignment", "spacing", "margins", "marginsRelative", "baselineRelative", "nodes"],
        "label": ["text", "style", "font", "color", "lines", "alignment"],
        "button": ["title", "style", "textStyle", "font", "tint", "corner", "insets", "icon", "iconPadding", "minHeight", "lines"],
        "image": ["path", "tint", "contentMode", "cornerRadius"],
        "spinner": ["style", "color"],
        "skeleton": ["shape", "count", "avatar", "lines", "color", "cornerRadius"],
        "box": ["fill", "border", "borderWidth", "cornerRadius"],
        "spacer": [],
        "progress": ["value", "tint", "track"],
        "divider": ["color", "thickness"],
    ]
    /// What a kind's value means when it is a plain scalar: `label: Hello`, `spinner: large`.
    static let shorthandKey: [String: String] = [
        "label": "text", "button": "title", "image": "path", "spinner": "style", "skeleton": "shape", "progress": "value",
    ]
    static let kindOrder = ["stack", "label", "button", "image", "spinner", "skeleton", "box", "spacer", "progress", "divider"]

    func node(_ yaml: YAMLValue) -> PlaceholderNode? {
        guard let mapping = yaml.entries else {
            reader.error("a node must be a mapping with one kind key, not \(reader.describe(yaml))", at: yaml,
                         hint: "for example `- label: { text: \"No data\" }`; kinds: \(Self.kindOrder.joined(separator: ", "))")
            return nil
        }
        let kindEntries = mapping.filter { Self.kindKeys[$0.key.text ?? ""] != nil }
        guard let kindEntry = kindEntries.first, let kind = kindEntry.key.text else {
            let keys = mapping.compactMap { $0.key.text }
            let misspelt = keys.lazy.compactMap { nearestMatch(to: $0, in: Self.kindOrder) }.first
            reader.error("a node needs a kind key", at: yaml,
                         hint: misspelt.map { "did you mean `\($0)`?" } ?? "one of: \(Self.kindOrder.joined(separator: ", "))")
            return nil
        }
        if kindEntries.count > 1 {
            reader.error("a node has one kind, but this one says `\(kind)` and `\(kindEntries[1].key.text ?? "")`",
                         at: kindEntries[1].key, hint: "put the second one in a node of its own")
        }
        let kindKeyNode = kindEntry.key, kindValue = kindEntry.value
        let allowed = Self.commonKeys + Self.kindKeys[kind]!
        var properties: [String: (keyNode: YAMLValue, value: YAMLValue)] = [:]
        let siblings = reader.mapping(yaml, allowed: allowed + [kind], what: "a \(kind) node") ?? []
        for (key, keyNode, value) in siblings where key != kind { properties[key] = (keyNode, value) }
        switch kindValue {
        case .mapping:
            for (key, keyNode, value) in reader.mapping(kindValue, allowed: allowed, what: "`\(kind)`") ?? [] {
                if properties[key] != nil {
                    reader.error("`\(key)` is set both inside `\(kind)` and beside it", at: keyNode, hint: "keep one of them")
                }
                properties[key] = (keyNode, value)
            }
        case .scalar(let scalar) where scalar.isNull:
            break
        case .scalar:
            if let key = Self.shorthandKey[kind] {
                properties[key] = (kindKeyNode, kindValue)
            } else {
                reader.error("`\(kind)` takes a mapping of properties, not \(reader.describe(kindValue))", at: kindValue,
                             hint: "for example `\(kind): { id: x }`")
            }
        default:
            reader.error("`\(kind)` takes a mapping of properties, not \(reader.describe(kindValue))", at: kindValue)
        }
        return build(kind: kind, at: kindKeyNode, properties)
    }

    private func build(kind: String, at kindNode: YAMLValue, _ properties: [String: (keyNode: YAMLValue, value: YAMLValue)]) -> PlaceholderNode? {
        let props = Properties(reader: reader, entries: properties, kindNode: kindNode, kind: kind, tokens: tokens)
        guard let content = content(kind: kind, props) else { return nil }
        var node = PlaceholderNode(content)
        node.id = props.string("id")
        node.width = props.number("width", minimum: 0)
        node.height = props.number("height", minimum: 0)
        node.isHidden = props.bool("hidden") ?? false
        node.spacingAfter = props.number("spacingAfter")
        if let value = props["hugging"] {
            node.hugging = reader.priorities(value, what: "`hugging`", default: node.hugging) ?? node.hugging
        }
        if let value = props["compression"] {
            node.compressionResistance = reader.priorities(value, what: "`compression`", default: node.compressionResistance)
                ?? node.compressionResistance
        }
        return node
    }

    private func content(kind: String, _ props: Properties) -> NodeContent? {
        switch kind {
        case "stack": return stack(props).map(NodeContent.stack)
        case "label": return label(props).map(NodeContent.label)
        case "button": return button(props).map(NodeContent.button)
        case "image": return image(props).map(NodeContent.image)
        case "spinner":
            return .spinner(SpinnerNode(style: props.choice("style", SpinnerStyle.self) ?? .medium,
                                        color: props.color("color") ?? SystemColor.systemGray.color))
        case "skeleton": return skeleton(props).map(NodeContent.skeleton)
        case "box":
            return .box(BoxNode(fill: props.color("fill"), border: props.color("border"),
                                borderWidth: props.number("borderWidth", minimum: 0) ?? 1,
                                cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0))
        case "spacer": return .box(BoxNode())
        case "progress":
            return .progress(ProgressNode(value: props.number("value", minimum: 0, maximum: 1) ?? 0,
                                          tint: props.color("tint") ?? SystemColor.systemBlue.color,
                                          track: props.color("track") ?? SystemColor.systemGray5.color))
        case "divider":
            return .divider(DividerNode(color: props.color("color") ?? SystemColor.separator.color,
                                        thickness: props.number("thickness", minimum: 0) ?? 0.5))
        default: return nil
        }
    }
}
