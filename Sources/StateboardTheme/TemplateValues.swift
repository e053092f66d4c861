import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// A node's typed property values, read by its kind's `decode`: the `NodePropertyReader` of
/// themes and scene files. The values were checked against the kind's declared types when the
/// file loaded (or when a parameter was substituted), so reading them reports nothing but what
/// the kind itself finds — a required property missing, values that contradict each other, a
/// number outside tighter bounds than the kind declared — at the place the value was written.
struct TemplateValues: NodePropertyReader {
    let template: KindTemplate
    let values: [String: PropertyValue]
    /// The node's children, already built (for a kind with a `nodes` property).
    let children: [PlaceholderNode]
    let tokens: ThemeTokens
    let textSize: TextSizeCategory
    let reader: YAMLReader
    /// When a template is checked as it loads, the keys written in it: a required property
    /// written at all (as a parameter, or with a value already reported wrong) is present, one
    /// not written is reported where the kind is. `nil` when building a node.
    let written: Set<String>?
    /// Whether the device is an iPad (an image set's `ipad` files are drawn).
    let isPad: Bool

    var kindName: String { template.kind }

    func contains(_ key: String) -> Bool { values[key] != nil }

    func isWritten(_ key: String) -> Bool { contains(key) || written?.contains(key) == true || template.properties[key] != nil }

    func text(_ key: String) -> String? {
        switch values[key] {
        case .text(let text)?, .option(let text)?, .textStyle(let text)?, .spacing(let text)?, .path(let text)?: text
        case .number(let value)?: Self.format(value)
        case .integer(let value)?: String(value)
        case .bool(let value)?: String(value)
        case .corner(.capsule)?: "capsule"
        case .corner(.fixed(let radius))?: Self.format(radius)
        default: nil
        }
    }

    func string(_ key: String) -> String? { text(key) }

    func colorToken(_ name: String) -> DynamicColor? {
        tokens.colors[name] == nil ? nil : tokens.color(.named(name))
    }

    func runs(_ key: String) -> [TextRun]? {
        guard case .runs(let values)? = values[key] else { return nil }
        return values.map { value in
            var run = value.run
            if let color = value.color { run.style.color = tokens.color(color) }
            if let name = value.textStyle, let font = tokens.textStyles[name]?.font(at: textSize) ?? TextStyle(rawValue: name)?.font(at: textSize) {
                run.style.size = run.style.size ?? font.size
                run.style.weight = run.style.weight ?? font.weight
                if font.family != FontSpec.systemFamily { run.style.family = run.style.family ?? font.family }
            }
            return run
        }
    }

    func number(_ key: String, minimum: Double?, maximum: Double?) -> Double? {
        let value: Double
        switch values[key] {
        case .spacing(let name)?: return tokens.spacing[name] ?? 0
        case .number(let number)?: value = number
        case .integer(let integer)?: value = Double(integer)
        case .corner(.fixed(let radius))?: value = radius
        case .text(let text)?: guard let number = Double(text) else { return nil }; value = number
        default: return nil
        }
        if let minimum, value < minimum {
            reportError("`\(key)` must be at least \(Self.format(minimum)), not \(Self.format(value))", at: key, hint: nil)
            return nil
        }
        if let maximum, value > maximum {
            reportError("`\(key)` must be at most \(Self.format(maximum)), not \(Self.format(value))", at: key, hint: nil)
            return nil
        }
        return value
    }

    func literalNumber(_ key: String, description: String, minimum: Double?) -> Double? {
        if case .spacing? = values[key] { return nil }
        return number(key, minimum: minimum, maximum: nil)
    }

