import Foundation

/// One value per job of a plan, filled by parallel workers: each claims the next unclaimed job
/// and stores its value at the job's index, so results come back in plan order.
final class PlanSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next job's index, or `nil` when every job has been claimed.
    func claim() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

    /// The values in plan order (`nil` for a job no worker finished).
    var values: [Value?] { lock.withLock { slots } }
}
