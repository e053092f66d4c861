import Foundation
import Stateboard

/// The first of several outcomes to arrive: a stop asked for (a signal or the caller's
/// cancellation), or, once stopping, everything stopped or the shutdown deadline's passing
/// (after which `run` returns even if a connection has not closed yet, so the process can exit
/// whatever a client does).
final class FirstOutcome: Sendable {
    private struct State: Sendable {
        var outcome: Result<Void, any Error>?
        var waiting: CheckedContinuation<Result<Void, any Error>, Never>?
    }

    private let state = Locked(State())

    /// Records `result` unless an outcome arrived first.
    func finish(_ result: Result<Void, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Result<Void, any Error>, Never>? in
            guard state.outcome == nil else { return nil }
            state.outcome = result
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: result)
    }

    /// The first outcome, once there is one.
    func value() async -> Result<Void, any Error> {
        await withCheckedContinuation { continuation in
            let known = state.withLock { state -> Result<Void, any Error>? in
                if state.outcome == nil { state.waiting = continuation }
                return state.outcome
            }
            if let known { continuation.resume(returning: known) }
        }
    }
}
