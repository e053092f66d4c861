import ArgumentParser
import Foundation
import StateboardCore
import StateboardRender
import StateboardTheme

/// `stateboard watch`: re-render a theme whenever its files change.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Re-render a theme whenever its files or assets change; errors are printed, not fatal.",
        discussion: """
            Renders the theme (with the same filters as `render`), then watches the theme's folder \
            (and the themes it extends). After a change it renders again and rewrites only the images \
            whose pixels changed, so an open gallery or image viewer shows the new state. Ctrl-C stops.

            Examples:
              stateboard watch ios --screen favorites --locale en
              stateboard watch Themes/shop --out /tmp/shop --appearance dark
            """
    )

    @Argument(help: "A theme folder or bundled theme name.")
    var theme: String

    @Option(name: .shortAndLong, help: "The output folder.")
    var out = "stateboard-out"

    @OptionGroup var filters: FilterOptions

    @Option(help: "Seconds between checks for changes.")
    var interval: Double = 0.5

    @Option(help: "Stop after this many renders (for scripts and tests).")
    var exitAfter: Int?

    func validate() throws {
        guard interval >= 0.05 else { throw ValidationError("--interval must be at least 0.05 seconds") }
        try filters.check()
    }

    func run() throws {
        let path = ThemeLocator.path(for: theme)
        guard FileManager.default.fileExists(atPath: path) else { throw CommandFailure.badInput("no theme at \(path)") }
        try FolderCheck.ensureWritable(out)
        Self.say("Watching \(path) (Ctrl-C to stop); images in \(out)")
        var renders = 0
        var watched = [path]
        var stamp = Self.stamp(of: watched)
        while true {
            renders += 1
            watched = renderOnce(path) ?? watched
            if let exitAfter, renders >= exitAfter { return }
            while true {
                Thread.sleep(forTimeInterval: interval)
                var now = Self.stamp(of: watched)
                guard now != stamp else { continue }
                // Let a save finish (editors and atomic writes touch files in steps): render once
                // the folder has stayed the same for one interval.
                while true {
                    Thread.sleep(forTimeInterval: interval)
                    let settled = Self.stamp(of: watched)
                    if settled == now { break }
                    now = settled
                }
                stamp = now
                break
            }
        }
    }

    /// One render; returns the folders to watch (the theme's and its parents'), or nil on error.
    private func renderOnce(_ path: String) -> [String]? {
        let started = Date()
        do {
            let loaded = try ThemeLoader.load(path: path)
            let plan = try filters.plan(for: [loaded])
            var matrix = MatrixRenderer(themes: [loaded], format: .png, jobs: ProcessInfo.processInfo.activeProcessorCount)
            matrix.skipUnchanged = true
            let results = try matrix.render(plan, into: out, progress: Progress(total: plan.count, quiet: true, verbose: false))
            try ReviewOutputs(out: out, format: .png).write(results: results, themes: [loaded], renderer: try SharedRenderer.make())
            let time = String(format: "%.1f s", Date().timeIntervalSince(started))
            let changed = results.changed.count
            Self.say("[\(Self.clock())] rendered \(results.written.count) images in \(time): \(changed) changed" +
                  (changed > 0 && changed <= 5 ? " (" + results.changed.joined(separator: ", ") + ")" : ""))
            for failure in results.failures { Self.say("error: \(failure)") }
            return loaded.files.map { ($0 as NSString).deletingLastPathComponent }
        } catch let error as DiagnosticsError {
            Self.say("[\(Self.clock())] the theme has errors; fix them and save:\n\(error.description)")
        } catch {
            Self.say("[\(Self.clock())] error: \(error)")
        }
        return nil
    }

    /// Prints a line at once (unbuffered), also when the output is a pipe.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }

    /// Editors' and atomic writers' temporary files (`.name.swp`, `name~`, `.name.tmp`): they
    /// come and go during a save and are not the theme.
    static func isScratch(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".tmp")
    }

    /// Modification times and sizes of every file under the folders (scratch files left out).
    static func stamp(of folders: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for folder in folders {
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let file as String in files where !isScratch(file) {
                let full = (folder as NSString).appendingPathComponent(file)
                if let attributes = try? FileManager.default.attributesOfItem(atPath: full) {
                    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    result[full] = "\(date)-\(attributes[.size] ?? 0)"
                }
            }
        }
        return result
    }
}
