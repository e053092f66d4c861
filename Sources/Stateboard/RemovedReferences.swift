import Foundation
import StateboardCore
import StateboardSnapshot
import StateboardTheme

/// Which references that no image of a theme produces any more a verify run lists as `removed`
/// entries, so that `review` can delete them.
///
/// Only a run over a theme's whole matrix knows what it no longer produces: a run narrowed by
/// screen, state or variant lists none. A sharded run lists the removed references whose path
/// falls in its shard by the same stable hash as its jobs, so merged shards list each once.
public enum RemovedReferenceScope: Sendable, Equatable {
    /// List none (a filtered run).
    case none
    /// List every removed reference of the verified themes.
    case all
    /// List those of shard `index` (0-based) of `count`.
    case shard(index: Int, count: Int)

    /// The `removed` entries of `themes`, their reference images copied into the report (when
    /// there is one) so a reviewer sees what would be deleted.
    func entries(
        themes: [NamedTheme], store: ReferenceStore, fingerprints: [String: FingerprintIndex], artifacts: ReportArtifacts?
    ) throws(PipelineError) -> [VerificationReport.Entry] {
        guard self != .none else { return [] }
        var entries: [VerificationReport.Entry] = []
        for named in themes {
            let theme = named.theme
            // Only the references no job draws are kept: the plan answers by its axes, the
            // fingerprint's keys and the folder's files are read one at a time.
            let produced = ProducedReferences(RenderPlan.plan(for: theme, source: .references))
            var keys: Set<String> = []
            if let index = fingerprints[theme.name] {
                for key in index.keys where !produced.contains(key) { keys.insert(key) }
            }
            let folder = store.folder(of: theme.name)
            if let files = FileManager.default.enumerator(atPath: folder) {
                for case let file as String in files where file.hasSuffix(".png") && !produced.contains(String(file.dropLast(4))) {
                    keys.insert(String(file.dropLast(4)))
                }
            }
            for key in keys.sorted() where includes("\(theme.name)/\(key)") {
                let parts = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3 else { continue }
                var entry = VerificationReport.Entry(
                    key: "\(theme.name)/\(key)", theme: theme.name, screen: parts[0], state: parts[1], variant: parts[2], status: .removed,
                    summary: "no image of \(named.argument) draws this reference any more",
                    acceptCommand: "stateboard prune \(shellQuoted(named.argument)) --delete")
                try artifacts?.copyReference(for: &entry)
                entries.append(entry)
            }
        }
        return entries
    }

    private func includes(_ path: String) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .shard(let index, let count):
            // The same hash as `RenderJob.shard(of:)`, over the same path.
            {
                var hash = StableHash()
                hash.add(bytes: path.utf8)
                return Int(hash.value % UInt64(count)) == index
            }()
        }
    }
}

extension ReportArtifacts {
    /// Copies the entry's reference into the report as `<key>.reference.png`, when it exists.
    func copyReference(for entry: inout VerificationReport.Entry) throws(PipelineError) {
        let source = try OutputPath.inside(snapshots, relative: entry.key + ".png")
        guard let data = FileManager.default.contents(atPath: source) else { return }
        entry.referenceImage = entry.key + ".reference.png"
        try AtomicFile.write(data, to: try OutputPath.inside(folder, relative: entry.key + ".reference.png"))
    }
}

/// Whether a plan of one theme draws a reference (`RenderJob.referenceKey`): for a whole matrix,
/// from its screens' states and its variants' names (a key per image is never made); for a list
/// of jobs, from their keys.
struct ProducedReferences {
    private var screenStates: Set<String> = []
    private var variantStems: Set<String> = []
    private var keys: Set<String> = []

    init(_ plan: RenderJobs) {
        guard let blocks = plan.blocks else {
            keys = Set(plan.lazy.map(\.referenceKey))
            return
        }
        for block in blocks {
            // Every block of one theme's plan shares its variants: each state of a screen is drawn in each.
            for state in block.states { screenStates.insert("\(block.screen)/\(state.key)") }
            for variant in block.variants { variantStems.insert(variant.fileStem) }
        }
    }

    func contains(_ key: String) -> Bool {
        guard keys.isEmpty else { return keys.contains(key) }
        guard let slash = key.lastIndex(of: "/") else { return false }
        return screenStates.contains(String(key[..<slash])) && variantStems.contains(String(key[key.index(after: slash)...]))
    }
}
