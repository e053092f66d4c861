import Foundation
import Stateboard
import Testing

@testable import StateboardServer

/// Rule: an explanation or overlay a request asks for is made under the decoders, limits and
/// glyphs the server was started under, though the request's thread inherits no task-local
/// (the server's images decode in its workers, not in its own process).
@Suite struct ExplainerSettingsTests {
    @Test func aRequestThreadWorksUnderTheServersDecodersAndLimits() {
        let workers = ImageDecoding.workers(executable: "/nonexistent/stateboard", arguments: ["decode-worker"], maximumWorkers: 1)
        var limits = InputLimits()
        limits.renderSeconds = 7
        let explainer = InputLimits.$current.withValue(limits) {
            ImageDecoding.$current.withValue(workers) { ImageExplainer(themePaths: [], hub: LiveHub()) }
        }
        let seen = Locked<(workers: Bool, seconds: Double)?>(nil)
        let done = DispatchSemaphore(value: 0)
        // A thread of its own, as each connection has: no task-locals reach it.
        Thread {
            seen.withLock { $0 = try? explainer.underServerSettings { (ImageDecoding.current.usesWorkers, InputLimits.current.renderSeconds) } }
            done.signal()
        }.start()
        done.wait()
        #expect(seen.withLock { $0 }?.workers == true, "the server's decoder workers")
        #expect(seen.withLock { $0 }?.seconds == 7, "the server's limits")
    }
}
