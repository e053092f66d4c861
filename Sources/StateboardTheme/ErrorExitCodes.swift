import StateboardCore

// The exit status of each of this module's errors (StateboardCore's StateboardError.swift says why
// they live here). Everything this module reads is the user's input.

extension SymbolTemplateProblem: StateboardError {
    /// A symbol template that cannot be drawn is bad input.
    public var exitCode: StateboardExitCode { .badInput }
}

extension ThemeScaffold.ScaffoldError: StateboardError {
    /// A theme already where `init` would write one: choose another name.
    public var exitCode: StateboardExitCode { .badInput }
}

extension XcodeThemeScaffold.ImportError: StateboardError {
    /// No app folder, nothing to read, a theme already there, unreadable app files: bad input.
    public var exitCode: StateboardExitCode { .badInput }
    /// Unreadable app files as their located diagnostics; the others as one `error:` line.
    public var commandLineMessage: String {
        if case .unreadable = self { return description }
        return "error: " + description
    }
}
