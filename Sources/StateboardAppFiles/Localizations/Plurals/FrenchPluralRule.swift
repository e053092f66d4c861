/// French (and Brazilian Portuguese): `one` for 0 and 1 (and 1.5: `i = 0,1`), `many` for whole
/// millions, else `other`.
enum FrenchPluralRule {
    static func category(_ n: PluralOperands) -> String {
        if n.i == 0 || n.i == 1 { return "one" }
        if !n.hasFraction && n.i % 1_000_000 == 0 { return "many" }
        return "other"
    }
}
