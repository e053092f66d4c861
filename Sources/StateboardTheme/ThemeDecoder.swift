import Foundation
import StateboardCore

/// Decodes a theme file's sections and lays them over its parent theme.
struct ThemeDecoder {
    let reader: YAMLReader
    let folder: String
    /// The app's own error kinds known so far (the parent's and this file's `errorKinds`).
    var errorKinds: Set<ErrorKind> = []

    func decode(_ values: [String: YAMLValue], over parent: Theme, document: YAMLValue) -> Theme {
        var theme = parent
        if let value = values["errorKinds"] { theme.errorKinds.formUnion(errorKinds(value)) }
        var decoder = self
        decoder.errorKinds = theme.errorKinds
        return decoder.decodeSections(values, into: theme, over: parent)
    }

    private func decodeSections(_ values: [String: YAMLValue], into theme: Theme, over parent: Theme) -> Theme {
        var theme = theme
        theme.folder = folder
        theme.files = [reader.file] + parent.files
        theme.name = values["name"].flatMap { reader.string($0, what: "`name`") } ?? (folder as NSString).lastPathComponent
        if let value = values["baseLocale"], let locale = reader.string(value, what: "`baseLocale`") { theme.baseLocale = locale }
        if let value = values["assets"] {
            var own = AssetsSection(reader: reader, folder: folder).catalog(value)
            own.add(parent.tokens.assets)  // this theme's catalogs before its parent's
            theme.tokens.assets = own
        }
        if let value = values["tokens"] { decodeTokens(value, into: &theme.tokens) }
        if let value = values["strings"] { merge(strings(value), into: &theme.strings) }
        if let value = values["localizations"] {
            var own = LocalizationsSection(reader: reader, folder: folder, baseLocale: theme.baseLocale).strings(value)
            own.add(parent.appStrings)  // this theme's files before its parent's
            theme.appStrings = own
        }
        if let value = values["fonts"] { theme.fontPaths += fonts(value) }
        if let value = values["glyphs"] { GlyphsSection(reader: reader, folder: folder).decode(value, into: &theme) }
        if let value = values["devices"] { theme.devices = devices(value) + parent.devices }
        // Node trees and the other template values are decoded against the tokens so far (the
        // parent's and this file's); tokens they name are looked up again when a screen resolves.
        let templates = TemplateDecoder(reader: reader, tokens: theme.tokens, folder: folder, kinds: theme.kinds)
        if let value = values["components"] {
            for component in components(value, templates) { theme.components[component.name] = component }
        }
        if let value = values["defaults"] { decodeDefaults(value, templates, into: &theme.screenDefaults) }
        if let value = values["states"] {
            for (key, spec) in states(value, what: "`states`", templates) {
                theme.states[key] = theme.states[key].map { $0.overridden(by: spec) } ?? spec
            }
        }
        if let value = values["traits"] {
            for trait in traits(value, templates) { theme.traits[trait.name] = trait }
        }
        // Decided: screens describe one app, so a theme that lists its own has exactly those (a
        // parent's look, states and strings carry over; its screens do not). Likewise a theme's
        // own matrix starts its references afresh unless it also gives a `snapshots` section.
        if let value = values["screens"] { theme.screens = self.screens(value, templates) }
        if let value = values["matrix"] {
            theme.matrix = matrix(value, devices: theme)
            theme.snapshots = nil
            theme.snapshotTolerance = Tolerance()
        }
        if let value = values["lint"] {
            for (rule, setting) in lintSettings(value, screens: theme.screens.map(\.name), nodeIDs: theme.declaredNodeIDs) { theme.lint[rule] = setting }
        }
        if let value = values["snapshots"] {
            var tolerance = theme.snapshotTolerance
            theme.snapshots = snapshots(value, devices: theme, tolerance: &tolerance)
            theme.snapshotTolerance = tolerance
        }
        return theme
    }

    /// `errorKinds: [unauthorized, maintenance]`: an app's own error kinds, whose states
    /// (`error.unauthorized`) a theme may style; they fall back to `error`.
    private func errorKinds(_ value: YAMLValue) -> [ErrorKind] {
        guard let items = reader.sequence(value, what: "`errorKinds`") else { return [] }
        return items.compactMap { item -> ErrorKind? in
            guard let name = reader.string(item, what: "an error kind") else { return nil }
            guard let kind = ErrorKind(rawValue: name) else {
                reader.error(
                    "`\(name)` is not an error kind's name", at: item,
                    hint: "a letter, then letters, digits, _ or -, like `unauthorized`")
                return nil
            }
            if ErrorKind.builtIn.contains(kind) {
                reader.error(
                    "`\(name)` is built in", at: item,
                    hint: "list only the app's own kinds; built in: \(ErrorKind.builtIn.map(\.rawValue).joined(separator: ", "))")
            }
            return kind
        }
    }

