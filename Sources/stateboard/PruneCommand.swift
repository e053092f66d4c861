import ArgumentParser
import Foundation
import StateboardSnapshot
import StateboardTheme

/// `stateboard prune`: finds references no theme produces any more.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List (or, with --delete, remove) references that no theme produces any more.",
        discussion: """
            A reference is stale when its screen, state or variant left the theme's reference matrix \
            (its `snapshots:` section, else its `matrix:`). Only the named themes' folders are looked \
            at, so other files under Snapshots/ are never touched.

            Examples:
              stateboard prune                # list stale references, every bundled theme
              stateboard prune ios --delete   # remove them and their fingerprint entries
            """
    )

    @Argument(help: "Theme folders or bundled theme names. Default: every theme in ./Themes.")
    var themes: [String] = []

    @Option(help: "The references folder.")
    var snapshots = "Snapshots"

    @Flag(help: "Remove the stale references (default: only list them).")
    var delete = false

    func run() throws {
        var options = SnapshotOptions()
        options.themes = themes
        options.snapshots = snapshots
        var stale: [String] = []
        for (_, theme) in try options.loadThemes() {
            let folder = options.folder(of: theme.name)
            let produced = Set(RenderPlan.referenceJobs(for: theme).map { $0.referenceKey + ".png" })
            let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
            let staleHere = files.filter { !produced.contains($0) }
            stale += staleHere.map { (folder as NSString).appendingPathComponent($0) }
            guard delete, !staleHere.isEmpty else { continue }
            for file in staleHere {
                let path = (folder as NSString).appendingPathComponent(file)
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw CommandFailure.badInput("cannot remove \(path): \(error.localizedDescription)")
                }
                removeEmptyFolders(from: (path as NSString).deletingLastPathComponent, upTo: folder)
            }
            let fingerprintPath = options.fingerprintPath(of: theme.name)
            if var fingerprint = try Fingerprint.read(fingerprintPath) {
                for file in staleHere { fingerprint.references[String(file.dropLast(4))] = nil }
                try AtomicFile.write(fingerprint.encoded(), to: fingerprintPath)
            }
        }
        for path in stale { print(path) }
        if stale.isEmpty {
            print("No stale references.")
        } else {
            print(delete ? "Removed \(stale.count) stale references." : "\(stale.count) stale references; remove them with --delete.")
        }
    }

    private func removeEmptyFolders(from folder: String, upTo root: String) {
        var current = folder
        while current.count > root.count, (try? FileManager.default.contentsOfDirectory(atPath: current))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: current)
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
