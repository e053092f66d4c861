// The exit status of each of this module's errors (StateboardError.swift says why they live here).

extension RenderDeadlineExceeded: StateboardError {
    /// A theme that draws too long is the input's problem: the `renderSeconds` limit can be raised.
    public var exitCode: StateboardExitCode { .badInput }
}

extension InlineMarkup.Problem: StateboardError {
    /// Markup naming an unknown symbol, or making too many runs, is bad input.
    public var exitCode: StateboardExitCode { .badInput }
}
