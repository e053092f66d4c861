import StateboardCore

/// A deterministic text measurer for tests and for layout without fonts: every Unicode scalar is
/// `advance × font size` wide (CJK and other wide characters twice that), lines wrap greedily at
/// spaces (or anywhere in a word longer than the line), and each line is the font's line height
/// (`1.2 × size` when it has none), its baseline at `0.8 × size` below the line's top plus half
/// the extra leading.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// Width of a narrow character as a fraction of the font size.
    public var advance: Double

    public init(advance: Double = 0.5) { self.advance = advance }

    public func layOut(_ text: TextContent, maxWidth: Double?, direction: InterfaceDirection) -> MeasuredText {
        MeasuredText(content: text, width: maxWidth, direction: direction, metrics: metrics(text, maxWidth: maxWidth))
    }

    private func metrics(_ text: TextContent, maxWidth: Double?) -> TextMetrics {
        let font = text.font
        let lineHeight = font.lineHeight ?? font.size * 1.2
        let baseline = font.size * 0.8 + (lineHeight - font.size) / 2
        var lines = LineCollector(limit: text.lines)
        wrap(text.text, font: font, width: text.lines == 1 ? nil : maxWidth, into: &lines)
        var widest = lines.widest
        var truncated = lines.truncated
        if let maxWidth {
            if text.lines == 1 { truncated = truncated || widest > maxWidth } else { widest = min(widest, maxWidth) }
        }
        let count = max(lines.kept, 1)
        return TextMetrics(
            size: LayoutSize(width: widest, height: Double(count) * lineHeight),
            firstBaseline: baseline, lastBaseline: Double(count - 1) * lineHeight + baseline,
            lineCount: count, isTruncated: truncated)
    }

    /// Counts lines and the widest of those within the line limit.
    private struct LineCollector {
        let limit: Int
        var kept = 0
        var widest = 0.0
        var truncated = false

        mutating func append(_ width: Double) {
            guard limit == 0 || kept < limit else { truncated = true; return }
            kept += 1
            widest = max(widest, width)
        }
    }

    private func width(of scalar: Unicode.Scalar, font: FontSpec) -> Double {
        font.size * advance * (Self.isWide(scalar.value) ? 2 : 1) + font.letterSpacing
    }

    private static func isWide(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x1100 else { return false }
        return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFF00...0xFF60).contains(scalar) || (0x1F300...0x1FAFF).contains(scalar)
    }

    /// Greedy word wrap in one pass over the scalars: words break at spaces, paragraphs at
    /// newlines, and a word longer than the line breaks between characters.
    private func wrap(_ text: String, font: FontSpec, width limit: Double?, into lines: inout LineCollector) {
        let space = width(of: " ", font: font)
        var line = 0.0, lineHasContent = false, word = 0.0

        func placeWord() {
            let needed = lineHasContent ? line + space + word : word
            if let limit, needed > limit, lineHasContent {
                lines.append(line)
                line = word
            } else {
                line = needed
            }
            lineHasContent = true
            word = 0
        }

        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n":
                placeWord()
                lines.append(line)
                line = 0; lineHasContent = false
            case " " where limit != nil:
                placeWord()
            default:
                let advance = scalar == " " ? space : width(of: scalar, font: font)
                if let limit, word > 0, word + advance > limit {
                    if lineHasContent { lines.append(line); line = 0; lineHasContent = false }
                    lines.append(word)
                    word = 0
                }
                word += advance
            }
        }
        placeWord()
        lines.append(line)
    }
}
