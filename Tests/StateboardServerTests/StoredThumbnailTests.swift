import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard
@testable import StateboardServer

/// The live preview serves the thumbnails its watcher made while drawing, without decoding the
/// images, for as long as the file is the one drawn; a file changed since is decoded afresh.
@Suite struct StoredThumbnailTests {
    @Test func aStoredThumbnailIsServedUntilItsFileChanges() throws {
        let folder = try TestPaths.temporaryFolder("stored-thumbnails")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.path
        // Not a PNG: only a stored thumbnail can answer for it.
        let file = folder.appendingPathComponent("a/b.png")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: file)
        let job = RenderJob(theme: "t", screen: "s", state: .empty, variant: Variant(device: try #require(Device.preset("iphone-15"))))
        var image = MatrixRenderer.RenderedImage(index: 0, job: job, path: "a/b.png")
        let work = BlockingWork(slots: 1)
        let thumbnails = Thumbnails(work: work)
        image.thumbnailPNG = try #require(thumbnails.spool).keep(Data("stored thumbnail".utf8))
        thumbnails.store([image], in: out)
        let served = try #require(ServedFiles(root: out).file(for: "a/b.png"))
        #expect(try thumbnails.png(for: served) == Data("stored thumbnail".utf8))
        #expect(thumbnails.spooledBytes == "stored thumbnail".utf8.count, "the preview waits on disk, not in memory")

        try Data("changed, still not a png".utf8).write(to: file)
        #expect(try thumbnails.png(for: served) == nil, "a changed file is decoded again (and this one cannot be)")
    }
}
