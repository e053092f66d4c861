import StateboardCore

// The exit status of each of this module's errors (StateboardCore's StateboardError.swift says why
// they live here).

extension SnapshotError: StateboardError {
    /// An unreadable reference or fingerprint is bad input, not a difference.
    public var exitCode: StateboardExitCode { .badInput }
}
