/// English, German, Dutch, Spanish, Italian, Swedish, …: `one` for 1 (without fraction digits), else `other`.
enum OneOtherPluralRule {
    static func category(_ n: PluralOperands) -> String { n.i == 1 && !n.hasFraction ? "one" : "other" }
}
