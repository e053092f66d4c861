import StateboardCore

extension RenderFilter {
    /// Throws when a value of `locales` is neither a locale identifier nor a glob: a typo
    /// (`ja,th`) would otherwise render a locale no theme has, silently in the development
    /// language, into files named after it. `RenderPlan.checkedPlan` asks it first.
    public func check() throws(PipelineError) {
        for value in locales { try Self.checkLocale(value, allowsPattern: true) }
    }

    /// Throws when `value` is neither a locale identifier (en, zh-Hans, pt-BR, en-XA) nor, with
    /// `allowsPattern`, a glob. `flag` names the command-line option the value came from, so
    /// the hint gives the flags to type instead (a library caller's hint names values).
    public static func checkLocale(_ value: String, allowsPattern: Bool, flag: String? = nil) throws(PipelineError) {
        if allowsPattern, RenderPlan.isPattern(value) { return }
        guard !isLocaleIdentifier(value) else { return }
        let parts = value.split(whereSeparator: { ", ;".contains($0) }).filter(isLocaleIdentifier)
        let hint: String
        if parts.count <= 1 {
            hint = "like en, zh-Hans, pt-BR"
        } else if let flag {
            hint = "give \(flag) once per locale: " + parts.map { "\(flag) \($0)" }.joined(separator: " ")
        } else {
            hint = "give one locale per value: " + parts.map { "`\($0)`" }.joined(separator: ", ")
        }
        throw .badInput("`\(PrintableText.escaped(value, limit: 80))` is not a locale identifier; \(hint)")
    }

    /// A language subtag of 2–8 letters, then subtags of 1–8 letters or digits after `-` or `_`.
    public static func isLocaleIdentifier<S: StringProtocol>(_ value: S) -> Bool {
        let subtags = value.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = subtags.first, (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
