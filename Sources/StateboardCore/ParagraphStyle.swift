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

/// Where a paragraph of several lines may break (`NSParagraphStyle.LineBreakStrategy`), beside
/// `LineBreakMode`, which decides what happens to text that does not fit. See
/// docs/iOSMetrics.md, "Line-break strategies", for the rule of each and its source.
public enum LineBreakStrategy: String, Hashable, Sendable, CaseIterable, Codable {
    /// UILabel's default since iOS 14 (`.standard`, every strategy: `NSLineBreakStrategyStandard`
    /// is 0xFFFF): push-out and Hangul word priority together.
    case standard
    /// No strategy (`NSLineBreakStrategyNone`): each line takes as many words as fit, whatever is
    /// left for the last. UILabel before iOS 14, `NSParagraphStyle`'s own default, and SwiftUI's
    /// `Text`. Written `none` in themes.
    case greedy = "none"
    /// `.pushOut`: a last line of one word (or one CJK character) takes the last word of the
    /// line before along, when that costs no line.
    case pushOut
    /// `.hangulWordPriority`: no break between two Hangul characters, so Korean breaks between
    /// words (at spaces) as Latin text does.
    case hangulWordPriority

    /// Whether an orphan on the last line is pushed out.
    public var pushesOut: Bool { self == .standard || self == .pushOut }
    /// Whether Korean keeps its words whole.
    public var keepsHangulWords: Bool { self == .standard || self == .hangulWordPriority }
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
    /// Where lines may break; `nil`: the theme's choice (`defaults.lineBreakStrategy`), else
    /// `standard`, as a UILabel.
    public var lineBreakStrategy: LineBreakStrategy?

    public init(
        lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
        maximumLineHeight: Double = 0, lineBreakMode: LineBreakMode = .wordWrapping,
        paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0, lineBreakStrategy: LineBreakStrategy? = nil
    ) {
        self.lineSpacing = lineSpacing; self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight; self.maximumLineHeight = maximumLineHeight
        self.lineBreakMode = lineBreakMode
        self.paragraphSpacing = paragraphSpacing; self.paragraphSpacingBefore = paragraphSpacingBefore
        self.lineBreakStrategy = lineBreakStrategy
    }

    /// The strategy lines break by: the one set, else `standard`.
    public var effectiveLineBreakStrategy: LineBreakStrategy { lineBreakStrategy ?? .standard }

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
