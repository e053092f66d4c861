import StateboardCore

/// Modifiers for every property a theme file can set; each returns a changed copy. Those of any
/// node are public here; those of one kind (a text style, a tint) are public on the DSL words
/// whose kind takes them (`WordModifiers.swift`), so the compiler refuses a modifier that would
/// not apply instead of ignoring it.
extension PlaceholderNode {
    // MARK: any node

    /// The id dumps, diffs and inspectors name the node by.
    public func id(_ id: String) -> PlaceholderNode { with { $0.id = id } }
    /// Hides the node: it takes no space and no gap (`isHidden` on an arranged subview).
    public func hidden(_ hidden: Bool = true) -> PlaceholderNode { with { $0.isHidden = hidden } }
    /// The gap after this node in its stack (`setCustomSpacing(_:after:)`).
    public func spacingAfter(_ spacing: Double) -> PlaceholderNode { with { $0.spacingAfter = spacing } }
    /// A fixed width and/or height, replacing the content's intrinsic size.
    public func frame(width: Double? = nil, height: Double? = nil) -> PlaceholderNode {
        with { node in
            if let width { node.width = width }
            if let height { node.height = height }
        }
    }
    /// Content hugging priorities (1…1000); the lower, the sooner the node grows.
    public func hugging(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) -> PlaceholderNode {
        with { node in
            if let horizontal { node.hugging.horizontal = horizontal }
            if let vertical { node.hugging.vertical = vertical }
        }
    }
    /// Compression resistance priorities (1…1000); the lower, the sooner the node shrinks.
    public func compressionResistance(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) -> PlaceholderNode {
        with { node in
            if let horizontal { node.compressionResistance.horizontal = horizontal }
            if let vertical { node.compressionResistance.vertical = vertical }
        }
    }

    // MARK: stacks

    /// Space around a stack's arranged nodes (`directionalLayoutMargins`; left and right are
    /// leading and trailing), relative to the layout margins or not.
    func margins(_ margins: Insets, relative: Bool = true) -> PlaceholderNode {
        withStack {
            $0.margins = margins; $0.marginsRelative = relative
        }
    }
    /// Lays a vertical stack's spacing from baseline to baseline (`isBaselineRelativeArrangement`).
    func baselineRelative(_ on: Bool = true) -> PlaceholderNode { withStack { $0.baselineRelative = on } }

    // MARK: text (labels and button titles)

    /// A Dynamic Type style at the default size.
    func textStyle(_ style: TextStyle) -> PlaceholderNode {
        withText { text, name in
            text.font = style.font(); name = style.rawValue
        }
    }
    /// A font of its own (not scaled by Dynamic Type).
    func font(_ font: FontSpec) -> PlaceholderNode { withText { text, _ in text.font = font } }
    /// The font's weight.
    func fontWeight(_ weight: FontWeight) -> PlaceholderNode { withText { text, _ in text.font.weight = weight } }
    /// Bold, like `UIFont.boldSystemFont`.
    func bold() -> PlaceholderNode { fontWeight(.bold) }
    /// Extra space between characters, in points.
    func letterSpacing(_ spacing: Double) -> PlaceholderNode { withText { text, _ in text.font.letterSpacing = spacing } }
    /// The most lines shown (0: no limit); the last is ellipsized.
    func lines(_ lines: Int) -> PlaceholderNode { withText { text, _ in text.lines = max(0, lines) } }
    /// How lines sit in the label (`NSTextAlignment`).
    func multilineAlignment(_ alignment: ParagraphAlignment) -> PlaceholderNode { withText { text, _ in text.alignment = alignment } }
    /// Extra space between lines (not above the first or below the last), as `NSParagraphStyle.lineSpacing`.
    func lineSpacing(_ spacing: Double) -> PlaceholderNode { withText { text, _ in text.paragraph.lineSpacing = max(0, spacing) } }
    /// A paragraph style as `NSParagraphStyle` means it: line spacing, line heights, line break mode.
    func paragraphStyle(_ style: ParagraphStyle) -> PlaceholderNode { withText { text, _ in text.paragraph = style } }
    /// How lines break and truncate (`NSLineBreakMode`).
    func lineBreakMode(_ mode: LineBreakMode) -> PlaceholderNode { withText { text, _ in text.paragraph.lineBreakMode = mode } }
    /// Where lines may break (`NSParagraphStyle.LineBreakStrategy`): `.greedy` as SwiftUI's `Text`.
    func lineBreakStrategy(_ strategy: LineBreakStrategy) -> PlaceholderNode {
        withText { text, _ in text.paragraph.lineBreakStrategy = strategy }
    }

