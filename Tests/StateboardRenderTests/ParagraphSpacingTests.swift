import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Paragraph spacing (which Pango lacks) and where a paragraph style's extra line height goes,
/// as TextKit lays them out. One rule per test.
@Suite struct ParagraphSpacingTests {
    let measurer = RenderTestSupport.renderer.measurer
    /// SF Pro's line at 17 pt as the stand-in sets it.
    static let line = SystemFontMetrics.lineHeight * 17

    func metrics(_ text: String, _ paragraph: ParagraphStyle, lines: Int = 0, width: Double = 300) -> TextMetrics {
        measurer.layOut(
            TextContent(text: text, font: TextStyle.body.font(), lines: lines, paragraph: paragraph),
            maxWidth: width, direction: .leftToRight
        ).metrics
    }

    /// Rule: `paragraphSpacing` goes after each paragraph but the last: three one-line paragraphs
    /// are 3 lines + 2 × spacing tall, and the last baseline moves by 2 × spacing, the first not at all.
    @Test func paragraphSpacingGoesBetweenParagraphs() {
        let plain = metrics("One\nTwo\nThree", ParagraphStyle()), spaced = metrics("One\nTwo\nThree", ParagraphStyle(paragraphSpacing: 12))
        #expect(plain.lineCount == 3 && spaced.lineCount == 3)
        #expect(abs(plain.size.height - 3 * Self.line) < 0.05)
        #expect(abs(spaced.size.height - (3 * Self.line + 24)) < 0.05, "\(spaced.size)")
        #expect(spaced.firstBaseline == plain.firstBaseline)
        #expect(abs(spaced.lastBaseline - plain.lastBaseline - 24) < 0.01)
        // One paragraph: nothing added.
        #expect(metrics("One", ParagraphStyle(paragraphSpacing: 12)).size.height == metrics("One", ParagraphStyle()).size.height)
    }

    /// Rule: lines wrapped inside a paragraph get no paragraph spacing, only the paragraph break does.
    @Test func wrappedLinesGetNoParagraphSpacing() {
        let text = "Your favorites will appear here once you tap the heart.\nDone"
        let plain = metrics(text, ParagraphStyle(), width: 150), spaced = metrics(text, ParagraphStyle(paragraphSpacing: 10), width: 150)
        #expect(plain.lineCount >= 3 && spaced.lineCount == plain.lineCount)
        #expect(abs(spaced.size.height - plain.size.height - 10) < 0.01)
    }

    /// Rule: `paragraphSpacingBefore` goes before each paragraph but the first, adding to the
    /// spacing after the one before.
    @Test func spacingBeforeAddsToSpacingAfter() {
        let both = metrics("One\nTwo", ParagraphStyle(paragraphSpacing: 5, paragraphSpacingBefore: 7))
        #expect(abs(both.size.height - (2 * Self.line + 12)) < 0.05)
        #expect(both.firstBaseline == metrics("One\nTwo", ParagraphStyle()).firstBaseline)
    }

    /// Rule: a one-line label (its newlines drawn as spaces) has no paragraphs to space.
    @Test func oneLineLabelsHaveNoParagraphSpacing() {
        #expect(
            metrics("One\nTwo", ParagraphStyle(paragraphSpacing: 12), lines: 1).size.height
                == metrics("One\nTwo", ParagraphStyle(), lines: 1).size.height)
    }

    /// Rule: `lineHeightMultiple`'s extra height goes above the glyphs (TextKit), not shared: line
    /// 1's baseline moves down by the whole extra (0.5 × 20.28 pt at 1.5), the height as before.
    @Test func lineHeightMultipleExtraGoesAboveTheGlyphs() {
        let plain = metrics("One\nTwo", ParagraphStyle()), tall = metrics("One\nTwo", ParagraphStyle(lineHeightMultiple: 1.5))
        #expect(abs(tall.firstBaseline - plain.firstBaseline - 0.5 * Self.line) < 0.02, "\(plain.firstBaseline) \(tall.firstBaseline)")
        // Line 2 stands 1.5 lines below line 1: 0.5 + 1.5 − 1 = one line lower than without.
        #expect(abs(tall.lastBaseline - plain.lastBaseline - Self.line) < 0.02)
        #expect(abs(tall.size.height - 2 * 1.5 * Self.line) < 0.05)
    }

    /// Rule: drawing follows the measurement: the second paragraph's ink is `paragraphSpacing` lower.
    @Test func spacedParagraphsAreDrawnLower() throws {
        func inkTopOfSecondLine(_ paragraph: ParagraphStyle) throws -> Int {
            let label = PlaceholderNode(.label(LabelNode(TextContent(text: "A\nB", font: TextStyle.body.font(), lines: 0, paragraph: paragraph))))
            let scene = PlaceholderScene(
                canvas: LayoutSize(width: 100, height: 100), scale: 1, root: label, placement: Placement(),
                background: DynamicColor(.white))
            let renderer = RenderTestSupport.renderer
            let laidOut = renderer.layout(scene)
            let placed = try #require(laidOut.placedNodes().first)
            let text = try #require(placed.laidOut.measuredText)
            let image = try renderer.pixels(laidOut, appearance: .light)
            let labelTop = placed.frame.minY + (placed.frame.height - text.metrics.size.height) / 2
            let top = Int((labelTop + text.metrics.firstBaseline + 2).rounded(.up))
            return try #require(RenderTestSupport.inkBounds(image, in: (0, top, 100, 100), background: (255, 255, 255))).1 - top
        }
        // Measured from line 1's baseline, so where the label sits does not count.
        let plain = try inkTopOfSecondLine(ParagraphStyle()), spaced = try inkTopOfSecondLine(ParagraphStyle(paragraphSpacing: 20))
        #expect(spaced - plain == 20, "\(plain) \(spaced)")
    }
}
