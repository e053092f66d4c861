import Foundation
import StateboardCore
import StateboardLayout


/// Decodes the node syntax shared by scene files and themes: a mapping with exactly one kind
/// key (`stack`, `label`, … or an app's registered kind) whose value holds the node's properties
/// (each kind decodes its own, through `Properties`), e.g.
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
    /// The kinds nodes may have: each decodes its own keys.
    var kinds = NodeKindRegistry.current

    static let commonKeys = ["id", "width", "height", "hidden", "spacingAfter", "hugging", "compression"]
    /// The built-in kinds' names, in the order hints list them.
    static var kindOrder: [String] { NodeKindRegistry.builtIn.names }

    func node(_ yaml: YAMLValue) -> PlaceholderNode? {
        let kindOrder = kinds.names
        guard let mapping = yaml.entries else {
            reader.error("a node must be a mapping with one kind key, not \(reader.describe(yaml))", at: yaml,
                         hint: "for example `- label: { text: \"No data\" }`; kinds: \(kindOrder.joined(separator: ", "))")
            return nil
        }
        let kindEntries = mapping.filter { kinds.kind(named: $0.key.text ?? "") != nil }
        guard let kindEntry = kindEntries.first, let name = kindEntry.key.text, let kind = kinds.kind(named: name) else {
            let keys = mapping.compactMap { $0.key.text }
            let misspelt = keys.lazy.compactMap { nearestMatch(to: $0, in: kindOrder) }.first
            reader.error("a node needs a kind key", at: yaml,
                         hint: misspelt.map { "did you mean `\($0)`?" } ?? "one of: \(kindOrder.joined(separator: ", "))")
            return nil
        }
        if kindEntries.count > 1 {
            reader.error("a node has one kind, but this one says `\(name)` and `\(kindEntries[1].key.text ?? "")`",
                         at: kindEntries[1].key, hint: "put the second one in a node of its own")
        }
        let kindKeyNode = kindEntry.key, kindValue = kindEntry.value
        let allowed = Self.commonKeys + kind.properties.map(\.key)
        var properties: [String: (keyNode: YAMLValue, value: YAMLValue)] = [:]
        let siblings = reader.mapping(yaml, allowed: allowed + [name], what: "a \(name) node") ?? []
        for (key, keyNode, value) in siblings where key != name { properties[key] = (keyNode, value) }
        switch kindValue {
        case .mapping:
            for (key, keyNode, value) in reader.mapping(kindValue, allowed: allowed, what: "`\(name)`") ?? [] {
                if properties[key] != nil {
                    reader.error("`\(key)` is set both inside `\(name)` and beside it", at: keyNode, hint: "keep one of them")
                }
                properties[key] = (keyNode, value)
            }
        case .scalar(let scalar) where scalar.isNull:
            break
        case .scalar:
            if let key = kind.shorthandKey {
                properties[key] = (kindKeyNode, kindValue)
            } else {
                reader.error("`\(name)` takes a mapping of properties, not \(reader.describe(kindValue))", at: kindValue,
                             hint: "for example `\(name): { id: x }`")
            }
        default:
            reader.error("`\(name)` takes a mapping of properties, not \(reader.describe(kindValue))", at: kindValue)
        }
        return build(kind, at: kindKeyNode, properties)
    }

    private func build(_ kind: any PlaceholderNodeKind, at kindNode: YAMLValue,
                       _ properties: [String: (keyNode: YAMLValue, value: YAMLValue)]) -> PlaceholderNode? {
        let props = Properties(decoder: self, entries: properties, kindNode: kindNode, kind: kind.name)
        guard let content = kind.decode(props) else { return nil }
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
}
