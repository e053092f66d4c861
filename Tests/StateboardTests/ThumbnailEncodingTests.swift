import Foundation
import StateboardRender
import StateboardTestSupport
import Testing

@testable import Stateboard

/// A run with a `thumbnailSpool` (a live preview's) keeps each drawn image's thumbnail as PNG in
/// the spool, made from the pixels just drawn, and hands back where: the preview serves it
/// without decoding the file, and no batch holds the thumbnails' bytes in memory.
@Suite struct ThumbnailEncodingTests {
    @Test func aRunWithAThumbnailSpoolKeepsEachDrawnImagesThumbnailThereAsPNG() throws {
        let folder = try TestPaths.temporaryFolder("thumbnail-encoding")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        let out = folder.appendingPathComponent("out").path
        var renderer = MatrixRenderer(themes: [theme], jobs: 2)
        let spool = try DataSpool(folder: folder.path)
        renderer.thumbnailSpool = spool
        let results = try renderer.render(plan, into: out)
        #expect(results.written.count == plan.count)
        #expect(spool.size == results.written.compactMap(\.thumbnailPNG).map(\.length).reduce(0, +), "every thumbnail is in the spool")
        for image in results.written {
            let png = Data(try #require(image.thumbnailPNG, "\(image.path)").load())
            let file = folder.appendingPathComponent("thumbnail.png")
            try png.write(to: file)
            let thumbnail = try #require(RenderedBitmap.load(pngAt: file.path))
            let full = try #require(RenderedBitmap.load(pngAt: (out as NSString).appendingPathComponent(image.path)))
            #expect(thumbnail.width == ReviewOutputs.thumbnailWidth)
            // The written image is opaque and PNG lossless: its thumbnail is the drawn one's.
            #expect(png == full.thumbnail(width: ReviewOutputs.thumbnailWidth).png(), "\(image.path): the thumbnail of what was drawn")
        }
        renderer.thumbnailSpool = nil
        #expect(try renderer.render(plan, into: out).written.allSatisfy { $0.thumbnailPNG == nil }, "only when asked")
    }
}
