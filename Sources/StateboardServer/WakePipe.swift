import Foundation
import Stateboard

/// A pipe that wakes threads blocked in `poll()`: each polls the read end with its socket, and
/// `signal()` (one waiter, until it `drain()`s) or `trip()` (every waiter, for good: the read
/// end then reads as end-of-file forever) wakes it. Threads never spin waiting for each other.
final class WakePipe: Sendable {
    /// The end to poll for `POLLIN`.
    let readEnd: Int32
    /// The write end, -1 once tripped.
    private let writeEnd: Locked<Int32>

    /// A new pipe, or nil when the process has no file descriptor left.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = Locked(ends[1])
    }

    deinit {
        close(readEnd)
        let end = writeEnd.current
        if end >= 0 { close(end) }
    }

    /// Wakes the reader (a full pipe is already a wake-up).
    func signal() {
        writeEnd.withLock { end in
            guard end >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(end, &byte, 1)
        }
    }

    /// Empties the pipe once its wake-up is seen.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    /// Wakes every poller of the read end, now and later.
    func trip() {
        writeEnd.withLock { end in
            guard end >= 0 else { return }
            close(end)
            end = -1
        }
    }

    /// Whether `trip()` has run.
    var isTripped: Bool { writeEnd.current < 0 }
}