    // MARK: colors

    /// A label's text color, a spinner's, a divider's, a skeleton's: any `ForegroundColoredContent`.
    func color(_ color: DynamicColor) -> PlaceholderNode {
        withValue(ForegroundColoredContent.self) { $0.color = color }
    }
    /// A system color (`.secondaryLabel`), as `color(_:)` takes it.
    func color(_ color: SystemColor) -> PlaceholderNode { self.color(color.color) }
    /// The accent: a button's tint, an image's template tint, a progress bar's fill: any `TintedContent`.
    func tint(_ color: DynamicColor) -> PlaceholderNode {
        withValue(TintedContent.self) { $0.setTint(color) }
    }
    /// A system color as the tint.
    func tint(_ color: SystemColor) -> PlaceholderNode { tint(color.color) }

    // MARK: buttons, images, boxes

    /// A button's configuration style.
    func buttonStyle(_ style: ButtonConfigurationStyle) -> PlaceholderNode { withButton { $0.style = style } }
    /// A button's corners: a radius, or `.capsule`.
    func buttonCorner(_ corner: CornerStyle) -> PlaceholderNode { withButton { $0.corner = corner } }
    /// Space between a button's title and its edges.
    func contentInsets(_ insets: Insets) -> PlaceholderNode { withButton { $0.contentInsets = insets } }
    /// A leading icon (an SVG or PNG file), tinted like the title.
    func icon(_ path: String) -> PlaceholderNode { withButton { $0.icon = ImageNode(path: path) } }
    /// An image's, a box's or a skeleton's corner radius: any `CornerRoundedContent`.
    func cornerRadius(_ radius: Double) -> PlaceholderNode {
        withValue(CornerRoundedContent.self) { $0.cornerRadius = radius }
    }

    // MARK: helpers

    private func with(_ change: (inout PlaceholderNode) -> Void) -> PlaceholderNode {
        var copy = self
        change(&copy)
        return copy
    }

    private func withStack(_ change: (inout StackNode) -> Void) -> PlaceholderNode {
        with { node in
            if case .stack(var stack) = node.content { change(&stack); node.content = .stack(stack) }
        }
    }

    private func withButton(_ change: (inout ButtonNode) -> Void) -> PlaceholderNode {
        with { node in node.content.change(ButtonNode.self, change) }
    }

    /// Changes the node's value through a capability it has (`ForegroundColoredContent`, …);
    /// a node without it is left as it is.
    private func withValue<Capability>(_ capability: Capability.Type, _ change: (inout Capability) -> Void) -> PlaceholderNode {
        with { node in
            node.content.changeValue { value in
                guard var capable = value as? Capability else { return }
                change(&capable)
                if let changed = capable as? any CustomNodeContent { value = changed }
            }
        }
    }

    /// Changes the text a node shows first (a label's, a button's title) and its style's name:
    /// any `TextShowingContent`.
    func withText(_ change: (inout TextContent, inout String?) -> Void) -> PlaceholderNode {
        withValue(TextShowingContent.self) { shown in
            var text = shown.primaryText, styleName = shown.textStyleName
            change(&text, &styleName)
            shown.primaryText = text
            shown.textStyleName = styleName
        }
    }
}
