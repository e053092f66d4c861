import Dispatch
import Foundation
import StateboardCore
import StateboardRender
import StateboardSnapshot

/// Whether a report's images may become references: only into references recorded in the
/// same environment (glyph source, library versions, fonts, settings), as `verify` trusts
/// digests only then. Themes without references yet take the report's environment.
enum ReviewEnvironment {
    static func check(_ set: ReviewSet, store: ReferenceStore) throws(PipelineError) {
        for theme in Set(set.items.map(\.theme)).sorted() {
            guard let drawnIn = set.environments[theme] else { continue }
            let themeStore = store.forGlyphs(drawnIn.glyphSource)
            guard let fingerprint = try themeStore.fingerprint(of: theme) else { continue }
            let changes = drawnIn.changes(since: fingerprint.environment)
            if !changes.isEmpty {
                throw .badInput(
                    "the report's images of \(theme) were drawn in another environment than its references (\(themeStore.fingerprintPath(of: theme))): "
                        + changes.joined(separator: "; ")
                        + "; accepting them would mix two environments in one baseline. Verify in the references' environment, or record every reference of \(theme) again"
                )
            }
            if !fingerprint.hasCurrentDigests {
                throw .badInput(
                    "\(themeStore.fingerprintPath(of: theme)) holds pixel digests of format \(fingerprint.format) (an earlier Stateboard); run `stateboard record \(theme)` once, then verify and review again"
                )
            }
        }
    }
}

extension ReviewEnvironment {
    /// Adds a shard's environments to a merged report; shards that drew one theme in two
    /// environments are refused (their images could not become one baseline).
    static func merge(_ environments: [String: RenderEnvironment]?, into merged: inout VerificationReport, from path: String) throws(PipelineError) {
        for (theme, environment) in environments ?? [:] {
            if let earlier = merged.environments?[theme], !environment.changes(since: earlier).isEmpty {
                throw .badInput(
                    "\(path): theme \(theme) was drawn in another environment than in an earlier shard (\(environment.changes(since: earlier).joined(separator: "; "))); run every shard in one environment"
                )
            }
            merged.environments = merged.environments ?? [:]
            merged.environments?[theme] = environment
        }
    }
}

/// What applying a review did: references written or deleted, and what it left alone.
public struct ReviewApplication: Sendable, Equatable {
    /// Keys whose actual image became the reference.
    public var accepted: [String] = []
    /// Keys whose reference was deleted (accepted removals).
    public var deleted: [String] = []
    /// Keys rejected: their references are untouched.
    public var rejected: [String] = []
    /// Keys not decided: untouched too.
    public var undecided: [String] = []

    /// Writes every accepted image as its reference, encoded as `record` encodes references
    /// (the same bytes for the same pixels), with its fingerprint entry; deletes accepted removed
    /// references. All or nothing: every image is read and checked first, then the writes go
    /// through `record`'s journal.
    static func apply(_ set: ReviewSet, decisions: [String: ReviewDecision], store: ReferenceStore) throws(PipelineError) -> ReviewApplication {
        try ReviewEnvironment.check(set, store: store)
        var result = ReviewApplication()
        var byTheme: [String: [ReviewItem]] = [:]
        for item in set.items {
            switch decisions[item.key]?.verdict {
            case .accept?: byTheme[item.theme, default: []].append(item)
            case .reject?: result.rejected.append(item.key)
            case nil: result.undecided.append(item.key)
            }
        }
        let encoded = try encodedReferences(byTheme.values.flatMap { $0 }.filter { $0.kind != .removed }, set: set)
        var staged: [(store: ReferenceStore, journal: RecordJournal, deletions: [String])] = []
        for theme in byTheme.keys.sorted() {
            guard let environment = set.environments[theme] else { continue }
            let themeStore = store.forGlyphs(environment.glyphSource)
            RecordJournal.recover(in: themeStore.folder)
            try AtomicFile.ensureWritableFolder(themeStore.folder)
            let journal = RecordJournal(folder: themeStore.folder)
            var fingerprint = try themeStore.fingerprint(of: theme) ?? Fingerprint(environment: environment)
            var deletions: [String] = []
            for item in byTheme[theme]! {
                let target = try OutputPath.inside(themeStore.folder, relative: item.key + ".png")
                if item.kind == .removed {
                    fingerprint.references[item.referenceKey] = nil
                    deletions.append(target)
                    result.deleted.append(item.key)
                    continue
                }
                guard let png = encoded[item.key] else { continue }
                try journal.stage(png, to: target)
                fingerprint.references[item.referenceKey] = item.actualRecord
                result.accepted.append(item.key)
            }
            let data: Data
            do { data = try fingerprint.encoded() } catch { throw .badInput("cannot encode the fingerprint of \(theme): \(error)") }
            try journal.stage(data, to: OutputPath.inside(themeStore.folder, relative: theme + "/" + Fingerprint.fileName))
            staged.append((themeStore, journal, deletions))
        }
        for (themeStore, journal, deletions) in staged {
            try journal.commit()
            for path in deletions where FileManager.default.fileExists(atPath: path) {
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw .badInput("cannot remove \(path): \(error.localizedDescription)")
                }
                removeEmptyFolders(from: (path as NSString).deletingLastPathComponent, upTo: themeStore.folder)
            }
        }
        return result
    }

    /// Each item's actual image, checked again against its recorded pixels (the folder may have
    /// changed since it was loaded) and encoded as `record` encodes references; in parallel.
    private static func encodedReferences(_ items: [ReviewItem], set: ReviewSet) throws(PipelineError) -> [String: Data] {
        let results = Locked<[String: Result<Data, PipelineError>]>([:])
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let item = items[index]
            let result = Result { () throws(PipelineError) -> Data in
                try ReviewSet.checkedActual(of: item, folder: set.folders[item.report]).png(compression: .compact)
            }
            results.withLock { $0[item.key] = result }
        }
        var encoded: [String: Data] = [:]
        let all = results.current
        for item in items {
            switch all[item.key] {
            case .success(let data)?: encoded[item.key] = data
            case .failure(let error)?: throw error
            case nil: throw .badInput("\(item.key): its image was not read")
            }
        }
        return encoded
    }

    private static func removeEmptyFolders(from folder: String, upTo root: String) {
        var current = folder
        while current.count > (root as NSString).standardizingPath.count,
            (try? FileManager.default.contentsOfDirectory(atPath: current))?.isEmpty == true
        {
            try? FileManager.default.removeItem(atPath: current)
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
