import Foundation
import StateboardCore

/// Fills an app string's printf-style format specifiers as Foundation's `String(format:)` does:
/// `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%x`, `%f`, `%.1f`, …, positional ones (`%1$@`,
/// `%2$lld`), `%%`, and `%#@name@` (a plural substitution: a String Catalog's `substitutions`
/// or a stringsdict variable). Numbers are written without grouping, in the locale's digits
/// (Arabic-Indic in Arabic, with ٫ for the decimal point), as `String(localized:)` writes them.
package struct FormatSpecifiers {
    /// A value an argument is filled with, and where it was written.
    package struct Argument {
        package var name: String
        package var text: String
        package var location: FileLocation

        package init(name: String, text: String, location: FileLocation) {
            self.name = name; self.text = text; self.location = location
        }
    }

    /// Why a string could not be filled.
    package struct Problem: Error {
        package var message: String
        package var hint: String
        /// The argument's value, when it is the value that is wrong.
        package var location: FileLocation?

        package init(message: String, hint: String, location: FileLocation? = nil) {
            self.message = message; self.hint = hint; self.location = location
        }
    }

    /// The locale whose plural rules choose a substitution's form.
    let locale: String
    let substitutions: [String: AppSubstitution]
    /// The argument at a 1-based position; the substitution's name when one stands for it.
    package let argument: (Int, String?) throws(Problem) -> Argument
    /// Characters the filled text may reach (`stringLength`), checked while it is filled.
    var maxLength = InputLimits.current.stringLength

    package init(
        locale: String, substitutions: [String: AppSubstitution], argument: @escaping (Int, String?) throws(Problem) -> Argument,
        maxLength: Int = InputLimits.current.stringLength
    ) {
        self.locale = locale; self.substitutions = substitutions; self.argument = argument; self.maxLength = maxLength
    }

    /// Whether `text` has any format specifier (`%%` included).
    static func hasSpecifiers(_ text: String) -> Bool { text.contains("%") }

    /// `text` with its specifiers filled; sequential specifiers take arguments from `next` on.
    package func fill(_ text: String, next: inout Int, depth: Int = 0) throws(Problem) -> String {
        guard depth < 4 else { throw Problem(message: "substitutions nest too deep", hint: "a substitution's form cannot use itself", location: nil) }
        let scalars = Array(text.unicodeScalars)
        var result = BoundedText(limit: maxLength)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { try result.append(scalars[i]); i += 1; continue }
            let start = i
            i += 1
            guard i < scalars.count else { throw specifierProblem(scalars[start...]) }
            if scalars[i] == "%" { try result.append("%" as Unicode.Scalar); i += 1; continue }
            let (position, substitutionWidth) = Self.positionOrWidth(scalars, at: &i)
            if i + 1 < scalars.count, scalars[i] == "#", scalars[i + 1] == "@" {
                try fillSubstitution(
                    scalars, start: start, at: &i, position: position, width: substitutionWidth, next: &next, depth: depth, into: &result)
            } else {
                try fillConversion(scalars, start: start, at: &i, position: position, next: &next, into: &result)
            }
        }
        return result.text
    }

    /// Reads the digits after a `%`: an argument position when a `$` follows them (`%2$@`), or a
    /// substitution's field width before `#@`, as CFString's format parser reads them
    /// (`__CFParseFormatSpec`: a number not followed by `$` is the width): `%1#@count@` takes the
    /// next argument, like `%#@count@`, its form padded to one character. Other digits are left
    /// for the conversion to read (its width).
    private static func positionOrWidth(_ scalars: [Unicode.Scalar], at i: inout Int) -> (position: Int?, substitutionWidth: Int) {
        var digits = ""
        var j = i
        while j < scalars.count, ("0"..."9").contains(scalars[j]) { digits.unicodeScalars.append(scalars[j]); j += 1 }
        guard !digits.isEmpty else { return (nil, 0) }
        if j < scalars.count, scalars[j] == "$" {
            i = j + 1
            return (Int(digits.prefix(4)), 0)
        }
        if j + 1 < scalars.count, scalars[j] == "#", scalars[j + 1] == "@" {
            i = j
            return (nil, Int(digits.prefix(3)) ?? 0)
        }
        return (nil, 0)
    }

    /// `%#@name@` at `i` (just past the position or width): the substitution's form, padded to `width`.
    private func fillSubstitution(
        _ scalars: [Unicode.Scalar], start: Int, at i: inout Int, position: Int?, width: Int, next: inout Int, depth: Int,
        into result: inout BoundedText
    ) throws(Problem) {
        var k = i + 2
        var name = ""
        while k < scalars.count, scalars[k] != "@" { name.unicodeScalars.append(scalars[k]); k += 1 }
        guard k < scalars.count else { throw specifierProblem(scalars[start...]) }
        i = k + 1
        let form = try substitute(name, position: position, next: &next, depth: depth)
        let padding = max(0, width - form.count)
        if padding > 0 { try result.append(String(repeating: " ", count: padding)) }
        try result.append(form)
    }

    /// A printf conversion at `i` (flags, width, precision, length, conversion), filled with its
    /// argument as the locale writes it.
    private func fillConversion(
        _ scalars: [Unicode.Scalar], start: Int, at i: inout Int, position: Int?, next: inout Int, into result: inout BoundedText
    ) throws(Problem) {
        var flags = ""
        while i < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[i]) { if scalars[i] != "'" { flags.unicodeScalars.append(scalars[i]) }; i += 1 }
        var width = ""
        while i < scalars.count, ("0"..."9").contains(scalars[i]), width.count < 3 { width.unicodeScalars.append(scalars[i]); i += 1 }
        var precision = ""
        if i < scalars.count, scalars[i] == "." {
            precision = "."
            i += 1
            while i < scalars.count, ("0"..."9").contains(scalars[i]), precision.count < 3 { precision.unicodeScalars.append(scalars[i]); i += 1 }
        }
        while i < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[i]) { i += 1 }
        guard i < scalars.count else { throw specifierProblem(scalars[start...]) }
        let conversion = scalars[i]
        i += 1
        let index = position ?? next
        next = index + 1
        let value = try argument(index, nil)
        let written = String(String.UnicodeScalarView(scalars[start..<i]))
        let filled = try Self.write(value, conversion: conversion, flags: flags, width: width, precision: precision, specifier: written)
        try result.append(Self.localized(filled, conversion: conversion, locale: LocaleInfo(locale)))
    }

    private func specifierProblem(_ written: ArraySlice<Unicode.Scalar>) -> Problem {
        Problem(
            message: "`\(String(String.UnicodeScalarView(written)))` is not a complete format specifier",
            hint: "write `%%` for a percent sign; specifiers are `%@`, `%lld`, `%1$@`, `%#@name@`", location: nil)
    }

    /// A `%#@name@` substitution: the form its argument's number picks, filled.
    private func substitute(_ name: String, position: Int?, next: inout Int, depth: Int) throws(Problem) -> String {
        guard let substitution = substitutions[name] else {
            throw Problem(message: "`%#@\(name)@` names no substitution", hint: "add `\(name)` to the string's substitutions (or variables)", location: nil)
        }
        let index = position ?? substitution.argument ?? next
        next = max(next, index + 1)
        let value = try argument(index, name)
        guard let number = Double(value.text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            throw Problem(
                message: "`\(value.name)` is `\(PrintableText.escaped(value.text))`, not a number, and chooses the plural form of `%#@\(name)@`",
                hint: "give `\(value.name)` a number such as `1` or `5`", location: value.location)
        }
        guard let form = PluralRules.form(for: number, locale: locale, in: substitution.forms) else {
            var problem = PluralRules.missingForm(for: number, locale: locale, in: substitution.forms.keys, location: substitution.location)
            problem.message = "substitution `\(name)` " + problem.message
            throw problem
        }
        // A catalog's form writes its argument as `%arg`; a stringsdict's as a plain specifier
        // (which takes the variable's argument).
        let text = form.value.replacingOccurrences(of: "%arg", with: "%\(index)$\(substitution.formatSpecifier)")
        // Inside the form, the substitution's argument is the one it named.
        let outer = argument
        let inner = FormatSpecifiers(
            locale: locale, substitutions: substitutions,
            argument: { position, name throws(Problem) in
                position == index ? value : try outer(position, name)
            }, maxLength: maxLength)
        var innerNext = index
        return try inner.fill(text, next: &innerNext, depth: depth + 1)
    }

    /// A decimal number in the locale's digits (and, with Arabic-script digits, its decimal
    /// separator); text, characters and hexadecimal or octal numbers stay as written.
    static func localized(_ filled: String, conversion: Unicode.Scalar, locale: LocaleInfo) -> String {
        guard locale.nativeDigits != nil, "diufFeEgG".unicodeScalars.contains(conversion) else { return filled }
        return locale.withNativeDigits(filled.replacingOccurrences(of: ".", with: "\u{066B}"))
    }

    /// One argument written as its conversion says.
    static func write(
        _ value: Argument, conversion: Unicode.Scalar, flags: String, width: String, precision: String,
        specifier: String
    ) throws(Problem) -> String {
        let trimmed = value.text.trimmingCharacters(in: .whitespaces)
        func notNumber(_ kind: String) -> Problem {
            Problem(
                message: "`\(value.name)` is `\(PrintableText.escaped(value.text))`, not \(kind), and fills `\(specifier)`",
                hint: "give `\(value.name)` \(kind == "a whole number" ? "a whole number such as `3`" : "a number such as `2.5`")", location: value.location)
        }
        switch conversion {
        case "@", "s", "S":
            return value.text
        case "d", "i", "u", "x", "X", "o", "c", "C":
            guard let number = Double(trimmed), number == number.rounded(), abs(number) < 9e15 else { throw notNumber("a whole number") }
            if conversion == "c" || conversion == "C" { return Unicode.Scalar(UInt32(clamping: Int64(number))).map { String($0) } ?? "" }
            let c = conversion == "u" ? "d" : String(conversion)
            return String(format: "%\(flags)\(width)\(precision)ll\(c)", Int64(number))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let number = Double(trimmed), number.isFinite else { throw notNumber("a number") }
            return String(format: "%\(flags)\(width)\(precision)\(conversion)", number)
        default:
            throw Problem(
                message: "`\(specifier)` is not a format specifier Stateboard fills",
                hint: "use `%@` for text, `%lld` or `%d` for whole numbers, `%f` for numbers; `%%` for a percent sign", location: nil)
        }
    }
}
