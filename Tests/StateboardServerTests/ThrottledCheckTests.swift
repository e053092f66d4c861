import Foundation
import StateboardCore
import Testing

@testable import StateboardServer

/// The save check a round asks before every job walks the theme's folders at most once per
/// interval, and a yes stays a yes.
@Suite struct ThrottledCheckTests {
    @Test func withinTheIntervalTheLastAnswerStands() {
        let walks = Locked(0)
        let check = ThrottledCheck(every: 3600) {
            walks.withLock { $0 += 1 }
            return false
        }
        for _ in 0..<1000 { #expect(!check()) }
        #expect(walks.current == 1)
    }

    @Test func afterTheIntervalItAsksAgainAndAYesStays() {
        let walks = Locked(0)
        let saved = Locked(false)
        let check = ThrottledCheck(every: 0) {
            walks.withLock { $0 += 1 }
            return saved.current
        }
        #expect(!check())
        #expect(!check())
        saved.withLock { $0 = true }
        #expect(check())
        saved.withLock { $0 = false }  // a later walk cannot take a save back
        #expect(check())
        #expect(walks.current == 3)
    }

    /// Rule: a worker that read the clock before another stored a later check gets the last
    /// answer (it is within the interval), never an overflow (`serve` trapped on a save so).
    @Test func aClockReadBeforeTheLastCheckIsWithinTheInterval() {
        let walks = Locked(0)
        let check = ThrottledCheck(every: 1) {
            walks.withLock { $0 += 1 }
            return false
        }
        #expect(!check.answer(at: 5_000_000_000))
        #expect(!check.answer(at: 4_000_000_000))
        #expect(walks.current == 1)
    }
}
