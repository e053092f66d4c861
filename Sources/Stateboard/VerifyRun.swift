import Dispatch
import Foundation
import StateboardLint
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// Verifies renders against the recorded references (`stateboard verify`): digest fast path
/// when the environment matches, decoded-pixel comparison with tolerances otherwise, layout
/// explanations, and report images written as each job finishes.
public struct VerifyRun: Sendable {
    public var themes: [NamedTheme]
    public var store: ReferenceStore
    public var jobs: Int
    /// Tolerances given by the caller; each value set overrides the theme's `snapshots:` value.
    public var tolerance = Tolerance()
    /// Decode and compare every reference, even when its recorded pixel digest matches.
    public var full = false
    /// Write an HTML report, diff images, junit.xml and report.json into this folder.
    public var reportFolder: String?
    /// Write a JUnit XML file here too.
    public var junitPath: String?
    /// Run lint's image checks on the renders it draws anyway (`verify --lint`).
    public var lints = false
    /// Which references no job produces any more the report lists (for `review` to delete).
    public var removedReferences = RemovedReferenceScope.none
    /// List every entry in `Outcome.report.entries` (the default). A caller that reads the
    /// report's entries once, in order, turns it off and reads `allEntries`: the report then
    /// holds whole only the entries that are more than their job (failures, errors, lint
    /// findings), each pass derived from its job when read, so a run's memory does not grow
    /// with its matrix (the command line does).
    public var keepsEntries = true

