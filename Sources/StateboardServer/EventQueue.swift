import Foundation
import Stateboard

/// One page's server-sent events on their way from the hub to the page's connection: the hub
/// queues (never blocking, whatever the page does), the connection's thread takes them when its
/// wake pipe says so. At most `capacity` events wait: past it the oldest are dropped (each
/// update carries the whole state but the changed paths, and a page that far behind reloads on
/// the next key change anyway), so a page that stops reading costs bounded memory.
final class EventQueue: Sendable {
    static let capacity = 64

    private struct State: Sendable {
        var pending: [String] = []
        var finished = false
    }

    private let state = Locked(State())
    /// Signalled on every event and at the end.
    let wake: WakePipe

    /// A queue, or nil when the process has no file descriptor left for its wake pipe.
    init?() {
        guard let wake = WakePipe() else { return nil }
        self.wake = wake
    }

    /// Queues `event` (dropped once the queue has finished).
    func push(_ event: String) {
        let queued = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.pending.append(event)
            if state.pending.count > Self.capacity { state.pending.removeFirst(state.pending.count - Self.capacity) }
            return true
        }
        if queued { wake.signal() }
    }

    /// Ends the stream once the queued events are taken.
    func finish() {
        state.withLock { $0.finished = true }
        wake.signal()
    }

    /// The events queued since the last call, and whether the stream has ended.
    func take() -> (events: [String], finished: Bool) {
        wake.drain()
        return state.withLock { state in
            defer { state.pending.removeAll() }
            return (state.pending, state.finished)
        }
    }
}
