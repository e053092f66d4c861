import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// A node property's type, as its kind declares it (`NodeKindProperty.type`).
typealias PropertyType = NodePropertyType

/// Decodes one property value of a known type, recording problems in the reader. The theme's
/// tokens decide what a name means; image paths are relative to the file the value is written in.
struct PropertyDecoder {
    let reader: YAMLReader
    let tokens: ThemeTokens
    /// The folder for image paths written in the built-in theme.
    let baseDirectory: String

    func decode(_ value: YAMLValue, as type: PropertyType, key: String) -> PropertyValue? {
        let what = "`\(key)`"
        switch type {
        case .text: return reader.string(value, what: what).map(PropertyValue.text)
        case .richText: return richText(value, key: key)
        case .shadow: return shadow(value, key: key)
        case .number(let minimum, let maximum): return number(value, key: key, minimum: minimum, maximum: maximum)
        case .integer(let minimum): return reader.integer(value, what: what, minimum: minimum).map(PropertyValue.integer)
        case .bool: return reader.bool(value, what: what).map(PropertyValue.bool)
        case .color: return color(value, key: key).map(PropertyValue.color)
        case .insets: return reader.insets(value, what: what).map(PropertyValue.insets)
        case .priorities: return priorities(value, what: what)
        case .option(let names): return reader.choice(value, names: names, what: what).map(PropertyValue.option)
        case .textStyle: return textStyle(value, key: key)
        case .font: return font(value).map(PropertyValue.font)
        case .path:
            guard let path = reader.string(value, what: what) else { return nil }
            return resolvedPath(path, at: value).map(PropertyValue.path)
        case .imageAsset: return imageAsset(value, key: key).map(PropertyValue.imageAsset)
        case .corner:
            if value.text == "capsule" { return .corner(.capsule) }
            return reader.number(value, what: "`corner` (a radius in points, or `capsule`)", minimum: 0).map { .corner(.fixed($0)) }
        case .oneOf(let names, let description):
            guard let name = reader.string(value, what: what) else { return nil }
            guard names.contains(name) else {
                reader.error(
                    "\(description) `\(name)` is not one of \(names.joined(separator: ", "))", at: value,
                    hint: nearestMatch(to: name, in: names).map { "did you mean `\($0)`?" })
                return nil
            }
            return .option(name)
        case .nodes:
            reader.error("`\(key)` takes a list of nodes", at: value)
            return nil
        }
    }

    /// A number, or the name of a spacing token.
    private func number(_ value: YAMLValue, key: String, minimum: Double?, maximum: Double?) -> PropertyValue? {
        if let name = value.text, tokens.spacing[name] != nil { return .spacing(name) }
        if let name = value.text, Double(name) == nil, !tokens.spacing.isEmpty {
            reader.error(
                "`\(key)` must be a number or a spacing token, not `\(name)`", at: value,
                hint: nearestMatch(to: name, in: tokens.spacing.keys).map { "did you mean `\($0)`?" }
                    ?? "spacing tokens: \(tokens.spacing.keys.sorted().joined(separator: ", "))")
            return nil
        }
        return reader.number(value, what: "`\(key)`", minimum: minimum, maximum: maximum).map(PropertyValue.number)
    }

    /// A color, or the name of a color token or system color.
    func color(_ value: YAMLValue, key: String) -> ColorValue? {
        if let name = value.text, tokens.colors[name] != nil || (!name.hasPrefix("#") && SystemColor.named(name) != nil) {
            return .named(name)
        }
        if let name = value.text, !name.hasPrefix("#"), !name.hasPrefix("asset("), let near = nearestMatch(to: name, in: tokens.colors.keys) {
            reader.error("unknown color `\(name)` for `\(key)`", at: value, hint: "did you mean the token `\(near)`?")
            return nil
        }
        return reader.color(value, what: "`\(key)`", assets: tokens.assets).map(ColorValue.literal)
    }

