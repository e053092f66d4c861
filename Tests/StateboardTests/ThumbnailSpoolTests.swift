import Foundation
import StateboardRender
import StateboardTestSupport
import Testing

@testable import Stateboard

/// The contact sheets' thumbnails wait on disk (`BitmapSpool`), not in memory, until the sheets
/// are drawn: what comes back is the very thumbnail of what was drawn, and nothing is left in
/// the output folder.
@Suite struct ThumbnailSpoolTests {
    /// Rule: a spooled thumbnail reads back pixel for pixel, and the spool leaves no file behind.
    @Test func spooledThumbnailsReadBackExactlyAndLeaveNoFile() throws {
        let folder = try TestPaths.temporaryFolder("thumbnail-spool")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        let out = folder.appendingPathComponent("out").path
        let results = try MatrixRenderer(themes: [theme], jobs: 2).render(plan, into: out)
        let spooled = results.written.filter { $0.thumbnail != nil }
        #expect(spooled.count == ReviewOutputs.contactSheetPicks(plan, themes: [theme]).flatMap(\.picks).count)
        for image in spooled {
            let thumbnail = try #require(image.thumbnail).load()
            let full = try #require(RenderedBitmap.load(pngAt: (out as NSString).appendingPathComponent(image.path)))
            #expect(thumbnail.width == ReviewOutputs.thumbnailWidth)
            #expect(thumbnail.png() == full.thumbnail(width: ReviewOutputs.thumbnailWidth).png(), "\(image.path)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix(".stateboard-spool") }
        #expect(left.isEmpty, "\(left)")
    }
}
