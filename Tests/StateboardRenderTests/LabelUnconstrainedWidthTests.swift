import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// Layout skips measuring a label again at any width from the one its kind names
/// (`widthMeasuringAsUnconstrained`, its unconstrained width): that holds only if Pango lays the
/// text out there exactly as it does unconstrained, with every font, tracking, alignment, line
/// limit and script the themes use.
@Suite("Label widths from which Pango lays text out as unconstrained")
struct LabelUnconstrainedWidthTests {
    static let texts: [TextContent] = {
        var texts: [TextContent] = []
        let words = [
            "No Connection", "Check your internet connection and try again.", "لا يوجد اتصال بالإنترنت حاليًا",
            "インターネットに接続されていません", "Ünïcödé Ščrïpt — wïth dåshes…\nand a second paragraph",
        ]
        let fonts = [
            FontSpec(size: 11), FontSpec(size: 17, weight: .semibold), FontSpec(size: 34, weight: .bold),
            FontSpec(size: 15, letterSpacing: 0.8), FontSpec(size: 13, letterSpacing: -0.4),
        ]
        let alignments: [ParagraphAlignment] = [.natural, .center, .trailing]
        for (index, text) in words.enumerated() {
            for (fontIndex, font) in fonts.enumerated() {
                for lines in [0, 1, 2] {
                    texts.append(TextContent(text: text, font: font, lines: lines, alignment: alignments[(index + fontIndex + lines) % alignments.count]))
                }
            }
        }
        return texts
    }()

    @Test(
        "Pango: a label offered its unconstrained width or more measures and lays out as unconstrained",
        arguments: [InterfaceDirection.leftToRight, .rightToLeft])
    func wideOffersMeasureAsUnconstrained(direction: InterfaceDirection) throws {
        let engine = LayoutEngine(text: try PangoTextMeasurer(), direction: direction)
        for text in Self.texts {
            let node = PlaceholderNode(.label(LabelNode(text)))
            // The label kind names its unconstrained width.
            let unconstrained = engine.measurement(node, offeredWidth: nil)
            let from = try #require(unconstrained.size.width)
            let metrics = (unconstrained.detail as? MeasuredText)?.metrics
            for width in [from, from + 0.001, from + 1 / 3, from + 57] {
                let measured = engine.measurement(node, offeredWidth: width)
                #expect(measured.size == unconstrained.size, "\(text.text) (\(text.font.size) pt, \(text.lines) lines) at \(width)")
                #expect((measured.detail as? MeasuredText)?.metrics == metrics, "\(text.text) at \(width)")
                #expect(measured.firstBaseline == unconstrained.firstBaseline && measured.lastBaseline == unconstrained.lastBaseline)
            }
        }
    }
}
