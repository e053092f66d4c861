import Foundation

/// The first of several outcomes to arrive: the server's own end, or the shutdown deadline's
/// passing (after which `run` returns even if a connection has not closed yet, so the process
/// can exit whatever a client does).
final class FirstOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: Result<Void, any Error>?
    private var waiting: CheckedContinuation<Result<Void, any Error>, Never>?

    /// Records `result` unless an outcome arrived first.
    func finish(_ result: Result<Void, any Error>) {
        lock.lock()
        guard outcome == nil else { lock.unlock(); return }
        outcome = result
        let continuation = waiting
        waiting = nil
        lock.unlock()
        continuation?.resume(returning: result)
    }

    /// The first outcome, once there is one.
    func value() async -> Result<Void, any Error> {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let outcome {
                lock.unlock()
                continuation.resume(returning: outcome)
            } else {
                waiting = continuation
                lock.unlock()
            }
        }
    }
}
