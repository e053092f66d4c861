import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// Checks a whole theme: it loads (which decodes and checks every template, in every state
/// whether the matrix renders it or not), and every screen resolves in every state it can be
/// asked for, in every locale of its matrix; every string of the base locale has a translation.
public enum ThemeValidator {
    /// What `validate` found, all problems at once (none: the theme is valid).
    public struct Report: Sendable {
        public var theme: Theme?
        public var diagnostics: [Diagnostic]
        public var resolvedCount: Int
    }

    /// Validates the theme at `path`, whose nodes may be of `kinds` (an app's own among them);
    /// `extends` may name a theme in `parentFolders` when the theme has no sibling of that name.
    public static func validate(
        path: String, kinds: NodeKindRegistry = .builtIn, parentFolders: [String] = [],
        limits: InputLimits = .current
    ) -> Report {
        let (loaded, loadDiagnostics) = ThemeLoader.loadCollecting(path: path, kinds: kinds, parentFolders: parentFolders)
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        func add(_ found: [Diagnostic]) {
            for diagnostic in found where seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
        }
        add(loadDiagnostics)
        guard let theme = loaded else { return Report(theme: nil, diagnostics: diagnostics, resolvedCount: 0) }
        // A theme over a structural limit is not checked further, and the resolutions below are
        // counted first: nothing walks millions of screen states (render refuses the same plan).
        let limit = limits.variants
        if diagnostics.contains(where: { $0.message.contains("(`variants`)") }) {
            return Report(theme: theme, diagnostics: diagnostics, resolvedCount: 0)
        }
        var resolutions = 0
        for screen in theme.screens where resolutions <= limit {
            resolutions += reachableStates(of: theme, screen: screen).count * max(1, theme.matrix.locales.count)
        }
        if resolutions > limit {
            let file = theme.files.first ?? (theme.folder as NSString).appendingPathComponent("theme.yaml")
            add([
                Diagnostic(
                    "validating every screen in every state and locale would resolve more than \(limit) screen states, over the limit of \(limit) (`variants`)",
                    at: FileLocation(file: file, line: 1, column: 1),
                    hint: "fewer screens, states or locales; " + InputLimits.hint(raising: "variants"))
            ])
            return Report(theme: theme, diagnostics: diagnostics, resolvedCount: 0)
        }
        let resolver = ThemeResolver(theme: theme)
        let device = theme.matrix.devices.first.flatMap(theme.device) ?? Device.presets[3]
        let locales = theme.matrix.locales + (theme.snapshots?.locales ?? []).filter { !theme.matrix.locales.contains($0) }
        var count = 0
        var shown: [MissingTranslationKey: Screen] = [:]
        for screen in theme.screens {
            for state in reachableStates(of: theme, screen: screen) {
                var failures: [(diagnostic: Diagnostic, locales: [String])] = []
                for locale in locales {
                    do {
                        let resolution = try resolver.resolve(screen, state: state, variant: Variant(device: device, locale: LocaleInfo(locale)))
                        if theme.matrix.locales.contains(locale) { count += 1 }
                        for key in resolution.strings { shown[MissingTranslationKey(screen: screen.name, locale: locale, key: key)] = screen }
                    } catch {
                        for diagnostic in error.diagnostics {
                            if let index = failures.firstIndex(where: { $0.diagnostic == diagnostic }) { failures[index].locales.append(locale) } else { failures.append((diagnostic, [locale])) }
                        }
                    }
                }
                add(failures.map { Self.naming($0.locales, of: $0.diagnostic, among: locales) })
            }
        }
        add(missingTranslations(theme, shown: shown))
        return Report(theme: theme, diagnostics: diagnostics, resolvedCount: count)
    }

    /// A resolution error found in some of the locales but not all names them (a translation's
    /// text, a translator-notes language): the same place in the theme fails only there.
    static func naming(_ failing: [String], of diagnostic: Diagnostic, among locales: [String]) -> Diagnostic {
        guard failing.count < locales.count, !diagnostic.message.contains(" in \(failing[0])") else { return diagnostic }
        var named = diagnostic
        named.message += " (in locale\(failing.count == 1 ? "" : "s") \(failing.prefix(5).joined(separator: ", "))\(failing.count > 5 ? ", …" : ""))"
        return named
    }

