import Foundation
import StateboardLayout
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// Records snapshot references and their fingerprints (`stateboard record`): renders each job,
/// writes its PNG (compact) only when its pixels changed, and rewrites each theme's fingerprint.
public struct RecordRun: Sendable {
    public var themes: [Theme]
    public var store: ReferenceStore
    public var jobs: Int
    /// Record only references that do not exist yet.
    public var missingOnly = false

    public init(themes: [Theme], store: ReferenceStore = ReferenceStore(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.themes = themes; self.store = store; self.jobs = jobs
    }

    /// What happened to one reference.
    public enum Change: Sendable, Hashable { case unchanged, created, updated, skipped }

    /// A finished recording.
    public struct Summary: Sendable {
        /// How many references each change concerned.
        public var counts: [Change: Int] = [:]
        /// One line per job that could not be rendered.
        public var failures: [String] = []
        /// Themes whose environment changed since the last record while only part of their
        /// references were recorded again now: a message per theme.
        public var warnings: [String] = []
        public var recorded: Int = 0
    }

    private struct Recorded: Sendable {
        var change: Change
        /// Its record's JSON in the run's spool (`nil`: the previous record stays).
        var record: SpooledData?
        /// Where its PNG is staged, when the encoder queue writes it.
        var staged: String? = nil
    }

    /// Records every job of `plan`.
    public func run(_ plan: [RenderJob], observer: PipelineObserver? = nil) throws(PipelineError) -> Summary {
        try run(RenderJobs(plan), observer: observer)
    }

    /// Records every job of `plan`, a plan computed when read (`RenderPlan.checkedPlan`).
    public func run(_ plan: RenderJobs, observer: PipelineObserver? = nil) throws(PipelineError) -> Summary {
        // Apple-glyph references go to a folder of their own (`ReferenceStore`).
        let store = self.store.forGlyphs(try GlyphSettings.current.source(for: themes))
        RecordJournal.recover(in: store.folder)
        var previous: [String: PreviousRecords] = [:]
        var environments: [String: RenderEnvironment] = [:]
        for theme in themes {
            environments[theme.name] = RenderEnvironment.current(fonts: GlyphSettings.current.fonts(for: theme))
            previous[theme.name] = try PreviousRecords.read(theme: theme.name, store: store)
        }
        try AtomicFile.ensureWritableFolder(store.folder)
        let journal = RecordJournal(folder: store.folder)
        var records = try NewRecords(folder: store.folder, plan: plan)
        let (existing, spool) = (previous, records)
        // Compact PNG (zlib 6, unfiltered) is most of a reference's cost: with a core to spare it is
        // encoded on a queue of its own while the workers draw the next images, as render does.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let encoder = jobs < cores ? EncodingPipeline(observer: nil, limit: cores - jobs + 1) : nil
        // Each outcome is folded into the summary and the new records as its job finishes.
        let folded = Locked(Folded(records: records))
        try JobRunner(themes: themes, jobs: jobs).run(
            plan, observer: observer,
            { job, layout, renderer -> Recorded in
                try record(job, layout: layout, renderer: renderer, store: store, previous: existing[job.theme], into: spool) { bitmap, path in
                    guard let encoder else {
                        try journal.stage(bitmap.png(compression: .compact), to: path)
                        return nil
                    }
                    // `false`: the queue keeps only its failures (a record never asks what changed).
                    encoder.submit(path) {
                        try journal.stage(bitmap.png(compression: .compact), to: path)
                        return false
                    }
                    return path
                }
            }
        ) { index, outcome in folded.withLock { $0.add(outcome.result, of: plan[index], at: index) } }
        let encoded = encoder?.finish() ?? EncodingPipeline.Written()
        var summary: Summary
        (summary, records) = folded.withLock { folded in
            folded.failWrites(encoded, plan: plan, store: store)
            return (folded.summary(), folded.records)
        }
        try finish(&summary, plan: plan, records: records, previous: previous, environments: environments, store: store, journal: journal)
        return summary
    }

    /// Draws one job and keeps its record in `spool`; `stage` writes its PNG when its pixels
    /// changed (returning where, when the encoder queue does it later).
    private func record(
        _ job: RenderJob, layout: LaidOutScene, renderer: ImageRenderer, store: ReferenceStore, previous: PreviousRecords?,
        into spool: NewRecords, stage: (RenderedBitmap, String) throws -> String?
    ) throws -> Recorded {
        let path = store.referencePath(job)
        try OutputPath.check(path, inside: store.folder)
        let exists = FileManager.default.fileExists(atPath: path)
        if missingOnly && exists { return Recorded(change: .skipped) }
        let bitmap = try renderer.draw(layout, appearance: job.variant.appearance, contrast: job.variant.contrast)
        let record = ReferenceRecord(bitmap: bitmap, layout: layout)
        let kept = try spool.keep(record)
        if exists, try previous?.record(job.referenceKey)?.pixels == record.pixels {
            return Recorded(change: .unchanged, record: kept)
        }
        let staged = try stage(bitmap, path)
        return Recorded(change: exists ? .updated : .created, record: kept, staged: staged)
    }

    /// A run's summary and new records as its jobs finish (in any order): nothing is kept per job.
    private struct Folded: Sendable {
        var records: NewRecords
        var counts: [Change: Int] = [:]
        var recorded = 0
        /// Failures by plan index.
        var failures: [(index: Int, line: String)] = []

        mutating func add(_ result: Result<Recorded, any Error>, of job: RenderJob, at index: Int) {
            switch result {
            case .success(let done):
                counts[done.change, default: 0] += 1
                recorded += 1
                if let place = done.record { records.add(place, at: index) }
            case .failure(let error):
                failures.append((index, "\(job.relativePath): \(error)"))
            }
        }

        /// A reference the encoder queue could not write fails its job after all: its record is
        /// taken back and it counts as a failure (the plan is read again only when one failed).
        mutating func failWrites(_ encoded: EncodingPipeline.Written, plan: RenderJobs, store: ReferenceStore) {
            guard !encoded.failures.isEmpty else { return }
            for index in plan.indices {
                let job = plan[index]
                guard let error = encoded.failures[store.referencePath(job)] else { continue }
                // Staged PNGs land at the commit: the file there is the one from before the run.
                let change: Change = FileManager.default.fileExists(atPath: store.referencePath(job)) ? .updated : .created
                counts[change, default: 0] -= 1
                recorded -= 1
                records.remove(at: index)
                failures.append((index, "\(job.relativePath): \(error)"))
            }
        }

        func summary() -> Summary {
            var summary = Summary()
            summary.counts = counts.filter { $0.value > 0 }
            summary.recorded = recorded
            summary.failures = failures.sorted { $0.index < $1.index }.map(\.line)
            return summary
        }
    }

    /// Warns of environment drift, stages each theme's fingerprint into `store` (the glyph
    /// source's, which may not be `self.store`) and commits the journal.
    private func finish(
        _ summary: inout Summary, plan: RenderJobs, records: NewRecords, previous: [String: PreviousRecords],
        environments: [String: RenderEnvironment], store: ReferenceStore, journal: RecordJournal
    ) throws(PipelineError) {
        let order = records.keyOrder()
        for theme in themes {
            guard let current = environments[theme.name] else { continue }
            let changes = previous[theme.name].map { current.changes(since: $0.environment) } ?? []
            // Counted, not copied: the plan is not filtered into a second array, and the whole
            // matrix is expanded again only when the environment changed.
            if !changes.isEmpty && previous[theme.name]?.isEmpty == false
                && (missingOnly || plan.lazy.filter({ $0.theme == theme.name }).count != RenderPlan.plan(for: theme, source: .references).count)
            {
                summary.warnings.append(
                    "\(theme.name): the environment changed since the last record (\(changes.joined(separator: "; "))); references not re-recorded now were made in the old one — record them all again"
                )
            }
            // Written a reference at a time: the JSON of 50,000 records never stands whole in memory.
            let file = try StreamedFile(path: OutputPath.inside(store.folder, relative: theme.name + "/" + Fingerprint.fileName))
            do {
                try records.writeFingerprint(of: theme.name, environment: current, previous: previous[theme.name], order: order) {
                    try file.write($0)
                }
            } catch let error as PipelineError { throw error } catch {
                throw .badInput("cannot encode the fingerprint of \(theme.name): \(error)")
            }
            try journal.stage(file)
        }
        try journal.commit()
    }
}
