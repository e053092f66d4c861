import StateboardAppFiles
import StateboardCore

extension Theme {
    /// The strings a locale sees, as `Bundle` finds an app's: the locale's own, else its
    /// fallback's (`LocaleFallback`: `en-GB` → `en`, `zh-HK` → `zh-Hant`, … then the base
    /// locale), the screen's over the theme's; a pseudo-locale transforms the base locale's.
    func strings(for locale: LocaleInfo, screen: Screen?) -> [String: LocatedText] { stringTable(for: locale, screen: screen).strings }

    /// `strings(for:screen:)`, and the keys whose text is only the base locale's (no translation
    /// for the locale or one it falls back through): an app's translation is shown before those.
    func stringTable(for locale: LocaleInfo, screen: Screen?) -> (strings: [String: LocatedText], untranslated: Set<String>) {
        let sources = stringSources(for: locale, screen: screen)
        var table = sources.mapValues(\.text)
        if let pseudo = locale.pseudo {
            table = table.mapValues { LocatedText(text: pseudo.transform($0.text), location: $0.location) }
            return (table, [])
        }
        guard LocaleFallback.bestMatch(for: locale.identifier, among: [baseLocale]) == nil else { return (table, []) }
        return (table, Set(sources.filter { $0.value.locale == baseLocale }.keys))
    }

    /// Each string a locale sees and the locale it was taken from (`en` for `en-GB` when the
    /// theme has no `en-GB` text), before any pseudo-locale transformation.
    func stringSources(for locale: LocaleInfo, screen: Screen?) -> [String: (text: LocatedText, locale: String)] {
        let requested = locale.pseudo != nil ? baseLocale : locale.identifier
        var table: [String: (text: LocatedText, locale: String)] = [:]
        let available = Set(strings.keys).union(screen?.strings.keys ?? [:].keys)
        // Least specific first, so that the better locale's text overwrites; within a locale,
        // the screen's over the theme's.
        for found in LocaleFallback.lookupOrder(for: requested, among: available, developmentLanguage: baseLocale).reversed() {
            for (key, text) in strings[found] ?? [:] { table[key] = (text, found) }
            for (key, text) in screen?.strings[found] ?? [:] { table[key] = (text, found) }
        }
        // The built-in strings were written in English: a theme whose base locale they lack
        // shows their English text, never a missing string.
        for (key, text) in strings["en"] ?? [:] where table[key] == nil && text.location.file == BuiltInTheme.file {
            table[key] = (text, "en")
        }
        return table
    }

    /// Whether the text of `key` that `locale` sees (on `screen`) is written for it: in the
    /// locale or one it falls back through (`en` for `en-GB`), not only in the base locale.
    public func translatesString(_ key: String, into locale: String, screen: Screen? = nil) -> Bool {
        guard let source = stringSources(for: LocaleInfo(locale), screen: screen)[key] else { return false }
        return source.locale != baseLocale || LocaleFallback.bestMatch(for: locale, among: [baseLocale]) != nil
    }

    /// The theme every theme extends: iOS 17's `ContentUnavailableView` look (components
    /// `placeholder` and `loadingIndicator`, built-in strings in the languages iOS ships: `BuiltInStrings`).
    public static var builtIn: Theme { BuiltInTheme.theme }

    /// One of the theme's components expanded with `arguments` (a value may be a `@key` string
    /// of the theme), in a locale, text size and width class: the same tree a state using it
    /// resolves to.
    ///
    /// ```swift
    /// let node = try Theme.builtIn.component("placeholder", arguments: ["image": "icons/tray.svg",
    ///                                         "title": "No Mail", "action": "@retry"])
    /// ```
    public func component(
        _ name: String, arguments: [String: String] = [:], locale: LocaleInfo = LocaleInfo("en"),
        textSize: TextSizeCategory = .large,
        widthClass: WidthClass = .compact
    ) throws(DiagnosticsError) -> PlaceholderNode {
        let here = FileLocation(file: "(Swift)", line: 1, column: 1)
        guard let component = components[name] else {
            throw DiagnosticsError([
                Diagnostic(
                    "no component `\(name)` in theme `\(self.name)`", at: here,
                    hint: nearestMatch(to: name, in: components.keys).map { "did you mean `\($0)`?" }
                        ?? "components: \(components.keys.sorted().joined(separator: ", "))")
            ])
        }
        var problems: [Diagnostic] = []
        for key in arguments.keys.sorted() where component.params[key] == nil {
            problems.append(
                Diagnostic(
                    "component `\(name)` has no parameter `\(key)`", at: here,
                    hint: "parameters: \(component.params.keys.sorted().joined(separator: ", "))"))
        }
        for (key, fallback) in component.params.sorted(by: { $0.key < $1.key }) where fallback == nil && arguments[key] == nil {
            problems.append(Diagnostic("component `\(name)` needs `\(key)`", at: here))
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        let reader = YAMLReader(file: "(Swift)")
        let expander = TemplateExpander(
            reader: reader, theme: self, strings: strings(for: locale, screen: nil), locale: locale.identifier, textSize: textSize,
            widthClass: widthClass)
        var scalars: [String: Located<TemplateScalar>] = [:]
        for (key, fallback) in component.params {
            if let given = arguments[key] {
                let scalar: TemplateScalar = given.hasPrefix("@") && !given.hasPrefix("@@") ? .string(key: String(given.dropFirst())) : .literal(given)
                scalars[key] = Located(scalar, at: here)
            } else if let fallback {
                scalars[key] = fallback
            }
        }
        let node = expander.node(component.template, params: expander.bindings(scalars), components: [name])
        guard let node, reader.diagnostics.isEmpty else { throw DiagnosticsError(reader.diagnostics) }
        return node
    }
}
