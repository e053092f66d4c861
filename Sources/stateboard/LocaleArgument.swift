import ArgumentParser
import Stateboard
import StateboardCore

/// A `--locale` value: a locale identifier (en, zh-Hans, pt-BR, en-XA) or, where the command
/// filters a matrix, a glob. Anything else was a typo that would render a locale no theme has,
/// silently in the development language (`--locale ja,th` drew English into `…-ja,th@2x.png`).
enum LocaleArgument {
    /// Throws when `value` is neither an identifier nor (with `allowsPattern`) a glob.
    static func check(_ value: String, allowsPattern: Bool) throws {
        if allowsPattern, RenderPlan.isPattern(value) { return }
        guard !isIdentifier(value) else { return }
        let parts = value.split(whereSeparator: { ", ;".contains($0) }).filter(isIdentifier)
        let hint = parts.count > 1 ? "; give --locale once per locale: " + parts.map { "--locale \($0)" }.joined(separator: " ") : "; like en, zh-Hans, pt-BR"
        throw ValidationError("`\(PrintableText.escaped(value, limit: 80))` is not a locale identifier\(hint)")
    }

    /// A language subtag of 2–8 letters, then subtags of 1–8 letters or digits after `-` or `_`.
    static func isIdentifier<S: StringProtocol>(_ value: S) -> Bool {
        let subtags = value.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = subtags.first, (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
