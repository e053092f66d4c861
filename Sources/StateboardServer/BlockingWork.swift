import Foundation

/// Bounds the server's heavy work — rendering an explanation or an overlay, decoding a
/// thumbnail — to a few at once (all cores but one, so the watcher, the other connections and
/// the browser keep one): fifty clicks on images do not run fifty renders together. The work
/// runs on the requesting connection's own thread, so it never holds up another connection;
/// a request past the bound waits for a slot.
final class BlockingWork: @unchecked Sendable {
    /// Why a request could not be served: the server is shutting down.
    struct Stopped: Error {}

    /// How many run at once, at most.
    let slots: Int
    /// Guards the properties below; signalled when a slot frees or the work stops.
    private let condition = NSCondition()
    private var running = 0
    private var stopped = false

    /// At most `slots` at once (default: the cores but one, at least one).
    init(slots: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)) {
        self.slots = max(1, slots)
    }

    /// Runs `body` once a slot is free and returns its result; throws `Stopped` once the work
    /// has stopped (also while waiting for a slot).
    func run<Result>(_ body: () throws -> Result) throws -> Result {
        condition.lock()
        while running >= slots, !stopped { condition.wait() }
        guard !stopped else {
            condition.unlock()
            throw Stopped()
        }
        running += 1
        condition.unlock()
        defer {
            condition.lock()
            running -= 1
            condition.signal()
            condition.unlock()
        }
        return try body()
    }

    /// Refuses work from now on (work already running finishes).
    func shutDown() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
