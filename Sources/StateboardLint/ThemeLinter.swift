import Foundation
import StateboardCore
import StateboardTheme

/// The checks lint runs on a theme itself, once: strings the rendered locales do not
/// translate, and tokens, strings, components and image files nothing uses. Only what the
/// theme's own file defines is reported (a parent's definitions are the parent's business).
public struct ThemeLinter: Sendable {
    public let theme: Theme
    /// The locales the lint run renders (pseudo-locales are left out: they translate themselves).
    public let locales: [String]

    public init(theme: Theme, locales: [String]) { self.theme = theme; self.locales = locales }

    private var ownFile: String? { theme.files.first }
    private func isOwn(_ location: FileLocation) -> Bool { location.file == ownFile }

    public func findings() -> [LintFinding] {
        missingTranslations() + appStringTranslations() + unused() + unreadableAssets()
    }

    /// Each set of the app's asset catalogs that cannot be read and that nothing uses (the
    /// load's warnings), at its place in the set's files.
    func unreadableAssets() -> [LintFinding] {
        theme.warnings.map { warning in
            LintFinding(rule: .unreadableAsset, message: warning.message, hint: warning.hint ?? "fix the set in Xcode", location: warning.location)
        }
    }

    /// Each string of the base locale that a rendered locale lacks, at its base definition.
    func missingTranslations() -> [LintFinding] {
        var findings: [LintFinding] = []
        var tables: [(screen: String?, strings: [String: [String: LocatedText]])] = [(nil, theme.strings)]
        tables += theme.screens.map { ($0.name, $0.strings) }
        for (screen, strings) in tables {
            guard let base = strings[theme.baseLocale] else { continue }
            for locale in locales where locale != theme.baseLocale && LocaleInfo(locale).pseudo == nil {
                for (key, text) in base.sorted(by: { $0.key < $1.key }) where isOwn(text.location) {
                    // A screen's string may be translated in the theme's table and the other way round,
                    // and a locale's text may come from the locale it falls back to (`en-GB` → `en`).
                    let translated =
                        theme.translatesString(key, into: locale, screen: screen.flatMap(theme.screen(named:)))
                        || theme.appStrings.hasTranslation(key, in: locale)
                    guard !translated else { continue }
                    findings.append(
                        LintFinding(
                            rule: .missingTranslation,
                            message: "`\(key)` has no \(locale) translation\(screen.map { " (screen \($0))" } ?? "")",
                            hint: "add it under `strings: \(locale):`, or take \(locale) out of the matrix",
                            location: text.location, screen: screen))
                }
            }
        }
        return findings
    }

    /// Tokens, strings, components and image files defined in the theme's own file and used nowhere.
    func unused() -> [LintFinding] {
        let uses = TemplateUses(theme: theme)
        var findings: [LintFinding] = []
        func report(_ what: String, _ name: String, at location: FileLocation, hint: String) {
            findings.append(LintFinding(rule: .unused, message: "\(what) `\(name)` is not used", hint: hint, location: location))
        }
        for (key, location) in theme.tokens.definitions.sorted(by: { $0.key < $1.key }) where isOwn(location) {
            let name = String(key.split(separator: ".", maxSplits: 1).last ?? "")
            if !uses.names.contains(name), !theme.tokens.colorAliases.values.contains(name) {
                report("token", key, at: location, hint: "use it (`color: \(name)`) or remove it")
            }
        }
        var definedStrings: [String: FileLocation] = [:]
        for table in [theme.strings] + theme.screens.map(\.strings) {
            for (_, strings) in table {
                for (key, text) in strings where isOwn(text.location) && definedStrings[key] == nil { definedStrings[key] = text.location }
            }
        }
        for (key, location) in definedStrings.sorted(by: { $0.key < $1.key }) where !uses.strings.contains(key) {
            report("string", key, at: location, hint: "use it (`\"@\(key)\"`) or remove it from every locale")
        }
        for (name, component) in theme.components.sorted(by: { $0.key < $1.key }) where isOwn(component.location) && !uses.components.contains(name) {
            report("component", name, at: component.location, hint: "use it (`component: \(name)`) or remove it")
        }
        for asset in assets() where !uses.names.contains(asset) && !uses.paths.contains((theme.folder as NSString).appendingPathComponent(asset)) {
            report(
                "image file", asset, at: FileLocation(file: ownFile ?? theme.name, line: 1, column: 1),
                hint: "name it in a node or parameter (`image: \(asset)`) or delete the file")
        }
        return findings
    }

