import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Rich text measured and drawn by Pango: runs, inline symbols and their colors. One rule per test.
@Suite struct RichTextRenderTests {
    let measurer = RenderTestSupport.renderer.measurer
    static let body = TextStyle.body.font()

    func width(_ runs: [TextRun], direction: InterfaceDirection = .leftToRight) -> Double {
        measurer.layOut(TextContent(runs: runs, font: Self.body), maxWidth: nil, direction: direction).metrics.size.width
    }

    func width(_ text: String, font: FontSpec = body) -> Double {
        measurer.layOut(TextContent(text: text, font: font), maxWidth: nil, direction: .leftToRight).metrics.size.width
    }

    /// Rule: a styled run is as wide as its text in its own font (runs are shaped apart).
    @Test func aRunIsMeasuredInItsOwnFont() {
        var bold = Self.body
        bold.weight = .bold
        let rich = width([TextRun("Nothing "), TextRun(.text("here"), style: RunStyle(weight: .bold))])
        #expect(abs(rich - (width("Nothing ") + width("here", font: bold))) < 0.05, "\(rich)")
        #expect(width("here", font: bold) > width("here") + 1)
    }

    /// Rule: an inline symbol takes its box's width (1.25 × the run's size, rounded to half points:
    /// 21.5 pt at 17 pt), give or take the system font's tracking on the glyphs beside it, and a
    /// bigger run makes a bigger symbol.
    @Test func aSymbolReservesItsBox() {
        let rich = width([TextRun("a"), TextRun.init(.symbol("heart.fill")), TextRun("b")])
        let tracking = abs(SystemFontMetrics.trackingCorrection(size: 17))
        #expect(abs(rich - (width("a") + 21.5 + width("b"))) <= 2 * tracking + 0.05, "\(rich)")
        let big = width([TextRun(.symbol("heart.fill"), style: RunStyle(size: 34))])
        #expect(abs(big - 42.5) < 0.01)
    }

    /// Renders `runs` in a 300 × 60 label on white, at scale 1.
    func render(
        _ runs: [TextRun], direction: InterfaceDirection = .leftToRight, color: DynamicColor = DynamicColor(.black)
    )
        throws -> (RGBAImage, MeasuredText, LayoutRect)
    {
        let label = PlaceholderNode(.label(LabelNode(TextContent(runs: runs, font: Self.body), color: color)))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 300, height: 60), scale: 1, root: label, placement: Placement(),
            direction: direction, background: DynamicColor(.white))
        let renderer = RenderTestSupport.renderer
        let laidOut = renderer.layout(scene)
        let placed = try #require(laidOut.placedNodes().first)
        let text = try #require(placed.laidOut.measuredText)
        // The text's own top-left corner (a label centres its text vertically).
        let origin = LayoutRect(
            x: placed.frame.minX, y: placed.frame.minY + (placed.frame.height - text.metrics.size.height) / 2,
            width: text.metrics.size.width, height: text.metrics.size.height)
        return (try renderer.pixels(laidOut, appearance: .light), text, origin)
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }

    /// Rule: a run with a color is drawn in it; the rest in the label's color.
    @Test func runsAreDrawnInTheirColors() throws {
        let red = DynamicColor(RGBAColor(hex: "#FF0000")!)
        let (image, _, frame) = try render([TextRun("Black "), TextRun(.text("Red"), style: RunStyle(color: red))])
        let split = Int((frame.minX + width("Black ")).rounded())
        let left = (0..<60).flatMap { y in (0..<split).map { image[$0, y] } }, right = (0..<60).flatMap { y in (split..<300).map { image[$0, y] } }
        #expect(left.filter(Self.isRed).isEmpty && left.contains { $0.r < 60 && $0.g < 60 })
        #expect(right.filter(Self.isRed).count > 30)
    }

    /// Rule: an inline symbol is drawn where Pango placed its box, in the run's color: after the
    /// text in English, before it (to its left) in Arabic.
    @Test func symbolsAreDrawnWherePlacedAndMirrored() throws {
        let red = DynamicColor(RGBAColor(hex: "#FF0000")!)
        let heart = TextRun(.symbol("heart.fill"), style: RunStyle(color: red))
        for (text, direction) in [("Saved ", InterfaceDirection.leftToRight), ("المحفوظة ", .rightToLeft)] {
            let (image, measured, frame) = try render([TextRun(text), heart], direction: direction)
            let handle = try #require(measured.handle as? PangoTextHandle)
            let placed = try #require(handle.symbols.first)
            let labelX = frame.minX, labelY = frame.minY
            let box = (
                x0: Int(labelX + placed.frame.minX), y0: Int(labelY + placed.frame.minY),
                x1: Int((labelX + placed.frame.maxX).rounded(.up)), y1: Int((labelY + placed.frame.maxY).rounded(.up))
            )
            let inside = (box.y0..<box.y1).flatMap { y in (box.x0..<box.x1).map { image[$0, y] } }.filter(Self.isRed).count
            let all = (0..<60).flatMap { y in (0..<300).map { image[$0, y] } }.filter(Self.isRed).count
            #expect(inside > 40 && inside == all, "\(direction): every red pixel is in the placed box")
            let textFirst = direction == .leftToRight
            // The line starts at the label's left in English; in Arabic, natural alignment puts it
            // at the right of the 300 pt label.
            let lineStart = textFirst ? 0 : 300 - measured.metrics.size.width
            let middle = lineStart + measured.metrics.size.width / 2
            #expect(textFirst ? placed.frame.minX > middle : placed.frame.maxX < middle, "\(placed.frame) \(measured.metrics.size)")
            // The box is centred 0.35 em (5.95 pt) above the baseline.
            #expect(abs(placed.frame.midY - (measured.metrics.firstBaseline - 0.35 * 17)) < 0.01)
        }
    }

    /// Rule: underline and strikethrough draw lines across the run (ink below the baseline, and
    /// through the middle of lowercase letters where "aaa" has none).
    @Test func decorationsDrawLines() throws {
        let (plain, measured, frame) = try render([TextRun("aaa")])
        let (under, _, _) = try render([TextRun(.text("aaa"), style: RunStyle(underline: true))])
        let (struck, _, _) = try render([TextRun(.text("aaa"), style: RunStyle(strikethrough: true))])
        let top = frame.minY, baseline = Int(top + measured.metrics.firstBaseline)
        func darkRows(_ image: RGBAImage, _ rows: Range<Int>) -> Int {
            rows.map { y in (0..<300).filter { image[$0, y].r < 128 }.count }.max() ?? 0
        }
        #expect(darkRows(plain, (baseline + 1)..<(baseline + 4)) == 0)
        #expect(darkRows(under, (baseline + 1)..<(baseline + 4)) > 20)
        #expect(darkRows(struck, (baseline - 6)..<(baseline - 3)) > darkRows(plain, (baseline - 6)..<(baseline - 3)) + 5)
    }
}