    /// An image set of the theme's asset catalogs, by name; an unknown name is reported with the nearest.
    private func imageAsset(_ value: YAMLValue, key: String) -> ImageAssetReference? {
        guard let name = reader.string(value, what: "`\(key)`") else { return nil }
        if let image = tokens.assets.images[name] { return image }
        if let set = tokens.assets.unreadable[name] {
            reader.unreadableAssetUsed(name, set, at: value, what: "`\(key)`")
            return nil
        }
        let names = tokens.assets.images.keys.sorted()
        let hint =
            names.isEmpty
            ? "declare the app's catalogs first: `assets: [../App/Assets.xcassets]`"
            : nearestMatch(to: name, in: names).map { "did you mean `\($0)`?" } ?? "image sets: \(names.prefix(12).joined(separator: ", "))"
        reader.error("no image set `\(name)` in the theme's asset catalogs", at: value, hint: hint)
        return nil
    }

    /// Priorities as one number (both axes) or `{ horizontal: …, vertical: … }`, each 1…1000.
    private func priorities(_ value: YAMLValue, what: String) -> PropertyValue? {
        if value.text != nil {
            return reader.number(value, what: what, minimum: 1, maximum: 1000).map { .priorities(horizontal: $0, vertical: $0) }
        }
        guard let entries = reader.mapping(value, allowed: ["horizontal", "vertical"], what: what) else { return nil }
        var horizontal: Double?, vertical: Double?
        for (key, _, v) in entries {
            guard let priority = reader.number(v, what: "\(what).\(key)", minimum: 1, maximum: 1000) else { continue }
            if key == "horizontal" { horizontal = priority } else { vertical = priority }
        }
        return .priorities(horizontal: horizontal, vertical: vertical)
    }

    func textStyle(_ value: YAMLValue, key: String) -> PropertyValue? {
        if let name = value.text, tokens.textStyles[name] != nil || TextStyle(rawValue: name) != nil { return .textStyle(name) }
        if let name = value.text, !tokens.textStyles.isEmpty {
            let names = tokens.textStyles.keys.sorted() + TextStyle.allCases.map(\.rawValue)
            reader.error(
                "unknown text style `\(name)`", at: value,
                hint: nearestMatch(to: name, in: names).map { "did you mean `\($0)`?" } ?? "text styles: \(names.joined(separator: ", "))")
            return nil
        }
        return reader.choice(value, TextStyle.self, what: "`\(key)`").map { .textStyle($0.rawValue) }
    }

    private func font(_ value: YAMLValue) -> [FontOverride]? {
        guard let entries = reader.mapping(value, allowed: ["name", "family", "size", "weight", "italic", "lineHeight", "letterSpacing"], what: "`font`")
        else { return nil }
        return entries.compactMap { key, _, v in
            switch key {
            case "family": reader.string(v, what: "`font.family`").map(FontOverride.family)
            case "name": postScriptName(v)
            case "size": reader.number(v, what: "`font.size`", minimum: 1).map(FontOverride.size)
            case "weight": reader.choice(v, FontWeight.self, what: "`font.weight`").map(FontOverride.weight)
            case "italic": reader.bool(v, what: "`font.italic`").map(FontOverride.italic)
            case "lineHeight": reader.number(v, what: "`font.lineHeight`", minimum: 1).map(FontOverride.lineHeight)
            default: reader.number(v, what: "`font.letterSpacing`").map(FontOverride.letterSpacing)
            }
        }
    }

    /// A PostScript name: printable ASCII without spaces, at most 127 characters (as the
    /// OpenType `name` table allows).
    private func postScriptName(_ value: YAMLValue) -> FontOverride? {
        guard let name = reader.string(value, what: "`font.name`") else { return nil }
        guard !name.isEmpty, name.count <= 127, name.unicodeScalars.allSatisfy({ $0.value > 32 && $0.value < 127 && !"[](){}<>/%".unicodeScalars.contains($0) })
        else {
            reader.error(
                "`font.name` `\(PrintableText.escaped(name, limit: 60))` is not a PostScript name", at: value,
                hint: "a PostScript name is printable ASCII without spaces, like HelveticaNeue-Light; a family name goes in `family`")
            return nil
        }
        return .name(name)
    }

    /// An asset path made absolute against the folder of the file it was written in (a parent
    /// theme's asset stays its own); a missing file is an error.
    private func resolvedPath(_ path: String, at node: YAMLValue) -> String? {
        let file = node.location.file
        let folder = file.hasPrefix("(") ? baseDirectory : (file as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? baseDirectory : folder
        switch ThemeConfinement.asset(path, in: directory) {
        case .success(let absolute): return absolute
        case .failure(let refusal): reader.error(refusal.message, at: node, hint: refusal.hint); return nil
        }
    }
}
