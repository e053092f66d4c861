import StateboardLint
import StateboardSnapshot

extension VerifyRun {
    /// A job's verdict (its images, if any, already written into the report folder).
    struct Checked: Sendable {
        var entry: VerificationReport.Entry
        var byDigest: Bool
        var findings: [LintFinding] = []

        /// Whether the entry is all its job's (`VerifyRun.entry(for:…)`) but its time: a pass
        /// with no image, record, explanation or finding, which a report can derive.
        var isDerivable: Bool {
            entry.status == .passed && entry.summary.isEmpty && entry.explanation.isEmpty && entry.lint == nil
                && entry.referenceImage == nil && entry.actualImage == nil && entry.diffImage == nil && entry.actualRecord == nil
                && findings.isEmpty
        }
    }

    /// A run's verdicts as its jobs finish (in any order): a time per job, and whole only the
    /// entries a job cannot derive (failures, missing references, errors, images with lint
    /// findings) and the removed references after the plan's. A run of 50,000 passes holds
    /// 50,000 times, not 50,000 entries.
    struct Verdicts: Sendable {
        let plan: RenderJobs
        private let argumentOf: [String: String]
        private let store: ReferenceStore
        /// Each job's time; NaN until its verdict arrives.
        private var milliseconds: [Double]
        private var kept: [Int: VerificationReport.Entry] = [:]
        /// Lint's findings by plan index (those with any).
        private(set) var findings: [Int: [LintFinding]] = [:]
        /// How many passed by pixel digest alone.
        private(set) var byDigest = 0
        /// The removed references, listed after the plan's entries.
        var removed: [VerificationReport.Entry] = []

        init(plan: RenderJobs, argumentOf: [String: String], store: ReferenceStore) {
            self.plan = plan; self.argumentOf = argumentOf; self.store = store
            milliseconds = Array(repeating: .nan, count: plan.count)
        }

        var count: Int { plan.count + removed.count }

        /// The entry at `position`: a plan's job's, or a removed reference's after them.
        func entry(at position: Int) -> VerificationReport.Entry {
            guard position < plan.count else { return removed[position - plan.count] }
            if let entry = kept[position] { return entry }
            var entry = VerifyRun.entry(for: plan[position], themeArgument: argument(of: plan[position].theme), store: store)
            entry.milliseconds = milliseconds[position]
            return entry
        }

        func status(at position: Int) -> VerificationReport.Status {
            guard position < plan.count else { return removed[position - plan.count].status }
            return kept[position]?.status ?? .passed
        }

        mutating func add(_ checked: Checked, at index: Int) {
            milliseconds[index] = checked.entry.milliseconds
            if checked.byDigest { byDigest += 1 }
            if !checked.findings.isEmpty { findings[index] = checked.findings }
            if !checked.isDerivable { kept[index] = checked.entry }
        }

        /// The verdict of a job that could not be drawn or compared: an `error` entry saying why.
        mutating func fail(_ index: Int, _ error: any Error, milliseconds: Double) {
            var entry = VerifyRun.entry(for: plan[index], themeArgument: argument(of: plan[index].theme), store: store)
            entry.status = .error
            entry.summary = "\(error)"
            entry.milliseconds = milliseconds
            self.milliseconds[index] = milliseconds
            kept[index] = entry
        }

        /// Every job is delivered; one without a verdict would be a job the runner lost: an
        /// error, never a gap.
        mutating func failUndelivered() {
            for index in milliseconds.indices where milliseconds[index].isNaN { fail(index, JobNotReached(), milliseconds: 0) }
        }

        /// Gives the entries of the images lint found something in their findings (`lint`).
        mutating func addLint(_ byImage: [String: [String]]) {
            guard !byImage.isEmpty else { return }
            for index in plan.indices {
                guard let lines = byImage[plan[index].relativePath] else { continue }
                var entry = entry(at: index)
                entry.lint = lines
                kept[index] = entry
            }
        }

        private func argument(of theme: String) -> String { argumentOf[theme] ?? theme }
    }
}
