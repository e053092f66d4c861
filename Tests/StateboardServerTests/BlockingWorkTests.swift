import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// Heavy work (renders, thumbnail decodes) runs a few at once at most, on the requesting
/// connection's thread: it never holds up another connection, and stops with the server.
@Suite struct BlockingWorkTests {
    @Test func atMostItsSlotsRunAtOnce() {
        let work = BlockingWork(slots: 2)
        let counts = Locked((now: 0, most: 0))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            try? work.run {
                counts.withLock {
                    $0.now += 1; $0.most = max($0.most, $0.now)
                }
                Thread.sleep(forTimeInterval: 0.05)
                counts.withLock { $0.now -= 1 }
            }
        }
        #expect(counts.current.most <= 2)
        #expect(counts.current.most >= 1)
    }

    @Test func stoppedWorkIsRefusedAndTheRoutesSay503() throws {
        let folder = try TestPaths.temporaryFolder("blocking-work")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("page.png"))
        let hub = LiveHub()
        let work = BlockingWork(slots: 1)
        let routes = PreviewRoutes(
            hub: hub, files: ServedFiles(root: folder.path), thumbnails: Thumbnails(work: work),
            explainer: ImageExplainer(themePaths: [], hub: hub), work: work, hostCheck: HostCheck(listeningOn: "127.0.0.1"))
        #expect(routes.file("/_thumb/page.png").status == 404, "decoded, and not a PNG")
        work.shutDown()
        #expect(throws: BlockingWork.Stopped.self) { try work.run { 1 } }
        #expect(routes.file("/_thumb/page.png").status == 503)
        #expect(routes.file("/page.png").status == 200, "a file is read, not rendered")
    }

    /// Rule: a request waiting for heavy work (all slots taken) does not hold up another
    /// connection's request.
    @Test func heavyWorkDoesNotStallOtherConnections() async throws {
        let work = BlockingWork(slots: 1)
        let release = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let server = try HTTPServer(
            host: "127.0.0.1", port: 0, idleTimeout: .seconds(10), maximumConnections: 8, say: { _ in },
            handler: { request in
                if request.path == "/slow" {
                    try? work.run {
                        entered.signal(); release.wait()
                    }
                }
                return .text(200, "done \(request.path)\n")
            })
        server.start()
        defer { server.closeAll() }
        let port = server.port
        let slow = Task { try await RawHTTP.fetch("/slow", port: port) }
        try await offPool { entered.wait() }
        let second = Task { try await RawHTTP.fetch("/slow", port: port) }
        let fast = try await RawHTTP.fetch("/fast", port: port)
        #expect(fast.status == 200 && fast.text == "done /fast\n", "answered while a render holds the only slot")
        release.signal()
        try await offPool { entered.wait() }
        release.signal()
        #expect(try await slow.value.status == 200)
        #expect(try await second.value.status == 200)
    }
}
