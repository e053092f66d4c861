import Dispatch
import Foundation
import StateboardCore
import Testing

@testable import Stateboard

/// Rules of the queue that encodes and writes a matrix run's images while its workers draw
/// (`EncodingPipeline`).
@Suite struct EncodingPipelineTests {
    /// Rule: a worker that finds every slot taken writes its image itself, at once, instead of
    /// waiting for the queue; what every write did is collected and observed either way, and no
    /// more than `limit` images wait on the queue.
    @Test func aWorkerThatFindsNoSlotFreeWritesItsImageItself() throws {
        let observed = Locked<[String]>([])
        let pipeline = EncodingPipeline(
            observer: { event in
                if case .wrote(let path) = event { observed.withLock { $0.append(path) } }
            }, limit: 1)
        let ran = Locked<[String]>([])
        let release = DispatchSemaphore(value: 0)
        // Were the others to wait for the slot, the first write would end after 10 s anyway.
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) { release.signal() }
        // The first write holds the only slot until the others are done.
        pipeline.submit("a.png") {
            release.wait()
            ran.withLock { $0.append("a.png") }
            return true
        }
        pipeline.submit("b.png") {
            ran.withLock { $0.append("b.png") }
            return true
        }
        pipeline.submit("c.png") {
            ran.withLock { $0.append("c.png") }
            throw CocoaError(.fileWriteNoPermission)
        }
        // Both ran before `submit` returned, while the first still held the slot.
        #expect(ran.current == ["b.png", "c.png"])
        release.signal()
        let written = pipeline.finish()
        #expect(ran.current == ["b.png", "c.png", "a.png"])
        #expect(written.changed == ["a.png", "b.png"])
        #expect(Array(written.failures.keys) == ["c.png"])
        #expect(observed.current.sorted() == ["a.png", "b.png"])
    }
}
