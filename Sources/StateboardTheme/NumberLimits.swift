import StateboardAppFiles
import StateboardCore

/// Numbers in a theme or scene file stay finite and in a range the layout and drawing code can
/// hold: a magnitude of at most `numberMagnitude` (points) and whole numbers up to `wholeNumber`.
enum NumberLimits {
    /// A problem with a number that has no maximum of its own.
    static func problem(_ value: Double, what: String, at location: FileLocation, limits: InputLimits = .current) -> Diagnostic? {
        guard abs(value) > limits.numberMagnitude else { return nil }
        return Diagnostic(
            "\(what) is \(value), beyond ±\(Int(limits.numberMagnitude)) (`numberMagnitude`)",
            at: location, hint: InputLimits.hint(raising: "numberMagnitude"))
    }

    /// A problem with a whole number written as `text`: too large for the limit (or for any integer).
    static func wholeNumberProblem(_ text: String, what: String, at location: FileLocation, limits: InputLimits = .current) -> Diagnostic? {
        guard let value = Double(text), value.isFinite || text.lowercased().contains("inf") else { return nil }
        guard abs(value) > Double(limits.wholeNumber) else { return nil }
        return Diagnostic(
            "\(what) is \(PrintableText.escaped(text, limit: 40)), above the limit of \(limits.wholeNumber) (`wholeNumber`)",
            at: location, hint: InputLimits.hint(raising: "wholeNumber"))
    }
}
