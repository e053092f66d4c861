import Foundation

/// Which of the localizations there are stands in for a requested locale, as Foundation's
/// `Bundle` chooses (`preferredLocalizations(from:forPreferences:)`, CLDR's parent locales): the
/// locale itself, then its parents (`en-AU` → `en-GB` → `en`, `pt-BR` → `pt`, `es-MX` → `es-419`
/// → `es`, `zh-HK` → `zh-Hant-HK` → `zh-Hant`), then another region of the same language and
/// script (`pt-BR` → `pt-PT`), then the development language. A script is never crossed:
/// Traditional Chinese never falls back to Simplified (`zh` alone is `zh-Hans`).
///
/// One resolver serves a theme's `strings` and an app's string files alike.
public enum LocaleFallback {
    /// The localizations of `available` to look in for `requested`, best first: exact, each
    /// parent, siblings (same language and script, in name order), then `developmentLanguage`'s
    /// (when given and there). Identifiers are matched case-insensitively, with `_` as `-`
    /// (`zh_TW.lproj`), and as the writer spelled them in `available`.
    public static func lookupOrder(
        for requested: String, among available: some Collection<String>,
        developmentLanguage: String? = nil
    ) -> [String] {
        // Resolving a screen asks this for every string table; the answers are few and reused.
        let memoKey = MemoKey(requested: requested, available: Set(available), developmentLanguage: developmentLanguage)
        if let known = memo.withLock({ $0[memoKey] }) { return known }
        let order = computeLookupOrder(for: requested, among: memoKey.available, developmentLanguage: developmentLanguage)
        memo.withLock { table in
            if table.count > 10_000 { table.removeAll() }
            table[memoKey] = order
        }
        return order
    }

    private struct MemoKey: Hashable {
        var requested: String
        var available: Set<String>
        var developmentLanguage: String?
    }

    private static let memo = Locked<[MemoKey: [String]]>([:])

    private static func computeLookupOrder(for requested: String, among available: Set<String>, developmentLanguage: String?) -> [String] {
        var byKey: [String: String] = [:]
        for name in available.sorted() where byKey[key(name)] == nil { byKey[key(name)] = name }
        var order: [String] = []
        func take(_ candidate: String) {
            if let name = byKey[key(candidate)], !order.contains(name) { order.append(name) }
        }
        let chain = self.chain(for: requested)
        for candidate in chain { take(candidate) }
        // Written without their likely script, available names match the chain's maximized
        // forms too (`zh-TW.lproj` is `zh-Hant-TW`).
        for name in available.sorted() where !order.contains(name) && chain.contains(where: { key($0) == key(maximized(name)) }) {
            order.append(name)
        }
        let wanted = Subtags(maximized(requested))
        for name in available.sorted() where !order.contains(name) {
            let other = Subtags(maximized(name))
            if other.language == wanted.language, other.script == wanted.script { order.append(name) }
        }
        if let developmentLanguage {
            for candidate in self.chain(for: developmentLanguage) { take(candidate) }
        }
        return order
    }

    /// The best of `available` for `requested` (`lookupOrder`'s first), if any.
    public static func bestMatch(
        for requested: String, among available: some Collection<String>,
        developmentLanguage: String? = nil
    ) -> String? {
        lookupOrder(for: requested, among: available, developmentLanguage: developmentLanguage).first
    }

    /// The identifiers a locale falls back through, most specific first, the way CLDR's parent
    /// locales chain them: `zh-HK` → [`zh-HK`, `zh-Hant-HK`, `zh-Hant`], `en-AU` → [`en-AU`,
    /// `en-001`, `en-GB`, `en`], `es-MX` → [`es-MX`, `es-419`, `es`], `nb` → [`nb`, `no`].
    public static func chain(for identifier: String) -> [String] {
        var chain: [String] = []
        func add(_ candidate: String) { if !candidate.isEmpty, !chain.contains(candidate) { chain.append(candidate) } }
        let written = canonical(identifier)
        add(written)
        var current = maximized(written)
        while !current.isEmpty {
            add(current)
            if let alias = aliases[current] { add(alias) }
            current = parent(of: current)
        }
        return chain
    }

