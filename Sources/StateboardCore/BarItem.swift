/// A navigation bar's or a toolbar's button (`UIBarButtonItem`): a symbol such as `plus`, a text
/// such as Edit or Cancel, an image of the app's, or a compact date picker
/// (`UIBarButtonItem(customView:)` holding a `UIDatePicker` in its `.compact` style), drawn in the
/// app's tint unless it has its own; in a toolbar, also the spaces that place the others
/// (`UIBarButtonItem.flexibleSpace()`, `.fixedSpace(_:)`).
public struct BarItem: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// An SF Symbols name (`plus`, `square.and.pencil`).
        case symbol(String)
        /// A title (`Edit`, `Cancel`): 17 pt, regular, or semibold for `isDone`.
        case text(String)
        /// An image file or asset catalog image set (a symbol set's template included)
        /// (`UIBarButtonItem(image:)`), drawn `width` × `height` points; a side not given follows
        /// the image's own size and aspect.
        case image(ImageNode, width: Double?, height: Double?)
        /// A compact date picker: one rounded rectangle per text (the date, the time, or both), as
        /// the locale formats them.
        case datePicker(texts: [String])
        /// A toolbar's flexible space: the row's free width, shared with the other flexible spaces.
        case flexibleSpace
        /// A toolbar's fixed space of this many points between its neighbours.
        case fixedSpace(Double)
    }

    public var content: Content
    /// `UIBarButtonItem.Style.done`: the title in semibold (Done, Save).
    public var isDone: Bool
    /// The item's own color (`UIBarButtonItem.tintColor`); `nil`: the bar's tint.
    public var tint: DynamicColor?
    /// A symbol's configuration (`UIImage.SymbolConfiguration(pointSize:weight:scale:)`): by
    /// default 17 pt (body), regular, at the large scale, as UIKit draws bar button symbols.
    public var pointSize = 17.0
    public var weight = FontWeight.regular
    public var scale = SymbolScale.large

    public init(_ content: Content, isDone: Bool = false, tint: DynamicColor? = nil) {
        self.content = content; self.isDone = isDone; self.tint = tint
    }

    /// Whether the item is a toolbar's space, which draws nothing and only places the others.
    public var isSpace: Bool {
        switch content {
        case .flexibleSpace, .fixedSpace: true
        default: false
        }
    }

    /// The symbol the item draws, with its configuration; `nil` for other items.
    public var symbolImage: SymbolImage? {
        guard case .symbol(let name) = content else { return nil }
        return SymbolImage(name: name, pointSize: pointSize, weight: weight, scale: scale)
    }
}

/// How iOS 17/18 draws a compact `UIDatePicker` in a bar, measured on two simulator captures
/// (docs/iOSMetrics.md, "Bars"): a rounded rectangle of `tertiarySystemFill` 34⅓ pt tall,
/// centred on the bar's row, the date in 17 pt regular `label` 12 pt from its ends.
public enum DatePickerMetrics {
    /// The rounded rectangle's height (measured 34.33 pt on both captures).
    public static let height = 34.0 + 1.0 / 3.0
    /// Its corner radius (measured 8 pt: 24 px at @3x on both captures).
    public static let cornerRadius = 8.0
    /// Room between the date's advance and the rectangle's ends (the ink starts 13.3 pt in and
    /// ends 12.7 pt before the end; SF Pro's side bearings take the rest).
    public static let padding = 12.0
    /// The date's size: 17 pt regular, fixed as the bars' other texts are.
    public static let textSize = 17.0
    /// The fill: `tertiarySystemFill` (measured (238, 238, 239) over white).
    public static var fill: DynamicColor { SystemColor.tertiarySystemFill.color }
    /// The date's color: `label` while not being edited.
    public static var textColor: DynamicColor { SystemColor.label.color }
}
