import Foundation
import StateboardCore
import StateboardLayout


/// A node's properties by key, read for its kind with located errors recorded in the reader:
/// the theme decoder's `NodePropertyReader`.
struct Properties: NodePropertyReader {
    let decoder: NodeDecoder
    let entries: [String: (keyNode: YAMLValue, value: YAMLValue)]
    /// Where the node's kind key is: the place for "missing property" errors.
    let kindNode: YAMLValue
    let kind: String

    var reader: YAMLReader { decoder.reader }
    var tokens: ThemeTokens { decoder.tokens }
    var kindName: String { kind }

    subscript(key: String) -> YAMLValue? { entries[key]?.value }

    func contains(_ key: String) -> Bool { entries[key] != nil }
    func text(_ key: String) -> String? { self[key]?.text }
    func string(_ key: String) -> String? { self[key].flatMap { reader.string($0, what: "`\(key)`") } }
    /// A number, or the name of a spacing token.
    func number(_ key: String, minimum: Double?, maximum: Double?) -> Double? {
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
    func literalNumber(_ key: String, description: String, minimum: Double?) -> Double? {
        self[key].flatMap { reader.number($0, what: description, minimum: minimum) }
    }
    func integer(_ key: String, minimum: Int) -> Int? { self[key].flatMap { reader.integer($0, what: "`\(key)`", minimum: minimum) } }
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

    /// One of an enumeration's raw values, with the nearest one suggested when misspelt.
    func choice(_ key: String, among names: [String]) -> String? {
        guard let node = self[key] else { return nil }
        let what = "`\(key)`"
        guard let text = node.text else {
            reader.error("\(what) must be one of \(names.joined(separator: ", ")), not \(reader.describe(node))", at: node)
            return nil
        }
        if names.contains(text) { return text }
        let hint = nearestMatch(to: text, in: names).map { "did you mean `\($0)`?" } ?? "use one of: \(names.joined(separator: ", "))"
        reader.error("\(what) `\(text)` is not one of \(names.joined(separator: ", "))", at: node, hint: hint)
        return nil
    }

    func oneOf(_ key: String, _ values: [String], what: String) -> String? {
        guard let node = self[key], let name = reader.string(node, what: "`\(key)`") else { return nil }
        if values.contains(name) { return name }
        reader.error("\(what) `\(name)` is not one of \(values.joined(separator: ", "))", at: node,
                     hint: nearestMatch(to: name, in: values).map { "did you mean `\($0)`?" })
        return nil
    }

    /// A property the node cannot do without.
    func required(_ key: String, example: String) -> Bool {
        if self[key] != nil { return true }
        reader.error("a \(kind) needs `\(key)`", at: kindNode, hint: "for example `\(example)`")
        return false
    }

    func reportError(_ message: String, at key: String, hint: String?) {
        reader.error(message, at: self[key] ?? kindNode, hint: hint)
    }

    func nodes(_ key: String) -> [PlaceholderNode]? {
        guard let list = self[key], let items = reader.sequence(list, what: "`\(key)`") else { return nil }
        return items.compactMap { decoder.node($0) }
    }

    func assetPath(_ key: String) -> String? {
        guard let node = self[key], let path = reader.string(node, what: "`\(key)`") else { return nil }
        return decoder.resolvedPath(path, at: node)
    }

    /// A font from a text style (`styleKey`, default body) with optional `font` overrides.
    func font(styleKey: String) -> (font: FontSpec, styleName: String?) {
        let textSize = decoder.textSize
        var font: FontSpec
        var styleName: String
        if let node = self[styleKey], let name = node.text, let token = tokens.textStyles[name] {
            font = token.font(at: textSize)
            styleName = name
        } else if let node = self[styleKey], let name = node.text, TextStyle(rawValue: name) == nil, !tokens.textStyles.isEmpty {
            let names = tokens.textStyles.keys.sorted() + TextStyle.allCases.map(\.rawValue)
            reader.error("unknown text style `\(name)`", at: node,
                         hint: nearestMatch(to: name, in: names).map { "did you mean `\($0)`?" } ?? "text styles: \(names.joined(separator: ", "))")
            font = TextStyle.body.font(at: textSize)
            styleName = "body"
        } else {
            let style = choice(styleKey, TextStyle.self) ?? .body
            font = style.font(at: textSize)
            styleName = style.rawValue
        }
        guard let node = self["font"],
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
}

extension NodeDecoder {
    /// An asset path made absolute against the folder of the file it was written in (a parent
    /// theme's asset stays its own); a missing file is an error.
    func resolvedPath(_ path: String, at node: YAMLValue) -> String {
        let file = node.location.file
        let folder = file.hasPrefix("(") ? baseDirectory : (file as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? baseDirectory : folder
        switch ThemeConfinement.asset(path, in: directory) {
        case .success(let absolute): return absolute
        case .failure(let refusal): reader.error(refusal.message, at: node, hint: refusal.hint)
        }
        return (directory as NSString).appendingPathComponent(path)
    }
}
