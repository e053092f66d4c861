import Dispatch
import StateboardCore

/// A yes-or-no check asked often (before every job of a round) but worked out about once per
/// interval: in between, the last answer stands (two workers asking at the same moment may both
/// work it out). Once it says yes it stays yes. A walk of a theme's folders costs far more than
/// a job's turn, so a round asks the file system about as often as a person could save.
final class ThrottledCheck: Sendable {
    private let interval: UInt64
    private let check: @Sendable () -> Bool
    private let last = Locked<(at: UInt64, answer: Bool)?>(nil)

    /// `check` worked out at most every `seconds`.
    init(every seconds: Double, _ check: @escaping @Sendable () -> Bool) {
        self.interval = UInt64(max(0, seconds) * 1e9)
        self.check = check
    }

    func callAsFunction() -> Bool { answer(at: DispatchTime.now().uptimeNanoseconds) }

    /// The answer asked at `now` (uptime nanoseconds). Another worker may have stored a later
    /// time since this one read the clock: a time before the last check is within the interval
    /// (`now - last.at` would overflow, and trapped `serve` on a save with two workers).
    func answer(at now: UInt64) -> Bool {
        if let last = last.withLock({ $0 }), last.answer || now < last.at || now - last.at < interval { return last.answer }
        let answer = check()
        last.withLock { previous in previous = (now, answer || previous?.answer == true) }
        return answer
    }
}
