import StateboardCore
import StateboardLayout

/// Decodes a theme's node trees, params and bars into typed templates when the theme loads:
/// the same node syntax as scene files (one kind key, properties inside it or beside it), plus
/// `$param`, `@key`, `component: name` with arguments, and `if:`. Every literal is checked here
/// against the type its kind declares (`NodeKindProperty`), and each kind checks what it needs
/// of its literals, so resolution only substitutes. Scene files are decoded here too, with
/// `substitutions` off: what they write is literal, and `component` and `if` are not keys.
struct TemplateDecoder {
    let reader: YAMLReader
    let properties: PropertyDecoder
    /// The kinds nodes may have, and their keys and types.
    let kinds: NodeKindRegistry
    /// Whether `$param`, `@key`, `component:` and `if:` mean anything (themes) or not (scene files).
    let substitutions: Bool

    init(reader: YAMLReader, tokens: ThemeTokens, folder: String, kinds: NodeKindRegistry, substitutions: Bool = true) {
        self.reader = reader
        self.properties = PropertyDecoder(reader: reader, tokens: tokens, baseDirectory: folder)
        self.kinds = kinds
        self.substitutions = substitutions
    }

    // MARK: scalars

    /// A scalar's meaning: `$name` (unless quoted or `parameters` is false), `@key`, `@@` for a
    /// literal `@`, or text; `nil` (and nothing recorded) for a mapping or a list.
    static func scalar(_ value: YAMLValue, parameters: Bool = true) -> TemplateScalar? {
        guard case .scalar(let scalar) = value else { return nil }
        let text = scalar.text
        if scalar.isNull { return .empty }
        if parameters, !scalar.isQuoted, text.hasPrefix("$"), text.count > 1 { return .parameter(String(text.dropFirst())) }
        if text.hasPrefix("@@") { return .literal(String(text.dropFirst())) }
        if text.hasPrefix("@"), text.count > 1 { return .string(key: String(text.dropFirst())) }
        return .literal(text)
    }

    /// A scalar that must be one, located.
    func located(_ value: YAMLValue, what: String, parameters: Bool = true) -> Located<TemplateScalar>? {
        guard let scalar = Self.scalar(value, parameters: parameters) else {
            reader.error("\(what) must be text, a number, `$param` or `@key`, not \(reader.describe(value))", at: value)
            return nil
        }
        return Located(scalar, at: value.location)
    }

    /// Params given to a state or a screen: values are literals or `@key` strings (a `$param`
    /// has nothing to refer to there).
    func params(_ entries: [(name: String, key: YAMLValue, value: YAMLValue)]) -> [String: Located<TemplateScalar>] {
        var result: [String: Located<TemplateScalar>] = [:]
        for entry in entries {
            guard let value = located(entry.value, what: "parameter `\(entry.name)`") else { continue }
            if case .parameter(let name) = value.value {
                reader.report(.unknownParameter(name, at: entry.value.location, known: [String]()))
                continue
            }
            result[entry.name] = value
        }
        return result
    }

    // MARK: nodes

    /// A node: a component's use, or one kind key with its properties inside it or beside it,
    /// each literal checked against the type its kind declares.
    func node(_ yaml: YAMLValue) -> NodeTemplate? {
        guard let mapping = yaml.entries else {
            reader.error(
                "a node must be a mapping with one kind key, not \(reader.describe(yaml))", at: yaml,
                hint: "for example `- label: { text: \"No data\" }`; kinds: \(kinds.names.joined(separator: ", "))")
            return nil
        }
        if substitutions, let name = yaml["component"] { return componentUse(name, entries: mapping, at: yaml.location) }
        guard let kindEntry = kindEntry(of: yaml, mapping: mapping), let kind = kindEntry.key.text else { return nil }
        let written = writtenKeys(of: yaml, kind: kind, kindEntry: kindEntry)
        var template = KindTemplate(kind: kind, kindLocation: kindEntry.key.location, properties: [:], children: [])
        for key in written.order {
            guard let (_, value) = written.values[key], let type = kinds.propertyType(kind: kind, key: key) else { continue }
            if type == .nodes {
                template.children = (reader.sequence(value, what: "`\(key)`") ?? []).compactMap { node($0) }
            } else if let property = property(value, as: type, key: key) {
                template.properties[key] = property
            }
        }
        NodeBuilder(tokens: properties.tokens, textSize: .large, kinds: kinds, reader: reader).check(template, written: Set(written.order))
        return NodeTemplate(body: .kind(template), conditions: written.conditions, location: yaml.location)
    }