    /// The states a screen is rendered in: the matrix's, or every built-in state and every custom
    /// state the theme, its traits or the screen defines; `content` and `updating` only when the
    /// screen declares `content:`.
    public static func states(of theme: Theme, screen: Screen, matrix: Matrix? = nil) -> [ViewState] {
        var states: [ViewState]
        if let keys = (matrix ?? theme.matrix).states {
            // A custom state belongs to the screens that declare it (or whose theme or traits do).
            let custom = customStates(of: theme, screen: screen)
            states = keys.compactMap(ViewState.init(key:)).filter { !$0.key.hasPrefix("custom.") || custom.contains($0) }
        } else {
            states = ViewState.builtIn + customStates(of: theme, screen: screen)
        }
        // Likewise the states that show content belong to the screens that have some.
        if !screen.hasContent { states.removeAll { !$0.hidesContent } }
        return states
    }

    /// The states `validate` resolves a screen in: those it is rendered in and the custom states a
    /// state filter reaches whether or not the matrix lists them (`render --state 'custom.*'`),
    /// so a custom state the theme gives every screen is checked on each of them.
    static func reachableStates(of theme: Theme, screen: Screen) -> [ViewState] {
        let rendered = states(of: theme, screen: screen)
        return rendered + customStates(of: theme, screen: screen).filter { !rendered.contains($0) }
    }

    /// The custom states a screen can show: the theme's, its traits' and its own `custom.*`
    /// states, sorted, whether or not the matrix lists them.
    public static func customStates(of theme: Theme, screen: Screen) -> [ViewState] {
        var custom = Set(theme.states.keys.filter { $0.hasPrefix("custom.") })
        custom.formUnion(screen.states.keys.filter { $0.hasPrefix("custom.") })
        for trait in screen.traits { custom.formUnion(theme.traits[trait.text]?.states.keys.filter { $0.hasPrefix("custom.") } ?? []) }
        return custom.sorted().compactMap(ViewState.init(key:))
    }

    /// A string some image shows, in a locale, on a screen.
    struct MissingTranslationKey: Hashable { var screen: String; var locale: String; var key: String }

    /// Strings an image shows in the base locale's text because its locale (and the locales it
    /// falls back through, `en-GB` → `en`) has none, once per string and locale, at the base
    /// locale's definition. Only what something renders is asked for: the strings of a parent
    /// theme's screens that this theme replaces are not; nor the built-in strings, which fall
    /// back to English where they have no translation.
    static func missingTranslations(_ theme: Theme, shown: [MissingTranslationKey: Screen]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var reported = Set<String>()
        var tables: [String: [String: (text: LocatedText, locale: String)]] = [:]
        func sources(_ locale: String, _ screen: Screen) -> [String: (text: LocatedText, locale: String)] {
            let key = screen.name + "\u{0}" + locale
            if let known = tables[key] { return known }
            let table = theme.stringSources(for: LocaleInfo(locale), screen: screen)
            tables[key] = table
            return table
        }
        for (shownKey, screen) in shown.sorted(by: { ($0.key.locale, $0.key.key, $0.key.screen) < ($1.key.locale, $1.key.key, $1.key.screen) }) {
            let locale = shownKey.locale
            guard locale != theme.baseLocale, LocaleInfo(locale).pseudo == nil,
                LocaleFallback.bestMatch(for: locale, among: [theme.baseLocale]) == nil,
                let source = sources(locale, screen)[shownKey.key],
                source.locale == theme.baseLocale, !source.text.location.file.hasPrefix("("),
                !theme.appStrings.hasTranslation(shownKey.key, in: locale),
                reported.insert("\(locale) \(shownKey.key) \(source.text.location)").inserted
            else { continue }
            result.append(
                Diagnostic(
                    "string `\(shownKey.key)` has no `\(locale)` translation", at: source.text.location,
                    hint: "add `\(shownKey.key): …` under `strings: \(locale):`, or drop `\(locale)` from the matrix"))
        }
        return result.sorted { ($0.location.file, $0.location.line, $0.message) < ($1.location.file, $1.location.line, $1.message) }
    }
}
