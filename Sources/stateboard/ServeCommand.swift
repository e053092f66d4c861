import ArgumentParser
import Foundation
import Stateboard
import StateboardServer

/// `stateboard serve`: a live preview of themes in the browser.
struct ServeCommand: AsyncParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live preview of themes: the gallery, updated in the page on every save.",
        discussion: """
            Renders the themes (with the same filters as `render`) and serves the gallery at \
            http://HOST:PORT/. After a save, only the images that changed are rewritten and the \
            open pages swap them in place; a theme's errors show in the page above the last good \
            images. Click an image for its inspector overlay and cascade trail. Only the output \
            folder is served. Ctrl-C stops.

            Examples:
              stateboard serve ios --screen favorites
              stateboard serve Themes/shop --port 9000 --locale en --locale ar
            """
    )

    @Argument(help: "Theme folders or names. Default: ios.")
    var themes: [String] = []

    @Option(name: .shortAndLong, help: "The output folder.")
    var out = "stateboard-out"

    @OptionGroup var filters: FilterOptions

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on. Only this machine can connect unless you change it.")
    var host = "127.0.0.1"

    @Option(help: "Seconds between checks for changes.")
    var interval: Double = 0.5

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard interval >= 0.05 else { throw ValidationError("--interval must be at least 0.05 seconds") }
        try filters.check()
    }

    @OptionGroup var glyphOptions: GlyphOptions

    func run() async throws {
        let catalog = ThemeCatalog()
        let paths = try (themes.isEmpty ? ["ios"] : themes).map { try catalog.entry(for: $0).path }
        for path in paths where !FileManager.default.fileExists(atPath: path) { throw PipelineError("no theme at \(path)") }
        var server = PreviewServer(themePaths: paths, out: out, filter: try filters.filter())
        server.host = host
        server.port = port
        server.interval = interval
        let host = self.host
        // SIGTERM shuts down gracefully (exit 0). Ctrl-C is left to the interrupt cleanup every
        // command has (files in flight removed, exit 130): were both to handle it, whichever ran
        // first would decide the exit status.
        try await server.run(shutdownSignals: [.sigterm]) { port in
            WatchCommand.say("Serving \(paths.joined(separator: ", ")) at http://\(host.contains(":") ? "[\(host)]" : host):\(port)/ (Ctrl-C to stop)")
        }
    }
}
