import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// `alignmentInsets` (`UIImage.alignmentRectInsets`): layout aligns the image's alignment
/// rectangle; the picture is drawn beyond it by the insets.
@Suite struct ImageAlignmentInsetsTests {
    /// The scene and its folder (the caller removes it after drawing).
    static func scene(_ image: String) throws -> (LaidOutScene, URL) {
        try RenderTestSupport.laidOutSceneFile(
            """
            stateboard: 1
            canvas: { width: 100, height: 100 }
            root:
              stack: { axis: vertical, alignment: leading }
              nodes:
                - image: { id: i, path: square.svg, \(image) }
                - box: { id: after, width: 10, height: 10, fill: systemRed }
                - spacer: {}
            """
        ) { folder in
            // A 40 × 40 pt black square.
            try ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#000"/></svg>"##
                .write(to: folder.appendingPathComponent("square.svg"), atomically: true, encoding: .utf8)
        }
    }

    /// Rule: the image's own size less its alignment insets is its size in layout (40 − 10 pt),
    /// so the next node starts where the alignment rectangle ends.
    @Test func layoutUsesTheAlignmentRectangle() throws {
        let (scene, folder) = try Self.scene("alignmentInsets: { bottom: 10, right: 4 }")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(scene.placedNodes().first { $0.node.id == "i" }?.frame)
        #expect(image.size == LayoutSize(width: 36, height: 30))
        #expect(try #require(scene.placedNodes().first { $0.node.id == "after" }?.frame).minY == 30)
    }

    /// Rule: the picture is drawn in the frame grown by the insets: black reaches 10 pt below the
    /// frame (over the node after it) and no further.
    @Test func thePictureReachesBeyondTheFrame() throws {
        let (scene, folder) = try Self.scene("alignmentInsets: { bottom: 10 }")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels = try RenderTestSupport.renderer.pixels(scene, appearance: .light, scale: 1)
        let black = { (x: Int, y: Int) in pixels[x, y].r < 30 && pixels[x, y].g < 30 && pixels[x, y].b < 30 }
        #expect(black(20, 35), "drawn below the 30 pt frame")
        #expect(!black(20, 41), "and no further than 40 pt")
    }
}
