import Foundation
import StateboardCore

/// A string file of the app, or one key of it, that cannot be read. `Bundle` leaves a table it
/// cannot load empty and shows the key (`CFBundle_Strings.c`: "Unable to load .strings file",
/// then "creating empty strings table"), so one broken translation never stops the app: here it
/// is skipped with a warning when the theme loads, and is an error only where a drawn string
/// needs that table in that locale, as an unreadable asset set is only an error where drawn.
public struct UnreadableStringTable: Sendable, Hashable {
    /// The file (its real path).
    public var file: String
    /// The locale of its `.lproj` folder; `nil` for a String Catalog, which holds every locale.
    public var locale: String?
    /// The keys it is about; `nil` when the whole file cannot be read (its keys are unknown).
    public var keys: Set<String>?
    /// What is wrong, located in the file: at least one.
    public var problems: [Diagnostic]

    package init(file: String, locale: String?, keys: Set<String>?, problems: [Diagnostic]) {
        self.file = file; self.locale = locale; self.keys = keys; self.problems = problems
    }

    /// `ar.lproj/Localizable.strings`: the file as a message names it.
    var shortName: String {
        let parent = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let name = (file as NSString).lastPathComponent
        return parent.hasSuffix(".lproj") ? "\(parent)/\(name)" : name
    }

    /// What is skipped: the file, or a key of it.
    var subject: String {
        guard let keys, keys.count == 1, let key = keys.first else { return "`\(shortName)`" }
        return "`\(PrintableText.escaped(String(key.prefix(100))))` in `\(shortName)`"
    }

    /// The warning when the theme loads: at its first problem's place, saying it is skipped.
    package func warning() -> Diagnostic {
        let first = problems.first ?? Diagnostic("the file cannot be read", at: FileLocation(file: file, line: 1, column: 1))
        var warning = Diagnostic(
            "\(subject) is skipped: \(first.message)", at: first.location,
            hint: "a string drawn from it\(locale.map { " in \($0)" } ?? "") is an error where it is drawn (the app would show the key)"
                + (first.hint.map { "; \($0)" } ?? ""))
        warning.isWarning = true
        return warning
    }

    /// The error at a `@key` that needs it: its first problem and where that is.
    package func problem(for key: String) -> FormatSpecifiers.Problem {
        let first = problems.first
        return FormatSpecifiers.Problem(
            message: "\(subject) cannot be read: \(first?.message ?? "it cannot be read")" + (first.map { " (\($0.location))" } ?? ""),
            hint: "fix \(shortName)\(first?.hint.map { ": \($0)" } ?? ""), or give the theme its own text for `\(PrintableText.escaped(key))` under `strings:`",
            location: nil)
    }
}

extension AppStrings {
    /// The unreadable table a drawn `key` in `locale` needs, if any: one whose locale comes
    /// before every locale the key has a text in, in the order `Bundle` would look
    /// (`LocaleFallback`); or a String Catalog's, when the key is its own problem or is found
    /// nowhere else.
    package func unreadableTable(for key: String, in locale: String, developmentLanguage: String) -> UnreadableStringTable? {
        let covering = unreadable.filter { $0.keys?.contains(key) ?? true }
        guard !covering.isEmpty else { return nil }
        let entry = entries[key]
        let available = Set(entry?.localizations.keys.map { $0 } ?? [])
        let broken = Set(covering.compactMap(\.locale))
        let order = LocaleFallback.lookupOrder(
            for: locale, among: available.union(broken), developmentLanguage: entry?.sourceLanguage ?? developmentLanguage)
        for candidate in order {
            if available.contains(candidate) { return nil }
            if let table = covering.first(where: { $0.locale == candidate }) { return table }
        }
        return covering.first { $0.locale == nil && ($0.keys != nil || entry == nil) }
    }
}
