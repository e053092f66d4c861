import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Buttons in UIKit's configuration styles, drawn as iOS draws them.
@Suite struct ButtonStyleTests {
    let renderer = RenderTestSupport.renderer

    /// A 200 × 60 pt button alone on white, at 1x.
    func pixels(_ style: ButtonConfigurationStyle) throws -> RGBAImage {
        let button = PlaceholderNode(
            .button(
                ButtonNode(
                    title: TextContent(text: "Go", font: TextStyle.body.font(), alignment: .center),
                    style: style)), width: 200, height: 60)
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 240, height: 100), scale: 1, root: button, placement: Placement(),
            background: DynamicColor(.white))
        return try renderer.pixels(renderer.layout(scene), appearance: .light)
    }

    /// The color just inside the button's left edge, halfway down (fill, or page if none), and
    /// the color on its left edge itself (an outline shows there).
    func edgeAndInside(_ image: RGBAImage) -> (edge: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), inside: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        (image[20, 50], image[26, 50])
    }

    /// Rule: `bordered` is a gray fill with no outline, as `.bordered()` draws it (the same as `gray`).
    @Test func borderedIsAGrayFillNotAnOutline() throws {
        let bordered = try pixels(.bordered), gray = try pixels(.gray)
        #expect(RenderTestSupport.differingPixels(bordered, gray) == 0)
        let (edge, inside) = edgeAndInside(bordered)
        #expect(inside.r == inside.g && inside.r < 250 && inside.r > 200, "a light gray fill: \(inside)")
        #expect(edge.b <= edge.r + 2, "no blue outline on the edge: \(edge)")
    }

    /// Rule: UIKit's other names draw as their equivalents (`borderedProminent` = `filled`,
    /// `borderedTinted` = `tinted`, `borderless` = `plain`).
    @Test func uikitsOtherNamesDrawAsTheirEquivalents() throws {
        #expect(RenderTestSupport.differingPixels(try pixels(.borderedProminent), try pixels(.filled)) == 0)
        #expect(RenderTestSupport.differingPixels(try pixels(.borderedTinted), try pixels(.tinted)) == 0)
        #expect(RenderTestSupport.differingPixels(try pixels(.borderless), try pixels(.plain)) == 0)
        #expect(RenderTestSupport.differingPixels(try pixels(.filled), try pixels(.plain)) > 1000, "the styles differ at all")
    }
}
