import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// How the HTTP server stops, on its own (no preview around it): draining lets a request in
/// progress finish and closes connections waiting between requests; closing ends every
/// connection at once; a busy port is reported as such.
@Suite struct HTTPServerShutdownTests {
    /// A server whose `/slow` waits for `release` (after signalling `entered`).
    static func server(release: DispatchSemaphore, entered: DispatchSemaphore) throws -> HTTPServer {
        let server = try HTTPServer(
            host: "127.0.0.1", port: 0, idleTimeout: .seconds(30), maximumConnections: 8, say: { _ in },
            handler: { request in
                if request.path == "/slow" {
                    entered.signal()
                    release.wait()
                }
                return .text(200, "done \(request.path)\n")
            })
        server.start()
        return server
    }

    /// Whether `server` reports every connection closed before `timeout`.
    static func stops(_ server: HTTPServer, within timeout: Double = 20) async throws -> Bool {
        let stopped = DispatchSemaphore(value: 0)
        server.whenStopped { stopped.signal() }
        return try await offPool { stopped.wait(timeout: .now() + timeout) == .success }
    }

    /// Rule: draining lets the request in progress finish (its response is whole) and closes
    /// the connections waiting between requests.
    @Test func drainingFinishesRequestsInProgressAndClosesIdleConnections() async throws {
        let (release, entered) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let server = try Self.server(release: release, entered: entered)
        defer { server.closeAll() }
        let port = server.port
        let idle = try await offPool { try ServerHardeningTests.connect(port: port) }
        defer { close(idle) }
        let slow = Task { try await RawHTTP.fetch("/slow", port: port) }
        try await offPool { entered.wait() }
        server.drain()
        let idleEnded = try await offPool { ServerHardeningTests.readUntilClosed(idle) }
        #expect(idleEnded == "", "the idle connection was closed without a response")
        release.signal()
        let reply = try await slow.value
        #expect(reply.status == 200 && reply.text == "done /slow\n")
        #expect(try await Self.stops(server))
        let refused = try? await offPool { try ServerHardeningTests.connect(port: port) }
        if let refused { close(refused) }
        #expect(refused == nil, "still accepting after the drain")
    }

    /// Rule: closing ends every connection at once, a request in progress included.
    @Test func closingEndsEveryConnection() async throws {
        let (release, entered) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let server = try Self.server(release: release, entered: entered)
        let port = server.port
        let fd = try await offPool { try ServerHardeningTests.connect(port: port, sending: "GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        defer { close(fd) }
        try await offPool { entered.wait() }
        server.closeAll()
        release.signal()
        let reply = try await offPool { ServerHardeningTests.readUntilClosed(fd) }
        #expect(reply == "", "the response in progress was not sent: \(reply ?? "still open")")
        #expect(try await Self.stops(server))
    }

    /// Rule: a port in use is reported with its errno, which the preview turns into the
    /// "port … is in use" problem.
    @Test func aBusyPortIsReportedAsInUse() throws {
        let (release, entered) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let first = try Self.server(release: release, entered: entered)
        defer { first.closeAll() }
        #expect {
            _ = try HTTPServer(
                host: "127.0.0.1", port: first.port, idleTimeout: .seconds(1), maximumConnections: 1, say: { _ in }, handler: { _ in .text(200, "") })
        } throws: { error in
            (error as? HTTPServer.ListenFailure)?.code == EADDRINUSE
        }
    }
}
