import StateboardCore

// The exit status of each of this module's errors (StateboardCore's StateboardError.swift says why
// they live here). Everything this module reads is the user's input.

extension DiagnosticsError: StateboardError {
    /// A file that does not load is bad input.
    public var exitCode: StateboardExitCode { .badInput }
    /// The diagnostics as they are: each already reads `file:line:column: error: …`.
    public var commandLineMessage: String { description }
}
