import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// Builds nodes through their kinds: each kind's `decode` reads the node's typed property
/// values (a template's literals, and parameters already converted) through `TemplateValues`,
/// which looks tokens up and resolves text styles at the variant's text size; what the kind
/// leaves out takes its default. Nothing here knows any kind, and nothing reads YAML.
struct NodeBuilder {
    let tokens: ThemeTokens
    /// The Dynamic Type size text styles resolve at.
    let textSize: TextSizeCategory
    let kinds: NodeKindRegistry
    /// Where problems the kinds find are recorded.
    let reader: YAMLReader
    /// The theme's line-break strategy (`defaults.lineBreakStrategy`), for text that names none.
    var lineBreakStrategy: LineBreakStrategy?
    /// Whether the device is an iPad: image sets draw their `ipad` files, else their iPhone ones.
    var isPad = false

    /// The node, or `nil` when its kind is unknown or a property it cannot do without has no value.
    func node(_ template: KindTemplate, values: [String: PropertyValue], children: [PlaceholderNode]) -> PlaceholderNode? {
        guard let kind = kinds.kind(named: template.kind) else { return nil }
        let properties = TemplateValues(
            template: template, values: values, children: children, tokens: tokens,
            textSize: textSize, reader: reader, written: nil, isPad: isPad)
        guard var content = kind.decode(properties) else { return nil }
        if let lineBreakStrategy { Self.setLineBreakStrategy(lineBreakStrategy, in: &content) }
        return properties.node(with: content)
    }

    /// Gives text that names no strategy the theme's: every text a `TextShowingContent` shows
    /// (a label's, a button's title and subtitle).
    private static func setLineBreakStrategy(_ strategy: LineBreakStrategy, in content: inout NodeContent) {
        content.changeValue { value in
            guard var shown = value as? any TextShowingContent else { return }
            shown.changeEveryText { text in
                if text.paragraph.lineBreakStrategy == nil { text.paragraph.lineBreakStrategy = strategy }
            }
            value = shown
        }
    }

    /// Lets the template's kind check its literal values when the theme or scene file loads: a
    /// property it requires and that is not among the `written` keys, or values that contradict
    /// each other.
    /// Parameters and strings are checked when they are substituted.
    func check(_ template: KindTemplate, written: Set<String>) {
        guard let kind = kinds.kind(named: template.kind) else { return }
        _ = kind.decode(
            TemplateValues(
                template: template, values: template.literals, children: [], tokens: tokens,
                textSize: textSize, reader: reader, written: written, isPad: isPad))
    }

    /// A template with no parameters, strings or components in it (a scene file's), built as written.
    func literalNode(_ template: NodeTemplate) -> PlaceholderNode? {
        guard case .kind(let kind) = template.body else { return nil }
        return node(kind, values: kind.literals, children: kind.children.compactMap(literalNode))
    }
}

extension KindTemplate {
    /// The properties given as literals.
    var literals: [String: PropertyValue] {
        properties.compactMapValues { property in
            if case .value(let value) = property.template { return value }
            return nil
        }
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
