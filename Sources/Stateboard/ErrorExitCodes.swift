import StateboardCore

// The exit status of each of this module's errors (StateboardCore's StateboardError.swift says why
// they live here).

extension PipelineError: StateboardError {
    /// Its cause: the input's or the machine's.
    public var exitCode: StateboardExitCode {
        switch cause {
        case .badInput: .badInput
        case .environment: .environment
        }
    }
    /// `error: ` and the message.
    public var commandLineMessage: String { "error: " + message }
}

extension JobNotReached: StateboardError {
    /// A job a run stopped before reaching failed nothing: the run was interrupted.
    public var exitCode: StateboardExitCode { .interrupted }
}