    public init(themes: [NamedTheme], store: ReferenceStore = ReferenceStore(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.themes = themes; self.store = store; self.jobs = jobs
    }

    /// A finished verification.
    public struct Outcome: Sendable {
        public var report: VerificationReport
        /// How many passed by pixel digest alone, decoding nothing.
        public var passedByDigest: Int
        /// Lint's report of the renders, when the run lints.
        public var lint: LintReport?
    }

    /// The tolerance for `theme`: the caller's values over the theme's over exact comparison.
    public func tolerance(for theme: Theme) -> Tolerance { theme.snapshotTolerance.overridden(by: tolerance) }

    /// Verifies every job of `plan`. `environmentChanged` hears, before any job runs, of each
    /// theme whose references were recorded in another environment (theme, fingerprint path,
    /// one line per change), so drift is not mistaken for a regression.
    public func run(
        _ plan: [RenderJob], observer: PipelineObserver? = nil,
        environmentChanged: (String, String, [String]) -> Void = { _, _, _ in }
    ) throws(PipelineError) -> Outcome {
        try run(RenderJobs(plan), observer: observer, environmentChanged: environmentChanged)
    }

    /// Verifies every job of `plan`, a plan computed when read (`RenderPlan.checkedPlan`), as
    /// `run(_:observer:environmentChanged:)` does a list of jobs.
    public func run(
        _ plan: RenderJobs, observer: PipelineObserver? = nil,
        environmentChanged: (String, String, [String]) -> Void = { _, _, _ in }
    ) throws(PipelineError) -> Outcome {
        let started = DispatchTime.now()
        // Apple-glyph references are kept apart (`ReferenceStore`); a theme's references drawn
        // with the other glyphs are environment drift, never a pixel failure.
        let store = self.store.forGlyphs(try GlyphSettings.current.source(for: themes.map(\.theme)))
        if let reportFolder { try AtomicFile.ensureWritableFolder(reportFolder) }
        let references = try ThemeReferences.read(themes.map(\.theme), store: store, run: self, environmentChanged: environmentChanged)
        let artifacts = reportFolder.map { ReportArtifacts(folder: $0, snapshots: store.folder) }
        artifacts?.removePreviousImages()
        var verdicts = try check(plan, references: references, store: store, artifacts: artifacts, observer: observer)
        let lint = lints ? lintReport(&verdicts) : nil
        verdicts.removed = try removedReferences.entries(themes: themes, store: store, fingerprints: references.fingerprints, artifacts: artifacts)
        var report = VerificationReport(environmentChanges: references.changes)
        let derived = verdicts
        report.derived = VerificationReport.DerivedEntries(
            count: derived.count, entry: { derived.entry(at: $0) }, status: { derived.status(at: $0) })
        if keepsEntries {
            report.entries = Array(report.allEntries)
            report.derived = nil
        }
        report.environments = references.environments
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        try ReportFiles.write(report, to: reportFolder, junit: junitPath)
        return Outcome(report: report, passedByDigest: derived.byDigest, lint: lint)
    }

    /// Draws and compares every job of `plan` (writing each one's report images at once); the
    /// verdicts in plan order, a job that could not be drawn an `error`.
    private func check(
        _ plan: RenderJobs, references: ThemeReferences, store: ReferenceStore, artifacts: ReportArtifacts?, observer: PipelineObserver?
    ) throws(PipelineError) -> Verdicts {
        let argumentOf = Dictionary(themes.map { ($0.theme.name, $0.argument) }, uniquingKeysWith: { first, _ in first })
        let themesByName = themes.map(\.theme).byName
        let lints = self.lints
        // Each outcome is folded into the verdicts as its job finishes: a pass keeps its time
        // only, its entry derived from its job when read.
        let verdicts = Locked(Verdicts(plan: plan, argumentOf: argumentOf, store: store))
        try JobRunner(themes: themes.map(\.theme), jobs: jobs).run(
            plan, observer: observer,
            { job, layout, renderer -> Checked in
                let bitmap = try renderer.draw(layout, appearance: job.variant.appearance, contrast: job.variant.contrast)
                let outcome = try references.verify(job, bitmap: bitmap, layout: layout, referencePath: store.referencePath(job))
                var entry = Self.entry(for: job, themeArgument: argumentOf[job.theme] ?? job.theme, store: store)
                Self.fill(&entry, with: outcome, referencePath: store.referencePath(job))
                // What `review` checks the report's image against and records when it is accepted.
                if outcome.actualPNG != nil { entry.actualRecord = ReferenceRecord(bitmap: bitmap, layout: layout) }
                // Images go to disk at once: a run where everything differs holds none in memory.
                try artifacts?.write(actual: outcome.actualPNG, diff: outcome.diffPNG, for: &entry)
                var findings: [LintFinding] = []
                if lints, let theme = themesByName[job.theme] {
                    findings = try LintRun.findings(for: job, laidOut: layout, renderer: renderer, theme: theme, bitmap: bitmap)
                }
                return Checked(entry: entry, byDigest: outcome.kind == .matchedDigest, findings: findings)
            }
        ) { index, outcome in
            verdicts.withLock { verdicts in
                switch outcome.result {
                case .success(var checked):
                    checked.entry.milliseconds = outcome.milliseconds
                    verdicts.add(checked, at: index)
                case .failure(let error):
                    verdicts.fail(index, error, milliseconds: outcome.milliseconds)
                }
            }
        }
        return verdicts.withLock { verdicts in
            verdicts.failUndelivered()
            defer { verdicts = Verdicts(plan: RenderJobs([]), argumentOf: [:], store: store) }  // let go of the only copy
            return verdicts
        }
    }

    /// Lint's report of the renders drawn (those that failed are the verification's errors),
    /// each entry given its findings.
    private func lintReport(_ verdicts: inout Verdicts) -> LintReport {
        let plan = verdicts.plan
        let drawn = plan.indices.filter { verdicts.status(at: $0) != .error }
        let linted = LintRun(themes: themes.map(\.theme), jobs: jobs).report(drawn.map { (plan[$0], .success(verdicts.findings[$0] ?? [])) })
        verdicts.addLint(linted.findingsByImage)
        return linted
    }

    /// The entry's status, and why, from the comparison's outcome.
    private static func fill(_ entry: inout VerificationReport.Entry, with outcome: SnapshotVerifier.Outcome, referencePath: String) {
        switch outcome.kind {
        case .matchedDigest, .matchedPixels: entry.status = .passed
        case .missing:
            entry.status = .missing
            entry.summary = "no reference at \(referencePath)"
        case .differs:
            entry.status = .failed
            entry.summary = outcome.comparison?.summary ?? "differs"
            entry.explanation = outcome.explanation
        }
    }

    static func entry(for job: RenderJob, themeArgument: String, store: ReferenceStore) -> VerificationReport.Entry {
        VerificationReport.Entry(
            key: job.relativePath, theme: job.theme, screen: job.screen, state: job.state.key,
            variant: job.variant.fileStem, status: .passed,
            acceptCommand: store.acceptCommand(for: job, themeArgument: themeArgument))
    }
}
