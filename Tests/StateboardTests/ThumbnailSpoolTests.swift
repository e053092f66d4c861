import Foundation
import StateboardRender
import StateboardTestSupport
import Testing

@testable import Stateboard

/// The contact sheets' thumbnails wait on disk (`BitmapSpool`), not in memory, until the sheets
/// are drawn: what comes back is the very thumbnail of what was drawn, and nothing is left in
/// the output folder.
@Suite struct ThumbnailSpoolTests {
    /// Rule: a spooled thumbnail reads back pixel for pixel, and the spool leaves no file behind,
    /// whether the drawing worker made it or the encoder queue did (with fewer jobs than cores,
    /// the queue makes them, before it encodes the image and leaves its buffer as background).
    @Test(arguments: [1, 2, ProcessInfo.processInfo.activeProcessorCount + 1])
    func spooledThumbnailsReadBackExactlyAndLeaveNoFile(jobs: Int) throws {
        let folder = try TestPaths.temporaryFolder("thumbnail-spool")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        let out = folder.appendingPathComponent("out").path
        let results = try MatrixRenderer(themes: [theme], jobs: jobs).render(plan, into: out)
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
