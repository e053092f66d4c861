import StateboardCore

/// A number's CLDR plural category in a language (https://cldr.unicode.org, "Language Plural
/// Rules"), which picks a plural string's form. Each rule is in its own file.
package enum PluralRules {
    /// The category of `number` in `locale`'s language: `zero`, `one`, `two`, `few`, `many` or `other`.
    static func category(of number: Double, locale: String) -> String {
        let operands = PluralOperands(number)
        let language = String(locale.split(separator: "-").first ?? "").lowercased()
        if language == "pt" && locale.lowercased() != "pt-pt" { return FrenchPluralRule.category(operands) }
        switch language {
        case "ar": return ArabicPluralRule.category(operands)
        case "fr": return FrenchPluralRule.category(operands)
        case "ru", "uk", "be": return EastSlavicPluralRule.category(operands)
        case "pl": return PolishPluralRule.category(operands)
        case _ where OtherOnlyPluralRule.languages.contains(language): return OtherOnlyPluralRule.category(operands)
        default: return OneOtherPluralRule.category(operands)
        }
    }

    /// The form for `number` among `forms`: Apple's `zero` when the number is 0 and a `zero`
    /// form is given (in any language, as stringsdict and String Catalogs do), else the
    /// language's category, else `other`.
    package static func form<Value>(for number: Double, locale: String, in forms: [String: Value]) -> (category: String, value: Value)? {
        if number == 0, let zero = forms["zero"] { return ("zero", zero) }
        let category = category(of: number, locale: locale)
        if let value = forms[category] { return (category, value) }
        return forms["other"].map { ("other", $0) }
    }

    /// The problem when `form(for:locale:in:)` finds nothing: which form the number needs.
    package static func missingForm(
        for number: Double, locale: String, in categories: some Collection<String>, location: FileLocation?
    ) -> FormatSpecifiers.Problem {
        let category = category(of: number, locale: locale)
        let written = number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        let order = ["zero", "one", "two", "few", "many", "other"]
        let sorted = categories.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
        return FormatSpecifiers.Problem(
            message: "has no `\(category)` plural form, which \(written) takes in `\(locale)`" + (category == "other" ? "" : ", nor an `other` form"),
            hint: "add `\(category)` or `other` to its forms (it has \(sorted.map { "`\($0)`" }.joined(separator: ", ")))",
            location: location)
    }
}

/// CLDR's operands of a number: `i` its integer digits, `v` whether it has visible fraction digits.
struct PluralOperands {
    var n: Double
    var i: Int
    var hasFraction: Bool

    init(_ number: Double) {
        n = abs(number)
        i = n < 1e15 ? Int(n) : Int.max / 2
        hasFraction = n != n.rounded(.towardZero)
    }
}
