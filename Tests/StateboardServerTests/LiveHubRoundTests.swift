import Foundation
import StateboardCore
import Testing

@testable import Stateboard
@testable import StateboardServer

/// How the hub tells pages about rounds that stop early: a round stopped for a newer save
/// (`MatrixRenderer.Results.abandoned`) changes nothing the pages list, and the next round
/// announces what it draws even where the stopped round already had.
@Suite struct LiveHubRoundTests {
    static func results(_ paths: [String], changed: [String], abandoned: Bool = false) throws -> MatrixRenderer.Results {
        let job = RenderJob(theme: "t", screen: "s", state: .empty, variant: Variant(device: try #require(Device.preset("iphone-15"))))
        var results = MatrixRenderer.Results()
        results.written = paths.enumerated().map { MatrixRenderer.RenderedImage(index: $0, job: job, path: $1) }
        results.changed = changed
        results.abandoned = abandoned
        return results
    }

    @Test func aStoppedRoundKeepsThePageAndTheNextRoundAnnouncesAgain() throws {
        let hub = LiveHub()
        let paths = ["t/s/empty/a.png", "t/s/empty/b.png"]
        hub.publish(.rendered(try Self.results(paths, changed: paths), seconds: 0), theme: 0)
        let afterFirst = hub.snapshot()

        // The stopped round drew and announced `a`, then stopped before `b`.
        hub.publishDrawn(try Self.results([paths[0]], changed: [paths[0]]), theme: 0)
        let announced = hub.snapshot().version
        #expect(announced == afterFirst.version + 1)
        hub.publish(.rendered(try Self.results([paths[0]], changed: [paths[0]], abandoned: true), seconds: 0), theme: 0)
        let afterStop = hub.snapshot()
        #expect(afterStop.version == announced, "a stopped round sends no update of its own")
        #expect(afterStop.images.map(\.path) == paths && afterStop.key == afterFirst.key, "nor does it drop the images it did not reach")

        // The next round draws `a` again (the newer save changed it again): the pages hear of it.
        hub.publishDrawn(try Self.results([paths[0]], changed: [paths[0]]), theme: 0)
        #expect(hub.snapshot().version == announced + 1)
    }
}

/// A page's event queue keeps the newest events only, and nothing once finished.
@Suite struct EventQueueTests {
    @Test func aPageThatStopsReadingKeepsTheNewestEventsOnly() throws {
        let queue = try #require(EventQueue())
        for index in 0..<(EventQueue.capacity * 3) { queue.push("\(index)") }
        let (events, finished) = queue.take()
        #expect(events.count == EventQueue.capacity && events.last == "\(EventQueue.capacity * 3 - 1)" && !finished)
        queue.finish()
        queue.push("late")
        let after = queue.take()
        #expect(after.events.isEmpty && after.finished)
    }

    @Test func aStoppedHubEndsTheStreamsOfLatePages() throws {
        let hub = LiveHub()
        let (_, open) = try #require(hub.subscribe())
        hub.closeAll()
        #expect(open.take().finished)
        let (_, late) = try #require(hub.subscribe())
        let taken = late.take()
        #expect(taken.events.count == 1 && taken.finished, "the state, then the end")
    }
}
