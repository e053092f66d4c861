import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Paragraph styles as NSParagraphStyle means them, measured and drawn by Pango: one rule per test.
@Suite struct ParagraphStyleTests {
    let measurer = RenderTestSupport.renderer.measurer
    static let words = "Your favorites will appear here once you tap the heart on anything you like to keep."

    func metrics(_ paragraph: ParagraphStyle, text: String = words, lines: Int = 0, width: Double = 200) -> TextMetrics {
        measurer.layOut(
            TextContent(text: text, font: TextStyle.body.font(), lines: lines, paragraph: paragraph),
            maxWidth: width, direction: .leftToRight
        ).metrics
    }

    /// Rule: `lineSpacing` goes between lines only: n lines grow by (n − 1) × spacing; one line not at all.
    @Test func lineSpacingGoesBetweenLinesOnly() {
        let plain = metrics(ParagraphStyle()), spaced = metrics(ParagraphStyle(lineSpacing: 10))
        #expect(plain.lineCount >= 3 && spaced.lineCount == plain.lineCount)
        #expect(abs(spaced.size.height - plain.size.height - 10 * Double(plain.lineCount - 1)) < 0.01, "\(plain.size) \(spaced.size)")
        let one = metrics(ParagraphStyle(), text: "Hi", lines: 1), oneSpaced = metrics(ParagraphStyle(lineSpacing: 10), text: "Hi", lines: 1)
        #expect(one.size.height == oneSpaced.size.height)
        #expect(abs((spaced.lastBaseline - spaced.firstBaseline) - (plain.lastBaseline - plain.firstBaseline) - 10 * Double(plain.lineCount - 1)) < 0.01)
    }

    /// Rule: `lineHeightMultiple` multiplies the font's line height (SF Pro's 1.193 em at 17 pt:
    /// 20.28 pt); minimum and maximum line heights hold it between them.
    @Test func lineHeightsMultiplyAndClamp() {
        let natural = SystemFontMetrics.lineHeight * 17
        let plain = metrics(ParagraphStyle())
        let lines = Double(plain.lineCount)
        #expect(abs(plain.size.height - lines * natural) < 0.05)
        #expect(abs(metrics(ParagraphStyle(lineHeightMultiple: 1.5)).size.height - lines * natural * 1.5) < 0.05)
        #expect(abs(metrics(ParagraphStyle(minimumLineHeight: 30)).size.height - lines * 30) < 0.05)
        #expect(abs(metrics(ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 25)).size.height - lines * 25) < 0.05)
    }

    /// Rule: one-line truncation follows the mode: head, middle and tail cut different parts;
    /// clipping cuts nothing (the label cuts the line at its edge).
    @Test func truncationModesCutWhereTheyAreNamed() throws {
        func drawn(_ mode: LineBreakMode) throws -> (RGBAImage, TextMetrics) {
            let label = PlaceholderNode(
                .label(
                    LabelNode(
                        TextContent(
                            text: Self.words, font: TextStyle.body.font(), lines: 1,
                            paragraph: ParagraphStyle(lineBreakMode: mode)))), width: 200)
            let scene = PlaceholderScene(
                canvas: LayoutSize(width: 240, height: 40), scale: 1, root: label, placement: Placement(),
                background: DynamicColor(.white))
            let renderer = RenderTestSupport.renderer
            let laidOut = renderer.layout(scene)
            let text = try #require(laidOut.placedNodes().first?.laidOut.measuredText)
            return (try renderer.pixels(laidOut, appearance: .light), text.metrics)
        }
        let (head, headMetrics) = try drawn(.truncatingHead), (middle, _) = try drawn(.truncatingMiddle)
        let (tail, tailMetrics) = try drawn(.truncatingTail), (clipped, clippedMetrics) = try drawn(.clipping)
        #expect(headMetrics.isTruncated && tailMetrics.isTruncated && !clippedMetrics.isTruncated)
        #expect(clippedMetrics.size.width > 200, "the clipped line keeps its whole width")
        #expect(
            RenderTestSupport.differingPixels(head, tail) > 100 && RenderTestSupport.differingPixels(middle, tail) > 100
                && RenderTestSupport.differingPixels(head, middle) > 100)
        // The clipped line starts like the tail-truncated one and fills the label to its edge.
        let start = (0..<40).flatMap { y in (20..<100).map { x in clipped[x, y].g == tail[x, y].g } }
        #expect(start.allSatisfy { $0 }, "both start with the text's first words")
        let beyond = (0..<40).flatMap { y in (221..<240).map { x in clipped[x, y].g } }
        #expect(beyond.allSatisfy { $0 == 255 }, "nothing is drawn past the label's edge")
    }

    /// Rule: `charWrapping` breaks between any characters, so a line is filled to the edge where
    /// word wrapping moves the word down.
    @Test func charWrappingBreaksInsideWords() {
        let word = metrics(ParagraphStyle(), width: 150), char = metrics(ParagraphStyle(lineBreakMode: .charWrapping), width: 150)
        #expect(char.lineCount <= word.lineCount)
        #expect(char.size.width > word.size.width + 1, "\(char.size) \(word.size)")
    }

    /// Rule: settings whose product would overflow Pango's units (a huge multiple of a line
    /// height) are held, not trapped on: the text still lays out.
    @Test func extremeParagraphValuesDoNotOverflow() {
        let huge = metrics(ParagraphStyle(lineSpacing: 1e9, lineHeightMultiple: 1e6))
        #expect(huge.size.height.isFinite && huge.lineCount >= 3)
    }
}
