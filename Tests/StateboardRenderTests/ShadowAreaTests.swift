import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// The shadows one image draws are bounded in total, not only each: at most 4 × `canvasPixels`
/// pixels of shadow images, past which drawing stops with an error naming the limit.
@Suite struct ShadowAreaTests {
    /// `count` 100 × 100 boxes, each with a 20 pt shadow, stacked on a 200 × 200 canvas at scale 1.
    func render(boxes count: Int) throws {
        var box = PlaceholderNode(.box(BoxNode(fill: DynamicColor(.black))), width: 100, height: 100)
        box.shadow = Shadow(offset: LayoutPoint(x: 0, y: 4), radius: 20)
        let root = PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .leading, spacing: -100, nodes: Array(repeating: box, count: count))))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 200, height: 200), scale: 1, root: root,
            placement: Placement(), background: DynamicColor(.white))
        let renderer = RenderTestSupport.renderer
        _ = try renderer.render(renderer.layout(scene), appearance: .light, format: .png)
    }

    /// Rule: under the total (each shadow image is 168 × 168 pixels: the box and 34 pt of blur each side; 4 × 40,000 = 160,000
    /// allows five), the image is drawn.
    @Test func shadowsWithinTheTotalAreDrawn() throws {
        var limits = InputLimits()
        limits.canvasPixels = 40_000
        try InputLimits.$current.withValue(limits) { try render(boxes: 5) }
    }

    /// Rule: past the total, drawing stops with an input error that names `canvasPixels`.
    @Test func shadowsPastTheTotalStopTheImage() throws {
        var limits = InputLimits()
        limits.canvasPixels = 40_000
        let error = try #require(throws: RenderError.self) { try InputLimits.$current.withValue(limits) { try render(boxes: 50) } }
        #expect("\(error)".contains("the shadows of this image cover more than 160000 pixels"), "\(error)")
        #expect("\(error)".contains("canvasPixels"))
    }
}
