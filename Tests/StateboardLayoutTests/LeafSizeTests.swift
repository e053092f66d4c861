import Testing
import StateboardCore
@testable import StateboardLayout

/// The intrinsic sizes of leaf nodes (STACK_SPEC "Sizes of leaf nodes").
@Suite struct LeafSizeTests {
    static let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())

    @Test("Label: a single line is as wide as its unwrapped text and one line tall, whatever it is offered")
    func singleLineLabel() {
        let size = Self.engine.measure(L.label("t", "Hello world", size: 10), offeredWidth: 20)
        #expect(size == IntrinsicSize(width: 55, height: 12))
    }

    @Test("Label: lines 0 wraps at the width offered (height-for-width); its width is the unwrapped width clamped to the offer")
    func multiLineLabel() {
        // "Hello world again": words 25, 25, 25 wide, space 5. At 60: "Hello world" (55) / "again" (25);
        // width min(85, 60) = 60.
        let size = Self.engine.measure(L.label("t", "Hello world again", size: 10, lines: 0), offeredWidth: 60)
        #expect(size == IntrinsicSize(width: 60, height: 24))
        let unconstrained = Self.engine.measure(L.label("t", "Hello world again", size: 10, lines: 0), offeredWidth: nil)
        #expect(unconstrained == IntrinsicSize(width: 85, height: 12))
    }

    @Test("Label: lines N clamps the height to N lines")
    func clampedLabel() {
        let size = Self.engine.measure(L.label("t", "aa bb cc dd", size: 10, lines: 2), offeredWidth: 10)
        #expect(size == IntrinsicSize(width: 10, height: 24))
    }

    @Test("Label: CJK text wraps between characters")
    func cjkLabel() {
        // Each CJK character is 1 em (10 pt): 4 characters at 25 pt → 2, 2; width min(40, 25).
        let size = Self.engine.measure(L.label("t", "暂无数据", size: 10, lines: 0), offeredWidth: 25)
        #expect(size == IntrinsicSize(width: 25, height: 24))
    }

    @Test("Button: title plus content insets, at least 44 pt tall")
    func button() {
        let title = TextContent(text: "Retry", font: FontSpec(size: 10, lineHeight: 12))
        let size = Self.engine.measure(PlaceholderNode(.button(ButtonNode(title: title, contentInsets: Insets(top: 7, left: 14, bottom: 7, right: 14)))), offeredWidth: 300)
        #expect(size == IntrinsicSize(width: 53, height: 44))  // 25 + 28; max(44, 12 + 14)
        let tall = Self.engine.measure(PlaceholderNode(.button(ButtonNode(title: title, contentInsets: Insets(all: 20), minHeight: 30))), offeredWidth: 300)
        #expect(tall == IntrinsicSize(width: 65, height: 52))
    }

    @Test("Spinner: medium 20 pt, large 37 pt")
    func spinner() {
        #expect(Self.engine.measure(PlaceholderNode(.spinner(SpinnerNode(style: .medium))), offeredWidth: nil) == IntrinsicSize(width: 20, height: 20))
        #expect(Self.engine.measure(PlaceholderNode(.spinner(SpinnerNode(style: .large))), offeredWidth: nil) == IntrinsicSize(width: 37, height: 37))
    }

    @Test("Box / spacer: the declared size; an axis without one has no intrinsic length")
    func box() {
        #expect(Self.engine.measure(L.box("b", w: 20), offeredWidth: 300) == IntrinsicSize(width: 20, height: nil))
        #expect(Self.engine.measure(L.box("b"), offeredWidth: 300) == IntrinsicSize(width: nil, height: nil))
    }

    @Test("Image: its declared size, else the image's own size in points")
    func image() {
        struct Sizes: ImageSizing { func size(ofImageAt path: String) -> Size? { path == "a.png" ? Size(width: 32, height: 16) : nil } }
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer(), images: Sizes())
        #expect(engine.measure(PlaceholderNode(.image(ImageNode(path: "a.png"))), offeredWidth: nil) == IntrinsicSize(width: 32, height: 16))
        #expect(engine.measure(PlaceholderNode(.image(ImageNode(path: "a.png")), width: 64, height: 64), offeredWidth: nil) == IntrinsicSize(width: 64, height: 64))
    }

    @Test("Nested stack: its natural size for the width it is offered")
    func nestedStack() {
        let column = L.stack(.vertical, .fill, align: .leading, [L.label("t", "Hello world again", size: 10, lines: 0)])
        #expect(Self.engine.measure(column, offeredWidth: 60) == IntrinsicSize(width: 60, height: 24))
    }
}
