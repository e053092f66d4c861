import StateboardCore

/// One value per job of a plan, filled by parallel workers: each claims the next unclaimed job
/// and stores its value at the job's index, so results come back in plan order.
struct PlanSlots<Value: Sendable>: Sendable {
    private struct State {
        var next = 0
        var slots: [Value?]
    }

    private let state: Locked<State>

    init(count: Int) { state = Locked(State(slots: Array(repeating: nil, count: count))) }

    /// The next job's index, or `nil` when every job has been claimed.
    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.slots.count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    func store(_ value: Value, at index: Int) { state.withLock { $0.slots[index] = value } }

    /// The values in plan order (`nil` for a job no worker finished).
    var values: [Value?] { state.withLock { $0.slots } }

    /// The values in plan order, handed over rather than copied: the slots are left empty.
    func takeValues() -> [Value?] {
        state.withLock { state in
            defer { state.slots = [] }
            return state.slots
        }
    }
}