    /// The keys a node writes (beside its kind key and inside it), in the order written, and its
    /// `if:` conditions.
    private struct WrittenKeys {
        var values: [String: (keyNode: YAMLValue, value: YAMLValue)] = [:]
        var order: [String] = []
        var conditions: [Located<TemplateScalar>] = []
    }

    /// The node's one kind key, or `nil` with the error recorded (a second kind key is reported
    /// and the first kept).
    private func kindEntry(of yaml: YAMLValue, mapping: [YAMLEntry]) -> YAMLEntry? {
        let kindEntries = mapping.filter { kinds.kind(named: $0.key.text ?? "") != nil }
        guard let kindEntry = kindEntries.first, let kind = kindEntry.key.text else {
            let keys = mapping.compactMap { $0.key.text }
            let misspelt = keys.lazy.compactMap { nearestMatch(to: $0, in: kinds.names) }.first
            reader.error(
                "a node needs a kind key", at: yaml,
                hint: misspelt.map { "did you mean `\($0)`?" } ?? "one of: \(kinds.names.joined(separator: ", "))")
            return nil
        }
        if kindEntries.count > 1 {
            reader.error(
                "a node has one kind, but this one says `\(kind)` and `\(kindEntries[1].key.text ?? "")`",
                at: kindEntries[1].key, hint: "put the second one in a node of its own")
        }
        return kindEntry
    }

    /// What a node of `kind` writes beside its kind key and inside it (a mapping, or the kind's
    /// shorthand scalar), each key checked against the kind's.
    private func writtenKeys(of yaml: YAMLValue, kind: String, kindEntry: YAMLEntry) -> WrittenKeys {
        let kindKeyNode = kindEntry.key, kindValue = kindEntry.value
        let allowed = kinds.properties(of: kind).map(\.key) + (substitutions ? ["if"] : [])
        var written = WrittenKeys()
        func add(_ key: String, _ keyNode: YAMLValue, _ value: YAMLValue) {
            if key == "if" {
                if let condition = located(value, what: "`if`") { written.conditions.append(condition) }
                return
            }
            if written.values[key] == nil { written.order.append(key) }
            written.values[key] = (keyNode, value)
        }
        for (key, keyNode, value) in reader.mapping(yaml, allowed: allowed + [kind], what: "a \(kind) node") ?? [] where key != kind {
            add(key, keyNode, value)
        }
        switch kindValue {
        case .mapping:
            for (key, keyNode, value) in reader.mapping(kindValue, allowed: allowed, what: "`\(kind)`") ?? [] {
                if written.values[key] != nil {
                    reader.error("`\(key)` is set both inside `\(kind)` and beside it", at: keyNode, hint: "keep one of them")
                }
                add(key, keyNode, value)
            }
        case .scalar(let scalar) where scalar.isNull:
            break
        case .scalar:
            if let key = kinds.kind(named: kind)?.shorthandKey {
                add(key, kindKeyNode, kindValue)
            } else {
                reader.error(
                    "`\(kind)` takes a mapping of properties, not \(reader.describe(kindValue))", at: kindValue,
                    hint: "for example `\(kind): { id: x }`")
            }
        default:
            reader.error("`\(kind)` takes a mapping of properties, not \(reader.describe(kindValue))", at: kindValue)
        }
        return written
    }

