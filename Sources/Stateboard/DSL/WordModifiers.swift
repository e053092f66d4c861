import StateboardCore

/// A DSL word (`Paragraph`, `Action`, `VerticalStack`, …): a node of one kind whose modifiers return the
/// word again, so a chain keeps the word's type and only its kind's modifiers compile.
public protocol PlaceholderWord: PlaceholderConvertible {
    /// The node the word stands for.
    var placeholderNode: PlaceholderNode { get set }
}

extension PlaceholderWord {
    /// A copy with `change` applied to its node.
    func modified(_ change: (PlaceholderNode) -> PlaceholderNode) -> Self {
        var copy = self
        copy.placeholderNode = change(placeholderNode)
        return copy
    }

    /// The id dumps, diffs, inspectors and `PlaceholderRenderer.Output.frames` name the node by.
    public func id(_ id: String) -> Self { modified { $0.id(id) } }
    /// Hides the node: it takes no space and no gap (`isHidden` on an arranged subview).
    public func hidden(_ hidden: Bool = true) -> Self { modified { $0.hidden(hidden) } }
    /// The gap after this node in its stack (`setCustomSpacing(_:after:)`).
    public func spacingAfter(_ spacing: Double) -> Self { modified { $0.spacingAfter(spacing) } }
    /// A fixed width and/or height, replacing the content's intrinsic size.
    public func frame(width: Double? = nil, height: Double? = nil) -> Self { modified { $0.frame(width: width, height: height) } }
    /// Content hugging priorities (1…1000); the lower, the sooner the node grows.
    public func hugging(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) -> Self {
        modified { $0.hugging(horizontal: horizontal, vertical: vertical) }
    }
    /// Compression resistance priorities (1…1000); the lower, the sooner the node shrinks.
    public func compressionResistance(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) -> Self {
        modified { $0.compressionResistance(horizontal: horizontal, vertical: vertical) }
    }
    /// A drop shadow under what the node draws, as `CALayer` draws one (σ = radius / 2).
    public func shadow(color: DynamicColor = DynamicColor(.black), offset: LayoutPoint = .zero, radius: Double = 3, opacity: Double = 1) -> Self {
        modified { $0.shadow(color: color, offset: offset, radius: radius, opacity: opacity) }
    }
}

/// Words that arrange others: `VerticalStack`, `HorizontalStack`.
public protocol StackWord: PlaceholderWord {}

extension StackWord {
    /// Space around the arranged nodes (`directionalLayoutMargins`; left and right are leading
    /// and trailing), relative to the layout margins or not.
    public func margins(_ margins: Insets, relative: Bool = true) -> Self { modified { $0.margins(margins, relative: relative) } }
    /// Lays a vertical stack's spacing from baseline to baseline (`isBaselineRelativeArrangement`).
    public func baselineRelative(_ on: Bool = true) -> Self { modified { $0.baselineRelative(on) } }
}

/// Words that show text: `Paragraph`, `Action` (its title).
public protocol TextWord: PlaceholderWord {}

extension TextWord {
    /// A Dynamic Type style at the default size.
    public func textStyle(_ style: TextStyle) -> Self { modified { $0.textStyle(style) } }
    /// A font of its own (not scaled by Dynamic Type).
    public func font(_ font: FontSpec) -> Self { modified { $0.font(font) } }
    /// The font's weight.
    public func fontWeight(_ weight: FontWeight) -> Self { modified { $0.fontWeight(weight) } }
    /// Bold, like `UIFont.boldSystemFont`.
    public func bold() -> Self { fontWeight(.bold) }
    /// Extra space between characters, in points.
    public func letterSpacing(_ spacing: Double) -> Self { modified { $0.letterSpacing(spacing) } }
    /// The most lines shown (0: no limit); the last is ellipsized.
    public func lines(_ lines: Int) -> Self { modified { $0.lines(lines) } }
    /// How lines sit in the text (`NSTextAlignment`).
    public func multilineAlignment(_ alignment: ParagraphAlignment) -> Self { modified { $0.multilineAlignment(alignment) } }
    /// Extra space between lines, as `NSParagraphStyle.lineSpacing`.
    public func lineSpacing(_ spacing: Double) -> Self { modified { $0.lineSpacing(spacing) } }
    /// A paragraph style as `NSParagraphStyle` means it.
    public func paragraphStyle(_ style: ParagraphStyle) -> Self { modified { $0.paragraphStyle(style) } }
    /// How lines break and truncate (`NSLineBreakMode`).
    public func lineBreakMode(_ mode: LineBreakMode) -> Self { modified { $0.lineBreakMode(mode) } }
    /// Where lines may break (`NSParagraphStyle.LineBreakStrategy`): `.greedy` as SwiftUI's `Text`.
    public func lineBreakStrategy(_ strategy: LineBreakStrategy) -> Self { modified { $0.lineBreakStrategy(strategy) } }
    /// Space after each paragraph but the last, as `NSParagraphStyle.paragraphSpacing`.
    public func paragraphSpacing(_ spacing: Double) -> Self { modified { $0.paragraphSpacing(spacing) } }
    /// Space before each paragraph but the first, as `NSParagraphStyle.paragraphSpacingBefore`.
    public func paragraphSpacingBefore(_ spacing: Double) -> Self { modified { $0.paragraphSpacingBefore(spacing) } }
}

/// Words drawn in one color of their own: `Paragraph`, `Spinner`, `Skeleton`, `Separator`.
public protocol ColoredWord: PlaceholderWord {}

extension ColoredWord {
    /// The text's, spinner's, skeleton's or separator's color.
    public func color(_ color: DynamicColor) -> Self { modified { $0.color(color) } }
    /// A system color (`.secondaryLabel`).
    public func color(_ color: SystemColor) -> Self { self.color(color.color) }
}

/// Words drawn in the accent: `Action`, `Picture` (a template image), `Symbol`, `ProgressBar`.
public protocol TintedWord: PlaceholderWord {}

extension TintedWord {
    /// The tint: a button's, a template image's or symbol's color, a progress bar's fill.
    public func tint(_ color: DynamicColor) -> Self { modified { $0.tint(color) } }
    /// A system color as the tint.
    public func tint(_ color: SystemColor) -> Self { tint(color.color) }
}

/// Words with rounded corners: `Picture`, `Box`, `Skeleton`.
public protocol RoundedWord: PlaceholderWord {}

extension RoundedWord {
    /// The corner radius.
    public func cornerRadius(_ radius: Double) -> Self { modified { $0.cornerRadius(radius) } }
}

extension Action {
    /// The configuration style.
    public func buttonStyle(_ style: ButtonConfigurationStyle) -> Self { modified { $0.buttonStyle(style) } }
    /// The corners: a radius, or `.capsule`.
    public func buttonCorner(_ corner: CornerStyle) -> Self { modified { $0.buttonCorner(corner) } }
    /// Space between the title and the edges.
    public func contentInsets(_ insets: Insets) -> Self { modified { $0.contentInsets(insets) } }
    /// A leading icon (an SVG or PNG file), tinted like the title.
    public func icon(_ path: String) -> Self { modified { $0.icon(path) } }
}
