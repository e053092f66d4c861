import StateboardCore

/// Text built piece by piece that stops at `stringLength` characters: filling a string's
/// format specifiers, plural substitutions and `{name}` placeholders multiplies it (a width of
/// `%999d` repeated, substitutions whose forms hold substitutions, a long param in many
/// placeholders), so the filled text is bounded while it grows, never measured after.
package struct BoundedText {
    private(set) var scalars = String.UnicodeScalarView()
    private(set) var count = 0
    let limit: Int
    /// Where the text is written, to report it there (`nil`: where it is used).
    let location: FileLocation?

    package init(limit: Int = InputLimits.current.stringLength, location: FileLocation? = nil) { self.limit = limit; self.location = location }

    package var text: String { String(scalars) }

    package mutating func append(_ scalar: Unicode.Scalar) throws(FormatSpecifiers.Problem) {
        guard count < limit else { throw Self.overLimit(limit, at: location) }
        scalars.append(scalar)
        count += 1
    }

    package mutating func append(_ text: String) throws(FormatSpecifiers.Problem) {
        let added = text.unicodeScalars.count
        guard added <= limit - count else { throw Self.overLimit(limit, at: location) }
        scalars.append(contentsOf: text.unicodeScalars)
        count += added
    }

    /// The problem of a filled text that grew past `limit`.
    static func overLimit(_ limit: Int, at location: FileLocation? = nil) -> FormatSpecifiers.Problem {
        FormatSpecifiers.Problem(
            message: "the text is over \(limit) characters once its arguments and placeholders are filled (`stringLength`)",
            hint: InputLimits.hint(raising: "stringLength"), location: location)
    }
}
