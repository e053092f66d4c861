import StateboardAppFiles
import StateboardCore

/// A `@key` as written: the key, and the params that fill its format arguments in order when it
/// lists them (`@inbox.unread(count)`, `@greeting(name, count)`).
public struct StringReference: Hashable, Sendable {
    /// The string's key.
    public var key: String
    /// The params that fill its arguments, in order; `nil` when no parentheses follow the key.
    public var arguments: [String]?

    /// The reference as written after the `@`.
    public init(_ written: String) {
        if written.hasSuffix(")"), let open = written.firstIndex(of: "("), open > written.startIndex {
            key = String(written[..<open])
            let inside = written[written.index(after: open)..<written.index(before: written.endIndex)]
            arguments = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        } else {
            key = written
            arguments = nil
        }
    }
}

/// Where each app string a resolution used came from, for `explain --resolution`.
final class AppStringLog {
    var steps: [ResolutionStep] = []
}

extension TemplateExpander {
    /// The text of `@key` in the expander's locale: the theme's (or screen's) own string when it
    /// has one for the locale or a locale it falls back through, else the app's (`localizations`),
    /// else the theme's in its base locale or an inherited one (built-in, a theme it extends), its format arguments filled from `params`,
    /// its plural form chosen by the locale's CLDR rules, then `{name}` placeholders filled.
    func string(_ reference: StringReference, params: [String: BoundValue], at location: FileLocation) -> BoundValue? {
        let key = reference.key
        do throws(FormatSpecifiers.Problem) {
            // The user's own strings win over the app's, the app's over what the theme inherits
            // (a theme it extends, the built-in strings): `@search.noResults.title` is the
            // app's text when the app has the key, never a built-in one of the same name. Where
            // the app has no text for the key in this locale or one it falls back to (Swiftfin's
            // `loading` is translated but has no English), the inherited text still shows.
            let inherited = strings[key].map { theme.isInherited($0.location) } ?? false
            let wantedLocale = LocaleInfo(locale).pseudo != nil ? theme.baseLocale : locale
            let appHasText = theme.appStrings.entry(key)?.localization(for: wantedLocale) != nil
            if let own = strings[key], !(inherited && appHasText),
                !untranslatedStrings.contains(key) || !theme.appStrings.hasTranslation(key, in: locale)
            {
                usage.strings.insert(key)
                var text = own.text
                if reference.arguments != nil {
                    var next = 1
                    text = try formatter(reference, params: params, locale: locale, substitutions: [:]).fill(text, next: &next)
                }
                // An inherited text's problem is the reference's: its file may not be the user's.
                return BoundValue(
                    text: try fill(text, params: params, strict: true, at: inherited ? location : own.location), isEmpty: false, location: location)
            }
            // A table that cannot be read and that this locale would look in first is an
            // error here, where the string is drawn (and only here).
            let wanted = LocaleInfo(locale).pseudo != nil ? theme.baseLocale : locale
            if let table = theme.appStrings.unreadableTable(for: key, in: wanted, developmentLanguage: theme.baseLocale) {
                for problem in table.problems where !reader.diagnostics.contains(problem) { reader.report(problem) }
                throw table.problem(for: key)
            }
            if let entry = theme.appStrings.entry(key) {
                return try appString(entry, reference: reference, params: params, at: location)
            }
        } catch {
            reader.report(Diagnostic("`@\(key)`: \(error.message)", at: error.location ?? location, hint: error.hint))
            return nil
        }
        let known = Set(strings.keys).union(theme.appStrings.keys)
        reader.report(
            Diagnostic(
                "no string `\(key)` for locale `\(locale)`", at: location,
                hint: nearestMatch(to: key, in: known).map { "did you mean `@\($0)`?" }
                    ?? "add it under `strings: \(locale):` in the theme or the screen\(theme.appStrings.files.isEmpty ? "" : ", or to the app's string files")")
        )
        return nil
    }

    private func appString(
        _ entry: AppStringEntry, reference: StringReference, params: [String: BoundValue],
        at location: FileLocation
    ) throws(FormatSpecifiers.Problem) -> BoundValue {
        let pseudo = LocaleInfo(locale).pseudo
        let wanted = pseudo != nil ? theme.baseLocale : locale
        guard let (found, localization) = entry.localization(for: wanted) else {
            throw FormatSpecifiers.Problem(
                message: "has no \(wanted == entry.sourceLanguage ? wanted : "\(wanted) or \(entry.sourceLanguage)") text in \(entry.fileName)",
                hint: "add the \(entry.sourceLanguage) text to \(entry.fileName)", location: entry.location)
        }
        let formatter = formatter(reference, params: params, locale: found, substitutions: localization.substitutions)
        var isFormat = reference.arguments != nil || !localization.substitutions.isEmpty
        var value = localization.value
        var chosen: [String] = []
        while true {
            switch value {
            case .text(let text):
                var next = 1
                // As `String(localized:)`: a string without arguments is shown as written. One
                // that plainly needs them (`%@`, `%lld`, `%1$@`) is a mistake in the reference.
                if !isFormat, let specifier = text.firstMatch(of: /%([0-9]+\$)?(@|l{0,2}[diu]|\.?[0-9]*f)/) {
                    throw FormatSpecifiers.Problem(
                        message: "its text has the format specifier `\(specifier.output.0)` and the reference gives no arguments",
                        hint: "list the params that fill its arguments, in order: `@\(entry.key)(count)`", location: nil)
                }
                // A pseudo-locale transforms the text, not the values filled in (as for the theme's strings).
                let template = pseudo.map { $0.transform(text) } ?? text
                let result = try fill(isFormat ? try formatter.fill(template, next: &next) : template, params: params, strict: false)
                let fallback = entry.localization(for: wanted, exactOnly: true) != nil ? "" : ", no \(wanted) translation: \(found) text shown"
                appStringLog.steps.append(
                    ResolutionStep(
                        value: "string \(entry.key)",
                        level: "app strings \(entry.fileName) (\(([found] + chosen).joined(separator: ", "))\(fallback))",
                        stateKey: locale, location: localization.location))
                return BoundValue(text: result, isEmpty: false, location: location)
            case .device(let forms):
                let pick: String? = forms[deviceIdiom] != nil ? deviceIdiom : forms["other"] != nil ? "other" : forms.keys.sorted().first
                guard let pick, let form = forms[pick] else {
                    throw FormatSpecifiers.Problem(message: "has no device forms", hint: "add an `other` form", location: localization.location)
                }
                chosen.append("device \(pick)")
                value = form
            case .plural(let forms):
                isFormat = true
                let argument = try formatter.argument(1, nil)
                guard let number = Double(argument.text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
                    throw FormatSpecifiers.Problem(
                        message: "`\(argument.name)` is `\(PrintableText.escaped(argument.text))`, not a number, and chooses the plural form",
                        hint: "give `\(argument.name)` a number such as `1` or `5`", location: argument.location)
                }
                guard let form = PluralRules.form(for: number, locale: found, in: forms) else {
                    throw PluralRules.missingForm(for: number, locale: found, in: forms.keys, location: localization.location)
                }
                chosen.append("plural \(form.category)")
                value = form.value
            }
        }
    }

    /// A formatter whose arguments are the params the reference lists, in order; without a
    /// list, a named argument (a substitution or stringsdict variable) takes the param of its name.
    private func formatter(
        _ reference: StringReference, params: [String: BoundValue], locale: String,
        substitutions: [String: AppSubstitution]
    ) -> FormatSpecifiers {
        let key = reference.key
        let usage = self.usage
        return FormatSpecifiers(locale: locale, substitutions: substitutions) { position, name throws(FormatSpecifiers.Problem) in
            if let names = reference.arguments {
                guard position >= 1, position <= names.count else {
                    throw FormatSpecifiers.Problem(
                        message: "the text uses argument \(position) but `@\(key)(…)` lists \(names.count)",
                        hint: "list one param per argument, in order: `@\(key)(\((names + ["…"]).joined(separator: ", ")))`", location: nil)
                }
                let name = names[position - 1]
                guard let value = params[name] else {
                    throw FormatSpecifiers.Problem(
                        message: "unknown parameter `\(name)` in its arguments",
                        hint: nearestMatch(to: name, in: params.keys).map { "did you mean `\($0)`?" }
                            ?? "parameters: \(params.keys.sorted().joined(separator: ", "))", location: nil)
                }
                usage.used.insert(name)
                return FormatSpecifiers.Argument(name: name, text: value.text, location: value.location)
            }
            if let name, let value = params[name] {
                usage.used.insert(name)
                return FormatSpecifiers.Argument(name: name, text: value.text, location: value.location)
            }
            throw FormatSpecifiers.Problem(
                message: "its text needs argument \(position)\(name.map { " (`\($0)`)" } ?? "") and the reference gives none",
                hint: "list the params that fill its arguments, in order: `@\(key)(count)`", location: nil)
        }
    }
}