/// Rich text and the line-break strategy, which puts a line separator into the text.
@Suite struct RichTextLineBreakTests {
    /// Rule: when the strategy moves a word down to keep the last line from holding one word, the
    /// runs after it keep their characters: a color run is drawn on exactly its word, and a symbol
    /// after the break is still placed (runs are byte ranges that move with the text).
    @Test func runsMoveWithTheSeparatorTheStrategyInserts() throws {
        let red = DynamicColor(RGBAColor(hex: "#FF0000")!)
        // At 120 pt "Tap here and then try again" leaves "again" alone on the last line; the
        // strategy moves "try" down with it.
        let runs = [TextRun("Tap here and then try "), TextRun(.text("again"), style: RunStyle(color: red)), TextRun(.symbol("star"))]
        let content = TextContent(runs: runs, font: TextStyle.body.font(), lines: 0)
        let measured = RenderTestSupport.renderer.measurer.layOut(content, maxWidth: 120, direction: .leftToRight)
        let handle = try #require(measured.handle as? PangoTextHandle)
        #expect(handle.layoutIndexShift == 3, "the strategy inserted its separator")
        #expect(handle.symbols.count == 1 && handle.symbols.first?.run == 2)
        // The star stands right after "again" on the last line, so it is on the last baseline.
        let star = try #require(handle.symbols.first)
        #expect(abs(star.frame.midY - (measured.metrics.lastBaseline - 0.35 * 17)) < 0.01)
    }
}

/// Inline symbols that cannot be drawn.
@Suite struct InlineSymbolFailureTests {
    /// Rule: a symbol run that cannot be drawn (a name built in Swift that the set lacks) fails the
    /// render with the name, as a symbol image does; it is not silently left out.
    @Test func anUndrawableSymbolFailsTheRender() throws {
        let label = PlaceholderNode(
            .label(
                LabelNode(
                    TextContent(
                        runs: [TextRun("a"), TextRun.init(.symbol("no.such.symbol"))],
                        font: TextStyle.body.font()))))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 100, height: 40), scale: 1, root: label, placement: Placement(),
            background: DynamicColor(.white))
        let renderer = RenderTestSupport.renderer
        #expect { try renderer.pixels(renderer.layout(scene), appearance: .light) } throws: { "\($0)".contains("no.such.symbol") }
    }
}
