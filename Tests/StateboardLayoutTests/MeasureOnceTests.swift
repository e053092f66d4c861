import Foundation
import StateboardCore
import Testing

@testable import StateboardLayout

/// Measuring returns a tree that arranging consumes: arranging never measures, and every text
/// is laid out once at the width and in the direction it is drawn at.
@Suite("Measure, then arrange")
struct MeasureOnceTests {
    /// The fake measurer, counting its calls.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0
        var count: Int { lock.withLock { calls } }
        func layOut(_ text: TextContent, maxWidth: Double?, direction: InterfaceDirection) -> MeasuredText {
            lock.withLock { calls += 1 }
            return FixedAdvanceTextMeasurer().layOut(text, maxWidth: maxWidth, direction: direction)
        }
    }

    static let root = vstack(
        "root", alignment: .center, spacing: 8,
        [
            label("title", "Welcome to the app", size: 20),
            label("body", "A longer paragraph that wraps onto more than one line", lines: 0),
            hstack(
                "row", alignment: .firstBaseline, spacing: 6,
                [
                    label("left", "Left"), box("flex"), label("right", "Right side", lines: 0),
                ]),
            PlaceholderNode(id: "button", .button(ButtonNode(title: TextContent(text: "Try again", font: FontSpec(size: 17))))),
        ])

    @Test("Measure then arrange: arranging a measured tree measures no text")
    func arrangingDoesNotMeasure() {
        let measurer = CountingMeasurer()
        let engine = LayoutEngine(text: measurer)
        let measured = engine.measurement(Self.root, finalWidth: 200)
        let before = measurer.count
        #expect(before > 0)
        _ = engine.arrange(measured, size: LayoutSize(width: 200, height: 400))
        #expect(measurer.count == before)
    }

    @Test(
        "Measure then arrange: each text is laid out at the width and direction it is drawn at",
        arguments: [InterfaceDirection.leftToRight, .rightToLeft])
    func textIsMeasuredAtItsFinalWidth(direction: InterfaceDirection) {
        let f = layout(Self.root, canvas: LayoutSize(width: 200, height: 400), direction: direction)
        for id in ["title", "body", "left", "right"] {
            let node = f.node(id)
            #expect(node?.measuredText?.width == f[id]?.width, "\(id)")
            #expect(node?.measuredText?.direction == direction, "\(id)")
        }
        let button = f.node("button")?.detail as? ButtonLayout
        #expect(button?.title.width == f["button"].map { $0.width - 24 }, "the title's width is the button's less its insets (12 + 12)")
        #expect(button?.title.metrics.lineCount == 1)
    }
}
