import StateboardCore

/// The jobs of a plan, in plan order, computed from their axes when read: each screen's states
/// times the variants of its theme's matrix. A plan of 50,000 images holds its screens, states
/// and variants (a few hundred of each at most), not 50,000 jobs.
///
/// A list of jobs given whole (`init(_:)`) is held as it is; a shard of a matrix holds the
/// index of each job it keeps (eight bytes a job).
public struct RenderJobs: RandomAccessCollection, Sendable {
    /// One screen of a theme: its states, each drawn in every variant, from job `start` on.
    struct Block: Sendable {
        var theme: String
        var screen: String
        var states: [ViewState]
        /// The variants of the theme's matrix (shared by the theme's blocks, not copied).
        var variants: [Variant]
        /// The variants' layout groups: those that differ only in appearance or contrast.
        var variantGroups: [[Int]]
        var start: Int
        var count: Int { states.count * variants.count }
    }

    private enum Storage: Sendable {
        case listed([RenderJob])
        case computed([Block], count: Int)
    }

    private let storage: Storage
    /// A shard's jobs: indices into the computed matrix, in plan order.
    private let kept: [Int]?

    /// The jobs of `jobs`, as given.
    public init(_ jobs: [RenderJob]) { storage = .listed(jobs); kept = nil }

    init(blocks: [Block], shard: (index: Int, count: Int)? = nil) {
        var placed: [Block] = []
        var start = 0
        for var block in blocks where block.count > 0 {
            block.start = start
            start += block.count
            placed.append(block)
        }
        let whole = RenderJobs(storage: .computed(placed, count: start), kept: nil)
        if let shard {
            storage = whole.storage
            kept = whole.indices.filter { whole[$0].shard(of: shard.count) == shard.index }
        } else {
            self = whole
        }
    }

    private init(storage: Storage, kept: [Int]?) { self.storage = storage; self.kept = kept }

    /// The plans of several themes one after the other, keeping only `shard` when given.
    init(concatenating plans: [RenderJobs], shard: (index: Int, count: Int)? = nil) {
        let blocks = plans.compactMap(\.blocks)
        if blocks.count == plans.count {
            self.init(blocks: blocks.flatMap { $0 }, shard: shard)
        } else {
            let listed = plans.flatMap { $0 }
            self.init(shard.map { shard in listed.filter { $0.shard(of: shard.count) == shard.index } } ?? listed)
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        if let kept { return kept.count }
        switch storage {
        case .listed(let jobs): return jobs.count
        case .computed(_, let count): return count
        }
    }

    public subscript(position: Int) -> RenderJob {
        let index = kept?[position] ?? position
        switch storage {
        case .listed(let jobs):
            return jobs[index]
        case .computed(let blocks, _):
            let block = blocks[Self.block(containing: index, in: blocks)]
            let offset = index - block.start
            let state = block.states[offset / block.variants.count]
            return RenderJob(theme: block.theme, screen: block.screen, state: state, variant: block.variants[offset % block.variants.count])
        }
    }

    /// The place in `blocks` of the block holding job `index` (blocks are in job order).
    private static func block(containing index: Int, in blocks: [Block]) -> Int {
        Swift.max(0, blocks.partitioningIndex { $0.start > index } - 1)
    }

    /// The plan's indices grouped by layout (`LayoutGroups`), computed from the blocks when the
    /// plan is a whole matrix: each screen state's variant groups. `nil` for a list or a shard.
    var layoutGroups: LayoutGroups.Computed? { blocks.map(LayoutGroups.Computed.init(blocks:)) }

    /// The blocks of a whole matrix (`nil` for a list or a shard).
    var blocks: [Block]? {
        guard kept == nil, case .computed(let blocks, _) = storage else { return nil }
        return blocks
    }
}

extension RenderJobs.Block {
    /// A screen of `theme` in `states`, in `variants` grouped by layout.
    init(theme: String, screen: String, states: [ViewState], variants: [Variant], variantGroups: [[Int]]) {
        self.init(theme: theme, screen: screen, states: states, variants: variants, variantGroups: variantGroups, start: 0)
    }
}
