import Dispatch
import Foundation
import StateboardCore
import StateboardTheme

extension MatrixRenderer {
    /// Resolves every job (cheap), digests each scene with its inputs, and draws only the jobs
    /// whose digest differs from the last run's into `out` or whose image is gone; the rest are
    /// reported as written and `reused`, their files untouched. A job the last run left no
    /// digest of is drawn whatever its digest, and digested as it is drawn. The folder's digests
    /// are then brought up to date (written only when they changed).
    func renderChanged(
        _ plan: RenderJobs, into out: String, thumbnailed: Set<String>,
        observer: PipelineObserver?
    ) throws(PipelineError) -> Results {
        let sorting = DigestSorting(plan: plan, themes: themes, format: format, jobs: jobs, out: out, keepsDigests: keepsWritten)
        var results: Results
        if let onDrawn {
            results = try drawInBatches(plan, sorting: sorting, into: out, thumbnailed: thumbnailed, observer: observer, onDrawn: onDrawn)
        } else {
            let drawn = sorting.classify(plan.indices)
            // A first render draws every job: the plan itself, not a copy of it a job at a time.
            let everything = drawn.count == plan.count
            results = try draw(
                everything ? plan : RenderJobs(drawn.map { plan[$0] }), plan: plan, indices: everything ? nil : drawn, into: out, thumbnailed: thumbnailed,
                observer: observer, digests: sorting.drawnDigests)
        }
        try sorting.finish(&results)
        return results
    }

    /// Digests and draws `plan` in the plan's order, a batch at a time (small first: the top
    /// of a page), each batch's changed images drawn and handed to `onDrawn` before the next is
    /// digested; `shouldStop` can end the run between chunks and between jobs.
    private func drawInBatches(
        _ plan: RenderJobs, sorting: DigestSorting, into out: String, thumbnailed: Set<String>, observer: PipelineObserver?,
        onDrawn: @Sendable (Results) -> Void
    ) throws(PipelineError) -> Results {
        var results = Results()
        var start = 0, size = max(1, jobs) * Self.firstBatchPerJob
        let chunk = max(1, jobs) * Self.chunkPerJob
        while start < plan.count {
            let range = start..<min(plan.count, start + size)
            var drawn: [Int] = []
            // A batch is digested a chunk at a time, and a save stops the run before any chunk
            // but the first: what the batch found changed so far is forgotten (`changed`), so
            // the next run draws it.
            for chunkStart in stride(from: range.lowerBound, to: range.upperBound, by: chunk) {
                if chunkStart > 0, let shouldStop, shouldStop() {
                    results.abandoned = true
                    return results
                }
                drawn += sorting.classify(chunkStart..<min(range.upperBound, chunkStart + chunk))
            }
            if !drawn.isEmpty {
                // Inside a batch after the first, a save stops the drawing between two jobs: the
                // jobs not reached are among `changed`, so the next run draws them.
                let batch = try draw(
                    RenderJobs(drawn.map { plan[$0] }), plan: plan, indices: drawn, into: out, thumbnailed: thumbnailed, observer: observer,
                    stoppingWhen: start > 0 ? shouldStop : nil, digests: sorting.drawnDigests)
                onDrawn(keepsWritten ? batch.listed() : batch)
                // The places of the batch's thumbnails were handed over with it (a live preview
                // stores them then); the run's results do not keep them to its end (`thumbnailSpool`).
                var drawnBatch = batch
                drawnBatch.compact?.dropThumbnailPNGs()
                // A caller that keeps no list of the images (a live preview) heard of the files
                // each batch changed with the batch: the run does not list them again, a path per
                // image of a first round.
                if !keepsWritten { drawnBatch.changed = [] }
                results.add(drawnBatch)
                if batch.abandoned {
                    results.abandoned = true
                    return results
                }
            }
            start = range.upperBound
            size = min(size * 2, Self.largestBatch)
        }
        return results
    }

    /// Jobs per worker in the first batch a run that reports as it draws digests (one: the top
    /// of a page shows as soon as its first images are drawn); each later batch doubles, up to
    /// `largestBatch`.
    static let firstBatchPerJob = 1
    static let largestBatch = 256
    /// Jobs per worker digested between two checks of `shouldStop` inside a batch.
    static let chunkPerJob = 32

    /// The digests of the jobs of `plan` at `indices`, in that order (`nil` where a job does not
    /// resolve: drawing reports why), worked out on `jobs` threads. The jobs are read where they
    /// are, never copied out of the plan.
    static func digests(
        of plan: RenderJobs, at indices: [Int], resolvers: [String: ThemeResolver], digester: JobDigester, jobs: Int
    ) -> [UInt64?] {
        let slots = PlanSlots<UInt64>(count: indices.count)
        let limits = InputLimits.current  // workers are threads: they resolve under the caller's limits
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, indices.count))) { _ in
            InputLimits.$current.withValue(limits) {
                while let index = slots.claim() {
                    let job = plan[indices[index]]
                    guard let resolver = resolvers[job.theme],
                        let scene = try? resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
                    else { continue }
                    slots.store(digester.value(job, scene: scene), at: index)
                }
            }
        }
        return slots.values
    }
}

extension MatrixRenderer.Results {
    /// Adds what another batch of the same run did.
    mutating func add(_ batch: MatrixRenderer.Results) {
        written += batch.written
        if let images = batch.compact {
            if compact == nil { compact = images } else { compact?.append(contentsOf: images) }
        }
        changed += batch.changed
        failures += batch.failures
        reused += batch.reused
        reusedCount += batch.reusedCount
        for (path, digest) in batch.digests { digests[path] = digest }
    }
}

extension MatrixRenderer.Results {
    /// Lists the run's images in `written` (a run that keeps it), as they were before runs
    /// held them compactly.
    mutating func list() {
        guard let images = compact else { return }
        compact = nil
        written = Array(images)
    }

    /// These results with their images listed in `written`.
    func listed() -> Self {
        var results = self
        results.list()
        return results
    }
}
