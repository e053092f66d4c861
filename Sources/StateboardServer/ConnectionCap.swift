import Foundation
import Hummingbird
import HummingbirdCore

/// At most `maximum` connections open at once: past it the server stops accepting (the next
/// client waits in the listen queue) until one closes, so idle clients cannot use up the
/// process's file descriptors and lock everyone out. Reaching the cap is said once per episode.
struct ConnectionCap: AvailableConnectionsDelegate {
    let maximum: Int
    let say: @Sendable (String) -> Void
    private var open = 0
    private var saidFull = false

    init(maximum: Int, say: @escaping @Sendable (String) -> Void) {
        self.maximum = maximum
        self.say = say
    }

    mutating func connectionOpened() {
        open += 1
        if open >= maximum, !saidFull {
            saidFull = true
            say("stateboard serve: \(open) connections are open, the most it serves at once; new connections wait until one closes")
        }
    }

    mutating func connectionClosed() {
        open -= 1
        if open < maximum / 2 { saidFull = false }
    }

    func isAcceptingNewConnections() -> Bool { open < maximum }
}
