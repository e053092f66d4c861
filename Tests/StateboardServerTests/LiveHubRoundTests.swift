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
        #expect(afterStop.paths == paths && afterStop.key == afterFirst.key, "nor does it drop the images it did not reach")

        // The next round draws `a` again (the newer save changed it again): the pages hear of it.
        hub.publishDrawn(try Self.results([paths[0]], changed: [paths[0]]), theme: 0)
        #expect(hub.snapshot().version == announced + 1)
    }

    /// Rule: a round's end does not name again an image one of its batches announced (a round
    /// that keeps `written` lists every file it changed at its end as well).
    @Test func theRoundsEndDoesNotNameAgainWhatABatchAnnounced() throws {
        let hub = LiveHub()
        let (_, queue) = try #require(hub.subscribe())
        let paths = ["t/s/empty/a.png", "t/s/empty/b.png", "t/s/empty/c.png"]
        hub.publish(.rendered(try Self.results(paths, changed: paths), seconds: 0), theme: 0)
        hub.publishDrawn(try Self.results([paths[0], paths[1]], changed: [paths[1]]), theme: 0)
        #expect(try LiveHubFirstRoundTests.lastChanged(queue) == [paths[1]])
        hub.publish(.rendered(try Self.results(paths, changed: paths), seconds: 0), theme: 0)
        #expect(try LiveHubFirstRoundTests.lastChanged(queue) == [paths[0], paths[2]], "`a` was drawn unchanged, `b` announced")
    }

    /// Rule: a drawn image is found in the page's list by its plan index and confirmed by its
    /// path: a later round whose plan numbers its images otherwise (a state added before them)
    /// shows at its end, not as an update of the wrong cell.
    @Test func aBatchOfAPlanNumberedOtherwiseWaitsForTheRoundsEnd() throws {
        let hub = LiveHub()
        let paths = ["t/s/empty/a.png", "t/s/empty/b.png"]
        hub.publish(.rendered(try Self.results(paths, changed: paths), seconds: 0), theme: 0)
        let before = hub.snapshot().version
        // The new plan put `c` first: its image 0 is `c`, then `a` at 1 and `b` at 2.
        hub.publishDrawn(try Self.results(["t/s/empty/c.png"], changed: ["t/s/empty/c.png"]), theme: 0)
        #expect(hub.snapshot().version == before, "not listed: no update")
        var moved = try Self.results(["t/s/empty/c.png", paths[0]], changed: [paths[0]])
        moved.written.removeFirst()
        hub.publishDrawn(moved, theme: 0)
        #expect(hub.snapshot().version == before, "`a` at another plan index is not taken for the cell of index 1")
    }
}

/// How a first round shows: its planned images are listed before any is drawn (empty cells
/// a page fills in as batches are drawn), so a large matrix shows its top at once.
@Suite struct LiveHubFirstRoundTests {
    static let paths = ["t/s/empty/a.png", "t/s/empty/b.png", "t/s/empty/c.png"]

    static func planned(_ paths: [String]) throws -> MatrixRenderer.WrittenImages {
        try LiveHubRoundTests.results(paths, changed: []).images
    }

    /// The paths the newest update on `queue` names.
    static func lastChanged(_ queue: EventQueue) throws -> [String] {
        let event = try #require(queue.take().events.last)
        let json = try #require(event.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
        let update = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(update["changed"] as? [String])
    }

    @Test func aFirstRoundListsItsPlanAtOnceAndFillsItInAsItDraws() throws {
        let hub = LiveHub()
        let (_, queue) = try #require(hub.subscribe())
        let empty = hub.snapshot()
        hub.publishPlanned(try Self.planned(Self.paths), theme: 0)
        let listed = hub.snapshot()
        #expect(listed.paths == Self.paths && listed.pendingPaths == Set(Self.paths))
        #expect(listed.version == empty.version + 1 && listed.key != empty.key, "the pages reload to list them")

        hub.publishDrawn(try LiveHubRoundTests.results([Self.paths[0]], changed: [Self.paths[0]]), theme: 0)
        #expect(hub.snapshot().pendingPaths == Set(Self.paths[1...]))
        #expect(try Self.lastChanged(queue) == [Self.paths[0]])

        // The round ends: `b` drawn anew, `c` kept as it was on disk; both cells fill in, `a` is not named again.
        hub.publish(.rendered(try LiveHubRoundTests.results(Self.paths, changed: [Self.paths[1]]), seconds: 0), theme: 0)
        let ended = hub.snapshot()
        #expect(ended.pendingPaths.isEmpty && ended.key == listed.key, "the same set: no reload")
        #expect(try Self.lastChanged(queue) == [Self.paths[1], Self.paths[2]])
    }

    /// Rule: a drawn batch's images are listed without their thumbnail PNGs (stored already):
    /// the hub does not hold a PNG per image for as long as the server runs.
    @Test func aDrawnBatchIsListedWithoutItsThumbnails() throws {
        let hub = LiveHub()
        hub.publishPlanned(try Self.planned(Self.paths), theme: 0)
        var batch = try LiveHubRoundTests.results([Self.paths[0], Self.paths[1]], changed: [])
        let spool = try DataSpool(folder: NSTemporaryDirectory())
        for index in batch.written.indices { batch.written[index].thumbnailPNG = try spool.keep(Data(repeating: 7, count: 1000)) }
        hub.publishDrawn(batch, theme: 0)
        let listed = hub.snapshot()
        #expect(listed.pendingPaths == [Self.paths[2]], "the batch was taken")
        #expect(listed.images.allSatisfy { $0.image.thumbnailPNG == nil })
    }

    @Test func aPlanAfterARoundHasEndedListsNothing() throws {
        let hub = LiveHub()
        hub.publish(.rendered(try LiveHubRoundTests.results(Self.paths, changed: Self.paths), seconds: 0), theme: 0)
        let before = hub.snapshot()
        hub.publishPlanned(try Self.planned([Self.paths[0]]), theme: 0)
        let after = hub.snapshot()
        #expect(after.paths == Self.paths && after.version == before.version && after.pendingPaths.isEmpty)
    }

    @Test func aNewPlanBeforeTheFirstRoundEndsKeepsWhatWasDrawn() throws {
        let hub = LiveHub()
        hub.publishPlanned(try Self.planned(Array(Self.paths[..<2])), theme: 0)
        hub.publishDrawn(try LiveHubRoundTests.results([Self.paths[0]], changed: [Self.paths[0]]), theme: 0)
        hub.publish(.rendered(try LiveHubRoundTests.results([Self.paths[0]], changed: [Self.paths[0]], abandoned: true), seconds: 0), theme: 0)
        let stopped = hub.snapshot()
        #expect(stopped.pendingPaths == [Self.paths[1]], "a stopped first round leaves the rest pending")

        // The save that stopped it added a state: the new plan is listed, `a` still drawn.
        hub.publishPlanned(try Self.planned(Self.paths), theme: 0)
        let replanned = hub.snapshot()
        #expect(replanned.paths == Self.paths && replanned.pendingPaths == Set(Self.paths[1...]))
        #expect(replanned.version == stopped.version + 1 && replanned.key != stopped.key)
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
