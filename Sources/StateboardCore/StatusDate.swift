import Foundation

/// The date an iPad's status bar shows beside the time, in the locale's words: Apple's Tuesday,
/// January 9 (2007), formatted as iPadOS formats it (docs/iOSMetrics.md, "The status bar").
///
/// iPadOS writes the weekday, the month and the day (CLDR's `MMMEd` skeleton, localised through
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`: “Tue Jan 9”, “Di. 9. Jan.”,
/// “mar. 9 janv.”, “1月9日 周二”) without the pattern's commas: “Sun Aug 31”, not CLDR's
/// “Sun, Aug 31”, and Russian “Вс 31 авг.”, not “Вс, 31 авг.”, on an iPadOS 18 capture in both.
///
/// The data is the Swift toolchain's own ICU (Foundation's, linked into Stateboard), not the
/// machine's; the date, calendar (Gregorian) and time zone (UTC) are fixed and the locale is
/// built from the identifier's language, script and region alone, so the text depends on nothing
/// but the identifier. Digits are the language's (`LocaleInfo.withNativeDigits`), as the clock's.
enum StatusDate {
    /// The text for `locale`; English's for a pseudo-locale and for a language the toolchain's
    /// locale data does not know (as the built-in strings fall back to English).
    static func text(for locale: LocaleInfo) -> String {
        guard locale.pseudo == nil, let identifier = icuIdentifier(locale.identifier) else { return english }
        if let known = memo.withLock({ $0.value(for: identifier) }) { return known }
        let text = locale.withNativeDigits(format(identifier: identifier, on: fixedDay) ?? english)
        memo.withLock { $0.insert(text, for: identifier) }
        return text
    }

    /// The text for `locale` on another day (uncached): a capture's own date, for the tests.
    static func text(for locale: LocaleInfo, on day: DateComponents) -> String {
        guard locale.pseudo == nil, let identifier = icuIdentifier(locale.identifier) else { return english }
        return locale.withNativeDigits(format(identifier: identifier, on: day) ?? english)
    }

    /// Apple's Tuesday, January 9, 2007, at 9:41.
    static let fixedDay = DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41)

    /// What the status bar shows in American English.
    static let english = "Tue Jan 9"

    /// Formats are made once per locale; a run of many locales keeps the recent ones.
    private static let memo = Locked(RecentCache<String, String>(capacity: 256))

    /// `zh_Hans_TW`: the identifier's language, script and region for ICU, nothing else (no
    /// `@calendar=` or `@numbers=` keywords, no variants); `nil` when the language is not one
    /// the locale data has (ICU would format in its root locale: “M01”).
    static func icuIdentifier(_ identifier: String) -> String? {
        let maximized = LocaleFallback.maximized(identifier)
        var parts = maximized.split(separator: "-").map(String.init)
        if let first = parts.first, let current = currentNames[first] { parts[0] = current }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
            knownLanguages.contains(language)
        else { return nil }
        var kept = [language]
        for part in parts.dropFirst().prefix(2) {
            let isScript = part.count == 4 && part.allSatisfy { $0.isASCII && $0.isLetter }
            let isRegion = (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isLetter }) || (part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber })
            guard isScript || isRegion else { break }
            kept.append(part)
        }
        return kept.joined(separator: "_")
    }

    /// Older names of languages (as `.lproj` folders still spell them) and the ones ICU knows.
    private static let currentNames = ["iw": "he", "in": "id", "no": "nb", "ji": "yi"]

    /// The languages the toolchain's locale data has.
    private static let knownLanguages: Set<String> = Set(
        Locale.availableIdentifiers.map { String($0.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "") })

    /// The pattern of `MMMEd` for the locale, its commas removed, applied to `day` in UTC.
    private static func format(identifier: String, on day: DateComponents) -> String? {
        let locale = Locale(identifier: identifier + "@numbers=latn")
        guard let skeleton = DateFormatter.dateFormat(fromTemplate: "MMMEd", options: 0, locale: locale),
            let zone = TimeZone(identifier: "UTC")
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.locale = locale
        guard let date = calendar.date(from: day) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = zone
        formatter.dateFormat = withoutCommas(skeleton)
        let text = formatter.string(from: date)
        return text.isEmpty ? nil : text
    }

    /// A date pattern without the commas between its fields (`,`, Arabic's `،`, the full-width
    /// `，`), spaces they leave doubled made single; quoted literal text is kept as it is.
    static func withoutCommas(_ pattern: String) -> String {
        var output = "", quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, [",", "\u{060C}", "\u{FF0C}"].contains(character) { continue }
            if !quoted, character == " ", output.last == " " { continue }
            output.append(character)
        }
        return output.trimmingCharacters(in: .whitespaces)
    }
}
