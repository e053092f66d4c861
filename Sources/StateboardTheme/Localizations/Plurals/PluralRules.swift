/// A number's CLDR plural category in a language (https://cldr.unicode.org, "Language Plural
/// Rules"), which picks a plural string's form. Each rule is in its own file.
enum PluralRules {
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
    static func form<Value>(for number: Double, locale: String, in forms: [String: Value]) -> (category: String, value: Value)? {
        if number == 0, let zero = forms["zero"] { return ("zero", zero) }
        let category = category(of: number, locale: locale)
        if let value = forms[category] { return (category, value) }
        return forms["other"].map { ("other", $0) }
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
