/// The arguments an app string's text takes, as `init --from-xcode` fills them: a theme that
/// references `@download.failed.title` ("Failed to download %@") must list a param for `%@`, or
/// the reference is an error. Numbers (`%d`, `%lld`, `%.1f`, a plural, a stringsdict variable
/// `%#@files@`) get `count`, texts (`%@`, `%s`) get `text`, numbered when a string takes more.
package enum XcodeStringArguments {
    /// What one argument is.
    package enum Kind: Hashable { case number, text }

    /// The sample value each kind of param gets: three of a count, an ellipsis for a text.
    package static func sample(_ kind: Kind) -> String { kind == .number ? "3" : "\"…\"" }

    /// The kinds of the arguments `entry`'s source-language text takes, by position (1 first).
    package static func kinds(of entry: AppStringEntry) -> [Kind] {
        guard let localization = entry.localization(for: entry.sourceLanguage)?.localization else { return [] }
        return kinds(of: localization.value)
    }

    static func kinds(of value: AppStringValue) -> [Kind] {
        switch value {
        case .text(let text): return kinds(inFormat: text)
        case .plural(let forms):
            // The first argument chooses the form; the form's own specifiers say the rest.
            var found = forms["other"].map(kinds) ?? forms.values.first.map(kinds) ?? []
            if found.isEmpty { found = [.number] } else { found[0] = .number }
            return found
        case .device(let forms): return (forms["iphone"] ?? forms["other"] ?? forms.values.first).map(kinds) ?? []
        }
    }

    /// The argument kinds a printf-style format takes, by position: `%2$@` is the second, a
    /// specifier without a position the next one (`%1#@count@`: a width, not a position, as
    /// CFString reads it); `%%` is a percent sign.
    static func kinds(inFormat text: String) -> [Kind] {
        var byPosition: [Int: Kind] = [:]
        var next = 1
        for match in text.matches(
            of: /%%|%(?:([0-9]{1,2})\$)?([0-9]*#@[A-Za-z0-9_]+@|[-+ 0#']*[0-9]*(?:\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGcCsSaA]))/)
        {
            guard match.output.0 != "%%" else { continue }
            let position = match.output.1.flatMap { Int($0) } ?? next
            next = position + 1
            let conversion = match.output.3.map(String.init) ?? ""
            byPosition[position] = "@sScC".contains(conversion) && !conversion.isEmpty ? .text : .number
        }
        guard let last = byPosition.keys.max() else { return [] }
        return (1...last).map { byPosition[$0] ?? .text }
    }

    /// Param names for `kinds`: `count`, `count2`, …, `text`, `text2`, ….
    package static func names(for kinds: [Kind]) -> [String] {
        var seen: [Kind: Int] = [:]
        return kinds.map { kind in
            seen[kind, default: 0] += 1
            let base = kind == .number ? "count" : "text"
            return seen[kind]! == 1 ? base : "\(base)\(seen[kind]!)"
        }
    }
}
