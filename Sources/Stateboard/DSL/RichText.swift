import StateboardCore

/// Builds the runs of rich text: strings, `TextRun`s and `TextRun.symbol(_:)`, with `if` and
/// `for` (`Paragraph { "Tap "; TextRun("add favorites").fontWeight(.semibold); TextRun.symbol("heart.fill") }`).
@resultBuilder
public enum RichTextBuilder {
    public static func buildExpression(_ text: String) -> [TextRun] { [TextRun(text)] }
    public static func buildExpression(_ run: TextRun) -> [TextRun] { [run] }
    public static func buildExpression(_ runs: [TextRun]) -> [TextRun] { runs }
    public static func buildBlock(_ parts: [TextRun]...) -> [TextRun] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TextRun]?) -> [TextRun] { part ?? [] }
    public static func buildEither(first: [TextRun]) -> [TextRun] { first }
    public static func buildEither(second: [TextRun]) -> [TextRun] { second }
    public static func buildArray(_ parts: [[TextRun]]) -> [TextRun] { parts.flatMap { $0 } }
}

/// A run's style, written like SwiftUI's `Text` modifiers.
extension TextRun {
    /// An SF Symbols name drawn inline, sized to the run's font and standing on the baseline.
    public static func symbol(_ name: String) -> TextRun { TextRun(.symbol(name)) }

    private func with(_ change: (inout RunStyle) -> Void) -> TextRun {
        var copy = self
        change(&copy.style)
        return copy
    }

    /// The run's color.
    public func foregroundColor(_ color: DynamicColor) -> TextRun { with { $0.color = color } }
    /// The run's color, a system color.
    public func foregroundColor(_ color: SystemColor) -> TextRun { with { $0.color = color.color } }
    /// The run's weight.
    public func fontWeight(_ weight: FontWeight) -> TextRun { with { $0.weight = weight } }
    /// Semibold, as `**strong**` markup draws.
    public func bold() -> TextRun { fontWeight(.semibold) }
    /// Italic.
    public func italic(_ on: Bool = true) -> TextRun { with { $0.italic = on } }
    /// Another family and/or point size for the run.
    public func font(family: String? = nil, size: Double? = nil) -> TextRun {
        with {
            $0.family = family ?? $0.family; $0.size = size ?? $0.size
        }
    }
    /// A single underline.
    public func underline(_ on: Bool = true) -> TextRun { with { $0.underline = on } }
    /// A single line through the text.
    public func strikethrough(_ on: Bool = true) -> TextRun { with { $0.strikethrough = on } }
    /// A link: drawn in the link color (`systemBlue` unless the run has a color), not underlined,
    /// as `UITextView` draws links.
    public func link(_ address: String) -> TextRun {
        with {
            $0.link = address; $0.color = $0.color ?? SystemColor.link.color
        }
    }
}

extension PlaceholderNode {
    /// Rich text (a `UILabel` with an attributed string) in a Dynamic Type style.
    public static func text(style: TextStyle = .body, @RichTextBuilder _ runs: () -> [TextRun]) -> PlaceholderNode {
        PlaceholderNode(.label(LabelNode(TextContent(runs: runs(), font: style.font()), styleName: style.rawValue)))
    }

    /// Text written in `InlineMarkup` (`**strong**`, `*emphasis*`, `~~strike~~`, `[link](url)`,
    /// `{symbol:heart.fill}`), links in `systemBlue`.
    /// - Throws: `InlineMarkup.Problem` for an unknown symbol name or too many runs.
    public static func text(markup: String, style: TextStyle = .body) throws -> PlaceholderNode {
        var content = TextContent(runs: try InlineMarkup.runs(markup), font: style.font())
        content.colorLinks(SystemColor.link.color)
        return PlaceholderNode(.label(LabelNode(content, styleName: style.rawValue)))
    }

    /// A drop shadow under what the node draws (its subtree included), as `CALayer` draws one:
    /// `radius` is the blur (σ = radius / 2), `offset` how far right and down it falls.
    public func shadow(color: DynamicColor = DynamicColor(.black), offset: LayoutPoint = .zero, radius: Double = 3, opacity: Double = 1) -> PlaceholderNode {
        var node = self
        node.shadow = Shadow(color: color, offset: offset, radius: radius, opacity: opacity)
        return node
    }

    /// Space after each paragraph but the last, as `NSParagraphStyle.paragraphSpacing`.
    func paragraphSpacing(_ spacing: Double) -> PlaceholderNode { withText { text, _ in text.paragraph.paragraphSpacing = max(0, spacing) } }
    /// Space before each paragraph but the first, as `NSParagraphStyle.paragraphSpacingBefore`.
    func paragraphSpacingBefore(_ spacing: Double) -> PlaceholderNode {
        withText { text, _ in text.paragraph.paragraphSpacingBefore = max(0, spacing) }
    }
}

extension Paragraph {
    /// Rich text: `Paragraph { "Tap "; TextRun("add favorites").bold(); TextRun.symbol("heart.fill") }`.
    public init(style: TextStyle = .body, @RichTextBuilder _ runs: () -> [TextRun]) {
        self.init(node: .text(style: style, runs))
    }

    /// Text written in `InlineMarkup` (`**strong**`, `*emphasis*`, `[link](url)`, `{symbol:name}`).
    /// - Throws: `InlineMarkup.Problem` for an unknown symbol name or too many runs.
    public init(markup: String, style: TextStyle = .body) throws {
        self.init(node: try .text(markup: markup, style: style))
    }
}
