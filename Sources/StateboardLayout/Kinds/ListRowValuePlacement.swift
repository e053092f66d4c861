import StateboardCore

extension ListRowNode {
    /// Whether a row's value is drawn on its own line under the text (in the secondary color, at
    /// the text's start, wrapping) rather than at the row's trailing end: one rule for both
    /// frameworks (docs/iOSMetrics.md, "Table rows").
    /// - SwiftUI (a `LabeledContent` in a `List`): at accessibility sizes, whatever the widths
    ///   (SpeziViews' iOS 18 capture at AX3; beside the label at Large).
    /// - UIKit (`UIListContentConfiguration.valueCell()`, whose
    ///   `prefersSideBySideTextAndSecondaryText` is true): side by side "if there's sufficient
    ///   space. Otherwise, the configuration stacks the text in a vertical layout" (Apple's
    ///   documentation of that property). Sufficient space: the text's longest word (it may wrap
    ///   beside the value, between words only) and the value's one-line width fit, with the gap
    ///   between them, in the row's content width (`room`).
    ///
    /// `textLongestWord` is only asked for when the UIKit rule needs it (measuring words costs).
    public static func stacksValue(
        framework: AppFramework, isAccessibilitySize: Bool,
        textLongestWord: @autoclosure () -> Double, valueWidth: Double, room: Double
    ) -> Bool {
        switch framework {
        case .swiftUI: isAccessibilitySize
        case .uiKit: textLongestWord() + Metrics.accessoryGap + valueWidth > room
        }
    }

    /// The words a line may break between: runs of non-space characters, and each CJK ideograph
    /// or kana on its own (those lines break between any two of them). Thai and other scripts
    /// written without spaces count as one word, which can only stack the value more readily.
    public static func words(of text: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        for index in text.indices {
            let character = text[index]
            if character.isWhitespace {
                if let s = start { words.append(text[s..<index]); start = nil }
            } else if character.unicodeScalars.contains(where: Self.breaksAnywhere) {
                if let s = start { words.append(text[s..<index]); start = nil }
                words.append(text[index...index])
            } else if start == nil {
                start = index
            }
        }
        if let s = start { words.append(text[s...]) }
        return words
    }

    /// Han ideographs and kana (a line may break before and after each).
    private static func breaksAnywhere(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }
}

extension ListRowNodeKind {
    /// The widest of `text`'s words laid out on their own in its font (its one-line width when it
    /// has a single word), in points.
    static func longestWord(_ text: TextContent, oneLineWidth: Double, context: NodeMeasuringContext) -> Double {
        let words = ListRowNode.words(of: text.text)
        guard words.count > 1 else { return oneLineWidth }
        var widest = 0.0
        for word in Set(words) {
            var content = text
            content.text = String(word)
            content.runs = []
            content.lines = 1
            widest = max(widest, context.layOut(content, width: nil).metrics.size.width)
        }
        return widest
    }
}
