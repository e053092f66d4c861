import StateboardCore

/// The node kinds a decoder, schema, layout and renderer know, by name. A value: add an app's
/// kinds to a copy of `builtIn` and pass it explicitly — to `ThemeLoader.load(path:kinds:)` (the
/// loaded `Theme` keeps it, so resolving, laying out and rendering its jobs use it on any thread),
/// `SceneFile.load(path:kinds:)`, `ImageRenderer(kinds:)` or `LayoutEngine(text:kinds:)`.
public struct NodeKindRegistry: Sendable {
    private var kindsByName: [String: any PlaceholderNodeKind] = [:]
    /// Each kind's keys (the common ones, then its own) and their types, listed once when it is
    /// registered: resolving a screen state looks them up for every property of every node.
    private(set) var propertiesByKind: [String: [NodeKindProperty]] = [:]
    private(set) var typesByKind: [String: [String: NodePropertyType]] = [:]
    /// The kinds' names in the order they were registered (the order errors list them in).
    public private(set) var names: [String] = []

    /// A registry of `kinds`; a later kind replaces an earlier one of the same name.
    public init(_ kinds: [any PlaceholderNodeKind]) {
        for kind in kinds { register(kind) }
    }

    /// Stateboard's own kinds: stack, label, button, image, spinner, skeleton, box, spacer,
    /// progress, divider, and a table's section and row.
    public static let builtIn = NodeKindRegistry([
        StackNodeKind(), LabelNodeKind(), ButtonNodeKind(), ImageNodeKind(), SpinnerNodeKind(), SkeletonNodeKind(),
        BoxNodeKind(), SpacerNodeKind(), ProgressNodeKind(), DividerNodeKind(), ListSectionNodeKind(), ListRowNodeKind(),
    ])

    /// Adds `kind`, replacing a kind of the same name.
    public mutating func register(_ kind: any PlaceholderNodeKind) {
        if kindsByName[kind.name] == nil { names.append(kind.name) }
        kindsByName[kind.name] = kind
        let properties = NodeKindProperty.common + kind.properties
        propertiesByKind[kind.name] = properties
        typesByKind[kind.name] = Dictionary(properties.map { ($0.key, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// A copy with `kind` added.
    public func registering(_ kind: any PlaceholderNodeKind) -> NodeKindRegistry {
        var copy = self
        copy.register(kind)
        return copy
    }

    /// The kind called `name`.
    public func kind(named name: String) -> (any PlaceholderNodeKind)? { kindsByName[name] }

    /// Every kind, in registration order.
    public var kinds: [any PlaceholderNodeKind] { names.compactMap { kindsByName[$0] } }

    /// The kind that measures and draws `node`: its kind by name, or for an app's node whose
    /// kind is not registered, one that leaves it flexible and draws nothing.
    public func kind(for node: PlaceholderNode) -> any PlaceholderNodeKind {
        kindsByName[node.kind] ?? UnregisteredNodeKind(name: node.kind, known: names)
    }
}

/// Drawing a node whose kind the renderer's registry does not know: an app's Swift node
/// (`.custom("rating", …)`) drawn by a renderer that was not given its kind.
public struct UnregisteredNodeKindError: DescribedError, Sendable, Equatable {
    /// The node's kind.
    public var kind: String
    /// The kinds the registry knows.
    public var known: [String]

    public init(kind: String, known: [String]) { self.kind = kind; self.known = known }

    public var description: String {
        "no node kind `\(kind)` is registered, so the node cannot be measured or drawn (known kinds: \(known.joined(separator: ", ")));"
            + " pass a registry with it: `kinds: NodeKindRegistry.builtIn.registering(YourKind())`"
    }
}

/// Stands in for a custom node whose kind no registry knows: laid out as flexible space, so a
/// layout dump still shows where it would be, and refused when drawn.
struct UnregisteredNodeKind: PlaceholderNodeKind {
    let name: String
    let known: [String]
    var properties: [NodeKindProperty] { [] }
    func decode(_ properties: any NodePropertyReader) -> NodeContent? { nil }
    func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }
    func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        throw UnregisteredNodeKindError(kind: name, known: known)
    }
}
