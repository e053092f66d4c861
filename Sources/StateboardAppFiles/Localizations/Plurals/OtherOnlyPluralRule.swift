/// Chinese, Japanese, Korean, Thai, Vietnamese, Indonesian, …: no plural forms; every number is `other`.
enum OtherOnlyPluralRule {
    static let languages: Set<String> = ["zh", "ja", "ko", "th", "vi", "id", "ms", "yue", "lo", "my"]

    static func category(_ n: PluralOperands) -> String { "other" }
}
