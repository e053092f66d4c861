import Foundation
import StateboardCore

/// The app's own strings, read from the Xcode string files a theme's `localizations` names
/// (String Catalogs, `*.lproj/Localizable.strings` and `.stringsdict`), where they are. A
/// theme's `@key` finds a key here when the theme's own `strings` do not have it for the locale.
public struct AppStrings: Sendable {
    /// The string files read, in the order the theme (then what it extends) declared them.
    public var files: [String] = []
    /// The declared folders (not single files), real paths: `watch` and `serve` look for string
    /// files added to them.
    public var folders: [String] = []
    /// Entries by key, as `@key` finds them: the key's entry in the `Localizable` table, else
    /// in the first other table by name that has it (`AppStringTables`); within a table, when
    /// two files have a key, the first declared wins.
    package var entries: [String: AppStringEntry] = [:]
    /// Every table's entries, by table name (`Localizable`, `Common`, `InfoPlist`…): what
    /// `@Table:key` finds. Empty in what a reader returns (one file, one table: `entries`).
    var tables: [String: [String: AppStringEntry]] = [:]
    /// Files, or keys of them, that cannot be read: skipped, an error only where a drawn
    /// string needs them (`unreadableTable(for:in:developmentLanguage:)`).
    public var unreadable: [UnreadableStringTable] = []

    public init() {}

    /// Whether any file has `key`.
    public func contains(_ key: String) -> Bool { entry(key) != nil }

    /// Every key the files define.
    public var keys: Dictionary<String, AppStringEntry>.Keys { entries.keys }

    /// Adds `other`'s files and entries: a key's translations are gathered from every file
    /// (`en.lproj` and `ar.lproj` each give one); for the same key and locale, what is already
    /// here stays, except that a table's `.stringsdict` rule replaces its `.strings` entry, as
    /// `Bundle` merges them (`CFBundle_Strings.c`: "any entry in the stringsDictTable must
    /// override the content from stringsTable").
    package mutating func add(_ other: AppStrings) {
        files += other.files.filter { !files.contains($0) }
        folders += other.folders.filter { !folders.contains($0) }
        unreadable += other.unreadable.filter { !unreadable.contains($0) }
        if tables.isEmpty, !entries.isEmpty { tables = Self.grouped(entries) }
        for (table, added) in other.tables.isEmpty ? Self.grouped(other.entries) : other.tables {
            tables[table, default: [:]].merge(added) { old, new in
                var merged = old
                merged.localizations.merge(new.localizations) { kept, added in added.overridesInItsTable(kept) ? added : kept }
                return merged
            }
            for key in added.keys { entries[key] = preferredEntry(key) }
        }
    }

    /// Whether `key` has a translation in `locale` (its language, without falling back to the
    /// source language), finished or not.
    public func hasTranslation(_ key: String, in locale: String) -> Bool {
        entry(key)?.localization(for: locale, exactOnly: true) != nil
    }

    /// Whether `key` has a translation in `locale` that needs nothing more (present, not `new`
    /// or `needs_review`).
    public func isTranslated(_ key: String, in locale: String) -> Bool {
        guard let entry = entry(key), let found = entry.localization(for: locale, exactOnly: true) else { return false }
        return found.localization.isFinal
    }

    /// What is wrong with `key`'s translation into `locale`, if anything: no translation (and
    /// which language is shown instead), or one marked `new` or `needs_review`.
    public func translationProblem(_ key: String, in locale: String) -> AppStringProblem? {
        guard let entry = entry(key), entry.shouldTranslate else { return nil }
        guard let found = entry.localization(for: locale, exactOnly: true) else {
            return AppStringProblem(
                key: key, locale: locale, message: "has no \(locale) translation in \(entry.fileName)",
                hint: "\(entry.whereToTranslate(into: locale)) (the app shows the \(entry.sourceLanguage) text until then)",
                location: entry.sourceLocation)
        }
        guard found.localization.isFinal else {
            let state = found.localization.state ?? "new"
            return AppStringProblem(
                key: key, locale: found.locale, message: "is marked `\(state)` for \(found.locale) in \(entry.fileName)",
                hint: "review the translation in Xcode and mark it translated", location: found.localization.location)
        }
        return nil
    }
}

