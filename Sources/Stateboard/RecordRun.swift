import Foundation
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
        var key: String; var theme: String; var change: Change; var record: ReferenceRecord?
        /// Where its PNG is staged, when the encoder queue writes it.
        var staged: String? = nil
    }

    /// Records every job of `plan`.
    public func run(_ plan: [RenderJob], observer: PipelineObserver? = nil) throws(PipelineError) -> Summary {
        // Apple-glyph references go to a folder of their own (`ReferenceStore`).
        let store = self.store.forGlyphs(try GlyphSettings.current.source(for: themes))
        RecordJournal.recover(in: store.folder)
        var fingerprints: [String: Fingerprint] = [:]
        var environments: [String: RenderEnvironment] = [:]
        for theme in themes {
            let environment = RenderEnvironment.current(fonts: GlyphSettings.current.fonts(for: theme))
            environments[theme.name] = environment
            // An earlier version's digests are worked out anew from the PNGs, so unchanged
            // references stay unchanged (and those not recorded now keep a usable record).
            fingerprints[theme.name] =
                try store.fingerprint(of: theme.name)?.upgradingDigests { key in
                    (try? OutputPath.inside(store.folder(of: theme.name), relative: key + ".png")) ?? ""
                } ?? Fingerprint(environment: environment)
        }
        try AtomicFile.ensureWritableFolder(store.folder)
        let journal = RecordJournal(folder: store.folder)
        let existing = fingerprints
        let missingOnly = self.missingOnly
        // Compact PNG (zlib 6, unfiltered) is most of a reference's cost: with a core to spare it is
        // encoded on a queue of its own while the workers draw the next images, as render does.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let encoder = jobs < cores ? EncodingPipeline(observer: nil, limit: cores - jobs + 1) : nil
        let outcomes = try JobRunner(themes: themes, jobs: jobs).run(plan, observer: observer) { job, layout, renderer -> Recorded in
            let path = store.referencePath(job)
            try OutputPath.check(path, inside: store.folder)
            let exists = FileManager.default.fileExists(atPath: path)
            let old = existing[job.theme]?.references[job.referenceKey]
            if missingOnly && exists { return Recorded(key: job.referenceKey, theme: job.theme, change: .skipped, record: old) }
            let bitmap = try renderer.draw(layout, appearance: job.variant.appearance, contrast: job.variant.contrast)
            let record = ReferenceRecord(bitmap: bitmap, layout: layout)
            if exists, old?.pixels == record.pixels { return Recorded(key: job.referenceKey, theme: job.theme, change: .unchanged, record: record) }
            let change: Change = exists ? .updated : .created
            guard let encoder else {
                try journal.stage(bitmap.png(compression: .compact), to: path)
                return Recorded(key: job.referenceKey, theme: job.theme, change: change, record: record)
            }
            encoder.submit(path) {
                try journal.stage(bitmap.png(compression: .compact), to: path)
                return true
            }
            return Recorded(key: job.referenceKey, theme: job.theme, change: change, record: record, staged: path)
        }
        let encoded = encoder?.finish() ?? [:]
        var summary = Summary()
        for (job, outcome) in zip(plan, outcomes) {
            switch outcome.result.flatMap({ recorded in Self.written(recorded, encoded) }) {
            case .success(let recorded):
                summary.counts[recorded.change, default: 0] += 1
                summary.recorded += 1
                if let record = recorded.record { fingerprints[recorded.theme]?.references[recorded.key] = record }
            case .failure(let error):
                summary.failures.append("\(job.relativePath): \(error)")
            }
        }
        try finish(&summary, plan: plan, fingerprints: fingerprints, environments: environments, existing: existing, store: store, journal: journal)
        return summary
    }

    /// A job's outcome once its PNG is staged: a write the encoder queue could not do fails it.
    private static func written(_ recorded: Recorded, _ encoded: [String: Result<Bool, any Error>]) -> Result<Recorded, any Error> {
        guard let staged = recorded.staged else { return .success(recorded) }
        switch encoded[staged] {
        case .success?: return .success(recorded)
        case .failure(let error)?: return .failure(error)
        case nil: return .failure(PipelineError.environment("the reference was drawn but never written"))
        }
    }

    /// Warns of environment drift, stages each theme's fingerprint into `store` (the glyph
    /// source's, which may not be `self.store`) and commits the journal.
    private func finish(
        _ summary: inout Summary, plan: [RenderJob], fingerprints: [String: Fingerprint], environments: [String: RenderEnvironment],
        existing: [String: Fingerprint], store: ReferenceStore, journal: RecordJournal
    ) throws(PipelineError) {
        for theme in themes {
            guard var fingerprint = fingerprints[theme.name], let current = environments[theme.name] else { continue }
            let changes = current.changes(since: fingerprint.environment)
            let recordedAll = plan.filter { $0.theme == theme.name }.count == RenderPlan.referenceJobs(for: theme).count && !missingOnly
            if !changes.isEmpty && !recordedAll && existing[theme.name]?.references.isEmpty == false {
                summary.warnings.append(
                    "\(theme.name): the environment changed since the last record (\(changes.joined(separator: "; "))); references not re-recorded now were made in the old one — record them all again"
                )
            }
            fingerprint.environment = current
            // Written a reference at a time: the JSON of 50,000 records never stands whole in memory.
            let file = try StreamedFile(path: OutputPath.inside(store.folder, relative: theme.name + "/" + Fingerprint.fileName))
            do { try fingerprint.write { try file.write($0) } } catch let error as PipelineError { throw error } catch {
                throw .badInput("cannot encode the fingerprint of \(theme.name): \(error)")
            }
            try journal.stage(file)
        }
        try journal.commit()
    }
}
