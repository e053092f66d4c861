/// Russian, Ukrainian, Belarusian: `one` 1, 21, 31 (not 11); `few` 2–4, 22–24 (not 12–14);
/// `many` 0, 5–20, 25–30, …; `other` fractions.
enum EastSlavicPluralRule {
    static func category(_ n: PluralOperands) -> String {
        guard !n.hasFraction else { return "other" }
        let ones = n.i % 10, tens = n.i % 100
        if ones == 1 && tens != 11 { return "one" }
        if (2...4).contains(ones) && !(12...14).contains(tens) { return "few" }
        return "many"
    }
}

/// Polish: `one` 1 only; `few` 2–4, 22–24 (not 12–14); `many` the other whole numbers; `other` fractions.
enum PolishPluralRule {
    static func category(_ n: PluralOperands) -> String {
        guard !n.hasFraction else { return "other" }
        if n.i == 1 { return "one" }
        let ones = n.i % 10, tens = n.i % 100
        if (2...4).contains(ones) && !(12...14).contains(tens) { return "few" }
        return "many"
    }
}