    // MARK: tokens

    private func decodeTokens(_ value: YAMLValue, into tokens: inout ThemeTokens) {
        guard let entries = reader.mapping(value, allowed: ["colors", "spacing", "textStyles"], what: "`tokens`") else { return }
        for (key, _, section) in entries {
            if key == "colors" { decodeColors(section, into: &tokens); continue }
            for entry in namedEntries(section, what: "`tokens.\(key)`") {
                tokens.definitions["\(key).\(entry.name)"] = entry.key.location
                switch key {
                case "spacing": decodeSpacing(entry.value, name: entry.name, into: &tokens)
                default: tokens.textStyles[entry.name] = textStyle(entry.value, name: entry.name) ?? TextStyleToken()
                }
            }
        }
    }

    /// Color tokens: each a color, or the name of another color token (`brand: accent`, of this
    /// theme or one it extends; a token name wins over a system color's), followed to its color.
    /// A chain that comes back to where it started is refused at the first token written in it.
    private func decodeColors(_ section: YAMLValue, into tokens: inout ThemeTokens) {
        let entries = namedEntries(section, what: "`tokens.colors`")
        let names = Set(entries.map(\.name))
        var aliases: [String: (target: String, node: YAMLValue)] = [:]
        for entry in entries {
            tokens.definitions["colors.\(entry.name)"] = entry.key.location
            tokens.colorAliases[entry.name] = nil
            if let text = entry.value.text, !text.hasPrefix("#"), !text.hasPrefix("asset("),
                names.contains(text) || tokens.colors[text] != nil,
                !(text == entry.name && SystemColor.named(text) != nil)
            {  // `label: label` is the system color
                aliases[entry.name] = (text, entry.value)
                continue
            }
            // A rejected token still exists (as a placeholder), so its uses raise no follow-on errors.
            tokens.colors[entry.name] = reader.color(entry.value, what: "color token `\(entry.name)`", assets: tokens.assets) ?? .clear
        }
        var reportedCircles = Set<String>()
        for entry in entries {
            guard let alias = aliases[entry.name] else { continue }
            var chain = [entry.name]
            var target = alias.target
            while let next = aliases[target], !chain.contains(target) {
                chain.append(target)
                target = next.target
            }
            tokens.colorAliases[entry.name] = alias.target
            if let start = chain.firstIndex(of: target) {
                // A circle: refused once, at the first of its tokens written; one leading into it is left to that error.
                let circle = Array(chain[start...])
                if circle.first == entry.name, reportedCircles.isDisjoint(with: circle) {
                    reportedCircles.formUnion(circle)
                    reader.error(
                        "color token `\(entry.name)` names itself: \((circle + [target]).map { "`\($0)`" }.joined(separator: " → "))",
                        at: alias.node, hint: "give one of them a color (`#RRGGBB`, a system color such as `systemBlue`)")
                }
                tokens.colors[entry.name] = .clear
                continue
            }
            tokens.colors[entry.name] = tokens.colors[target] ?? .clear
        }
    }

    /// A spacing token: one number, or `{ compact: N, regular: N }` for a value per width class
    /// (as ContentUnavailableView's spacings differ on an iPhone and an iPad).
    private func decodeSpacing(_ value: YAMLValue, name: String, into tokens: inout ThemeTokens) {
        let what = "spacing token `\(name)`"
        tokens.regularWidthSpacing[name] = nil  // a theme's own value replaces an extended one whole
        guard value.text == nil else {
            tokens.spacing[name] = reader.number(value, what: what) ?? 0
            return
        }
        tokens.spacing[name] = 0
        guard let entries = reader.mapping(value, allowed: ["compact", "regular"], what: what) else { return }
        var values: [String: Double] = [:]
        for (key, _, v) in entries { values[key] = reader.number(v, what: "`\(name).\(key)`") }
        guard let compact = values["compact"], let regular = values["regular"] else {
            if entries.count == values.count {
                reader.error(
                    "\(what) needs both `compact` and `regular`", at: value,
                    hint: "write one number for every width, or both: { compact: 10, regular: 22 }")
            }
            return
        }
        tokens.spacing[name] = compact
        tokens.regularWidthSpacing[name] = regular
    }

