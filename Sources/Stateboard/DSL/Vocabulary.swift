import StateboardCore

// The DSL's words: each is a node kind with the defaults a theme or scene file gives it. Every
// modifier of `PlaceholderNode` applies to them (`Paragraph("Hi").textStyle(.title2)`).

/// A vertical stack (`UIStackView`, `.vertical`), centred by default.
public struct Column: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(alignment: StackAlignment = .center, spacing: Double = 0, distribution: StackDistribution = .fill,
                @PlaceholderBuilder _ content: () -> [PlaceholderNode]) {
        placeholderNode = .vStack(alignment: alignment, spacing: spacing, distribution: distribution, content)
    }
}

/// A horizontal stack (`UIStackView`, `.horizontal`); it mirrors in right-to-left locales.
public struct Row: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(alignment: StackAlignment = .center, spacing: Double = 0, distribution: StackDistribution = .fill,
                @PlaceholderBuilder _ content: () -> [PlaceholderNode]) {
        placeholderNode = .hStack(alignment: alignment, spacing: spacing, distribution: distribution, content)
    }
}

/// Text (`UILabel`): `@key` strings resolve in themes; one line unless `.lines(_:)` says otherwise.
public struct Paragraph: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(_ text: String, style: TextStyle = .body) { placeholderNode = .text(text, style: style) }
    init(node: PlaceholderNode) { placeholderNode = node }
}

/// A button (`UIButton` with a configuration), filled by default.
public struct Action: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(_ title: String, style: ButtonConfigurationStyle = .filled) { placeholderNode = .button(title, style: style) }
}

/// A picture from an SVG, PNG, JPEG or PDF file.
public struct Picture: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(_ path: String, contentMode: ImageContentMode = .fit) { placeholderNode = .image(path, contentMode: contentMode) }
}

/// An activity indicator.
public struct Spinner: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(_ style: SpinnerStyle = .medium) { placeholderNode = .spinner(style) }
}

/// Skeleton placeholders: a bar, a circle, or list rows.
public struct Skeleton: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(_ shape: SkeletonShape) { placeholderNode = .skeleton(shape) }
}

/// A rectangle with a fill and a border (none by default).
public struct Box: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(fill: DynamicColor? = nil, border: DynamicColor? = nil, borderWidth: Double = 1, cornerRadius: Double = 0) {
        placeholderNode = .box(fill: fill, border: border, borderWidth: borderWidth, cornerRadius: cornerRadius)
    }
}

/// Empty space that takes what its stack gives it.
public struct Gap: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init() { placeholderNode = .spacer() }
}

/// A progress bar (`UIProgressView`), `value` from 0 to 1.
public struct ProgressBar: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(_ value: Double) { placeholderNode = .progress(value) }
}

/// A hairline separator.
public struct Separator: PlaceholderConvertible {
    public let placeholderNode: PlaceholderNode
    public init(thickness: Double = 0.5) { placeholderNode = .divider(thickness: thickness) }
}

extension PlaceholderConvertible {
    // The modifiers, on the words too; each returns the changed node.
    public func id(_ id: String) -> PlaceholderNode { placeholderNode.id(id) }
    public func hidden(_ hidden: Bool = true) -> PlaceholderNode { placeholderNode.hidden(hidden) }
    public func spacingAfter(_ spacing: Double) -> PlaceholderNode { placeholderNode.spacingAfter(spacing) }
    public func frame(width: Double? = nil, height: Double? = nil) -> PlaceholderNode { placeholderNode.frame(width: width, height: height) }
    public func hugging(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) -> PlaceholderNode {
        placeholderNode.hugging(horizontal: horizontal, vertical: vertical)
    }
    public func compressionResistance(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) -> PlaceholderNode {
        placeholderNode.compressionResistance(horizontal: horizontal, vertical: vertical)
    }
    public func margins(_ margins: Insets, relative: Bool = true) -> PlaceholderNode { placeholderNode.margins(margins, relative: relative) }
    public func baselineRelative(_ on: Bool = true) -> PlaceholderNode { placeholderNode.baselineRelative(on) }
    public func textStyle(_ style: TextStyle) -> PlaceholderNode { placeholderNode.textStyle(style) }
    public func font(_ font: FontSpec) -> PlaceholderNode { placeholderNode.font(font) }
    public func fontWeight(_ weight: FontWeight) -> PlaceholderNode { placeholderNode.fontWeight(weight) }
    public func bold() -> PlaceholderNode { placeholderNode.bold() }
    public func letterSpacing(_ spacing: Double) -> PlaceholderNode { placeholderNode.letterSpacing(spacing) }
    public func lines(_ lines: Int) -> PlaceholderNode { placeholderNode.lines(lines) }
    public func multilineAlignment(_ alignment: ParagraphAlignment) -> PlaceholderNode { placeholderNode.multilineAlignment(alignment) }
    public func paragraphSpacing(_ spacing: Double) -> PlaceholderNode { placeholderNode.paragraphSpacing(spacing) }
    public func shadow(color: DynamicColor = DynamicColor(.black), offset: Point = .zero, radius: Double = 3, opacity: Double = 1) -> PlaceholderNode {
        placeholderNode.shadow(color: color, offset: offset, radius: radius, opacity: opacity)
    }
    public func paragraphSpacingBefore(_ spacing: Double) -> PlaceholderNode { placeholderNode.paragraphSpacingBefore(spacing) }
    public func color(_ color: DynamicColor) -> PlaceholderNode { placeholderNode.color(color) }
    public func color(_ color: SystemColor) -> PlaceholderNode { placeholderNode.color(color) }
    public func tint(_ color: DynamicColor) -> PlaceholderNode { placeholderNode.tint(color) }
    public func tint(_ color: SystemColor) -> PlaceholderNode { placeholderNode.tint(color) }
    public func buttonStyle(_ style: ButtonConfigurationStyle) -> PlaceholderNode { placeholderNode.buttonStyle(style) }
    public func buttonCorner(_ corner: CornerStyle) -> PlaceholderNode { placeholderNode.buttonCorner(corner) }
    public func contentInsets(_ insets: Insets) -> PlaceholderNode { placeholderNode.contentInsets(insets) }
    public func icon(_ path: String) -> PlaceholderNode { placeholderNode.icon(path) }
    public func cornerRadius(_ radius: Double) -> PlaceholderNode { placeholderNode.cornerRadius(radius) }
}