    /// A property's value: a checked literal, or a `$param` / `@key` for resolution to fill in.
    func property(_ value: YAMLValue, as type: PropertyType, key: String) -> NodeProperty? {
        guard substitutions else {
            return properties.decode(value, as: type, key: key).map { NodeProperty(template: .value($0), location: value.location) }
        }
        if let inner = Self.firstSubstitution(inside: value) {
            reader.error(
                "`\(key)` takes a `$param` or `@key` as its whole value, not inside it", at: inner,
                hint: "give the whole value as a parameter (`\(key): $name`), with `name`'s value written in full")
            return nil
        }
        switch Self.scalar(value) {
        case .parameter(let name): return NodeProperty(template: .parameter(name), location: value.location)
        case .string(let key): return NodeProperty(template: .string(key: key), location: value.location)
        case .literal(let text) where value.text != text:  // `@@…`: the text with one `@`
            return properties.decode(value.relocated(text: text), as: type, key: key)
                .map { NodeProperty(template: .value($0), location: value.location) }
        default:
            return properties.decode(value, as: type, key: key).map { NodeProperty(template: .value($0), location: value.location) }
        }
    }

    /// A `$param` or `@key` inside a mapping or a list, which only a whole property value can be.
    static func firstSubstitution(inside value: YAMLValue) -> YAMLValue? {
        let items: [YAMLValue]
        switch value {
        case .scalar: return nil
        case .mapping(let entries, _): items = entries.map(\.value)
        case .sequence(let values, _): items = values
        }
        for item in items {
            switch scalar(item) {
            case .parameter?, .string?: return item
            default: if let found = firstSubstitution(inside: item) { return found }
            }
        }
        return nil
    }

    private func componentUse(_ nameValue: YAMLValue, entries: [YAMLEntry], at location: FileLocation) -> NodeTemplate? {
        guard let name = nameValue.text, !nameValue.isNull else {
            reader.error("unknown component \(reader.describe(nameValue))", at: nameValue, hint: "`component:` takes a component's name")
            return nil
        }
        var use = ComponentUse(name: name, nameLocation: nameValue.location, arguments: [:])
        var conditions: [Located<TemplateScalar>] = []
        for entry in entries {
            guard let key = entry.key.text else {
                reader.error("a key in a component's arguments must be a plain word", at: entry.key)
                continue
            }
            guard key != "component", let value = located(entry.value, what: "`\(key)`") else { continue }
            if key == "if" { conditions.append(value) } else { use.arguments[key] = ComponentArgument(value: value, keyLocation: entry.key.location) }
        }
        return NodeTemplate(body: .component(use), conditions: conditions, location: location)
    }

    // MARK: screen values

    /// A background: a color, or the name of a color token.
    func background(_ value: YAMLValue) -> Located<ColorValue>? {
        properties.color(value, key: "background").map { Located($0, at: value.location) }
    }

    func placement(_ value: YAMLValue) -> Located<Placement>? {
        reader.placement(value).map { Located($0, at: value.location) }
    }

    /// Chrome bars: their literal settings are checked now; tab bar items stay `@key` strings.
    func chrome(_ value: YAMLValue) -> [ChromeBarTemplate] {
        reader.chromeBars(value).map { decoded in
            var template = ChromeBarTemplate(
                bar: decoded.bar, items: decoded.items.compactMap { located($0, what: "a tab bar item", parameters: false) },
                location: decoded.location)
            template.leadingItems = decoded.leading.compactMap(barItem)
            template.trailingItems = decoded.trailing.compactMap(barItem)
            template.toolbarItems = decoded.toolbar.compactMap(barItem)
            template.background = decoded.colors["background"].flatMap { properties.color($0, key: "background") }
            template.unselectedTint = decoded.colors["unselectedTint"].flatMap { properties.color($0, key: "unselectedTint") }
            template.headerTitle = decoded.header["title"].flatMap { located($0, what: "a table header's `title`", parameters: false) }
            template.headerText = decoded.header["text"].flatMap { located($0, what: "a table header's `text`", parameters: false) }
            return template
        }
    }
}
