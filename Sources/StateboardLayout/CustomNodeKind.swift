import StateboardCore

/// A node kind of an app's own whose nodes hold one `Content` type: the kind measures and draws
/// that value, and Stateboard does the unwrapping `PlaceholderNodeKind` leaves to it (finding
/// the value in the node, wrapping what a theme file decodes to).
///
/// ```swift
/// struct BadgeKind: CustomNodeKind {
///     struct Badge: CustomNodeContent { var count: Int }
///     var name: String { "badge" }
///     func measure(_ badge: Badge, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
///         KindMeasurement(width: 24, height: 24)
///     }
///     func draw(_ badge: Badge, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
///         context.fillEllipse(frame, color: SystemColor.systemRed.color)
///     }
/// }
/// ```
///
/// A kind that theme files may write too lists its `properties` and reads them in
/// `content(from:)`; without one, its nodes are made in Swift only (`CustomPlaceholder`) and a
/// theme that writes the kind gets an error saying so.
public protocol CustomNodeKind: PlaceholderNodeKind {
    /// The value each node of this kind holds.
    associatedtype Content: CustomNodeContent

    /// The node's value from a theme or scene file's properties; `nil` when one is missing or
    /// wrong (say why with `properties.reportError(_:at:hint:)` or `required(_:example:)`).
    func content(from properties: any NodePropertyReader) -> Content?

    /// The size of `content` laid out within `width` points (`nil`: unconstrained).
    func measure(_ content: Content, width: Double?, context: NodeMeasuringContext) -> KindMeasurement

    /// Draws `content` in `frame` (canvas points).
    func draw(_ content: Content, in frame: LayoutRect, on context: any NodeDrawingContext) throws
}

extension CustomNodeKind {
    /// No keys of its own: the node is made in Swift.
    public var properties: [NodeKindProperty] { [] }

    /// Made in Swift only: a theme or scene file that writes the kind is told so.
    public func content(from properties: any NodePropertyReader) -> Content? {
        properties.reportError(
            "`\(name)` nodes are made in Swift (`CustomPlaceholder`), not written in theme or scene files",
            at: name, hint: "implement `content(from:)` in \(type(of: self)) to read it from a file")
        return nil
    }

    /// The value wrapped in a custom node of this kind.
    public func decode(_ properties: any NodePropertyReader) -> NodeContent? {
        content(from: properties).map { .custom(CustomNode(name: name, content: $0)) }
    }

    /// The node's value measured (a node holding another type of value measures as empty and
    /// is refused when drawn).
    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let content = Self.content(of: node) else { return KindMeasurement(width: 0, height: 0) }
        return measure(content, width: width, context: context)
    }

    /// The node's value drawn.
    /// - Throws: `CustomNodeContentMismatchError` when the node holds another type of value.
    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let content = Self.content(of: node.node) else {
            let held = if case .custom(let custom) = node.node.content { "\(type(of: custom.content))" } else { node.node.kind }
            throw CustomNodeContentMismatchError(kind: name, expected: "\(Content.self)", found: held)
        }
        try draw(content, in: frame, on: context)
    }

    /// The value `node` holds, if it is this kind's.
    public static func content(of node: PlaceholderNode) -> Content? {
        guard case .custom(let custom) = node.content else { return nil }
        return custom.content as? Content
    }
}

/// A node registered under a custom kind's name holds a value of another type than the kind draws
/// (two kinds share a name, or the node was made with the wrong value).
public struct CustomNodeContentMismatchError: DescribedError, Sendable, Equatable {
    /// The kind's name.
    public var kind: String
    /// The type the kind draws.
    public var expected: String
    /// What the node holds.
    public var found: String

    public init(kind: String, expected: String, found: String) { self.kind = kind; self.expected = expected; self.found = found }

    public var description: String {
        "a `\(kind)` node holds a \(found), but the kind registered as `\(kind)` draws a \(expected); make the node with the kind's own value"
    }
}
