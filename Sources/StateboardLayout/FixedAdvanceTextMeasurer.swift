import StateboardCore

/// A deterministic text measurer for tests and for layout without fonts: every character is
/// `advance × font size` wide (CJK and other wide characters twice that), lines wrap greedily at
/// spaces (or anywhere in a word longer than the line), and each line is the font's line height
/// (`1.2 × size` when it has none), its baseline at `0.8 × size` below the line's top plus half
/// the extra leading.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// Width of a narrow character as a fraction of the font size.
    public var advance: Double

    public init(advance: Double = 0.5) { self.advance = advance }

    public func measure(_ text: TextContent, maxWidth: Double?) -> TextMetrics {
        let font = text.font
        let lineHeight = font.lineHeight ?? font.size * 1.2
        let baseline = font.size * 0.8 + (lineHeight - font.size) / 2
        let wrapWidth = text.lines == 1 ? nil : maxWidth
        var lines: [Double] = []
        for paragraph in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph, font: font, width: wrapWidth)
        }
        var truncated = false
        if text.lines > 0, lines.count > text.lines {
            lines = Array(lines.prefix(text.lines))
            truncated = true
        }
        var widest = lines.max() ?? 0
        if let maxWidth, widest > maxWidth, text.lines == 1 {
            truncated = true
        }
        if let maxWidth, text.lines != 1 { widest = min(widest, maxWidth) }
        let count = max(lines.count, 1)
        return TextMetrics(size: Size(width: widest, height: Double(count) * lineHeight),
                           firstBaseline: baseline, lastBaseline: Double(count - 1) * lineHeight + baseline,
                           lineCount: count, isTruncated: truncated)
    }

    private func width(of character: Character, font: FontSpec) -> Double {
        let wide = character.unicodeScalars.first.map { Self.isWide($0.value) } ?? false
        return font.size * advance * (wide ? 2 : 1) + font.letterSpacing
    }

    private static func isWide(_ scalar: UInt32) -> Bool {
        (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFF00...0xFF60).contains(scalar) || (0x1F300...0x1FAFF).contains(scalar)
    }

    /// Greedy word wrap; returns each line's width.
    private func wrap(_ paragraph: Substring, font: FontSpec, width limit: Double?) -> [Double] {
        let characters = Array(paragraph)
        guard let limit else { return [characters.reduce(0) { $0 + width(of: $1, font: font) }] }
        var lines: [Double] = []
        var line = 0.0
        var lineHasContent = false
        let spaceWidth = width(of: " ", font: font)
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = word.reduce(0) { $0 + width(of: $1, font: font) }
            let needed = lineHasContent ? line + spaceWidth + wordWidth : wordWidth
            if needed <= limit || !lineHasContent && wordWidth <= limit {
                line = needed
                lineHasContent = true
                continue
            }
            if lineHasContent { lines.append(line); line = 0; lineHasContent = false }
            // A word longer than a line breaks between characters.
            for character in word {
                let w = width(of: character, font: font)
                if lineHasContent && line + w > limit { lines.append(line); line = 0 }
                line += w
                lineHasContent = true
            }
        }
        lines.append(line)
        return lines
    }
}
