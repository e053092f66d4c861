import Foundation

/// At most `maximum` connections open at once: past it the server stops accepting (the next
/// client waits in the listen queue) until one closes, so idle clients cannot use up the
/// process's file descriptors and lock everyone out. Reaching the cap is said once per episode
/// (again only after the open connections fell below half of it).
final class ConnectionCap: @unchecked Sendable {
    let maximum: Int
    private let say: @Sendable (String) -> Void
    /// Guards the properties below; signalled when a connection closes or the server stops.
    private let condition = NSCondition()
    private var open = 0
    private var saidFull = false
    private var stopped = false
    private var whenAllClosed: [@Sendable () -> Void] = []

    init(maximum: Int, say: @escaping @Sendable (String) -> Void) {
        self.maximum = max(1, maximum)
        self.say = say
    }

    /// Waits until fewer than `maximum` connections are open; false once `stop()` has run.
    func waitForRoom() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while open >= maximum, !stopped { condition.wait() }
        return !stopped
    }

    /// Counts a connection just accepted.
    func opened() {
        condition.lock()
        open += 1
        let full = open >= maximum && !saidFull
        if full { saidFull = true }
        let count = open
        condition.unlock()
        if full { say("stateboard serve: \(count) connections are open, the most it serves at once; new connections wait until one closes") }
    }

    /// Counts a connection just closed.
    func closed() {
        condition.lock()
        open -= 1
        if open < maximum / 2 { saidFull = false }
        let calls = open == 0 ? whenAllClosed : []
        if open == 0 { whenAllClosed = [] }
        condition.broadcast()
        condition.unlock()
        calls.forEach { $0() }
    }

    /// Stops `waitForRoom()` waiting (the server accepts no more connections).
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `body` once no connection is open (now, if none is).
    func whenAllClosed(_ body: @escaping @Sendable () -> Void) {
        condition.lock()
        let now = open == 0
        if !now { whenAllClosed.append(body) }
        condition.unlock()
        if now { body() }
    }
}