    func integer(_ key: String, minimum: Int) -> Int? {
        let value: Int
        switch values[key] {
        case .integer(let integer)?: value = integer
        case .number(let number)? where number == number.rounded() && abs(number) < 1e15: value = Int(number)
        default: return nil
        }
        guard value >= minimum else {
            reportError("`\(key)` must be at least \(minimum), not \(value)", at: key, hint: nil)
            return nil
        }
        return value
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let value)? = values[key] { return value }
        return nil
    }

    func color(_ key: String) -> DynamicColor? {
        if case .color(let value)? = values[key] { return tokens.color(value).forDevice(isPad: isPad) }
        return nil
    }

    func insets(_ key: String) -> Insets? {
        if case .insets(let value)? = values[key] { return value }
        return nil
    }

    func choice(_ key: String, among values: [String]) -> String? { text(key).flatMap { values.contains($0) ? $0 : nil } }

    func oneOf(_ key: String, _ values: [String], what: String) -> String? { choice(key, among: values) }

    func required(_ key: String, example: String) -> Bool {
        guard let written else { return contains(key) }
        if written.contains(key) { return true }
        reader.report(Diagnostic("a \(template.kind) needs `\(key)`", at: template.kindLocation, hint: "for example `\(example)`"))
        return false
    }

    /// A font from a text style (a token or a Dynamic Type style; body when none) with the
    /// `font` overrides applied in order.
    func font(styleKey: String, defaultStyle: TextStyle, overridesKey: String?) -> (font: FontSpec, styleName: String?) {
        var font = defaultStyle.font(at: textSize)
        var styleName = defaultStyle.rawValue
        if case .textStyle(let name)? = values[styleKey] {
            if let token = tokens.textStyles[name] {
                font = token.font(at: textSize)
                styleName = name
            } else if let style = TextStyle(rawValue: name) {
                font = style.font(at: textSize)
                styleName = name
            }
        }
        guard let overridesKey, case .font(let overrides)? = values[overridesKey] else { return (font, styleName) }
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
            case .name(let name):
                font.postScriptName = name
                font.weight = FontWeight(styleName: name)
                font.italic = FontWeight.isItalic(styleName: name)
            }
        }
        return (font, styleName)
    }

    func dynamicTypeScale(styleKey: String, defaultStyle: TextStyle) -> Double {
        var sized: (TextSizeCategory) -> FontSpec = { defaultStyle.font(at: $0) }
        if case .textStyle(let name)? = values[styleKey] {
            if let token = tokens.textStyles[name] {
                sized = { token.font(at: $0) }
            } else if let style = TextStyle(rawValue: name) {
                sized = { style.font(at: $0) }
            }
        }
        let atLarge = sized(.large).size
        return atLarge > 0 ? sized(textSize).size / atLarge : 1
    }

    func assetPath(_ key: String) -> String? {
        if case .path(let path)? = values[key] { return path }
        return nil
    }

    func imageAsset(_ key: String) -> ImageAssetReference? {
        if case .imageAsset(var image)? = values[key] {
            image.files = image.files(isPad: isPad)
            image.padFiles = nil
            return image
        }
        return nil
    }

    func nodes(_ key: String) -> [PlaceholderNode]? { children }

    func reportError(_ message: String, at key: String, hint: String?) {
        reader.report(Diagnostic(message, at: template.properties[key]?.location ?? template.kindLocation, hint: hint))
    }

    /// Priorities for both axes; an axis left out keeps `fallback`'s.
    func priorities(_ key: String, default fallback: AxisPriorities) -> AxisPriorities {
        guard case .priorities(let horizontal, let vertical)? = values[key] else { return fallback }
        return AxisPriorities(horizontal: horizontal ?? fallback.horizontal, vertical: vertical ?? fallback.vertical)
    }

    /// A node of `content` with the properties every kind has (`NodeKindProperty.common`).
    func node(with content: NodeContent) -> PlaceholderNode {
        var node = PlaceholderNode(content)
        node.id = text("id")
        node.width = number("width", minimum: nil, maximum: nil)
        node.height = number("height", minimum: nil, maximum: nil)
        if contains("scalesWith") {
            // UIFontMetrics.scaledValue(for:): a declared size grows with the style's text.
            let scale = dynamicTypeScale(styleKey: "scalesWith", defaultStyle: .body)
            node.width = node.width.map { $0 * scale }
            node.height = node.height.map { $0 * scale }
        }
        node.isHidden = bool("hidden") ?? false
        node.spacingAfter = number("spacingAfter", minimum: nil, maximum: nil)
        node.hugging = priorities("hugging", default: node.hugging)
        node.compressionResistance = priorities("compression", default: node.compressionResistance)
        if case .shadow(var shadow, let color)? = values["shadow"] {
            if let color { shadow.color = tokens.color(color) }
            node.shadow = shadow
        }
        return node
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
