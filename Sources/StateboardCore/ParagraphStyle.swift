/// How a label breaks and truncates lines (`NSLineBreakMode`).
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Wrap at word boundaries (a word longer than the line breaks between characters); the last
    /// allowed line ends in an ellipsis when text is left over.
    case wordWrapping
    /// Wrap between any two characters.
    case charWrapping
    /// One line cut at the label's edge, no ellipsis.
    case clipping
    /// “…end of the text”: the start is replaced by an ellipsis.
    case truncatingHead
    /// “Start of the text…”: the end is replaced by an ellipsis (UILabel's default).
    case truncatingTail
    /// “Start…end”: the middle is replaced by an ellipsis.
    case truncatingMiddle
}

/// A paragraph style as `NSParagraphStyle` means it. Zero means "not set" for every number, as in
/// UIKit.
public struct ParagraphStyle: Hashable, Sendable, Codable {
    /// Extra space between lines (not above the first or below the last), in points.
    public var lineSpacing: Double
    /// Multiplies the font's natural line height.
    public var lineHeightMultiple: Double
    /// The smallest a line may be, in points.
    public var minimumLineHeight: Double
    /// The largest a line may be, in points.
    public var maximumLineHeight: Double
    public var lineBreakMode: LineBreakMode
    /// Space after each paragraph (text up to a `\n`) but the last, in points.
    public var paragraphSpacing: Double
    /// Space before each paragraph but the first, in points (added to the one before's
    /// `paragraphSpacing`).
    public var paragraphSpacingBefore: Double

    public init(lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
                maximumLineHeight: Double = 0, lineBreakMode: LineBreakMode = .wordWrapping,
                paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0) {
        self.lineSpacing = lineSpacing; self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight; self.maximumLineHeight = maximumLineHeight
        self.lineBreakMode = lineBreakMode
        self.paragraphSpacing = paragraphSpacing; self.paragraphSpacingBefore = paragraphSpacingBefore
    }

    /// The space between two paragraphs: the first's `paragraphSpacing` and the second's
    /// `paragraphSpacingBefore`.
    public var spaceBetweenParagraphs: Double { max(0, paragraphSpacing) + max(0, paragraphSpacingBefore) }

    /// The height of a line whose natural height is `natural`: times `lineHeightMultiple`, then
    /// held between the minimum and maximum.
    public func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// Whether any line height setting is made.
    public var changesLineHeight: Bool { lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0 }
}
