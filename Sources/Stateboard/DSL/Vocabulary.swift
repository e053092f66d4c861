import StateboardCore
import StateboardLayout

// The DSL's words: each is a node kind with the defaults a theme or scene file gives it. Their
// modifiers return the word itself, and each word has only the modifiers that apply to its kind
// (`WordModifiers.swift`): `Paragraph("Hi").textStyle(.title2)` compiles, `Spinner().textStyle(…)`
// does not, so no modifier is silently ignored.

/// A vertical stack (`UIStackView`, `.vertical`; a theme's `stack`), centred by default.
public struct VerticalStack: StackWord {
    public var placeholderNode: PlaceholderNode
    public init(
        alignment: StackAlignment = .center, spacing: Double = 0, distribution: StackDistribution = .fill,
        @PlaceholderBuilder _ content: () -> [PlaceholderNode]
    ) {
        placeholderNode = .vStack(alignment: alignment, spacing: spacing, distribution: distribution, content)
    }
}

/// A horizontal stack (`UIStackView`, `.horizontal`; a theme's `stack` with `axis: horizontal`);
/// it mirrors in right-to-left locales. (A table row is a `ListRow`, a theme's `row`.)
public struct HorizontalStack: StackWord {
    public var placeholderNode: PlaceholderNode
    public init(
        alignment: StackAlignment = .center, spacing: Double = 0, distribution: StackDistribution = .fill,
        @PlaceholderBuilder _ content: () -> [PlaceholderNode]
    ) {
        placeholderNode = .hStack(alignment: alignment, spacing: spacing, distribution: distribution, content)
    }
}

/// Text (`UILabel`): `@key` strings resolve in themes; one line unless `.lines(_:)` says otherwise.
public struct Paragraph: TextWord, ColoredWord {
    public var placeholderNode: PlaceholderNode
    public init(_ text: String, style: TextStyle = .body) { placeholderNode = .text(text, style: style) }
    init(node: PlaceholderNode) { placeholderNode = node }
}

/// A button (`UIButton` with a configuration), filled and medium-sized by default.
public struct Action: TextWord, TintedWord {
    public var placeholderNode: PlaceholderNode
    public init(_ title: String, style: ButtonConfigurationStyle = .filled, size: ButtonSize = .medium) {
        placeholderNode = .button(title, style: style, size: size)
    }
}

/// A picture from an SVG, PNG, JPEG or PDF file.
public struct Picture: TintedWord, RoundedWord {
    public var placeholderNode: PlaceholderNode
    public init(_ path: String, contentMode: ImageContentMode = .fit) { placeholderNode = .image(path, contentMode: contentMode) }
}

/// An SF Symbols name (`Symbol("heart")`), drawn from the installed symbol set and sized like
/// SF Symbols beside text in `style` at the Large text size, in `label` unless tinted.
public struct Symbol: TintedWord {
    public var placeholderNode: PlaceholderNode
    public init(_ name: String, style: TextStyle = .body, weight: FontWeight? = nil, scale: SymbolScale = .medium) {
        placeholderNode = .symbol(name, style: style, weight: weight, scale: scale)
    }
}

/// An activity indicator.
public struct Spinner: ColoredWord {
    public var placeholderNode: PlaceholderNode
    public init(_ style: SpinnerStyle = .medium) { placeholderNode = .spinner(style) }
}

/// Skeleton placeholders: a bar, a circle, or list rows.
public struct Skeleton: ColoredWord, RoundedWord {
    public var placeholderNode: PlaceholderNode
    public init(_ shape: SkeletonShape) { placeholderNode = .skeleton(shape) }
}

/// A rectangle with a fill and a border (none by default).
public struct Box: RoundedWord {
    public var placeholderNode: PlaceholderNode
    public init(fill: DynamicColor? = nil, border: DynamicColor? = nil, borderWidth: Double = 1, cornerRadius: Double = 0) {
        placeholderNode = .box(fill: fill, border: border, borderWidth: borderWidth, cornerRadius: cornerRadius)
    }
}

/// Empty space that takes what its stack gives it.
public struct Gap: PlaceholderWord {
    public var placeholderNode: PlaceholderNode
    public init() { placeholderNode = .spacer() }
}

/// A progress bar (`UIProgressView`), `value` from 0 to 1.
public struct ProgressBar: TintedWord {
    public var placeholderNode: PlaceholderNode
    public init(_ value: Double) { placeholderNode = .progress(value) }
}

/// A hairline separator.
public struct Separator: ColoredWord {
    public var placeholderNode: PlaceholderNode
    public init(thickness: Double = 0.5) { placeholderNode = .divider(thickness: thickness) }
}

/// A node of an app's own kind (registered in a `NodeKindRegistry` passed as `kinds:` wherever
/// it is laid out or drawn), holding its value.
public struct CustomPlaceholder: PlaceholderWord {
    public var placeholderNode: PlaceholderNode
    public init(_ kind: String, _ content: any CustomNodeContent) { placeholderNode = .custom(kind, content) }
    /// A node of `kind` holding `content`: `CustomPlaceholder(RatingKind(), .init(value: 3))`.
    public init<Kind: CustomNodeKind>(_ kind: Kind, _ content: Kind.Content) { placeholderNode = .custom(kind.name, content) }
}
