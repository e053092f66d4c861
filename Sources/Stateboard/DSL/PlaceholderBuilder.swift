import StateboardCore

/// Builds the arranged nodes of a stack from Swift statements, the way SwiftUI builds views:
/// one node per line, `if` / `else`, `switch`, `for` and availability checks.
///
/// The vocabulary (`VerticalStack`, `HorizontalStack`, `Paragraph`, `Action`, `Picture`, `Spinner`, `Skeleton`,
/// `Box`, `Gap`, `ProgressBar`, `Separator`) is chosen so that no name collides with SwiftUI's,
/// Swift Testing's or Foundation's:
///
/// ```swift
/// let node = VerticalStack(spacing: 12) {
///     Picture("icons/tray.svg").frame(width: 64, height: 64).tint(.secondaryLabel)
///     Paragraph("@empty.title").textStyle(.title2).bold()
///     if showsAction { Action("Retry").buttonStyle(.filled) }
/// }
/// ```
@resultBuilder
public enum PlaceholderBuilder {
    public static func buildExpression(_ content: some PlaceholderConvertible) -> [PlaceholderNode] { [content.placeholderNode] }
    public static func buildBlock(_ parts: [PlaceholderNode]...) -> [PlaceholderNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [PlaceholderNode]?) -> [PlaceholderNode] { part ?? [] }
    public static func buildEither(first part: [PlaceholderNode]) -> [PlaceholderNode] { part }
    public static func buildEither(second part: [PlaceholderNode]) -> [PlaceholderNode] { part }
    public static func buildArray(_ parts: [[PlaceholderNode]]) -> [PlaceholderNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [PlaceholderNode]) -> [PlaceholderNode] { part }
}

/// Anything that stands for a node in a `PlaceholderBuilder` body.
public protocol PlaceholderConvertible: Sendable {
    /// The node it stands for.
    var placeholderNode: PlaceholderNode { get }
}

extension PlaceholderNode: PlaceholderConvertible {
    public var placeholderNode: PlaceholderNode { self }
}
