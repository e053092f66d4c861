import StateboardCore
import Testing

@testable import StateboardLayout

// Leaves are measured inside `natural(_:)`, a 1000-wide column that gives a node its intrinsic size.

func image(_ id: String, _ path: String, w: Double? = nil, h: Double? = nil) -> PlaceholderNode {
    PlaceholderNode(id: id, .image(ImageNode(path: path)), width: w, height: h)
}

func button(
    _ id: String, _ title: String, size: Double = 10, lineHeight: Double? = nil,
    insets: Insets = Insets(top: 7, left: 14, bottom: 7, right: 14), minHeight: Double = 44
) -> PlaceholderNode {
    let text = TextContent(text: title, font: FontSpec(size: size, lineHeight: lineHeight))
    return PlaceholderNode(id: id, .button(ButtonNode(title: text, contentInsets: insets, minHeight: minHeight)))
}

func spinner(_ id: String, _ style: SpinnerStyle) -> PlaceholderNode {
    PlaceholderNode(id: id, .spinner(SpinnerNode(style: style)))
}

/// "Sizes of leaf nodes": intrinsic sizes of labels, buttons, spinners, boxes, images and nested stacks.
@Suite("Sizes of leaf nodes") struct LeafSizeTests {
    static let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())

    @Test("Leaf size, label: a single line is as wide as its unwrapped text and one line tall, whatever it is offered")
    func singleLineLabel() {
        let size = Self.engine.measure(L.label("t", "Hello world", size: 10), offeredWidth: 20)
        #expect(size == IntrinsicSize(width: 55, height: 12))
    }

    @Test("Leaf size, label: lines 0 wraps at the width offered (height-for-width); its width is the unwrapped width clamped to the offer")
    func multiLineLabel() {
        // "Hello world again": words 25, 25, 25 wide, space 5. At 60: "Hello world" (55) / "again" (25);
        // width min(85, 60) = 60.
        let size = Self.engine.measure(L.label("t", "Hello world again", size: 10, lines: 0), offeredWidth: 60)
        #expect(size == IntrinsicSize(width: 60, height: 24))
        let unconstrained = Self.engine.measure(L.label("t", "Hello world again", size: 10, lines: 0), offeredWidth: nil)
        #expect(unconstrained == IntrinsicSize(width: 85, height: 12))
    }

    @Test("Leaf size, label: lines N clamps the height to N lines")
    func clampedLabel() {
        let size = Self.engine.measure(L.label("t", "aa bb cc dd", size: 10, lines: 2), offeredWidth: 10)
        #expect(size == IntrinsicSize(width: 10, height: 24))
    }

    @Test("Leaf size, label: CJK text wraps between characters")
    func cjkLabel() {
        // Each CJK character is 1 em (10 pt): 4 characters at 25 pt → 2, 2; width min(40, 25).
        let size = Self.engine.measure(L.label("t", "暂无数据", size: 10, lines: 0), offeredWidth: 25)
        #expect(size == IntrinsicSize(width: 25, height: 24))
    }

    @Test("Leaf size, button: title plus content insets (a medium configuration button's by default), no 44 pt floor")
    func buttonSize() {
        let title = TextContent(text: "Retry", font: FontSpec(size: 10, lineHeight: 12))
        let size = Self.engine.measure(PlaceholderNode(.button(ButtonNode(title: title))), offeredWidth: 300)
        #expect(size == IntrinsicSize(width: 49, height: 26))  // 25 + 2 × 12; 12 + 2 × 7
        let tall = Self.engine.measure(PlaceholderNode(.button(ButtonNode(title: title, contentInsets: Insets(all: 20), minHeight: 30))), offeredWidth: 300)
        #expect(tall == IntrinsicSize(width: 65, height: 52))
        let floor = Self.engine.measure(PlaceholderNode(.button(ButtonNode(title: title, minHeight: 44))), offeredWidth: 300)
        #expect(floor == IntrinsicSize(width: 49, height: 44), "minHeight raises it")
    }

    @Test("Leaf size, spinner: medium 20 pt, large 37 pt")
    func spinnerSize() {
        #expect(Self.engine.measure(PlaceholderNode(.spinner(SpinnerNode(style: .medium))), offeredWidth: nil) == IntrinsicSize(width: 20, height: 20))
        #expect(Self.engine.measure(PlaceholderNode(.spinner(SpinnerNode(style: .large))), offeredWidth: nil) == IntrinsicSize(width: 37, height: 37))
    }

    @Test("Leaf size, box / spacer: the declared size; an axis without one has no intrinsic length")
    func boxSize() {
        #expect(Self.engine.measure(L.box("b", w: 20), offeredWidth: 300) == IntrinsicSize(width: 20, height: nil))
        #expect(Self.engine.measure(L.box("b"), offeredWidth: 300) == IntrinsicSize(width: nil, height: nil))
    }

    @Test("Leaf size, image: its declared size, else the image's own size in points")
    func imageSize() {
        struct Sizes: ImageSizing { func size(ofImageAt path: String) -> LayoutSize? { path == "a.png" ? LayoutSize(width: 32, height: 16) : nil } }
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer(), images: Sizes())
        #expect(engine.measure(PlaceholderNode(.image(ImageNode(path: "a.png"))), offeredWidth: nil) == IntrinsicSize(width: 32, height: 16))
        #expect(
            engine.measure(PlaceholderNode(.image(ImageNode(path: "a.png")), width: 64, height: 64), offeredWidth: nil) == IntrinsicSize(width: 64, height: 64))
    }

    @Test("Leaf size, nested stack: its natural size for the width it is offered")
    func nestedStack() {
        let column = L.stack(.vertical, .fill, align: .leading, [L.label("t", "Hello world again", size: 10, lines: 0)])
        #expect(Self.engine.measure(column, offeredWidth: 60) == IntrinsicSize(width: 60, height: 24))
    }

    // MARK: image

    @Test("Leaf size, image: its declared size")
    func imageDeclared() {
        let f = layout(natural(image("i", "icon.svg", w: 30, h: 20)))
        f.expect("i", 0, 0, 30, 20)
    }

    @Test("Leaf size, image: without a declared size, the image's own size in points")
    func imageOwnSize() {
        let images = TableImageSizing(sizes: ["icon.png": LayoutSize(width: 24, height: 16)])
        let own = layout(natural(image("i", "icon.png")), images: images)
        own.expect("i", 0, 0, 24, 16)
        // A declared width replaces only the width.
        let mixed = layout(natural(image("i", "icon.png", w: 30)), images: images)
        mixed.expect("i", 0, 0, 30, 16)
    }

    @Test("Leaf size, image: an unreadable image without a declared size is flexible (F1)")
    func imageUnknown() {
        let f = layout(hstack(w: 100, h: 10, [image("i", "missing.png"), box("a", w: 10)]))
        f.expect("i", 0, 0, 90, 10)
        f.expect("a", 90, 0, 10, 10)
    }

    // MARK: label

    @Test("Leaf size, label: single line is the unwrapped width and one line tall")
    func labelSingleLine() {
        // "hello world": 11 × 5 = 55 wide, 1.2 × 10 = 12 tall.
        let f = layout(natural(label("l", "hello world")))
        f.expect("l", 0, 0, 55, 12)
        #expect(f.node("l")?.text?.lineCount == 1)
    }

    @Test("Leaf size, label: single line never wraps; offered less it is clamped (A2) and truncated")
    func labelSingleLineNarrow() {
        let f = layout(vstack(alignment: .leading, w: 30, h: 100, [label("l", "hello world"), box("s")]))
        f.expect("l", 0, 0, 30, 12)
        #expect(f.node("l")?.text?.lineCount == 1)
        #expect(f.node("l")?.text?.isTruncated == true)
    }

    @Test("Leaf size, label: multi-line wraps at the offered width; natural width is the unwrapped width clamped to it")
    func labelMultiLine() {
        // Offered 30: "hello" / "world" (25 each), 2 × 12 = 24 tall. Width min(55, 30) = 30, so
        // centring in C = 30 puts it at 0 (not at (30 − 25)/2).
        let f = layout(vstack(alignment: .center, w: 30, h: 100, [label("l", "hello world", lines: 0), box("s")]))
        f.expect("l", 0, 0, 30, 24)
        #expect(f.node("l")?.text?.lineCount == 2)
    }

    @Test("Leaf size, label: multi-line text narrower than the offer keeps its unwrapped width")
    func labelMultiLineFits() {
        // "hi" = 10 wide < 30: centred at (30 − 10)/2 = 10.
        let f = layout(vstack(alignment: .center, w: 30, h: 100, [label("l", "hi", lines: 0), box("s")]))
        f.expect("l", 10, 0, 10, 12)
    }

    @Test("Leaf size, label: lines: N clamps the height to N lines and ellipsizes")
    func labelLineClamp() {
        // At 10 wide "aa bb cc dd" takes 4 lines; lines: 2 keeps 2 → 24 tall; width min(55, 10) = 10.
        let f = layout(vstack(alignment: .leading, w: 10, h: 100, [label("l", "aa bb cc dd", lines: 2), box("s")]))
        f.expect("l", 0, 0, 10, 24)
        #expect(f.node("l")?.text?.lineCount == 2)
        #expect(f.node("l")?.text?.isTruncated == true)
    }

    @Test("Leaf size, label: paragraphs each start a line; wide (CJK) characters are 1.0 × size")
    func labelParagraphsAndCJK() {
        // "ab\nabcd": widest paragraph 20, 2 lines → 20 × 24. "日本語": 3 × 10 = 30 wide.
        let f = layout(
            natural(
                vstack(
                    "col", alignment: .leading,
                    [label("p", "ab\nabcd", lines: 0), label("c", "日本語")])))
        f.expect("p", 0, 0, 20, 24)
        f.expect("c", 0, 24, 30, 12)
    }

    @Test("Leaf size, label: a custom line height sets each line's height")
    func labelLineHeight() {
        // Wrapped at 30: 2 lines × 20 = 40.
        let f = layout(
            vstack(
                alignment: .leading, w: 30, h: 100,
                [label("l", "hello world", lineHeight: 20, lines: 0), box("s")]))
        f.expect("l", 0, 0, 30, 40)
    }

    // MARK: button

    @Test("Leaf size, button: title plus content insets, at least 44 pt tall")
    func buttonMinimumHeight() {
        // "OK": 10 × 12; 10 + 14 + 14 = 38 wide; max(44, 12 + 7 + 7 = 26) = 44 tall.
        let f = layout(natural(button("b", "OK")))
        f.expect("b", 0, 0, 38, 44)
    }

    @Test("Leaf size, button: a tall title makes it taller than 44")
    func buttonTallTitle() {
        // "OK" at 40 pt, line height 48: 40 + 28 = 68 wide; 48 + 14 = 62 tall.
        let f = layout(natural(button("b", "OK", size: 40, lineHeight: 48)))
        f.expect("b", 0, 0, 68, 62)
    }

    @Test("Leaf size, button: its own insets and minimum height")
    func buttonCustomInsets() {
        // 10 + 8 + 8 = 26 wide; max(0, 12 + 4 + 6) = 22 tall.
        let f = layout(natural(button("b", "OK", insets: Insets(top: 4, left: 8, bottom: 6, right: 8), minHeight: 0)))
        f.expect("b", 0, 0, 26, 22)
    }

    // MARK: spinner, box

    @Test("Leaf size, spinner: medium is 20 pt, large is 37 pt")
    func spinners() {
        let f = layout(natural(vstack("col", alignment: .leading, [spinner("m", .medium), spinner("l", .large)])))
        f.expect("m", 0, 0, 20, 20)
        f.expect("l", 0, 20, 37, 37)
    }

    @Test("Leaf size, box: the declared size; an axis without a size is flexible")
    func boxes() {
        // Declared 10 × 30 (width filled to C = 50); b has no height and takes 100 − 30 = 70.
        let f = layout(vstack(w: 50, h: 100, [box("a", w: 10, h: 30), box("b")]))
        f.expect("a", 0, 0, 50, 30)
        f.expect("b", 0, 30, 50, 70)
        let sized = layout(natural(box("c", w: 12, h: 7)))
        sized.expect("c", 0, 0, 12, 7)
    }

    // MARK: nested stacks

    @Test("Leaf size, nested stack: its natural size (S4) is its intrinsic size in the parent")
    func nestedNaturalSize() {
        // inner = 20 + 5 + 10 = 35 × max(12, 30) = 30, centred in 200: x = 82.5.
        let f = layout(
            vstack(
                alignment: .center, w: 200, h: 200,
                [
                    hstack("inner", spacing: 5, [label("l", "abcd"), box("b", w: 10, h: 30)]), box("s"),
                ]))
        f.expect("inner", 82.5, 0, 35, 30)
        f.expect("l", 82.5, 0, 20, 30)
        f.expect("b", 107.5, 0, 10, 30)
    }

    @Test("Leaf size, nested stack: a vertical stack in a row takes its natural size")
    func nestedColumnInRow() {
        // col = max(10, 20) × (5 + 2 + 5) = 20 × 12; the flexible box takes 100 − 20 = 80.
        let f = layout(
            hstack(
                alignment: .top, w: 100, h: 50,
                [
                    vstack("col", spacing: 2, [box("a", w: 10, h: 5), box("b", w: 20, h: 5)]), box("rest"),
                ]))
        f.expect("col", 0, 0, 20, 12)
        f.expect("a", 0, 0, 20, 5)
        f.expect("b", 0, 7, 20, 5)
        f.expect("rest", 20, 0, 80, 50)
    }

    @Test("Leaf size, nested stack: its height is measured for the width it is offered (wrapping label)")
    func nestedHeightForWidth() {
        // Offered 50: the label (unwrapped 70) overflows; F2 shrinks it (last) to 50 − 10 = 40.
        // At 40: "aaaa" / "bbbb" / "cccc" → 3 × 12 = 36 tall.
        let f = layout(
            vstack(
                alignment: .leading, w: 50, h: 200,
                [
                    hstack("inner", [box("b", w: 10, h: 10), label("t", "aaaa bbbb cccc", lines: 0)]), box("s"),
                ]))
        f.expect("inner", 0, 0, 50, 36)
        f.expect("b", 0, 0, 10, 36)
        f.expect("t", 10, 0, 40, 36)
    }
}
