import Foundation
import Stateboard

/// `stateboard review`'s page, on the preview's HTTP server: the images of a `ReviewSession`
/// and the decisions on them. Reading is GET; deciding and applying are POST requests with a
/// small JSON body, answered only when they carry the session's token (in the page, never in a
/// URL), come from the page's own origin and are addressed to a host the server listens on.
public struct ReviewServer: Sendable {
    public var session: ReviewSession
    /// The address to listen on: loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one (reported to `onListening`).
    public var port = 8080
    /// How long a connection may sit idle or take to send a whole request.
    public var idleTimeout: Duration = .seconds(10)
    /// Connections open at once, at most.
    public var maximumConnections = 64
    /// How long a graceful shutdown may take before open connections are closed.
    public var shutdownDeadline: Duration = .milliseconds(1500)
    /// The session's token; a fresh random one by default.
    public var token = ReviewServer.newToken()

    public init(session: ReviewSession) { self.session = session }

    /// 32 random bytes as hex, from the system's generator.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Serves until one of `shutdownSignals` arrives or the calling task is cancelled.
    /// - Throws: `PipelineError.environment` when the port is in use or cannot be listened on.
    public func run(
        shutdownSignals: [ShutdownSignal] = [.sigterm, .sigint], onListening: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws {
        if port != 0, let problem = PortProbe.problem(host: host, port: port) { throw PipelineError(problem, cause: .environment) }
        let routes = ReviewRoutes(session: session, token: token, hostCheck: HostCheck(listeningOn: host))
        let server: HTTPServer
        do {
            server = try HTTPServer(
                host: host, port: port, idleTimeout: idleTimeout, maximumConnections: maximumConnections,
                say: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }, maximumBodyBytes: ReviewRoutes.maximumBodyBytes,
                handler: { routes.reply(to: $0) })
        } catch let failure as HTTPServer.ListenFailure {
            throw PipelineError(failure.code == EADDRINUSE ? PortProbe.inUse(port) : failure.description, cause: .environment)
        }
        server.start()
        onListening(server.port)
        await ShutdownSignalWatch.waitForStop(shutdownSignals)
        // Requests in progress (a decision being saved) finish; past the deadline all close.
        server.drain()
        let stopped = FirstOutcome()
        server.whenStopped { stopped.finish(.success(())) }
        let deadline = Task {
            try await Task.sleep(for: shutdownDeadline)
            server.closeAll()
            try await Task.sleep(for: .milliseconds(400))
            stopped.finish(.success(()))
        }
        _ = await stopped.value()
        deadline.cancel()
    }
}
