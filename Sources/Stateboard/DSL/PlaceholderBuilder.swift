import StateboardCore

/// Builds the arranged nodes of a stack from Swift statements, the way SwiftUI builds views:
/// one node per line, `if` / `else`, `switch`, `for` and availability checks.
///
/// Nodes are written with leading dots, so no name collides with SwiftUI's:
///
/// ```swift
/// let node: PlaceholderNode = .vStack(spacing: 12) {
///     .image("icons/tray.svg").frame(width: 64, height: 64).tint(.secondaryLabel)
///     .text("@empty.title").textStyle(.title2).bold()
///     if showsAction { .button("Retry").buttonStyle(.filled) }
/// }
/// ```
@resultBuilder
public enum PlaceholderBuilder {
    public static func buildExpression(_ node: PlaceholderNode) -> [PlaceholderNode] { [node] }
    public static func buildBlock(_ parts: [PlaceholderNode]...) -> [PlaceholderNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [PlaceholderNode]?) -> [PlaceholderNode] { part ?? [] }
    public static func buildEither(first part: [PlaceholderNode]) -> [PlaceholderNode] { part }
    public static func buildEither(second part: [PlaceholderNode]) -> [PlaceholderNode] { part }
    public static func buildArray(_ parts: [[PlaceholderNode]]) -> [PlaceholderNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [PlaceholderNode]) -> [PlaceholderNode] { part }
}
