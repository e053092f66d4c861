import StateboardCore

/// What a node property's value is: what a literal must be when a theme or scene file loads,
/// what a `$param` is converted to when it is substituted, and how the value reaches the kind's
/// `decode` (through `NodePropertyReader`). The JSON Schema of the key follows from it.
public enum NodePropertyType: Hashable, Sendable {
    /// Text.
    case text
    /// Text, or rich text as a list of runs: strings, and maps with `text` or `symbol` and the
    /// run's `style`, `color`, `weight`, `italic`, `family`, `size`, `underline`, `strikethrough`, `link`.
    case richText
    /// A number within optional bounds, or a spacing token's name.
    case number(minimum: Double? = nil, maximum: Double? = nil)
    /// A whole number, at least `minimum`.
    case integer(minimum: Int)
    /// `true` or `false`.
    case bool
    /// A color: hex, system name, token, or `{ light, dark }`.
    case color
    /// Insets: one number or edges by name.
    case insets
    /// Layout priorities (1…1000): one number or per axis.
    case priorities
    /// One of these strings (an enumeration's raw values), the nearest suggested when misspelt.
    case option([String])
    /// One of these strings; anything else is reported as `what` `value` not being one of them
    /// (`skeleton \`shape\``).
    case oneOf([String], what: String)
    /// A text style token or a Dynamic Type style.
    case textStyle
    /// A font override mapping (`family`, `size`, `weight`, `italic`, `lineHeight`, `letterSpacing`).
    case font
    /// An image file, relative to the file the value is written in; it must exist.
    case path
    /// An image set of the theme's asset catalogs, by name (`image: { asset: EmptyInbox }`).
    case imageAsset
    /// A corner radius in points, or `capsule`.
    case corner
    /// A list of nodes (a stack's children).
    case nodes
    /// A drop shadow: `{ color, offset: [x, y], radius, opacity }`.
    case shadow

    /// One of an enumeration's raw values.
    public static func option<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> NodePropertyType where T.RawValue == String {
        .option(type.allCases.map(\.rawValue))
    }

    /// The JSON Schema editors are given for a value of this type.
    public var schema: NodePropertySchema {
        switch self {
        case .text, .path: .string
        case .richText: .richText
        case .imageAsset: .described("An image set of the theme's asset catalogs (`assets`), by name")
        case .number, .integer: .numberOrToken
        case .bool: .boolean
        case .color: .color
        case .insets: .insets
        case .priorities: .priorities
        case .option(let values), .oneOf(let values, _): .oneOf(values)
        case .textStyle: .described("A Dynamic Type style or a text style token")
        case .font: .font
        case .corner: .anyOf([.number, .constant("capsule")])
        case .nodes: .nodes
        case .shadow: .shadow
        }
    }
}

extension NodeKindProperty {
    /// The keys every kind has: `id`, `width`, `height`, `scalesWith`, `hidden`, `spacingAfter`,
    /// `hugging`, `compression`, `shadow`.
    public static let common: [NodeKindProperty] = [
        NodeKindProperty("id", .text), NodeKindProperty("width", .number(minimum: 0)), NodeKindProperty("height", .number(minimum: 0)),
        NodeKindProperty("scalesWith", .textStyle), NodeKindProperty("hidden", .bool), NodeKindProperty("spacingAfter", .number()),
        NodeKindProperty("hugging", .priorities), NodeKindProperty("compression", .priorities), NodeKindProperty("shadow", .shadow),
    ]
}

extension NodeKindRegistry {
    /// The keys a node of `kind` may have: the common ones, then the kind's own.
    public func properties(of kind: String) -> [NodeKindProperty] {
        propertiesByKind[kind] ?? NodeKindProperty.common
    }

    /// The type of `key` on a node of `kind`; `nil` when the kind has no such key.
    public func propertyType(kind: String, key: String) -> NodePropertyType? {
        typesByKind[kind]?[key] ?? (propertiesByKind[kind] == nil ? NodeKindProperty.common.first { $0.key == key }?.type : nil)
    }
}
