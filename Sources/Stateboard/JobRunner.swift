import Dispatch
import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// Runs render jobs on every worker: each job is resolved with its theme, laid out with the
/// theme's renderer and handed to the body on the worker's thread. Render, watch, record,
/// verify and the benchmarks all go through it.
public struct JobRunner: Sendable {
    public let themes: [Theme]
    /// How many workers run at once.
    public let jobs: Int
    /// Seconds each job may take to lay out and draw (the limit `renderSeconds`); a job past it
    /// fails with `RenderDeadlineExceeded` and the others go on.
    public var timeLimit: Double? = InputLimits.current.renderSeconds
    /// Asked before each job: once it says yes, no worker starts another job, and each job not
    /// started ends as `JobNotReached` (a live preview stops a round when the theme is saved again,
    /// without waiting for the rest of a batch).
    public var shouldStop: (@Sendable () -> Bool)?

    /// One job's result and how long resolving, laying out and the body took.
    public struct Outcome<T: Sendable>: Sendable {
        public var result: Result<T, any Error>
        public var milliseconds: Double
    }

    public init(themes: [Theme], jobs: Int) { self.themes = themes; self.jobs = max(1, jobs) }

    /// The outcomes in plan order. `path` names what a finished job wrote, for observers.
    public func run<T: Sendable>(
        _ plan: [RenderJob], observer: PipelineObserver? = nil,
        path: @escaping @Sendable (T) -> String? = { _ in nil },
        _ body: @escaping @Sendable (RenderJob, LaidOutScene, ImageRenderer) throws -> T
    ) throws(PipelineError) -> [Outcome<T>] {
        try run(RenderJobs(plan), observer: observer, path: path, body)
    }

    /// The outcomes in plan order, of a plan computed when read (`RenderPlan.checkedPlan`).
    public func run<T: Sendable>(
        _ plan: RenderJobs, observer: PipelineObserver? = nil,
        path: @escaping @Sendable (T) -> String? = { _ in nil },
        _ body: @escaping @Sendable (RenderJob, LaidOutScene, ImageRenderer) throws -> T
    ) throws(PipelineError) -> [Outcome<T>] {
        let slots = PlanSlots<Outcome<T>>(count: plan.count)
        try run(plan, observer: observer, path: path, body) { index, outcome in slots.store(outcome, at: index) }
        return slots.values.map { $0 ?? Outcome(result: .failure(JobNotReached()), milliseconds: 0) }
    }

