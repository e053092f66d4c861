import Foundation
import Stateboard

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
    /// How long a connection may sit idle or take to send a whole request head, and how long a
    /// client may read nothing of a response, before the connection is closed. A page's event
    /// stream is a response in progress, not idle.
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

    /// Serves until one of `shutdownSignals` arrives or the calling task is cancelled, then shuts
    /// down gracefully: the pages' event streams end, the server stops accepting, requests in
    /// progress finish and the watchers finish their round; past `shutdownDeadline` every
    /// connection is closed and `run` returns. `onListening` gets the port once bound.
    /// - Throws: `PipelineError.environment` when the port is in use or cannot be listened on.
    public func run(
        shutdownSignals: [ShutdownSignal] = [.sigterm, .sigint],
        onListening: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws {
        try AtomicFile.ensureWritableFolder(out)
        if port != 0, let problem = PortProbe.problem(host: host, port: port) { throw PipelineError(problem, cause: .environment) }
        let hub = LiveHub()
        let work = BlockingWork()
        let thumbnails = Thumbnails(work: work, scratch: out)
        let routes = PreviewRoutes(
            hub: hub, files: ServedFiles(root: out), thumbnails: thumbnails,
            explainer: ImageExplainer(themePaths: themePaths, hub: hub), work: work, hostCheck: HostCheck(listeningOn: host))
        let server = try listen(routes)
        let watchers = startRendering(hub: hub, thumbnails: thumbnails)
        // Everything that must end before `run` returns: the server and each watcher.
        let stopped = FirstOutcome()
        let ended = Self.countdown(watchers.count + 1) { stopped.finish(.success(())) }
        let stopWatching = Locked(false)
        server.start()
        watchers.forEach { $0.start(stop: stopWatching, onStopped: ended) }
        onListening(server.port)

        // Until a signal or the caller's cancellation.
        await ShutdownSignalWatch.waitForStop(shutdownSignals)

        // The pages' streams end first, so no request in progress is one that never ends; then
        // the server drains and the watchers finish their round.
        hub.closeAll()
        server.drain()
        stopWatching.withLock { $0 = true }
        server.whenStopped(ended)
        await waitForShutdown(of: server, stopped: stopped)
        work.shutDown()
    }

    /// The server bound to `host` and `port`, its requests answered by `routes`.
    private func listen(_ routes: PreviewRoutes) throws -> HTTPServer {
        do {
            return try HTTPServer(
                host: host, port: port, idleTimeout: idleTimeout, maximumConnections: maximumConnections, say: say,
                handler: { routes.reply(to: $0) })
        } catch let failure as HTTPServer.ListenFailure {
            let problem = failure.code == EADDRINUSE ? PortProbe.inUse(port) : failure.description
            throw PipelineError(problem, cause: .environment)
        }
    }

    /// A watcher for each theme, not yet started; with `images` given, those are published as
    /// rendered and nothing is watched.
    private func startRendering(hub: LiveHub, thumbnails: Thumbnails) -> [PreviewWatcher] {
        guard let images else {
            return PreviewWatcher.all(themePaths: themePaths, out: out, filter: filter, interval: interval, hub: hub, thumbnails: thumbnails)
        }
        var results = MatrixRenderer.Results()
        results.written = images
        hub.publish(.rendered(results, seconds: 0), theme: 0)
        return []
    }

    /// A callback to call once for each of `count` parts; the last call runs `done`.
    private static func countdown(_ count: Int, done: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let running = Locked(count)
        return {
            let left = running.withLock { count -> Int in
                count -= 1
                return count
            }
            if left == 0 { done() }
        }
    }

    /// Waits until the server and the watchers stopped (`stopped`), or `shutdownDeadline` passed.
    /// Past the deadline every connection is closed (a client that pipelined requests and stopped
    /// reading), and after a moment for them to close this returns, whatever a watcher's round
    /// still does.
    private func waitForShutdown(of server: HTTPServer, stopped: FirstOutcome) async {
        let deadline = Task {
            try await Task.sleep(for: shutdownDeadline)
            stopped.finish(.failure(CancellationError()))
        }
        defer { deadline.cancel() }
        guard case .failure = await stopped.value() else { return }
        server.closeAll()
        let closed = FirstOutcome()
        server.whenStopped { closed.finish(.success(())) }
        let backstop = Task {
            try await Task.sleep(for: .milliseconds(400))
            closed.finish(.success(()))
        }
        _ = await closed.value()
        backstop.cancel()
    }
}
