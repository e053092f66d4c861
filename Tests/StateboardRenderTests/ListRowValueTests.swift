import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// A UIKit row's value (`row: { value: }`, `UIListContentConfiguration.valueCell()`) beside its
/// text or under it. Rule (`ListRowNode.stacksValue`), from Apple's documentation of
/// `UIListContentConfiguration.prefersSideBySideTextAndSecondaryText` (true for `valueCell()`):
/// "the configuration positions the text and secondary text side by side if there's sufficient
/// space. Otherwise, the configuration stacks the text in a vertical layout." Sufficient space:
/// the text's longest word and the value's one-line width, with the 12 pt gap, in the row's
/// content width. The value is drawn red (`secondaryColor`) so that it can be told from the text.
@Suite struct ListRowValueTests {
    static func row(_ text: String, value: String) -> String {
        """
        section: { style: insetGrouped }
        nodes: [ { row: { text: "\(text)", value: "\(value)", secondaryColor: "#FF0000" } } ]
        """
    }

    /// The ink bounds in points (minX, minY, maxX, maxY) of the pixels `matching`, under the
    /// navigation bar (from 100 pt) in a 3x image.
    static func bounds(
        _ image: RGBAImage, matching: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    ) throws -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var found: (Int, Int, Int, Int)?
        for y in 300..<min(image.height, 1500) {
            for x in 0..<image.width where matching(image[x, y]) {
                let f = found ?? (x, y, x, y)
                found = (min(f.0, x), min(f.1, y), max(f.2, x + 1), max(f.3, y + 1))
            }
        }
        let f = try #require(found)
        return (Double(f.0) / 3, Double(f.1) / 3, Double(f.2) / 3, Double(f.3) / 3)
    }

    /// The text's (black) and the value's (red) ink.
    static func inks(_ image: RGBAImage) throws -> (text: (minX: Double, minY: Double, maxX: Double, maxY: Double), value: (minX: Double, minY: Double, maxX: Double, maxY: Double)) {
        (try bounds(image, matching: SwiftUIFrameworkRenderTests.isBlack), try bounds(image, matching: SwiftUIFrameworkRenderTests.isRed))
    }

    /// Rule: side by side when both fit (Apple: "side by side if there's sufficient space"): at
    /// Large, "San Francisco" and "20 °C, Sunny" share one line, the value at the trailing end.
    @Test func aUIKitRowsValueSitsBesideItsTextWhenBothFit() throws {
        let image = try ListRowTests.screen(Self.row("San Francisco", value: "20 °C, Sunny"))
        let (text, value) = try Self.inks(image)
        #expect(value.minX > text.maxX + 12, "value \(value) beside text \(text)")
        #expect(value.minY < text.maxY && value.maxY > text.minY, "one line: value \(value), text \(text)")
        #expect(abs(value.maxX - 350) <= 2, "the value ends at the card's inset: \(value.maxX)")
    }

    /// Rule: stacked when the text would break a word ("Otherwise, the configuration stacks the
    /// text in a vertical layout"): at AX3 "Francisco" does not fit beside "20 °C, Sunny" (iOS
    /// would otherwise draw "Fra-nci-sco"), so the value moves under the text, at its start.
    @Test func aUIKitRowsValueStacksWhenItsTextWouldBreakAWord() throws {
        let image = try ListRowTests.screen(Self.row("San Francisco", value: "20 °C, Sunny"), textSize: "accessibility3")
        let (text, value) = try Self.inks(image)
        #expect(value.minY > text.maxY, "value \(value) under text \(text)")
        #expect(abs(value.minX - text.minX) <= 2, "both at the text's start: value \(value.minX), text \(text.minX)")
        // "San Francisco" on two lines, words whole: the text block is two AX3 lines, not three.
        #expect(text.maxY - text.minY < 2 * 53, "text height \(text.maxY - text.minY)")
    }

    /// Rule: stacked when the value would not fit: at Large a short text ("Wi-Fi") beside a
    /// value longer than the row's content width less the gap puts the value under the text,
    /// wrapping, rather than cutting it short.
    @Test func aUIKitRowsValueStacksWhenTheValueWouldNotFitBesideTheText() throws {
        let image = try ListRowTests.screen(Self.row("Wi-Fi", value: "Connected to Office Network 5 GHz Guest Access"))
        let (text, value) = try Self.inks(image)
        #expect(value.minY > text.maxY, "value \(value) under text \(text)")
        #expect(abs(value.minX - text.minX) <= 2, "both at the text's start: value \(value.minX), text \(text.minX)")
        #expect(value.maxY - value.minY > 25, "the value wraps onto a second line: \(value)")
    }

    /// Rule: right to left, the value's side mirrors: beside the text it sits at the row's left
    /// end (the trailing end), stacked it starts at the right, under the text's start.
    @Test func aUIKitRowsValueMirrorsRightToLeft() throws {
        let row = Self.row("سان فرانسيسكو", value: "٢٠ درجة، مشمس")
        let (text, value) = try Self.inks(try ListRowTests.screen(row, direction: "rtl"))
        #expect(value.maxX < text.minX - 12, "value \(value) left of text \(text)")
        #expect(abs(value.minX - 40) <= 2, "the value ends at the card's inset on the left: \(value.minX)")
        let (stackedText, stacked) = try Self.inks(try ListRowTests.screen(row, textSize: "accessibility3", direction: "rtl"))
        #expect(stacked.minY > stackedText.maxY, "value \(stacked) under text \(stackedText)")
        #expect(abs(stacked.maxX - stackedText.maxX) <= 2, "both at the right: value \(stacked.maxX), text \(stackedText.maxX)")
    }

    /// Rule: a line may break between CJK ideographs and kana, so each is a word of its own;
    /// other scripts' words are runs between spaces.
    @Test func wordsAreRunsBetweenSpacesAndEachIdeograph() {
        #expect(ListRowNode.words(of: "San  Francisco ").map(String.init) == ["San", "Francisco"])
        #expect(ListRowNode.words(of: "旧金山 Bay").map(String.init) == ["旧", "金", "山", "Bay"])
        #expect(ListRowNode.words(of: "").isEmpty)
    }
}