/// A translation an app's string file lacks, or has not finished.
public struct AppStringProblem: Sendable, Hashable {
    public var key: String
    public var locale: String
    /// `has no ar translation in Localizable.xcstrings`, …: to follow the key's name.
    public var message: String
    public var hint: String
    /// In the string file: the key, or the unfinished translation.
    public var location: FileLocation
}

/// One key of an app's string file: its translations by locale.
public struct AppStringEntry: Sendable {
    package var key: String
    /// The file it was read from, and where the key is written in it.
    package var location: FileLocation
    /// The language the app falls back to (a catalog's `sourceLanguage`, else the theme's base locale).
    package var sourceLanguage: String
    package var localizations: [String: AppLocalization]
    /// `false` for a catalog key marked "Don't translate" (`shouldTranslate`): never a missing translation.
    var shouldTranslate = true

    package var fileName: String { String(location.file.split(separator: "/").last ?? "") }

    /// Where the key is written in the language the others are translated from: a missing
    /// translation is reported there, not in whichever `.lproj` file was read first (an app's
    /// `ar.lproj` sorts before its `en.lproj`).
    package var sourceLocation: FileLocation {
        localization(for: sourceLanguage)?.localization.location ?? location
    }

    /// The fix for a missing translation: a catalog is translated in place; an `.lproj` set
    /// gets the key in the locale's own folder (`de.lproj/Localizable.strings`).
    func whereToTranslate(into locale: String) -> String {
        let source = sourceLocation.file
        guard let folder = source.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else {
            return "translate it in \(fileName)"
        }
        let sourceFile = String(source.split(separator: "/").last ?? "")
        return "add it to \(locale).lproj/\(sourceFile)"
    }

    /// The table it belongs to: its file's name without the extension (`Common` for
    /// `en.lproj/Common.strings` and `Common.xcstrings`), as `Bundle` names tables.
    package var table: String { (fileName as NSString).deletingPathExtension }

    /// The translation for `locale`, found as `Bundle` finds it (`LocaleFallback`: exact, its
    /// parents, `zh-Hant-HK` → `zh-Hant`, another region of the language); unless `exactOnly`,
    /// then the source language's.
    package func localization(for locale: String, exactOnly: Bool = false) -> (locale: String, localization: AppLocalization)? {
        guard let found = LocaleFallback.bestMatch(for: locale, among: localizations.keys, developmentLanguage: exactOnly ? nil : sourceLanguage),
            let localization = localizations[found]
        else { return nil }
        return (found, localization)
    }
}

/// One locale's text of a key: plain, or varying by plural form or device, with the named
/// substitutions (`%#@name@`) its text uses.
package struct AppLocalization: Sendable {
    /// `translated`, `needs_review`, `new`, `stale`; `nil` when the format has no states (`.strings`).
    var state: String?
    package var location: FileLocation
    package var value: AppStringValue
    package var substitutions: [String: AppSubstitution] = [:]

    /// Not waiting for a translator.
    var isFinal: Bool { state != "new" && state != "needs_review" }

    /// Whether this is a `.stringsdict` rule and `other` the `.strings` entry of the same table
    /// (`ar.lproj/Localizable.stringsdict` over `ar.lproj/Localizable.strings`).
    func overridesInItsTable(_ other: AppLocalization) -> Bool {
        let mine = location.file, theirs = other.location.file
        guard mine.hasSuffix(".stringsdict"), theirs.hasSuffix(".strings") else { return false }
        return mine.dropLast(".stringsdict".count) == theirs.dropLast(".strings".count)
    }
}

/// The text of a localization, or its variations.
package indirect enum AppStringValue: Sendable {
    case text(String)
    /// Forms by CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`), chosen by
    /// the first format argument.
    case plural([String: AppStringValue])
    /// Forms by device idiom (`iphone`, `ipad`, `mac`, …, `other`).
    case device([String: AppStringValue])
}

/// A named argument that varies by plural (`%#@files@`): a String Catalog's substitution, or a
/// stringsdict variable.
package struct AppSubstitution: Sendable {
    /// The argument it stands for (1-based); `nil`: the next one in order.
    var argument: Int?
    /// `lld`, `d`, `@`: how the number is written where the form says `%arg` (or its own specifier).
    var formatSpecifier: String
    /// The forms by plural category; in each, `%arg` (or the first specifier) is the argument.
    var forms: [String: String]
    var location: FileLocation
}
