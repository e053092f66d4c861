import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// `alignment: natural` follows the text's own direction, as TextKit's natural alignment does:
/// Arabic sits at the right and English at the left, in either interface direction.
@Suite struct NaturalAlignmentTests {
    /// Where the ink of a full-width label lies: "left" or "right" of the canvas's middle.
    static func side(text: String, direction: String) throws -> String {
        let (scene, folder) = try RenderTestSupport.laidOutSceneFile(
            """
            stateboard: 1
            canvas: { width: 300, height: 60 }
            direction: \(direction)
            root:
              stack: { axis: vertical, alignment: fill }
              nodes:
                - label: { text: "\(text)", alignment: natural, lines: 0 }
                - spacer: {}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try RenderTestSupport.renderer.pixels(scene, appearance: .light, scale: 1)
        let ink = try #require(RenderTestSupport.inkBounds(image, in: (0, 0, image.width, image.height), background: (255, 255, 255)))
        #expect(ink.2 - ink.0 < 150, "a short text")
        return ink.0 > 150 ? "right" : ink.2 < 150 ? "left" : "both"
    }

    /// Rule: natural alignment puts right-to-left text at the right and left-to-right text at the
    /// left, whatever the interface direction.
    @Test(arguments: [("مرحبا", "rtl", "right"), ("مرحبا", "ltr", "right"), ("Hello", "ltr", "left"), ("Hello", "rtl", "left")])
    func naturalFollowsTheTextsDirection(text: String, direction: String, side: String) throws {
        #expect(try Self.side(text: text, direction: direction) == side)
    }
}
