import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Stateboard
import UnixSignals

/// `stateboard serve`: a live preview of themes in the browser. Renders the themes (like
/// `watch`, rewriting only images that changed), serves the render gallery with thumbnails,
/// pushes every change to the open pages over server-sent events, shows the themes' errors in
/// the page, explains a clicked image, and serves nothing outside its output folder.
public struct PreviewServer: Sendable {
    /// The themes' folders (or `theme.yaml` files).
    public var themePaths: [String]
    /// Where the images are written and served from.
    public var out: String
    public var filter: RenderFilter
    /// The address to listen on: loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one (reported to `onListening`).
    public var port = 8080
    /// Seconds between checks for saves.
    public var interval = 0.5
    /// Images already in the output folder to serve instead of rendering and watching the
    /// themes (benchmarks of the page with a large matrix).
    var images: [MatrixRenderer.RenderedImage]?

    public init(themePaths: [String], out: String, filter: RenderFilter = RenderFilter()) {
        self.themePaths = themePaths; self.out = out; self.filter = filter
    }

    /// Serves until SIGINT or SIGTERM (a graceful shutdown: pages' event streams end, watchers
    /// stop) or until the calling task is cancelled (the same graceful shutdown). `onListening` gets the port once bound.
    public func run(shutdownSignals: [UnixSignal] = [.sigterm, .sigint],
                    onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        try AtomicFile.ensureWritableFolder(out)
        let hub = LiveHub()
        let stop = StopFlag()
        let routes = PreviewRoutes(hub: hub, files: ServedFiles(root: out), thumbnails: Thumbnails(),
                                   explainer: ImageExplainer(themePaths: themePaths, hub: hub))
        var logger = Logger(label: "stateboard.serve")
        logger.logLevel = .warning
        let port = self.port
        let app = Application(router: routes.router(), configuration: .init(address: .hostname(host, port: port), serverName: nil),
                              onServerRunning: { channel in onListening(channel.localAddress?.port ?? port) }, logger: logger)
        if let images {
            var results = MatrixRenderer.Results()
            results.written = images
            hub.publish(.rendered(results, seconds: 0), theme: 0)
        } else {
            PreviewWatchers(themePaths: themePaths, out: out, filter: filter, interval: interval).start(hub: hub, stop: stop)
        }
        // Listed after the server, so a graceful shutdown ends the pages' streams and the
        // watchers first; the server then has no open request to wait for.
        let group = ServiceGroup(configuration: .init(services: [app, Lifecycle(hub: hub, stop: stop)],
                                                      gracefulShutdownSignals: shutdownSignals, logger: logger))
        // Cancelling the caller shuts down as gracefully as a signal does.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
        stop.set()
    }

    /// Ends the pages' event streams and stops the watchers when the service group shuts down.
    private struct Lifecycle: Service {
        let hub: LiveHub
        let stop: StopFlag
        func run() async throws {
            try? await gracefulShutdown()
            stop.set()
            hub.closeAll()
        }
    }
}
