import StateboardCore

// Spellings of the public API that changed, kept for one minor version with the compiler's fix-it
// to the new one (README, "Versions"; CHANGELOG.md, "Deprecated", says when each goes). Each is
// the old spelling forwarding to the new one, nothing more. Tests/StateboardTests/DeprecationTests
// compiles the old spellings, so a shim cannot be dropped or broken by accident.

#if !canImport(Darwin)
    // Point, Size and Rect were renamed because MacTypes, which Foundation brings in on Apple
    // platforms, has types of those names: there the old spellings would clash with Apple's
    // (a platform name clash forbids the alias), so they are kept on other platforms only.

    /// Renamed `LayoutPoint`.
    @available(*, deprecated, renamed: "LayoutPoint")
    public typealias Point = LayoutPoint
    /// Renamed `LayoutSize`.
    @available(*, deprecated, renamed: "LayoutSize")
    public typealias Size = LayoutSize
    /// Renamed `LayoutRect`.
    @available(*, deprecated, renamed: "LayoutRect")
    public typealias Rect = LayoutRect
#endif

/// The modifiers every node and every `PlaceholderConvertible` once had, returning a
/// `PlaceholderNode`. They are the DSL words' now, each word having only its kind's (a tint on a
/// `Symbol`, `Picture`, `Action` or `ProgressBar`), and an app's own node goes into a
/// `CustomPlaceholder`, which has them all.
extension PlaceholderConvertible {
    /// The id dumps, diffs and inspectors name the node by.
    @available(*, deprecated, message: "wrap an app's node in CustomPlaceholder(kind, value), a word with .id(_:)")
    public func id(_ id: String) -> PlaceholderNode { placeholderNode.id(id) }

    /// Hides the node.
    @available(*, deprecated, message: "wrap an app's node in CustomPlaceholder(kind, value), a word with .hidden(_:)")
    public func hidden(_ hidden: Bool = true) -> PlaceholderNode { placeholderNode.hidden(hidden) }

    /// A fixed width and/or height.
    @available(*, deprecated, message: "wrap an app's node in CustomPlaceholder(kind, value), a word with .frame(width:height:)")
    public func frame(width: Double? = nil, height: Double? = nil) -> PlaceholderNode { placeholderNode.frame(width: width, height: height) }

    /// The tint of a button, image or progress bar; other nodes are returned unchanged.
    @available(*, deprecated, message: "tint a word that takes one: Symbol(…).tint, Picture(…).tint, Action(…).tint or ProgressBar(…).tint")
    public func tint(_ color: DynamicColor) -> PlaceholderNode { placeholderNode.tint(color) }

    /// A system color as the tint.
    @available(*, deprecated, message: "tint a word that takes one: Symbol(…).tint, Picture(…).tint, Action(…).tint or ProgressBar(…).tint")
    public func tint(_ color: SystemColor) -> PlaceholderNode { placeholderNode.tint(color) }
}

// One name per concept (0.3.0): a theme's `row` is a table row, so the DSL's table row is
// `ListRow` (its value `ListRowNode`, as every kind's value is `<Kind>Node`), and the stacks are
// named for what a theme writes, `stack` and its `axis`, no longer `Row` and `Column`.

/// Renamed `HorizontalStack`: `Row` read as a table row, which a theme's `row` is.
@available(*, deprecated, renamed: "HorizontalStack")
public typealias Row = HorizontalStack
/// Renamed `VerticalStack`, the pair of `HorizontalStack`.
@available(*, deprecated, renamed: "VerticalStack")
public typealias Column = VerticalStack
/// Renamed `ListRow`, the name of a theme's `row`.
@available(*, deprecated, renamed: "ListRow")
public typealias ListCell = ListRow
