import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// A parameter's value in one expansion: its text (a literal, or the locale's string) and where
/// it was written, which is where a conversion error is reported and an image path is relative to.
struct BoundValue: Sendable {
    var text: String
    /// `~` or nothing (false in an `if:`, and no text).
    var isEmpty: Bool
    var location: FileLocation

    /// What `if:` keeps a node for: not empty, not `false`.
    var isTruthy: Bool { !isEmpty && !text.isEmpty && text != "false" }

    /// The value as a scalar, for converting it to the type of the property it is substituted in.
    var scalar: YAMLValue { .scalar(YAMLScalar(text: text, isNull: isEmpty, isQuoted: true, location: location)) }
}

/// Expands typed node templates into nodes: `$param` takes a parameter's value, `@key` a string
/// of the locale (its `{name}` placeholders filled from the parameters), a component use the
/// component's template with its arguments, and an `if:` whose value is empty or `false` drops
/// its node. Literals were checked when the theme loaded; only a substituted value is converted
/// here, and a value that does not fit its property is reported where the value was written.
struct TemplateExpander {
    let reader: YAMLReader
    let theme: Theme
    /// The locale's strings (screen strings over theme strings).
    let strings: [String: LocatedText]
    let locale: String
    private(set) var builder: NodeBuilder
    let converter: PropertyDecoder
    /// Keys of `strings` whose text is the base locale's, not the locale's: the app's own
    /// translation (`localizations`) is shown before them.
    var untranslatedStrings: Set<String> = []
    /// The parameter names the expansion used, to report state params nothing uses.
    let usage = ParameterUsage()
    /// The app strings (`localizations`) the expansion used, and which form of each.
    let appStringLog = AppStringLog()
    /// The device idiom a String Catalog's `device` variations and an image set's files are
    /// chosen by (`iphone`, `ipad`).
    var deviceIdiom = "iphone" { didSet { builder.isPad = deviceIdiom == "ipad" } }
    /// Parameters every template may use, set from the variant: `$standardTextSize` is true below
    /// the accessibility sizes, `$accessibilityTextSize` at them (for `if:`, e.g. to drop a
    /// decorative image where text needs the room, as Apple's HIG suggests); `$compactWidth` and
    /// `$regularWidth` by the screen's horizontal size class.
    let variantParams: [String: BoundValue]
    static let variantParameters = Set(variantParams(for: .large, widthClass: .compact).keys)

    static func variantParams(for textSize: TextSizeCategory, widthClass: WidthClass) -> [String: BoundValue] {
        let here = FileLocation(file: BuiltInTheme.file, line: 1, column: 1)
        func flag(_ on: Bool) -> BoundValue { BoundValue(text: on ? "true" : "", isEmpty: !on, location: here) }
        return [
            "standardTextSize": flag(!textSize.isAccessibility), "accessibilityTextSize": flag(textSize.isAccessibility),
            "compactWidth": flag(widthClass == .compact), "regularWidth": flag(widthClass == .regular),
        ]
    }

    /// An expander for one variant: spacing tokens take their value for `widthClass`.
    init(
        reader: YAMLReader, theme: Theme, strings: [String: LocatedText], locale: String, textSize: TextSizeCategory,
        widthClass: WidthClass = .compact
    ) {
        var theme = theme
        theme.tokens = theme.tokens.forWidthClass(widthClass)
        self.reader = reader; self.theme = theme; self.strings = strings; self.locale = locale
        variantParams = Self.variantParams(for: textSize, widthClass: widthClass)
        builder = NodeBuilder(
            tokens: theme.tokens, textSize: textSize, kinds: theme.kinds, reader: reader,
            lineBreakStrategy: theme.screenDefaults.effectiveLineBreakStrategy)
        converter = PropertyDecoder(reader: reader, tokens: theme.tokens, baseDirectory: theme.folder)
    }

