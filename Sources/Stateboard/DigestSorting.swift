import Foundation
import StateboardCore
import StateboardTheme

extension MatrixRenderer {
    /// An incremental run's bookkeeping: each job's digest (known from the last run while its
    /// theme's inputs are unchanged, else worked out from its resolved scene), which jobs are
    /// drawn and which reused, and the folder's digests brought up to date at the end.
    final class DigestSorting {
        let plan: RenderJobs
        let format: OutputFormat
        let out: String
        let jobs: Int
        private var last: RenderDigests
        private var lastInputs: [String: String]
        private let digester: JobDigester
        private let resolvers: [String: ThemeResolver]
        /// Each theme's inputs digest (`ThemeInputs`).
        private let inputs: [String: String?]
        /// Each job's digest by plan index, eight bytes each (`JobDigester.value`), not a
        /// 16-character string on the heap per image; `hasDigest` says which are known.
        private var digests: [UInt64]
        private var hasDigest: [Bool]
        private var reused: [Int] = []
        private var changed: [Int] = []
        private var resolvedCount = 0
        /// Whether `finish` lists every image's digest in `Results.digests`.
        private let keepsDigests: Bool

        init(plan: RenderJobs, themes: [Theme], format: OutputFormat, jobs: Int, out: String, keepsDigests: Bool = true) {
            self.plan = plan; self.format = format; self.out = out; self.jobs = jobs; self.keepsDigests = keepsDigests
            let last = RenderDigests.read(in: out)
            let digester = JobDigester(themes: themes, format: format)
            self.last = last
            lastInputs = last.inputs ?? [:]
            self.digester = digester
            resolvers = Dictionary(themes.map { ($0.name, ThemeResolver(theme: $0)) }) { first, _ in first }
            inputs = Dictionary(themes.map { ($0.name, ThemeInputs.digest(of: $0, environment: digester.environment)) }) { first, _ in first }
            digests = [UInt64](repeating: 0, count: plan.count)
            hasDigest = [Bool](repeating: false, count: plan.count)
        }

        /// The output path (relative to `out`) of the plan's job `index`: worked out when asked,
        /// not held a string per image.
        private func path(_ index: Int) -> String { plan[index].outputPath(format) }

        /// The digest of job `index` as the folder's file writes it, `nil` when unknown.
        private func digestText(_ index: Int) -> String? { hasDigest[index] ? JobDigester.text(digests[index]) : nil }

        /// The last run's digest of `path`, `nil` when it has none or it is not one this
        /// program writes (then the job is digested again and drawn).
        private func lastDigest(_ path: String) -> UInt64? { last.images[path].flatMap(JobDigester.value(of:)) }

        /// Digests the jobs at `range` of the plan and returns those to draw (their digest
        /// changed or their image is gone); the others are reused.
        func classify(_ range: Range<Int>) -> [Int] {
            // A job whose theme's inputs are what they were when its digest was worked out keeps
            // that digest without its scene being resolved (`ThemeInputs`).
            var unknown: [Int] = []
            for index in range {
                let path = path(index)
                if let now = inputs[plan[index].theme] ?? nil, lastInputs[path] == now, let known = lastDigest(path) {
                    digests[index] = known
                    hasDigest[index] = true
                } else {
                    unknown.append(index)
                }
            }
            let part = MatrixRenderer.digests(of: plan, at: unknown, resolvers: resolvers, digester: digester, jobs: jobs)
            for (offset, index) in unknown.enumerated() {
                if let digest = part[offset] { digests[index] = digest; hasDigest[index] = true }
            }
            resolvedCount += unknown.count
            var drawn: [Int] = []
            for index in range {
                let path = path(index)
                let unchanged =
                    hasDigest[index] && lastDigest(path) == digests[index]
                    && FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(path))
                if unchanged { reused.append(index) } else { drawn.append(index) }
            }
            changed += drawn
            return drawn
        }

        /// Adds the reused images to `results` (in plan order with the drawn ones), with every
        /// image's digest, and writes the folder's digests: what changed forgotten, what was
        /// drawn or reused now known, with its theme's inputs.
        func finish(_ results: inout Results) throws(PipelineError) {
            // The last run's maps are let go before they are changed: changed in place, not copied.
            var next = last
            var nextInputs = lastInputs
            last = RenderDigests()
            lastInputs = [:]
            next.inputs = nil
            for index in changed {
                let path = path(index)
                next.images[path] = nil
                nextInputs[path] = nil
            }
            var images = results.compact ?? WrittenImages(plan: plan, format: format)
            results.compact = nil  // changed in place, not copied
            for index in images.planIndices { next.images[path(index)] = digestText(index) }
            for index in reused {
                images.append(index: index, milliseconds: 0, drawn: nil)
                results.reused.append(path(index))
            }
            for index in images.planIndices {
                let path = path(index)
                if next.images[path] != nil { nextInputs[path] = inputs[plan[index].theme] ?? nil }
            }
            next.inputs = nextInputs
            results.resolved = resolvedCount
            images.sortByPlanOrder()
            if keepsDigests { for index in images.planIndices { results.digests[path(index)] = digestText(index) } }
            results.compact = images
            try next.write(in: out)
            results.folderDigests = next
        }
    }
}
