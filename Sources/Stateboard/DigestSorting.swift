import Foundation
import StateboardCore
import StateboardTheme

extension MatrixRenderer {
    /// An incremental run's bookkeeping: each job's digest (known from the last run while its
    /// theme's inputs are unchanged, else worked out from its resolved scene), which jobs are
    /// drawn and which reused, and the folder's digests brought up to date at the end.
    ///
    /// Nothing is kept per image but numbers by plan index (about 22 bytes): the last run's file
    /// is read in place (`DigestFile`) by walking it beside the plan in key order (`order`),
    /// and written again the same way, merged with the entries of images outside the plan.
    final class DigestSorting {
        let plan: RenderJobs
        let format: OutputFormat
        let out: String
        let jobs: Int
        private let digester: JobDigester
        private let resolvers: [String: ThemeResolver]
        /// Each theme's inputs digest (`ThemeInputs`).
        private let inputs: [String: String?]
        /// The last run's file, read again when the next is written (`nil`: none, or not one
        /// this program wrote).
        private var last: DigestFile?
        /// The plan's indices in the order of their paths: the files' order.
        private let order: [Int32]
        /// Each job's digest by plan index, eight bytes each (`JobDigester.value`), not a
        /// 16-character string on the heap per image; `flags` say which are known.
        private var digests: [UInt64]
        /// The last run's digest of each job (when `flags` has `lastKnown`).
        private var lastDigests: [UInt64]
        private var flags: [Flags]
        private var resolvedCount = 0
        /// Whether `finish` lists every image's digest in `Results.digests`.
        private let keepsDigests: Bool

        /// What is known of a job, a byte per job.
        struct Flags: OptionSet {
            let rawValue: UInt8
            /// Its digest now is known (`digests`).
            static let known = Flags(rawValue: 1)
            /// The last run wrote a digest of it as this program writes one (`lastDigests`).
            static let lastKnown = Flags(rawValue: 2)
            /// The last run's entry of its theme's inputs is what they are now.
            static let sameInputs = Flags(rawValue: 4)
            /// Classified: drawn (its digest changed or its image is gone) …
            static let changed = Flags(rawValue: 8)
            /// … or left as it was.
            static let reused = Flags(rawValue: 16)
            /// Drawn without being digested first (the last run left no digest of it, so it is
            /// drawn whatever its digest): the drawing worker digests it (`drawnDigests`).
            static let deferred = Flags(rawValue: 32)
        }

        /// The digests of the jobs drawn without being digested first, as the drawing workers
        /// work them out from the scenes they resolve anyway: a first render into a folder
        /// resolves each scene once, and digests it beside the drawing, not before it.
        private(set) var drawnDigests: DrawnDigests?

        init(plan: RenderJobs, themes: [Theme], format: OutputFormat, jobs: Int, out: String, keepsDigests: Bool = true) {
            self.plan = plan; self.format = format; self.out = out; self.jobs = jobs; self.keepsDigests = keepsDigests
            let digester = JobDigester(themes: themes, format: format)
            self.digester = digester
            resolvers = Dictionary(themes.map { ($0.name, ThemeResolver(theme: $0)) }) { first, _ in first }
            inputs = Dictionary(themes.map { ($0.name, ThemeInputs.digest(of: $0, environment: digester.environment)) }) { first, _ in first }
            digests = [UInt64](repeating: 0, count: plan.count)
            lastDigests = [UInt64](repeating: 0, count: plan.count)
            flags = [Flags](repeating: [], count: plan.count)
            order = KeyOrder.sorted(count: plan.count) { plan[$0].outputPath(format) }
            guard let file = DigestFile.open(in: out) else { return }
            if (try? readLast(file)) != nil {
                last = file
            } else {
                // Changed under the run after it was checked: nothing of it is trusted.
                lastDigests = [UInt64](repeating: 0, count: plan.count)
                flags = [Flags](repeating: [], count: plan.count)
            }
        }

        /// The output path (relative to `out`) of the plan's job `index`: worked out when asked,
        /// not held a string per image.
        private func path(_ index: Int) -> String { plan[index].outputPath(format) }

        /// The digest of job `index` as the folder's file writes it, `nil` when unknown.
        private func digestText(_ index: Int) -> String? { flags[index].contains(.known) ? JobDigester.text(digests[index]) : nil }

        /// Reads what the last run's file says of the plan's jobs: walks its images and inputs
        /// beside the plan, both in key order. An entry counts only when it is exactly the 16
        /// lowercase hex digits this program writes (else the job is digested again and drawn).
        private func readLast(_ file: DigestFile) throws {
            try join(file.entries(.images)) { index, value in
                guard let digest = JobDigester.value(of: value) else { return }
                lastDigests[index] = digest
                flags[index].insert(.lastKnown)
            }
            try join(file.entries(.inputs)) { index, value in
                if let now = inputs[plan[index].theme] ?? nil, value == now { flags[index].insert(.sameInputs) }
            }
        }

        /// Calls `body` with each job whose path `entries` name, and the value they give it.
        private func join(_ entries: DigestFile.Entries, _ body: (Int, String) -> Void) throws {
            var entries = entries
            var entry = try entries.next()
            for position in order.indices {
                guard let current = entry else { return }
                let index = Int(order[position])
                let path = path(index)
                if current.key < path {
                    entry = try entries.next()
                    while let next = entry, next.key < path { entry = try entries.next() }
                }
                if let match = entry, match.key == path { body(index, match.value) }
            }
        }

