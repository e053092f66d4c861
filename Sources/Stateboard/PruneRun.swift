import Foundation
import StateboardSnapshot
import StateboardTheme

/// Finds (and optionally removes) references that no theme produces any more
/// (`stateboard prune`). Only the named themes' folders are looked at.
public struct PruneRun: Sendable {
    public var themes: [Theme]
    public var store: ReferenceStore
    /// Remove the stale references and their fingerprint entries (default: only list them).
    public var delete = false

    public init(themes: [Theme], store: ReferenceStore = ReferenceStore(), delete: Bool = false) {
        self.themes = themes; self.store = store; self.delete = delete
    }

    /// The stale references' paths (removed, when `delete` is set).
    public func run() throws(PipelineError) -> [String] {
        var stale: [String] = []
        let store = self.store.forGlyphs(try GlyphSettings.current.source(for: themes))
        for theme in themes {
            let folder = store.folder(of: theme.name)
            let produced = Set(RenderPlan.referenceJobs(for: theme).map { $0.referenceKey + ".png" })
            let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
            let staleHere = files.filter { !produced.contains($0) }
            stale += staleHere.map { (folder as NSString).appendingPathComponent($0) }
            guard delete, !staleHere.isEmpty else { continue }
            for file in staleHere {
                let path = (folder as NSString).appendingPathComponent(file)
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw .badInput("cannot remove \(path): \(error.localizedDescription)")
                }
                removeEmptyFolders(from: (path as NSString).deletingLastPathComponent, upTo: folder)
            }
            if var fingerprint = try store.fingerprint(of: theme.name) {
                for file in staleHere { fingerprint.references[String(file.dropLast(4))] = nil }
                let data: Data
                do { data = try fingerprint.encoded() } catch { throw .badInput("cannot encode the fingerprint of \(theme.name): \(error)") }
                try AtomicFile.write(data, to: store.fingerprintPath(of: theme.name))
            }
        }
        return stale
    }

    private func removeEmptyFolders(from folder: String, upTo root: String) {
        var current = folder
        while current.count > root.count, (try? FileManager.default.contentsOfDirectory(atPath: current))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: current)
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
