/// What a node's value can be asked or told beside what its kind measures and draws. A kind's
/// value adopts the ones that apply to it where the value is declared; the DSL's modifiers, a
/// rendered output's texts, fingerprints and the theme's line break strategy reach every kind
/// through these, so none of them lists kinds (and a new kind is never silently left out of one).

/// A value drawn in one main color that `color(_:)` sets: a label's text, a spinner, a divider, a skeleton.
public protocol ForegroundColoredContent: CustomNodeContent {
    /// The color the node's main ink is drawn in.
    var color: DynamicColor { get set }
}

/// A value with an accent that `tint(_:)` sets: a button's, an image's template tint, a progress bar's fill.
public protocol TintedContent: CustomNodeContent {
    /// Draws the node's accent in `tint`.
    mutating func setTint(_ tint: DynamicColor)
}

/// A value with rounded corners that `cornerRadius(_:)` sets: an image, a box, a skeleton.
public protocol CornerRoundedContent: CustomNodeContent {
    /// The corners' radius in points.
    var cornerRadius: Double { get set }
}

/// A value that shows text: a label, a button's title.
public protocol TextShowingContent: CustomNodeContent {
    /// The text the node shows first (a button's title), which the text modifiers change, a
    /// rendered output's `texts` and a fingerprint's `text` report. The name is part of no
    /// format; the fingerprint's field keeps its spelling.
    var primaryText: TextContent { get set }
    /// The text style `primaryText` came from (for inspectors); `nil` where the node keeps none.
    var textStyleName: String? { get set }
    /// Changes every text the node shows (a button's subtitle too).
    mutating func changeEveryText(_ change: (inout TextContent) -> Void)
}

extension TextShowingContent {
    /// No style name is kept.
    public var textStyleName: String? {
        get { nil }
        set {}
    }
    /// The one text.
    public mutating func changeEveryText(_ change: (inout TextContent) -> Void) { change(&primaryText) }
}

/// A value whose node hugs its content other than UIKit's default (250) when its maker gives no
/// priorities: a label hugs at 251, as Interface Builder makes one.
public protocol HuggingContent: CustomNodeContent {
    /// The content hugging a node of this value starts with.
    var defaultHugging: AxisPriorities { get }
}

/// A value that may draw nothing at all (a box with neither fill nor border, which is a spacer):
/// whether content runs under the bars is judged by what is drawn, and such a node is not.
public protocol PossiblyBlankContent: CustomNodeContent {
    /// Whether the node, as it is, draws nothing.
    var drawsNothing: Bool { get }
}
