import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// Regression: Pango trims a line's trailing letter spacing from the width it reports but counts
/// it when deciding what fits, so a letter-spaced label given exactly its natural width (a
/// centred stack gives labels that) wrapped onto a second line over the next node (`lines: 0`)
/// or was ellipsized ("Welcome to V…", `lines: 1`).
@Suite struct LetterSpacingTests {
    static func scene(text: String, lines: Int) throws -> PlaceholderScene {
        try SceneFile.parse(
            """
            stateboard: 1
            canvas: { width: 390, height: 240 }
            root:
              stack: { axis: vertical, alignment: center, distribution: equalCentering, spacing: 8 }
              nodes:
                - label: { id: title, text: "\(text)", lines: \(lines), font: { size: 22, weight: bold, letterSpacing: 0.45 } }
                - label: { id: next, text: "Below", style: body }
            """, path: "letterSpacing.yaml", baseDirectory: "/")
    }

    @Test(arguments: [("Welcome to VMs", 0), ("Welcome to VMs", 1), ("欢迎使用虚拟机", 0), ("欢迎使用虚拟机", 1)])
    func aLetterSpacedLabelAtItsNaturalWidthStaysOnOneUncutLine(_ text: String, _ lines: Int) throws {
        let renderer = RenderTestSupport.renderer
        let laidOut = renderer.layout(try Self.scene(text: text, lines: lines))
        let nodes = laidOut.placedNodes()
        let title = try #require(nodes.first { $0.node.id == "title" })
        let next = try #require(nodes.first { $0.node.id == "next" })
        let drawn = try #require(title.laidOut.text, "the laid-out label carries the text layout it is drawn with")
        #expect(drawn.lineCount == 1, "\(text), lines: \(lines): one line")
        #expect(!drawn.isTruncated, "\(text), lines: \(lines): not ellipsized")
        #expect(title.frame.maxY <= next.frame.minY)

        // Pixels: the title's ink stays inside its frame and above the next label.
        let scale = 2.0
        let image = try renderer.pixels(laidOut, appearance: .light, scale: scale)
        let region = (x0: 0, y0: Int(title.frame.minY * scale), x1: image.width, y1: Int(next.frame.minY * scale))
        let ink = try #require(RenderTestSupport.inkBounds(image, in: region, background: (255, 255, 255)))
        #expect(Double(ink.3) <= title.frame.maxY * scale + 1, "\(text): ink below the title's one line")
        #expect(Double(ink.0) >= title.frame.minX * scale - 2 && Double(ink.2) <= title.frame.maxX * scale + 2)
        #expect(Double(ink.2 - ink.0) > title.frame.width * scale * 0.9, "\(text): the whole text is drawn")
    }
}
