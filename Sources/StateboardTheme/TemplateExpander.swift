import StateboardCore

/// Expands node templates: `$param` takes a parameter's value, `@key` a string of the locale
/// (its `{name}` placeholders filled from the parameters), `component: name` a component with
/// the mapping's other keys as arguments, and `if: $param` drops a node whose parameter is
/// empty, `false` or missing. Every substituted value keeps the location it was written at.
struct TemplateExpander {
    let reader: YAMLReader
    let theme: Theme
    /// The locale's strings (screen strings over theme strings).
    let strings: [String: LocatedText]
    let locale: String
    /// The parameter names the expansion used, to report state params nothing uses.
    let usage = ParameterUsage()

    private enum Expanded {
        case value(YAMLValue)
        case removed
    }

    /// The expanded value, or `nil` when an `if` removed it.
    func expand(_ value: YAMLValue, params: [String: YAMLValue], components: [String] = []) -> YAMLValue? {
        if case .value(let result) = expanded(value, params: params, components: components) { return result }
        return nil
    }

    private func expanded(_ value: YAMLValue, params: [String: YAMLValue], components: [String]) -> Expanded {
        switch value {
        case .scalar(let scalar):
            return .value(expandScalar(scalar, value: value, params: params))
        case .sequence(let items, let location):
            let kept = items.compactMap { expand($0, params: params, components: components) }
            return .value(.sequence(kept, location))
        case .mapping(let entries, let location):
            if let name = value["component"] {
                return expandComponent(name, call: entries, params: params, components: components)
            }
            var kept: [YAMLEntry] = []
            for entry in entries {
                if entry.key.text == "if" {
                    guard let condition = expand(entry.value, params: params, components: components), Self.isTruthy(condition) else {
                        return .removed
                    }
                    continue
                }
                switch expanded(entry.value, params: params, components: components) {
                case .value(let v): kept.append(YAMLEntry(key: entry.key, value: v))
                case .removed: return .removed
                }
            }
            return .value(.mapping(kept, location))
        }
    }

    static func isTruthy(_ value: YAMLValue) -> Bool {
        guard let text = value.text else { return true }
        return !value.isNull && !text.isEmpty && text != "false"
    }

    private func expandScalar(_ scalar: YAMLScalar, value: YAMLValue, params: [String: YAMLValue]) -> YAMLValue {
        let text = scalar.text
        if !scalar.isQuoted, text.hasPrefix("$"), text.count > 1 {
            let name = String(text.dropFirst())
            if let param = params[name] {
                usage.used.insert(name)
                return param
            }
            reader.error("unknown parameter `\(text)`", at: value,
                         hint: nearestMatch(to: name, in: params.keys).map { "did you mean `$\($0)`?" }
                            ?? (params.isEmpty ? "parameters are only available inside a component" : "parameters here: \(params.keys.sorted().map { "$" + $0 }.joined(separator: ", "))"))
            return value
        }
        if text.hasPrefix("@@") { return value.relocated(text: String(text.dropFirst())) }
        if text.hasPrefix("@"), text.count > 1 {
            let key = String(text.dropFirst())
            guard let string = strings[key] else {
                reader.error("no string `\(key)` for locale `\(locale)`", at: value,
                             hint: nearestMatch(to: key, in: strings.keys).map { "did you mean `@\($0)`?" }
                                ?? "add it under `strings: \(locale):` in the theme or the screen")
                return value
            }
            return value.relocated(text: fill(string.text, params: params))
        }
        return value
    }

    /// Replaces `{name}` in a string with the parameter's text.
    private func fill(_ text: String, params: [String: YAMLValue]) -> String {
        guard text.contains("{") else { return text }
        var result = text
        for (name, value) in params {
            if let replacement = value.text { result = result.replacingOccurrences(of: "{\(name)}", with: replacement) }
        }
        return result
    }

    private func expandComponent(_ nameValue: YAMLValue, call: [YAMLEntry], params: [String: YAMLValue],
                                 components: [String]) -> Expanded {
        guard let name = nameValue.text, let component = theme.components[name] else {
            reader.error("unknown component \(reader.describe(nameValue))", at: nameValue,
                         hint: nearestMatch(to: nameValue.text ?? "", in: theme.components.keys).map { "did you mean `\($0)`?" }
                            ?? "components: \(theme.components.keys.sorted().joined(separator: ", "))")
            return .removed
        }
        if components.contains(name) {
            reader.error("component `\(name)` contains itself: \((components + [name]).joined(separator: " → "))", at: nameValue,
                         hint: "a component cannot use itself, directly or through another component")
            return .value(nameValue)
        }
        var arguments: [String: YAMLValue] = [:]
        for entry in call where entry.key.text != "component" {
            guard let key = entry.key.text else { continue }
            if key == "if" {
                guard let condition = expand(entry.value, params: params), Self.isTruthy(condition) else { return .removed }
                continue
            }
            guard component.params.keys.contains(key) else {
                reader.error("component `\(name)` has no parameter `\(key)`", at: entry.key,
                             hint: nearestMatch(to: key, in: component.params.keys).map { "did you mean `\($0)`?" }
                                ?? "its parameters: \(component.params.keys.sorted().joined(separator: ", "))")
                continue
            }
            if let value = expand(entry.value, params: params, components: components) { arguments[key] = value }
        }
        var scope: [String: YAMLValue] = [:]
        for (key, fallback) in component.params {
            if arguments[key] == nil, params[key] != nil { usage.used.insert(key) }
            if let argument = arguments[key] ?? params[key] ?? fallback.flatMap({ expand($0, params: [:]) }) {
                scope[key] = argument
            } else {
                reader.error("component `\(name)` needs `\(key)`", at: nameValue, hint: "pass it: `component: \(name), \(key): …`")
            }
        }
        return expanded(component.template, params: scope, components: components + [name])
    }
}

/// The parameters an expansion used.
final class ParameterUsage: @unchecked Sendable {
    var used = Set<String>()
}
