import Foundation
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
    public static func validate(path: String, kinds: NodeKindRegistry = .builtIn, parentFolders: [String] = [],
                                limits: InputLimits = .current) -> Report {
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
            resolutions += states(of: theme, screen: screen).count * max(1, theme.matrix.locales.count)
        }
        if resolutions > limit {
            let file = theme.files.first ?? (theme.folder as NSString).appendingPathComponent("theme.yaml")
            add([Diagnostic("validating every screen in every state and locale would resolve more than \(limit) screen states, over the limit of \(limit) (`variants`)",
                            at: FileLocation(file: file, line: 1, column: 1),
                            hint: "fewer screens, states or locales; " + InputLimits.hint(raising: "variants"))])
            return Report(theme: theme, diagnostics: diagnostics, resolvedCount: 0)
        }
        let resolver = ThemeResolver(theme: theme)
        let device = theme.matrix.devices.first.flatMap(theme.device) ?? Device.presets[3]
        var count = 0
        for screen in theme.screens {
            for state in states(of: theme, screen: screen) {
                for locale in theme.matrix.locales {
                    do {
                        _ = try resolver.resolve(screen, state: state, variant: Variant(device: device, locale: LocaleInfo(locale)))
                        count += 1
                    } catch {
                        add(error.diagnostics)
                    }
                }
            }
        }
        add(missingTranslations(theme))
        return Report(theme: theme, diagnostics: diagnostics, resolvedCount: count)
    }

    /// The states a screen is rendered in: the matrix's, or every built-in state and every custom
    /// state the theme, its traits or the screen defines.
    public static func states(of theme: Theme, screen: Screen, matrix: Matrix? = nil) -> [ViewState] {
        if let keys = (matrix ?? theme.matrix).states { return keys.compactMap(ViewState.init(key:)) }
        return ViewState.builtIn + customStates(of: theme, screen: screen)
    }

    /// The custom states a screen can show: the theme's, its traits' and its own `custom.*`
    /// states, sorted, whether or not the matrix lists them.
    public static func customStates(of theme: Theme, screen: Screen) -> [ViewState] {
        var custom = Set(theme.states.keys.filter { $0.hasPrefix("custom.") })
        custom.formUnion(screen.states.keys.filter { $0.hasPrefix("custom.") })
        for trait in screen.traits { custom.formUnion(theme.traits[trait.text]?.states.keys.filter { $0.hasPrefix("custom.") } ?? []) }
        return custom.sorted().compactMap(ViewState.init(key:))
    }

    /// Strings the theme defines in its base locale but not in another locale of its matrix.
    static func missingTranslations(_ theme: Theme) -> [Diagnostic] {
        let base = theme.strings[theme.baseLocale] ?? [:]
        var result: [Diagnostic] = []
        for locale in Set(theme.matrix.locales + (theme.snapshots?.locales ?? [])).sorted() where locale != theme.baseLocale && LocaleInfo(locale).pseudo == nil {
            let table = theme.strings[locale] ?? [:]
            for (key, text) in base.sorted(by: { $0.key < $1.key }) where table[key] == nil && !text.location.file.hasPrefix("(")
                && !theme.appStrings.hasTranslation(key, in: locale) {
                result.append(Diagnostic("string `\(key)` has no `\(locale)` translation", at: text.location,
                                         hint: "add `\(key): …` under `strings: \(locale):`, or drop `\(locale)` from the matrix"))
            }
        }
        return result
    }
}
