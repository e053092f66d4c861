import StateboardCore

/// One problem found in an input file, with where it is and how to fix it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var location: FileLocation
    /// What is wrong, and what was expected.
    public var message: String
    /// A suggestion: the nearest valid key, the accepted values, an example.
    public var hint: String?
    /// A problem that does not stop the input from being used (an asset set nothing draws
    /// that cannot be read): printed as `warning:`, never failing a command.
    public var isWarning = false

    public init(_ message: String, at location: FileLocation, hint: String? = nil) {
        self.location = location; self.message = message; self.hint = hint
    }

    /// `file:line:column: error: message` (or `warning:`), then the hint on its own line.
    public var description: String {
        "\(location): \(isWarning ? "warning" : "error"): \(PrintableText.escaped(message))" + (hint.map { "\n  hint: \(PrintableText.escaped($0))" } ?? "")
    }
}

/// The problems that stopped an input file from loading: all of them, not only the first.
public struct DiagnosticsError: DescribedError, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A located problem that stopped a file from being read (the text of a theme file or an app's
/// string file: its encoding, its size).
package struct LimitProblem: Error {
    package var diagnostic: Diagnostic
    package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
