import CPango
import Foundation

/// UILabel's standard line-break strategy (`NSParagraphStyle.LineBreakStrategy.standard`) as far
/// as a placeholder's message needs it: a paragraph of several lines does not end with one word
/// alone on its last line ("…and try / again."), nor with one Chinese or Japanese character
/// ("…即可在这里找到 / 它。"). The last word (or character) of the line before moves down to keep
/// it company, when that does not add a line.
enum OrphanControl {
    /// Re-breaks `layout` (already wrapped at its width) when its last line is an orphan.
    /// - Returns: the byte offset where a line separator (3 bytes) was put into the text, or `nil`
    ///   when the text is as it was. The layout's attributes after it move along with the text.
    @discardableResult
    /// - Parameter hangulWords: Korean breaks between words (Hangul word priority): a Korean word
    ///   alone on the last line is an orphan as a Latin one is.
    static func apply(to layout: OpaquePointer, hangulWords: Bool = false) -> Int? {
        guard pango_layout_get_line_count(layout) >= 2, pango_layout_is_ellipsized(layout) == 0,
            let textPointer = pango_layout_get_text(layout)
        else { return nil }
        let text = String(cString: textPointer)
        let lines = (0..<pango_layout_get_line_count(layout)).compactMap { index -> Range<Int>? in
            guard let line = pango_layout_get_line_readonly(layout, index) else { return nil }
            return Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length)
        }
        guard let (rebalanced, offset) = rebalanced(text, lines: lines, hangulWords: hangulWords) else { return nil }
        let count = pango_layout_get_line_count(layout)
        // Attributes (rich text runs) are byte ranges: those after the separator move with the text.
        let attributes = pango_layout_get_attributes(layout)
        if let attributes { pango_attr_list_update(attributes, Int32(offset), 0, 3) }
        rebalanced.withCString { pango_layout_set_text(layout, $0, -1) }
        if pango_layout_get_line_count(layout) != count || pango_layout_is_ellipsized(layout) != 0 {
            if let attributes { pango_attr_list_update(attributes, Int32(offset), 3, 0) }
            text.withCString { pango_layout_set_text(layout, $0, -1) }  // it would cost a line: keep the orphan
            return nil
        }
        return offset
    }

    /// `text` with a line separator before the last word (or character) of the second-to-last
    /// line, when the last line is an orphan; `lines` are the lines' UTF-8 byte ranges.
    static func rebalanced(_ text: String, lines: [Range<Int>], hangulWords: Bool = false) -> (text: String, offset: Int)? {
        guard lines.count >= 2 else { return nil }
        let bytes = Array(text.utf8)
        func line(_ range: Range<Int>) -> String {
            String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
        }
        let last = line(lines[lines.count - 1]).trimmingCharacters(in: .whitespacesAndNewlines)
        let previousRange = lines[lines.count - 2]
        let previous = line(previousRange)
        // A paragraph break ends the previous line: its last line is its own paragraph.
        guard !last.isEmpty, !previous.hasSuffix("\n"), isOrphan(last, hangulWords: hangulWords),
            let cut = breakPoint(in: previous, hangulWords: hangulWords)
        else { return nil }
        let offset = previousRange.lowerBound + previous.utf8.distance(from: previous.startIndex, to: cut)
        guard offset > previousRange.lowerBound else { return nil }
        return (String(decoding: bytes[..<offset], as: UTF8.self) + "\u{2028}" + String(decoding: bytes[offset...], as: UTF8.self), offset)
    }

    /// One word, or one ideograph with its punctuation.
    static func isOrphan(_ line: String, hangulWords: Bool = false) -> Bool {
        if line.contains(where: \.isWhitespace) { return false }
        let isIdeograph = { (scalar: Unicode.Scalar) in Self.isIdeograph(scalar) && !(hangulWords && isHangul(scalar)) }
        let ideographs = line.unicodeScalars.filter(isIdeograph).count
        return ideographs == 0 ? true : ideographs == 1 && line.unicodeScalars.allSatisfy { isIdeograph($0) || isPunctuation($0) }
    }

    /// Where the previous line's last word (or ideograph) starts, if the line keeps something.
    static func breakPoint(in line: String, hangulWords: Bool = false) -> String.Index? {
        let isIdeograph = { (scalar: Unicode.Scalar) in Self.isIdeograph(scalar) && !(hangulWords && isHangul(scalar)) }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let lastScalar = trimmed.unicodeScalars.last else { return nil }
        if trimmed.unicodeScalars.contains(where: isIdeograph), isIdeograph(lastScalar) || isPunctuation(lastScalar) {
            // Before the last ideograph, taking the punctuation after it along.
            guard let index = trimmed.lastIndex(where: { $0.unicodeScalars.contains(where: isIdeograph) }),
                index > trimmed.startIndex
            else { return nil }
            return line.index(line.startIndex, offsetBy: trimmed.distance(from: trimmed.startIndex, to: index))
        }
        guard let space = trimmed.lastIndex(where: \.isWhitespace) else { return nil }  // one word only: keep it
        let start = trimmed.index(after: space)
        return line.index(line.startIndex, offsetBy: trimmed.distance(from: trimmed.startIndex, to: start))
    }

    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    /// Hangul syllables, jamo and compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSet.punctuationCharacters.contains(scalar) || (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFF65).contains(scalar.value)
    }
}
