import Foundation
import NIOPosix

/// The server's blocking work — reading the output folder's files, rendering an explanation or
/// an overlay, decoding a thumbnail — on a thread pool of its own. Request handlers run on Swift
/// concurrency's few cooperative threads (one per core) and hand their bytes to NIO's event
/// loops: a read or a render there would stall every other request and the pages' event streams
/// until it ended. All cores but one run this pool's work, so the server and the browser keep one.
struct BlockingWork: Sendable {
    /// Why a request could not be served: the pool has stopped (the server is shutting down).
    struct Stopped: Error {}

    private let pool: NIOThreadPool

    /// A running pool of `threads` threads (default: the cores but one, at least one).
    init(threads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)) {
        pool = NIOThreadPool(numberOfThreads: threads)
        pool.start()
    }

    /// Runs `body` on the pool and returns its result; throws `Stopped` once the pool has stopped.
    func run<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
        do {
            return try await pool.runIfActive(body)
        } catch is NIOThreadPoolError.ThreadPoolInactive {
            throw Stopped()
        }
    }

    /// Stops the pool once the work already handed to it has run.
    func shutDown() async {
        try? await pool.shutdownGracefully()
    }
}
