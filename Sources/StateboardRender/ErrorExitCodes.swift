import StateboardCore

// The exit status of each of this module's errors (StateboardCore's StateboardError.swift says why
// they live here).

extension RenderError: StateboardError {
    /// Something missing on the machine is the environment's problem; an unreadable input, the input's.
    public var exitCode: StateboardExitCode {
        switch self {
        case .environment: .environment
        case .input: .badInput
        }
    }
}
