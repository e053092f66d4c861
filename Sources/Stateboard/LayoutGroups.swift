import StateboardCore

/// The jobs of a plan that draw one layout: those that differ only in appearance or contrast.
///
/// Resolving a screen state and laying it out never look at the appearance or the contrast
/// (colors stay dynamic until drawing), so the light and the dark image of a variant draw the
/// same `LaidOutScene`. `JobRunner` hands each group to one worker, which resolves and lays out
/// once and draws every job of the group from it.
enum LayoutGroups {
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

    /// A plan's groups, each the plan indices of its jobs in plan order, groups in the order of
    /// their first job.
    struct Groups: RandomAccessCollection, Sendable {
        private let listed: [[Int]]?
        private let computed: Computed?

        init(listed: [[Int]]) { self.listed = listed; computed = nil }
        init(computed: Computed) { listed = nil; self.computed = computed }

        var startIndex: Int { 0 }
        var endIndex: Int { listed?.count ?? computed?.count ?? 0 }
        subscript(group: Int) -> [Int] { listed?[group] ?? computed?[group] ?? [] }
    }

    /// A whole matrix's groups, computed from its blocks (`RenderJobs`): in each screen, each
    /// state's variant groups in turn. No group is held: a 50,000-image plan keeps none of them.
    struct Computed: Sendable {
        private let blocks: [RenderJobs.Block]
        /// The number of each block's first group.
        private let firsts: [Int]
        let count: Int

        init(blocks: [RenderJobs.Block]) {
            self.blocks = blocks
            var firsts: [Int] = []
            var count = 0
            for block in blocks {
                firsts.append(count)
                count += block.states.count * block.variantGroups.count
            }
            self.firsts = firsts
            self.count = count
        }

        subscript(group: Int) -> [Int] {
            // The last block whose first group is at or before `group` (empty blocks are never placed).
            let low = max(0, firsts.partitioningIndex { $0 > group } - 1)
            let block = blocks[low]
            let offset = group - firsts[low]
            let state = offset / block.variantGroups.count
            let first = block.start + state * block.variants.count
            return block.variantGroups[offset % block.variantGroups.count].map { first + $0 }
        }
    }

    /// The plan's indices grouped by `Key`.
    static func of(_ plan: RenderJobs) -> Groups {
        if let computed = plan.layoutGroups { return Groups(computed: computed) }
        return Groups(listed: grouped(plan.indices) { Key(plan[$0]) })
    }

    /// The indices of `variants` that draw one layout, grouped as `of` groups a plan's jobs.
    static func of(variants: [Variant]) -> [[Int]] {
        grouped(variants.indices) { index -> Variant in
            var shared = variants[index]
            shared.appearance = .light
            shared.contrast = .standard
            return shared
        }
    }

    /// `indices` grouped by `key`, groups in the order of their first index.
    private static func grouped<K: Hashable>(_ indices: Range<Int>, by key: (Int) -> K) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [K: Int] = [:]
        for index in indices {
            let key = key(index)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}
