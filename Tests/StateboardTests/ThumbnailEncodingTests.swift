import Foundation
import StateboardRender
import StateboardTestSupport
import Testing

@testable import Stateboard

/// A run that `encodesThumbnails` (a live preview's) hands back each drawn image's thumbnail as
/// PNG, made from the pixels just drawn: the preview serves it without decoding the file.
@Suite struct ThumbnailEncodingTests {
    @Test func aRunThatEncodesThumbnailsGivesEachDrawnImageItsThumbnailAsPNG() throws {
        let folder = try TestPaths.temporaryFolder("thumbnail-encoding")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        let out = folder.appendingPathComponent("out").path
        var renderer = MatrixRenderer(themes: [theme], jobs: 2)
        renderer.encodesThumbnails = true
        let results = try renderer.render(plan, into: out)
        #expect(results.written.count == plan.count)
        for image in results.written {
            let png = try #require(image.thumbnailPNG, "\(image.path)")
            let file = folder.appendingPathComponent("thumbnail.png")
            try png.write(to: file)
            let thumbnail = try #require(RenderedBitmap.load(pngAt: file.path))
            let full = try #require(RenderedBitmap.load(pngAt: (out as NSString).appendingPathComponent(image.path)))
            #expect(thumbnail.width == ReviewOutputs.thumbnailWidth)
            // The written image is opaque and PNG lossless: its thumbnail is the drawn one's.
            #expect(png == full.thumbnail(width: ReviewOutputs.thumbnailWidth).png(), "\(image.path): the thumbnail of what was drawn")
        }
        renderer.encodesThumbnails = false
        #expect(try renderer.render(plan, into: out).written.allSatisfy { $0.thumbnailPNG == nil }, "only when asked")
    }
}