    /// Runs every job of `plan` and hands each outcome to `deliver` (its index in the plan, the
    /// outcome) as the job finishes, one call at a time, in the order jobs finish; a job not
    /// reached (`shouldStop`) is delivered as `JobNotReached` once the workers are done. Nothing
    /// is kept per job: a caller that folds the outcomes (counts, failures) holds none of them.
    func run<T: Sendable>(
        _ plan: RenderJobs, observer: PipelineObserver? = nil,
        path: @escaping @Sendable (T) -> String? = { _ in nil },
        _ body: @escaping @Sendable (RenderJob, LaidOutScene, ImageRenderer) throws -> T,
        deliver: @escaping @Sendable (Int, Outcome<T>) -> Void
    ) throws(PipelineError) {
        observer?(.started(total: plan.count))
        // Nothing to draw (an incremental run with nothing changed): no renderer, no font set-up.
        guard !plan.isEmpty else { return }
        let contexts = try self.contexts()
        // A worker takes a group of jobs that share one layout (`LayoutGroups`) at a time.
        let groups = LayoutGroups.of(plan)
        let nextGroup = Locked(0)
        let stopped = Locked(false)
        // A plain lock: it guards the caller's fold, not a value of its own (a `Locked<()>`'s
        // zero-sized value was reported by the thread sanitizer as accessed outside its lock).
        let delivering = NSLock()
        let deliverOne: @Sendable (Int, Outcome<T>) -> Void = { index, outcome in delivering.withLock { deliver(index, outcome) } }
        // Workers are threads, not child tasks: they run under the caller's limits explicitly.
        let limits = InputLimits.current
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, groups.count))) { _ in
            InputLimits.$current.withValue(limits) {
                while let claimed = nextGroup.withLock({ next -> Int? in
                    guard next < groups.count else { return nil }
                    next += 1
                    return next - 1
                }) {
                    let group = groups[claimed]
                    let reached = runGroup(
                        group, of: plan, contexts: contexts, stopped: stopped, observer: observer, path: path, body: body, deliver: deliverOne)
                    // A stopped run's jobs not started are delivered too, so every job is.
                    for index in group[reached...] { deliverOne(index, Outcome(result: .failure(JobNotReached()), milliseconds: 0)) }
                }
            }
        }
    }

    /// Runs the jobs of one layout group in order until `shouldStop` says so; how many it reached.
    private func runGroup<T: Sendable>(
        _ group: [Int], of plan: RenderJobs, contexts: [String: (ThemeResolver, ImageRenderer)], stopped: Locked<Bool>,
        observer: PipelineObserver?, path: @Sendable (T) -> String?, body: (RenderJob, LaidOutScene, ImageRenderer) throws -> T,
        deliver: (Int, Outcome<T>) -> Void
    ) -> Int {
        var shared: LaidOutScene?
        for (reached, index) in group.enumerated() {
            if let shouldStop, stopped.withLock({ $0 }) || shouldStop() {
                stopped.withLock { $0 = true }
                return reached
            }
            let began = DispatchTime.now()
            let result = Result<T, any Error> { try runJob(plan[index], contexts: contexts, shared: &shared, body: body) }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - began.uptimeNanoseconds) / 1e6
            deliver(index, Outcome(result: result, milliseconds: milliseconds))
            observer?(.finished(index: index, path: (try? result.get()).flatMap(path), milliseconds: milliseconds, failed: (try? result.get()) == nil))
        }
        return group.count
    }

    /// Each theme's resolver and renderer, by name.
    private func contexts() throws(PipelineError) -> [String: (ThemeResolver, ImageRenderer)] {
        var built: [String: (ThemeResolver, ImageRenderer)] = [:]
        for theme in themes where built[theme.name] == nil {
            built[theme.name] = (ThemeResolver(theme: theme), try RendererFactory.make(for: theme))
        }
        return built
    }

    /// Resolves and lays out `job` (or reuses `shared`, its layout group's first layout) and
    /// runs `body` on it. The limit `renderSeconds` is the scene's deadline: a layout that
    /// reached it fails here, a drawing that reaches it fails in the body (never the process).
    private func runJob<T>(
        _ job: RenderJob, contexts: [String: (ThemeResolver, ImageRenderer)], shared: inout LaidOutScene?,
        body: (RenderJob, LaidOutScene, ImageRenderer) throws -> T
    ) throws -> T {
        guard let (resolver, renderer) = contexts[job.theme] else {
            throw PipelineError.badInput("job \(job.relativePath) names theme `\(job.theme)`, which this run did not load")
        }
        // The group's later jobs draw its first layout, each with a deadline of its own.
        let laidOut: LaidOutScene
        if let shared {
            laidOut = shared.withDeadline(seconds: timeLimit)
        } else {
            let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
            laidOut = renderer.layoutEngine(direction: scene.direction, timeLimit: timeLimit).layout(scene)
            if laidOut.deadlineExceeded == nil { shared = laidOut }
        }
        try laidOut.checkDeadline()
        return try body(job, laidOut, renderer)
    }
}

/// A job a run stopped before reaching (`JobRunner.shouldStop`): nothing was drawn or written
/// for it, and it is no failure.
public struct JobNotReached: Error, CustomStringConvertible, Sendable {
    public var description: String { "the run stopped before this job" }
}