    /// Image files inside the theme folder, relative to it.
    private func assets() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: theme.folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard ["svg", "png", "jpg", "jpeg", "pdf"].contains((relative as NSString).pathExtension.lowercased()) else { continue }
            result.append(relative)
        }
        return result.sorted()
    }
}

/// Everything a theme's templates name: literals (token names, image paths, texts), `@key`
/// strings, components and resolved image paths, over every state, trait, screen and component.
final class TemplateUses {
    var names = Set<String>()
    var strings = Set<String>()
    var components = Set<String>()
    var paths = Set<String>()

    init(theme: Theme) {
        for component in theme.components.values { visit(component.template); component.params.values.forEach { $0.map(visit) } }
        for spec in theme.states.values { visit(spec) }
        for trait in theme.traits.values { trait.states.values.forEach(visit) }
        theme.screenDefaults.chrome?.forEach(visit)
        if let background = theme.screenDefaults.background { visit(background.value) }
        for screen in theme.screens {
            if let title = screen.title { visit(title) }
            screen.chrome?.forEach(visit)
            screen.params.values.forEach(visit)
            if let content = screen.content { visit(content) }
            if let background = screen.background { visit(background.value) }
            screen.states.values.forEach(visit)
        }
        // Strings used inside strings' text never happen; `{name}` are parameters, not strings.
    }

    private func visit(_ spec: StateSpec) {
        if let node = spec.node { visit(node) }
        if let accessory = spec.accessory { visit(accessory.value.node) }
        spec.params.values.forEach(visit)
        if let background = spec.background { visit(background.value) }
        if let dimming = spec.dimming { visit(dimming.value) }
        spec.chrome?.value.forEach(visit)
    }

    /// A bar's texts (tab titles, bar button and toolbar item titles, a table header's title and text) and colors.
    private func visit(_ bar: ChromeBarTemplate) {
        bar.items.forEach(visit)
        let items = bar.leadingItems + bar.trailingItems + bar.toolbarItems
        items.compactMap(\.title).forEach(visit)
        [bar.headerTitle, bar.headerText].compactMap { $0 }.forEach(visit)
        [bar.background, bar.unselectedTint].compactMap { $0 }.forEach(visit)
        items.compactMap(\.tint).forEach(visit)
    }

    private func visit(_ scalar: Located<TemplateScalar>) {
        switch scalar.value {
        case .literal(let text): names.insert(text)
        case .string(let key): strings.insert(StringReference(key).key)
        case .parameter, .empty: break
        }
    }

    private func visit(_ color: ColorValue) { if case .named(let name) = color { names.insert(name) } }

    private func visit(_ template: NodeTemplate) {
        template.conditions.forEach(visit)
        switch template.body {
        case .component(let use):
            components.insert(use.name)
            use.arguments.values.forEach { visit($0.value) }
        case .kind(let kind):
            for property in kind.properties.values {
                switch property.template {
                case .string(let key): strings.insert(StringReference(key).key)
                case .parameter: break
                case .value(let value): visit(value)
                }
            }
            kind.children.forEach(visit)
        }
    }

    private func visit(_ value: PropertyValue) {
        switch value {
        case .text(let text), .option(let text), .spacing(let text), .textStyle(let text): names.insert(text)
        case .color(let color): visit(color)
        case .path(let path): paths.insert(path)
        case .font(let overrides):
            for case .family(let family) in overrides { names.insert(family) }
        default: break
        }
    }
}
