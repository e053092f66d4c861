/// How a label's lines sit horizontally in its frame (`NSTextAlignment`).
public enum ParagraphAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Leading for the text's own direction: left for English, right for Arabic.
    case natural
    /// The layout direction's leading edge.
    case leading
    case center
    /// The layout direction's trailing edge.
    case trailing
}

/// A run of text with everything that decides its size: what `TextMeasuring` measures.
public struct TextContent: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    /// The most lines shown; 0 means no limit. The last line is ellipsized at its end.
    public var lines: Int
    public var alignment: ParagraphAlignment
    /// Line spacing, line heights and the line break mode.
    public var paragraph = ParagraphStyle()
    /// Rich text: the runs `text` is made of, each with its own style (see `TextRun`); empty for
    /// plain text.
    public var runs: [TextRun] = []

    public init(text: String, font: FontSpec, lines: Int = 1, alignment: ParagraphAlignment = .natural,
                paragraph: ParagraphStyle = ParagraphStyle()) {
        self.text = text; self.font = font; self.lines = lines; self.alignment = alignment; self.paragraph = paragraph
    }
}

/// Text (`UILabel`).
public struct LabelNode: Sendable {
    public var content: TextContent
    public var color: DynamicColor
    /// The text style it came from (for inspectors), if any.
    public var styleName: String?

    public init(_ content: TextContent, color: DynamicColor = SystemColor.label.color, styleName: String? = nil) {
        self.content = content; self.color = color; self.styleName = styleName
    }
}

/// iOS 15+ button configurations (`UIButton.Configuration`).
public enum ButtonConfigurationStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case filled, tinted, gray, bordered, plain
    /// `.borderedProminent()`: drawn as `filled` is.
    case borderedProminent
    /// `.borderedTinted()`: drawn as `tinted` is.
    case borderedTinted
    /// `.borderless()`: drawn as `plain` is.
    case borderless
}

/// A button's corner shape.
public enum CornerStyle: Hashable, Sendable {
    /// A fixed corner radius in points.
    case fixed(Double)
    /// Fully rounded ends.
    case capsule
}

/// A button (`UIButton` with a configuration).
public struct ButtonNode: Sendable {
    public var title: TextContent
    public var style: ButtonConfigurationStyle
    /// The accent color: the fill of `filled`, the text of the others.
    public var tint: DynamicColor
    public var corner: CornerStyle
    /// Space between the title and the button's edges.
    public var contentInsets: Insets
    /// An optional leading icon.
    public var icon: ImageNode?
    /// Space between the icon and the title.
    public var iconPadding: Double
    /// The least height: 44 pt, Apple's minimum hit target.
    public var minHeight: Double

    public init(title: TextContent, style: ButtonConfigurationStyle = .filled, tint: DynamicColor = SystemColor.systemBlue.color,
                corner: CornerStyle = .fixed(8), contentInsets: Insets = Insets(top: 7, left: 14, bottom: 7, right: 14),
                icon: ImageNode? = nil, iconPadding: Double = 6, minHeight: Double = 44) {
        self.title = title; self.style = style; self.tint = tint; self.corner = corner
        self.contentInsets = contentInsets; self.icon = icon; self.iconPadding = iconPadding; self.minHeight = minHeight
    }
}
