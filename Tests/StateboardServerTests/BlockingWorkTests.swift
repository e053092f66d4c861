import Foundation
import Hummingbird
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The preview reads files on its pool for blocking work, never on the request handler's thread
/// (one of Swift concurrency's few, which every other request and event stream shares).
@Suite struct BlockingWorkTests {
    @Test func filesAreReadOnThePoolForBlockingWork() async throws {
        let folder = try TestPaths.temporaryFolder("blocking-work")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>hello</p>".utf8).write(to: folder.appendingPathComponent("page.html"))
        let hub = LiveHub()
        let work = BlockingWork(threads: 1)
        let routes = PreviewRoutes(
            hub: hub, files: ServedFiles(root: folder.path), thumbnails: Thumbnails(work: work),
            explainer: ImageExplainer(themePaths: [], hub: hub), work: work)
        #expect(await routes.file("/page.html").status == .ok)
        #expect(await routes.file("/_thumb/page.png").status == .notFound)

        // With the pool stopped, nothing is read: the file is there, the answer is 503.
        await work.shutDown()
        #expect(await routes.file("/page.html").status == .serviceUnavailable)
        #expect(await routes.file("/_thumb/page.png").status == .serviceUnavailable)
    }
}
