import Foundation
import Hummingbird
import HummingbirdCore
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
    /// How long a connection may sit idle, or take to send a request's header or the next part
    /// of its body, before it is closed. A page's event stream is a response in progress, not idle.
    public var idleTimeout: Duration = .seconds(10)
    /// Connections open at once, at most; past it new clients wait until one closes.
    public var maximumConnections = 256
    /// How long a graceful shutdown (SIGTERM) may take before open connections are closed
    /// whatever their clients do (a client that pipelines requests and stops reading).
    public var shutdownDeadline: Duration = .milliseconds(1500)
    /// Where the server says that it reached `maximumConnections`.
    public var say: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    /// Images already in the output folder to serve instead of rendering and watching the
    /// themes (benchmarks of the page with a large matrix).
    var images: [MatrixRenderer.RenderedImage]?

    public init(themePaths: [String], out: String, filter: RenderFilter = RenderFilter()) {
        self.themePaths = themePaths; self.out = out; self.filter = filter
    }

    /// Serves until SIGINT or SIGTERM (a graceful shutdown: pages' event streams end, watchers
    /// stop) or until the calling task is cancelled (the same graceful shutdown). `onListening` gets the port once bound.
    /// - Throws: `PipelineError.environment` when the port is in use.
    public func run(
        shutdownSignals: [UnixSignal] = [.sigterm, .sigint],
        onListening: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws {
        try AtomicFile.ensureWritableFolder(out)
        if port != 0, let problem = PortProbe.problem(host: host, port: port) { throw PipelineError(problem, cause: .environment) }
        let hub = LiveHub()
        let work = BlockingWork()
        let thumbnails = Thumbnails(work: work)
        let routes = PreviewRoutes(
            hub: hub, files: ServedFiles(root: out), thumbnails: thumbnails,
            explainer: ImageExplainer(themePaths: themePaths, hub: hub), work: work)
        var logger = Logger(label: "stateboard.serve")
        logger.logLevel = .warning
        let port = self.port
        let router = routes.router(hostCheck: HostCheck(listeningOn: host))
        let configuration = ApplicationConfiguration(
            address: .hostname(host, port: port), serverName: nil,
            availableConnectionsDelegate: ConnectionCap(maximum: maximumConnections, say: say))
        let idle = idleTimeout.components
        let http = HTTP1Channel.Configuration(idleTimeout: .nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000))
        let app = Application(
            router: router, server: .http1(configuration: http), configuration: configuration,
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? port) }, logger: logger)
        var watchers: [PreviewWatcher] = []
        if let images {
            var results = MatrixRenderer.Results()
            results.written = images
            hub.publish(.rendered(results, seconds: 0), theme: 0)
        } else {
            watchers = PreviewWatcher.all(themePaths: themePaths, out: out, filter: filter, interval: interval, hub: hub, thumbnails: thumbnails)
        }
        let first = FirstOutcome()
        // Past the deadline (and a moment for the cancelled connections to close) `run` returns
        // whatever a client still holds open.
        let backstop = shutdownDeadline + .milliseconds(400)
        let onShutdown: @Sendable () -> Void = {
            Task {
                try? await Task.sleep(for: backstop)
                first.finish(.success(()))
            }
        }
        // A graceful shutdown stops the services in reverse order: Lifecycle (listed last) ends
        // the pages' streams first, so the server then has no open request to wait for; the
        // watchers (listed first) finish their round last.
        let services: [any Service] = watchers.map { $0 as any Service } + [app, Lifecycle(hub: hub, onShutdown: onShutdown)]
        var groupConfiguration = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: shutdownSignals, logger: logger)
        // Past the deadline the services are cancelled: the server closes every connection.
        groupConfiguration.maximumGracefulShutdownDuration = shutdownDeadline
        let group = ServiceGroup(configuration: groupConfiguration)
        // Cancelling the caller shuts down as gracefully as a signal does.
        Task {
            do {
                try await group.run()
                first.finish(.success(()))
            } catch {
                first.finish(.failure(error))
            }
        }
        let outcome = await withTaskCancellationHandler {
            await first.value()
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
        await work.shutDown()
        try outcome.get()
    }

    /// Ends the pages' event streams when the service group shuts down.
    private struct Lifecycle: Service {
        let hub: LiveHub
        /// Starts the shutdown deadline's clock.
        let onShutdown: @Sendable () -> Void
        func run() async throws {
            try? await gracefulShutdown()
            onShutdown()
            hub.closeAll()
        }
    }
}
