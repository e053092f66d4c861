import StateboardCore

// The exit status of each of this module's errors (StateboardCore's StateboardError.swift says why
// they live here).

extension UnregisteredNodeKindError: StateboardError {
    /// A node of a kind nobody registered is the input's problem (a theme's, or the caller's tree).
    public var exitCode: StateboardExitCode { .badInput }
}

extension CustomNodeContentMismatchError: StateboardError {
    /// A node holding another kind's value is the input's problem.
    public var exitCode: StateboardExitCode { .badInput }
}