    /// The params of a state or screen: literals as written, `@key` strings filled from the literals.
    func bindings(_ params: [String: Located<TemplateScalar>]) -> [String: BoundValue] {
        var literals = variantParams
        for (name, value) in params where !Self.isString(value.value) {
            literals[name] = evaluate(value, params: [:])
        }
        var result = literals
        for (name, value) in params where Self.isString(value.value) {
            let stringsBefore = usage.strings
            let (bound, problems) = reader.holdingBack { evaluate(value, params: literals) }
            result[name] = bound
            usage.heldBack[name] = HeldBackParameter(problems: problems, strings: usage.strings.subtracting(stringsBefore))
            usage.strings = stringsBefore
        }
        return result
    }

    private static func isString(_ scalar: TemplateScalar) -> Bool {
        if case .string = scalar { return true }
        return false
    }

    /// A scalar's value with `params`; `nil` (and an error) for an unknown parameter or string.
    func evaluate(_ scalar: Located<TemplateScalar>, params: [String: BoundValue]) -> BoundValue? {
        switch scalar.value {
        case .literal(let text): return BoundValue(text: text, isEmpty: false, location: scalar.location)
        case .empty: return BoundValue(text: "", isEmpty: true, location: scalar.location)
        case .parameter(let name):
            if let value = params[name] {
                usage.used.insert(name)
                release(name)
                return value
            }
            if release(name) { return nil }
            reader.report(.unknownParameter(name, at: scalar.location, known: params.keys))
            return nil
        case .string(let key):
            return string(StringReference(key), params: params, at: scalar.location)
        }
    }

