/// A place in a source file: 1-based line and column (columns count Unicode scalars).
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
    /// `file:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(PrintableText.escaped(file)):\(line):\(column)" }
}

/// Where a node of a theme came from: its mapping, each property's value through the cascade
/// (a literal where it is written, a `$param` or `@string` where the value was given), and the
/// outermost `component:` use that produced it. Lint and explanations point at these.
public struct NodeOrigin: Hashable, Sendable {
    /// Where the node's mapping starts.
    public var node: FileLocation
    /// Where each property's value came from, by property name (`text`, `color`, `title`, …).
    public var properties: [String: FileLocation]
    /// The outermost `component:` use that expanded to this node, if one did.
    public var component: FileLocation?

    public init(node: FileLocation, properties: [String: FileLocation] = [:], component: FileLocation? = nil) {
        self.node = node; self.properties = properties; self.component = component
    }
}