    /// `zh_hant_tw` → `zh-Hant-TW`: `-` for `_`, the language lower-case, a script title-case, a
    /// region upper-case.
    public static func canonical(_ identifier: String) -> String {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return "" }
        var result = [language.lowercased()]
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter) {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                result.append(part.uppercased())
            } else {
                result.append(part)
            }
        }
        return result.joined(separator: "-")
    }

    /// The identifier with the script Chinese and Serbian leave implicit: `zh-TW` → `zh-Hant-TW`,
    /// `zh` → `zh-Hans`, `sr` → `sr-Cyrl`; other identifiers as they are (canonical).
    public static func maximized(_ identifier: String) -> String {
        let subtags = Subtags(canonical(identifier))
        guard subtags.script == nil, let script = likelyScript(language: subtags.language, region: subtags.region) else {
            return canonical(identifier)
        }
        return ([subtags.language, script] + (subtags.region.map { [$0] } ?? [])).joined(separator: "-")
    }

    /// The next identifier up: CLDR's parent locale where it names one, else the identifier
    /// without its last subtag; a script that is not the language's default is never dropped
    /// (`zh-Hant` has no parent), nor the script's region group.
    static func parent(of identifier: String) -> String {
        if let parent = parents[identifier] { return parent }
        let subtags = Subtags(identifier)
        if let region = subtags.region, subtags.language == "es", region != "419", region != "ES", latinAmerica.contains(region) { return "es-419" }
        if let region = subtags.region, subtags.language == "en", region != "001", region != "US", commonwealth.contains(region) { return "en-001" }
        if let region = subtags.region, subtags.language == "pt", region != "PT", region != "BR", subtags.script == nil { return "pt-PT" }
        if subtags.region == nil, let script = subtags.script {
            // A script the language does not default to is a root of its own.
            return likelyScript(language: subtags.language, region: nil) == script ? subtags.language : ""
        }
        guard let cut = identifier.lastIndex(of: "-") else { return "" }
        return String(identifier[..<cut])
    }

    private static func key(_ identifier: String) -> String { canonical(identifier).lowercased() }

    private static func likelyScript(language: String, region: String?) -> String? {
        switch language {
        case "zh": ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        case "sr": "Cyrl"
        default: nil
        }
    }

    /// CLDR's parent locales that differ from truncation, for the languages iOS ships.
    private static let parents: [String: String] = [
        "en-001": "en-GB", "en-150": "en-GB", "en-GB": "en",
        "zh-Hant-MO": "zh-Hant-HK", "zh-Hant-HK": "zh-Hant", "zh-Hant-TW": "zh-Hant",
        "zh-Hans-CN": "zh-Hans", "zh-Hans-SG": "zh-Hans", "zh-Hans": "zh",
        "sr-Cyrl": "sr",
    ]

    /// Names Apple and older `.lproj` folders use for the same language.
    private static let aliases: [String: String] = ["nb": "no", "no": "nb", "he": "iw", "iw": "he", "id": "in", "in": "id"]

    private static let latinAmerica: Set<String> = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE",
    ]
    /// English-speaking regions CLDR parents on `en-001` (British spelling), the United States'
    /// neighbours in `en` itself left out.
    private static let commonwealth: Set<String> = [
        "AU", "NZ", "IN", "IE", "ZA", "SG", "HK", "MY", "PK", "NG", "KE", "GH", "JM", "MT", "CY", "BW", "ZW", "ZM", "UG", "TZ",
        "BD", "LK", "FJ", "TT", "BS", "BB", "BM", "KY", "GI", "GG", "JE", "IM", "MU", "NA", "RW", "SC", "SL", "SB", "VU", "WS", "TO",
        "PG", "NR", "TV", "KI", "MV", "MW", "LS", "SZ", "SS", "SD", "ER", "GM", "LR", "CM", "CA", "DE", "AT", "BE", "CH", "DK", "FI",
        "NL", "SE", "SI", "IL", "MO", "AI", "AG", "DM", "GD", "KN", "LC", "VC", "VG", "MS", "FK", "SH", "IO", "CX", "CC", "NF", "NU",
        "PN", "TK", "CK",
    ]

    private struct Subtags {
        var language: String
        var script: String?
        var region: String?

        init(_ identifier: String) {
            let parts = identifier.split(separator: "-").map(String.init)
            language = parts.first ?? ""
            for part in parts.dropFirst() {
                if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                    script = part
                } else if region == nil, part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                    region = part
                }
            }
        }
    }
}
