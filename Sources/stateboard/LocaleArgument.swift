import ArgumentParser
import Stateboard

/// A `--locale` value: a locale identifier (en, zh-Hans, pt-BR, en-XA) or, where the command
/// filters a matrix, a glob. The check is the library's (`RenderFilter.checkLocale`), so a
/// library caller's filter is held to the same rule; here its error is a usage error.
enum LocaleArgument {
    /// Throws when `value` is neither an identifier nor (with `allowsPattern`) a glob.
    static func check(_ value: String, allowsPattern: Bool) throws {
        do { try RenderFilter.checkLocale(value, allowsPattern: allowsPattern, flag: "--locale") } catch { throw ValidationError(error.message) }
    }
}
