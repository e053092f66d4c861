import ArgumentParser
import Foundation
import Stateboard

/// `stateboard watch`: re-render a theme whenever its files change.
struct WatchCommand: ParsableCommand, DrawsGlyphs {
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

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let path = try ThemeCatalog().entry(for: theme).path
        guard FileManager.default.fileExists(atPath: path) else { throw PipelineError("no theme at \(path)") }
        try AtomicFile.ensureWritableFolder(out)
        Self.say("Watching \(path) (Ctrl-C to stop); images in \(out)")
        var watcher = ThemeWatcher(themePath: path, out: out, filter: try filters.filter())
        watcher.interval = interval
        var renders = 0
        watcher.run { round in
            renders += 1
            switch round {
            case .rendered(let results, let seconds):
                let changed = results.changed.count
                Self.say(
                    "[\(Self.clock())] rendered \(results.written.count) images in \(String(format: "%.1f s", seconds)): \(changed) changed"
                        + (changed > 0 && changed <= 5 ? " (" + results.changed.joined(separator: ", ") + ")" : ""))
                for failure in results.failures { Self.say("error: \(failure)") }
            case .invalid(let error):
                Self.say("[\(Self.clock())] the theme has errors; fix them and save:\n\(error.description)")
            case .failed(let message):
                Self.say("[\(Self.clock())] error: \(message)")
            }
            return exitAfter.map { renders < $0 } ?? true
        }
    }

    /// Prints a line at once (unbuffered), also when the output is a pipe.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