        /// Digests the jobs at `range` of the plan and returns those to draw (their digest
        /// changed or their image is gone); the others are reused.
        func classify(_ range: Range<Int>) -> [Int] {
            // A job whose theme's inputs are what they were when its digest was worked out keeps
            // that digest without its scene being resolved (`ThemeInputs`); one the last run left
            // no digest of is drawn whatever its digest, and digested as it is drawn (`deferred`).
            var unknown: [Int] = []
            for index in range {
                if flags[index].isSuperset(of: [.lastKnown, .sameInputs]) {
                    digests[index] = lastDigests[index]
                    flags[index].insert(.known)
                } else if flags[index].contains(.lastKnown) {
                    unknown.append(index)
                } else {
                    if drawnDigests == nil { drawnDigests = DrawnDigests(digester: digester, count: plan.count) }
                    flags[index].insert(.deferred)
                }
            }
            let part = MatrixRenderer.digests(of: plan, at: unknown, resolvers: resolvers, digester: digester, jobs: jobs)
            for (offset, index) in unknown.enumerated() {
                if let digest = part[offset] { digests[index] = digest; flags[index].insert(.known) }
            }
            resolvedCount += unknown.count
            var drawn: [Int] = []
            for index in range {
                let unchanged =
                    !flags[index].contains(.deferred) && flags[index].isSuperset(of: [.known, .lastKnown])
                    && lastDigests[index] == digests[index]
                    && FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(path(index)))
                if unchanged { flags[index].insert(.reused) } else { flags[index].insert(.changed); drawn.append(index) }
            }
            return drawn
        }

        /// Adds the reused images to `results` (in plan order with the drawn ones), with every
        /// image's digest, and writes the folder's digests: what changed forgotten, what was
        /// drawn or reused now known, with its theme's inputs; what the run did not reach, and
        /// every image outside the plan, as the last file had it.
        func finish(_ results: inout Results) throws(PipelineError) {
            if let drawnDigests { learnDrawn(drawnDigests) }
            var images = results.compact ?? WrittenImages(plan: plan, format: format)
            results.compact = nil  // changed in place, not copied
            var listed = [Bool](repeating: false, count: plan.count)
            for index in images.planIndices { listed[index] = true }
            for index in plan.indices where flags[index].contains(.reused) {
                images.append(index: index, milliseconds: 0, drawn: nil)
                results.reusedCount += 1
                if keepsDigests { results.reused.append(path(index)) }
                listed[index] = true
            }
            results.resolved = resolvedCount
            images.sortByPlanOrder()
            if keepsDigests { for index in images.planIndices { results.digests[path(index)] = digestText(index) } }
            results.compact = images
            try DigestFile.write(
                in: out, old: last, images: updates { [self] index in imageUpdate(index, listed: listed[index]) },
                inputs: updates { [self] index in inputsUpdate(index, listed: listed[index]) }, writesInputs: true, sheets: DigestFile.unchanged)
            results.folderDigests = FolderDigests(digests: digests, known: flags.map { $0.contains(.known) })
        }

        /// Takes the digests the drawing workers worked out of the deferred jobs they drew (a
        /// job that failed or was not reached has none, so its entry goes).
        private func learnDrawn(_ drawn: DrawnDigests) {
            let values = drawn.takeValues()
            for index in plan.indices where flags[index].contains(.deferred) {
                let digest = values[index]
                guard digest != 0 else { continue }
                digests[index] = digest
                flags[index].insert(.known)
                resolvedCount += 1
            }
        }

        /// What the run does to the image entry of job `index` (`listed`: among the results).
        private func imageUpdate(_ index: Int, listed: Bool) -> DigestFile.Update {
            guard flags[index].contains(.changed) || flags[index].contains(.reused) else { return .keep }
            guard listed, let text = digestText(index) else { return .remove }
            return .set(text)
        }

        /// What the run does to the inputs entry of job `index`: its theme's inputs now, when
        /// its image's digest is known.
        private func inputsUpdate(_ index: Int, listed: Bool) -> DigestFile.Update {
            switch imageUpdate(index, listed: listed) {
            case .keep: return .keep
            case .remove: return .remove
            case .set: return (inputs[plan[index].theme] ?? nil).map { DigestFile.Update.set($0) } ?? .remove
            }
        }

        /// The plan's jobs in key order, each with what `update` says of it.
        private func updates(_ update: @escaping (Int) -> DigestFile.Update) -> DigestFile.Updates {
            var position = 0
            return { [self] in
                guard position < order.count else { return nil }
                let index = Int(order[position])
                position += 1
                return (path(index), update(index))
            }
        }
    }

    /// The digests an incremental run knows of its jobs, by plan index: what the folder's file
    /// now says of every image the run lists, read by the contact sheets.
    struct FolderDigests: Sendable {
        let digests: [UInt64]
        let known: [Bool]

        /// The digest of the plan's job `index`, as the file writes it.
        func digest(ofJob index: Int) -> String? {
            index < known.count && known[index] ? JobDigester.text(digests[index]) : nil
        }
    }
}
