/// How one run of a label's or button's text differs from the text around it: what
/// `NSAttributedString` attributes set on a range. `nil` (and `false`) keep the label's own value.
public struct RunStyle: Hashable, Sendable {
    /// The run's color (`.foregroundColor`); links without one take the label's link color.
    public var color: DynamicColor?
    /// The run's weight (a bold `UIFont` of the same family).
    public var weight: FontWeight?
    /// Whether the run is italic.
    public var italic: Bool?
    /// Another font family for the run.
    public var family: String?
    /// Another point size for the run.
    public var size: Double?
    /// A single underline (`.underlineStyle = .single`).
    public var underline: Bool
    /// A single line through the text (`.strikethroughStyle = .single`).
    public var strikethrough: Bool
    /// The link's address (`.link`): drawn in the link color, not underlined, as `UITextView`
    /// draws links with its default `linkTextAttributes`.
    public var link: String?

    public init(
        color: DynamicColor? = nil, weight: FontWeight? = nil, italic: Bool? = nil, family: String? = nil,
        size: Double? = nil, underline: Bool = false, strikethrough: Bool = false, link: String? = nil
    ) {
        self.color = color; self.weight = weight; self.italic = italic; self.family = family; self.size = size
        self.underline = underline; self.strikethrough = strikethrough; self.link = link
    }

    /// Whether the style changes nothing.
    public var isPlain: Bool { self == RunStyle() }
}

/// A stretch of rich text: characters or one inline symbol, with its style.
public struct TextRun: Hashable, Sendable {
    /// What the run shows.
    public enum Content: Hashable, Sendable {
        /// Characters.
        case text(String)
        /// An SF Symbols name drawn inline (an `NSTextAttachment` with a symbol image), sized to
        /// the run's font and standing on the baseline.
        case symbol(String)
    }

    /// The character a symbol takes in the label's text (U+FFFC OBJECT REPLACEMENT CHARACTER, as
    /// an attachment does in `NSAttributedString`).
    public static let symbolCharacter = "\u{FFFC}"

    public var content: Content
    public var style: RunStyle

    public init(_ content: Content, style: RunStyle = RunStyle()) { self.content = content; self.style = style }

    /// Plain characters.
    public init(_ text: String) { self.init(.text(text)) }

    /// The characters the run adds to the label's text.
    public var characters: String {
        switch content {
        case .text(let text): text
        case .symbol: Self.symbolCharacter
        }
    }
}

extension TextContent {
    /// Rich text: `runs` in `font`, the label's text being their characters joined (a symbol is
    /// one U+FFFC).
    public init(
        runs: [TextRun], font: FontSpec, lines: Int = 1, alignment: ParagraphAlignment = .natural,
        paragraph: ParagraphStyle = ParagraphStyle()
    ) {
        self.init(text: runs.map(\.characters).joined(), font: font, lines: lines, alignment: alignment, paragraph: paragraph)
        self.runs = runs
    }

    /// Gives every link run without a color of its own `color`.
    public mutating func colorLinks(_ color: DynamicColor) {
        for index in runs.indices where runs[index].style.link != nil && runs[index].style.color == nil {
            runs[index].style.color = color
        }
    }
}

extension SymbolImage {
    /// Where a symbol drawn inline in text of `fontSize` sits, relative to its point on the
    /// baseline (y grows downwards): its `side` square centred on the middle of the capitals
    /// (0.35 em above the baseline), as SF Symbols centre on the cap height of the text beside them.
    public var inlineBox: LayoutRect {
        LayoutRect(x: 0, y: -(0.35 * pointSize + side / 2), width: side, height: side)
    }
}
