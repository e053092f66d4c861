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
    /// The language the text is in (BCP 47: `ja`, `zh-Hant`), which chooses glyph forms and
    /// fonts as iOS does (Japanese kanji in Japanese forms, Traditional Chinese in its own);
    /// `nil`: the scene's language (see `PlaceholderScene.language`).
    public var language: String?

    public init(
        text: String, font: FontSpec, lines: Int = 1, alignment: ParagraphAlignment = .natural,
        paragraph: ParagraphStyle = ParagraphStyle()
    ) {
        self.text = text; self.font = font; self.lines = lines; self.alignment = alignment; self.paragraph = paragraph
    }
}

/// Text (`UILabel`).
public struct LabelNode: ForegroundColoredContent, TextShowingContent, HuggingContent {
    public var content: TextContent
    public var color: DynamicColor
    /// The text style it came from (for inspectors), if any.
    public var styleName: String?

    public init(_ content: TextContent, color: DynamicColor = SystemColor.label.color, styleName: String? = nil) {
        self.content = content; self.color = color; self.styleName = styleName
    }

    /// The label's text.
    public var primaryText: TextContent {
        get { content }
        set { content = newValue }
    }
    /// `styleName`.
    public var textStyleName: String? {
        get { styleName }
        set { styleName = newValue }
    }
    /// A label hugs at 251, tighter than its neighbours, as Interface Builder makes one.
    public var defaultHugging: AxisPriorities { .labelHugging }
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
    /// The legacy `UIButton(type: .system)`: its title in the tint at 15 pt, no background, 6 pt
    /// above and below the title (a one-line button is 30 pt tall, as UIKit sizes it).
    case system
}

/// `UIButton.Configuration.Size`: a configuration button's title style, content insets and corner
/// radius (see docs/iOSMetrics.md for the figures and where they come from).
public enum ButtonSize: String, Hashable, Sendable, CaseIterable, Codable {
    case mini, small, medium, large

    /// The title's text style.
    public var textStyle: TextStyle {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// Space between the title and the button's edges.
    public var contentInsets: Insets {
        switch self {
        case .mini: Insets(top: 3, left: 8, bottom: 3, right: 8)
        case .small: Insets(top: 5, left: 10, bottom: 5, right: 10)
        case .medium: Insets(top: 7, left: 12, bottom: 7, right: 12)
        case .large: Insets(top: 14, left: 20, bottom: 14, right: 20)
        }
    }

    /// A subtitle's text style: a step below the title's.
    public var subtitleStyle: TextStyle {
        switch self {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .subheadline
        }
    }

    /// The corner radius of the `dynamic` corner style at this size.
    public var cornerRadius: Double {
        switch self {
        case .mini: 4
        case .small: 6
        case .medium: 8
        case .large: 12
        }
    }
}

/// Where a configuration button's image sits against its title (`NSDirectionalRectEdge`).
public enum ButtonImagePlacement: String, Hashable, Sendable, CaseIterable, Codable {
    case leading, trailing, top, bottom
}

/// Whether a configuration button's corner radius follows Dynamic Type
/// (`UIButton.Configuration.CornerStyle` `.dynamic`, UIKit's default, or `.fixed`).
public enum CornerScaling: String, Hashable, Sendable, CaseIterable, Codable {
    /// The radius grows with the title's text style, as its size does against Large.
    case dynamic
    /// The radius as given, at every text size.
    case fixed
}

/// A button's corner shape.
public enum CornerStyle: Hashable, Sendable {
    /// A fixed corner radius in points.
    case fixed(Double)
    /// Fully rounded ends.
    case capsule
}

/// A button (`UIButton` with a configuration).
public struct ButtonNode: TintedContent, TextShowingContent {
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
    /// Where the icon sits against the title (`imagePlacement`): leading by default.
    public var iconPlacement: ButtonImagePlacement = .leading
    /// A second line under the title (`UIButton.Configuration.subtitle`), in a smaller style.
    public var subtitle: TextContent?
    /// Space between the title and the subtitle (`titlePadding`).
    public var titlePadding: Double = 2
    /// A resizable image drawn over the whole button in place of its style's fill
    /// (`setBackgroundImage(_:for:)`, `background.image`), stretched with `capInsets`.
    public var backgroundImage: ImageNode?
    /// The background image's caps, which keep their size as it stretches.
    public var capInsets: Insets = .zero
    /// The least height (0: the title's height plus the insets, as UIKit sizes a configuration
    /// button; its hit region is checked by `stateboard lint`, not by drawing it larger).
    public var minHeight: Double

    /// A button; the insets and corner default to a `medium` configuration button's.
    public init(
        title: TextContent, style: ButtonConfigurationStyle = .filled, tint: DynamicColor = SystemColor.systemBlue.color,
        corner: CornerStyle = .fixed(ButtonSize.medium.cornerRadius), contentInsets: Insets = ButtonSize.medium.contentInsets,
        icon: ImageNode? = nil, iconPadding: Double = 6, minHeight: Double = 0
    ) {
        self.title = title; self.style = style; self.tint = tint; self.corner = corner
        self.contentInsets = contentInsets; self.icon = icon; self.iconPadding = iconPadding; self.minHeight = minHeight
    }

    /// Draws the button's accent (its fill or its title) in `tint`.
    public mutating func setTint(_ tint: DynamicColor) { self.tint = tint }

    /// The title.
    public var primaryText: TextContent {
        get { title }
        set { title = newValue }
    }

    /// The title, then the subtitle if there is one.
    public mutating func changeEveryText(_ change: (inout TextContent) -> Void) {
        change(&title)
        if var subtitle { change(&subtitle); self.subtitle = subtitle }
    }
}