    private func textStyle(_ value: YAMLValue, name: String) -> TextStyleToken? {
        if value.text != nil {
            return reader.choice(value, TextStyle.self, what: "text style `\(name)`").map { TextStyleToken(style: $0) }
        }
        let keys = ["style", "family", "size", "weight", "italic", "lineHeight", "letterSpacing"]
        guard let entries = reader.mapping(value, allowed: keys, what: "text style `\(name)`") else { return nil }
        var token = TextStyleToken()
        for (key, _, v) in entries {
            let what = "`\(name).\(key)`"
            switch key {
            case "style": token.style = reader.choice(v, TextStyle.self, what: what)
            case "family": token.family = reader.string(v, what: what)
            case "size": token.size = reader.number(v, what: what, minimum: 1)
            case "weight": token.weight = reader.choice(v, FontWeight.self, what: what)
            case "italic": token.italic = reader.bool(v, what: what)
            case "lineHeight": token.lineHeight = reader.number(v, what: what, minimum: 1)
            default: token.letterSpacing = reader.number(v, what: what)
            }
        }
        return token
    }

    // MARK: strings, fonts, devices

    func strings(_ value: YAMLValue) -> [String: [String: LocatedText]] {
        var result: [String: [String: LocatedText]] = [:]
        for locale in namedEntries(value, what: "`strings`") {
            var table: [String: LocatedText] = [:]
            for entry in namedEntries(locale.value, what: "strings for `\(locale.name)`") {
                if let text = reader.string(entry.value, what: "string `\(entry.name)`") {
                    table[entry.name] = LocatedText(text: text, location: entry.value.location)
                }
            }
            result[locale.name] = table
        }
        return result
    }

    func merge(_ strings: [String: [String: LocatedText]], into target: inout [String: [String: LocatedText]]) {
        for (locale, table) in strings { target[locale, default: [:]].merge(table) { _, new in new } }
    }

    private func fonts(_ value: YAMLValue) -> [String] {
        (reader.sequence(value, what: "`fonts`") ?? []).flatMap { item -> [String] in
            guard let path = reader.string(item, what: "a font path") else { return [] }
            return FontVetting.files(path, in: folder, at: item, reader: reader)
        }
    }

    private func devices(_ value: YAMLValue) -> [Device] {
        let keys = ["id", "name", "width", "height", "scale", "safeArea", "landscapeSafeArea", "cornerRadius", "statusBarHeight", "isPad"]
        return (reader.sequence(value, what: "`devices`") ?? []).compactMap { item in
            guard let entries = reader.mapping(item, allowed: keys, what: "a device") else { return nil }
            let v = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            guard let idNode = v["id"], let id = reader.string(idNode, what: "`id`") else {
                reader.error("a device needs an `id`", at: item, hint: "for example `{ id: kiosk, width: 800, height: 600, scale: 2 }`")
                return nil
            }
            guard let width = v["width"].flatMap({ reader.number($0, what: "`width`", minimum: 1) }),
                let height = v["height"].flatMap({ reader.number($0, what: "`height`", minimum: 1) })
            else {
                reader.error("device `\(id)` needs `width` and `height` in points", at: item)
                return nil
            }
            let safeArea = v["safeArea"].flatMap { reader.insets($0, what: "`safeArea`") } ?? .zero
            return Device(
                id: id, name: v["name"].flatMap { reader.string($0, what: "`name`") } ?? id,
                size: LayoutSize(width: width, height: height),
                scale: v["scale"].flatMap { reader.number($0, what: "`scale`", minimum: 0.5, maximum: 4) } ?? 2,
                safeArea: safeArea,
                landscapeSafeArea: v["landscapeSafeArea"].flatMap { reader.insets($0, what: "`landscapeSafeArea`") } ?? safeArea,
                cornerRadius: v["cornerRadius"].flatMap { reader.number($0, what: "`cornerRadius`", minimum: 0) } ?? 0,
                statusBarHeight: v["statusBarHeight"].flatMap { reader.number($0, what: "`statusBarHeight`", minimum: 0) } ?? safeArea.top,
                isPad: v["isPad"].flatMap { reader.bool($0, what: "`isPad`") } ?? false)
        }
    }

    /// A mapping with names of the author's choosing as keys.
    func namedEntries(_ value: YAMLValue, what: String) -> [(name: String, key: YAMLValue, value: YAMLValue)] {
        guard let entries = value.entries else {
            if !value.isNull { reader.error("\(what) must be a mapping of names to values, not \(reader.describe(value))", at: value) }
            return []
        }
        return entries.compactMap { entry in
            guard let name = entry.key.text else {
                reader.error("a name in \(what) must be a plain word", at: entry.key)
                return nil
            }
            return (name, entry.key, entry.value)
        }
    }
}
