import StateboardCore
import StateboardLayout

/// Laid-out scenes shared by the jobs of one run that differ only in appearance or contrast.
///
/// Resolving a screen state and laying it out never look at the appearance or the contrast
/// (colors stay dynamic until drawing), so the light and the dark image of a variant draw the
/// same `LaidOutScene`. A run keeps each one until every job that shares it has taken it, and
/// holds at most `capacity` at once (the plan puts locales and text sizes between a variant's
/// appearances, so that many wait).
final class SharedLayouts: Sendable {
    /// A job with its appearance and contrast set aside.
    struct Key: Hashable {
        var job: RenderJob
        init(_ job: RenderJob) {
            var shared = job
            shared.variant.appearance = .light
            shared.variant.contrast = .standard
            self.job = shared
        }
    }

    private struct Entry {
        var layout: LaidOutScene
        var takers: Int
    }

    private struct State {
        /// How many jobs of the plan share each key (keys of one job are not kept).
        var sharers: [Key: Int]
        var entries: [Key: Entry] = [:]
    }

    private let state: Locked<State>
    private let timeLimit: Double?
    static let capacity = 256

    /// For the jobs of `plan`, whose layouts get a deadline of `timeLimit` seconds each.
    init(plan: [RenderJob], timeLimit: Double?) {
        var sharers: [Key: Int] = [:]
        for job in plan { sharers[Key(job), default: 0] += 1 }
        state = Locked(State(sharers: sharers.filter { $0.value > 1 }))
        self.timeLimit = timeLimit
    }

    /// The layout of `job`: one a job sharing it laid out already (with a fresh deadline), or
    /// the one `make` lays out, kept for the others.
    func layout(for job: RenderJob, make: () throws -> LaidOutScene) rethrows -> LaidOutScene {
        let key = Key(job)
        let taken: LaidOutScene? = state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            entry.takers -= 1
            state.entries[key] = entry.takers > 0 ? entry : nil
            return entry.layout
        }
        if let taken { return taken.withDeadline(seconds: timeLimit) }
        let made = try make()
        guard made.deadlineExceeded == nil else { return made }
        state.withLock { state in
            guard let sharers = state.sharers[key], state.entries[key] == nil, state.entries.count < Self.capacity else { return }
            state.entries[key] = Entry(layout: made, takers: sharers - 1)
        }
        return made
    }
}
