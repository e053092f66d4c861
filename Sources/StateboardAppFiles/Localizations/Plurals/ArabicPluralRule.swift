/// Arabic: `zero` 0, `one` 1, `two` 2, `few` when n % 100 is 3–10, `many` when it is 11–99,
/// else `other` (100, 101, 102, fractions).
enum ArabicPluralRule {
    static func category(_ n: PluralOperands) -> String {
        guard !n.hasFraction else { return "other" }
        switch n.i {
        case 0: return "zero"
        case 1: return "one"
        case 2: return "two"
        default:
            switch n.i % 100 {
            case 3...10: return "few"
            case 11...99: return "many"
            default: return "other"
            }
        }
    }
}