    /// Replaces `{name}` in a string with the parameter's text, the filled text held to
    /// `stringLength` while it grows. In a theme's own string (`strict`), a `{name}` no
    /// parameter fills is an error at `location` naming the parameters there are; an app's
    /// string keeps it as written (its text may hold braces of its own).
    func fill(
        _ text: String, params: [String: BoundValue], strict: Bool,
        at location: FileLocation? = nil
    ) throws(FormatSpecifiers.Problem) -> String {
        guard text.contains("{") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = BoundedText(location: location)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "{", let close = scalars[(i + 1)...].prefix(Self.longestPlaceholder).firstIndex(where: { $0 == "}" || $0 == "{" }),
                scalars[close] == "}"
            else {
                try result.append(scalars[i]); i += 1; continue
            }
            let name = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
            if let value = params[name] {
                usage.used.insert(name)
                release(name)
                try result.append(value.text)
                i = close + 1
                continue
            }
            if release(name) {
                i = close + 1
                continue
            }
            if strict, Self.isPlaceholderName(name) {
                let available = params.keys.filter { !Self.variantParameters.contains($0) }
                throw FormatSpecifiers.Problem(
                    message: "`{\(PrintableText.escaped(name, limit: 100))}` names no parameter",
                    hint: (nearestMatch(to: name, in: available).map { "did you mean `{\($0)}`? " } ?? "")
                        + (available.isEmpty
                            ? "no parameters are given here; give the state or screen `params:`"
                            : "parameters here: \(available.sorted().joined(separator: ", "))"),
                    location: location)
            }
            try result.append(scalars[i]); i += 1
        }
        return result.text
    }

    /// Parameter `name` is shown: the strings its `@key` value took count as shown, and what
    /// resolving it found wrong is reported (once). True when something was wrong.
    @discardableResult
    func release(_ name: String) -> Bool {
        guard let held = usage.heldBack.removeValue(forKey: name) else { return usage.failedParameters.contains(name) }
        usage.used.insert(name)
        usage.strings.formUnion(held.strings)
        held.problems.forEach(reader.report)
        if !held.problems.isEmpty { usage.failedParameters.insert(name) }
        return !held.problems.isEmpty
    }

    /// The longest `{name}` looked for: parameter names are short identifiers.
    private static let longestPlaceholder = 101

    /// Whether `{name}` reads as a placeholder (an identifier), not braces in the text.
    private static func isPlaceholderName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }
    }

    /// The node, or `nil` when an `if:` dropped it (or it could not be built; the error is recorded).
    func node(_ template: NodeTemplate, params: [String: BoundValue], components: [String] = []) -> PlaceholderNode? {
        for condition in template.conditions {
            guard let value = evaluate(condition, params: params), value.isTruthy else { return nil }
        }
        switch template.body {
        case .component(let use):
            return component(use, params: params, components: components)
        case .kind(let kind):
            var values: [String: PropertyValue] = [:]
            var origins: [String: FileLocation] = [:]
            for (key, property) in kind.properties {
                let substituted: TemplateScalar
                switch property.template {
                case .value(let value):
                    values[key] = value
                    origins[key] = property.location
                    continue
                case .parameter(let name): substituted = .parameter(name)
                case .string(let stringKey): substituted = .string(key: stringKey)
                }
                guard let type = theme.kinds.propertyType(kind: kind.kind, key: key),
                    let binding = evaluate(Located(substituted, at: property.location), params: params)
                else { continue }
                values[key] = converter.decode(binding.scalar, as: type, key: key)
                origins[key] = binding.location
            }
            let children = kind.children.compactMap { node($0, params: params, components: components) }
            var built = builder.node(kind, values: values, children: children)
            built?.origin = NodeOrigin(node: template.location, properties: origins)
            return built
        }
    }

    private func component(_ use: ComponentUse, params: [String: BoundValue], components: [String]) -> PlaceholderNode? {
        // Unknown components, arguments and cycles are reported when the theme loads; these
        // guards only keep a theme loaded with errors (`validate`) from going wrong.
        guard let component = theme.components[use.name] else {
            reader.report(.unknownComponent(use.name, at: use.nameLocation, known: theme.components.keys))
            return nil
        }
        guard !components.contains(use.name) else { return nil }
        var arguments: [String: BoundValue] = [:]
        for (key, argument) in use.arguments where component.params.keys.contains(key) {
            if let value = evaluate(argument.value, params: params) { arguments[key] = value }
        }
        var scope: [String: BoundValue] = [:]
        for (key, fallback) in component.params {
            if arguments[key] == nil, params[key] != nil { usage.used.insert(key) }
            if let value = arguments[key] ?? params[key] ?? fallback.flatMap({ evaluate($0, params: [:]) }) {
                scope[key] = value
            } else if use.arguments[key] == nil, !release(key) {
                // A param whose own `@key` failed is reported at the user's reference (by
                // `release`); "needs `title`" would only repeat it, at a component the user
                // may not be able to open (the built-in `placeholder`).
                reader.report(.missingArgument(key, of: use.name, at: use.nameLocation))
            }
        }
        for (key, value) in variantParams where scope[key] == nil { scope[key] = value }
        var expanded = node(component.template, params: scope, components: components + [use.name])
        expanded?.origin?.component = use.nameLocation
        return expanded
    }
}

/// The parameters an expansion used, and the keys of the theme's strings it drew.
/// What resolving a `@key` parameter found, kept until something shows the parameter.
struct HeldBackParameter {
    /// What was wrong (a string missing in the locale).
    var problems: [Diagnostic]
    /// The theme's strings its value took (what `validate` asks translations of).
    var strings: Set<String>
}

final class ParameterUsage {
    var used = Set<String>()
    /// What resolving a `@key` parameter found wrong (a string missing in the locale), by
    /// parameter: reported only when something uses the parameter, so a state whose node does
    /// not show the built-in message needs no `@empty.message` in its locales.
    var heldBack: [String: HeldBackParameter] = [:]
    /// Parameters whose held-back problems were reported: a later use reports nothing more.
    var failedParameters = Set<String>()
    /// Keys of the theme's (or screen's) `strings` the expansion took a text from.
    var strings = Set<String>()
}
