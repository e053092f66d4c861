import StateboardCore

/// One kind of node (`label`, `button`, an app's own `progressRing`…): everything Stateboard
/// knows about it in one place — its name and keys in theme files, how it decodes them, its
/// JSON Schema, how it measures and how it draws. A new kind is one type adopting this, put in a
/// `NodeKindRegistry`; nothing else switches on kinds.
///
/// An app's kind decodes to a `CustomNode` holding its own `CustomNodeContent` value:
///
/// ```swift
/// struct Badge: CustomNodeContent { var count: Int }
/// struct BadgeKind: PlaceholderNodeKind {
///     var name: String { "badge" }
///     var properties: [NodeKindProperty] { [NodeKindProperty("count", .integer(minimum: 0))] }
///     func decode(_ properties: any NodePropertyReader) -> NodeContent? {
///         .custom(CustomNode(name: name, content: Badge(count: properties.integer("count", minimum: 0) ?? 0)))
///     }
///     func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
///         KindMeasurement(width: 24, height: 24)
///     }
///     func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
///         context.fillEllipse(frame, color: SystemColor.systemRed.color)
///     }
/// }
/// let kinds = NodeKindRegistry.builtIn.registering(BadgeKind())
/// // Theme and scene files may now say `- badge: { count: 3 }`:
/// let theme = try ThemeLoader.load(path: "Themes/app", kinds: kinds)   // the theme keeps its kinds
/// let scene = try SceneFile.load(path: "screen.yaml", kinds: kinds)
/// ```
public protocol PlaceholderNodeKind: Sendable {
    /// The kind's key in theme and scene files (`label`), and its name in layout dumps.
    var name: String { get }
    /// The kind's own keys and their types, beside the common ones (`NodeKindProperty.common`):
    /// a theme or scene file is checked against them when it loads, and `decode` reads them.
    var properties: [NodeKindProperty] { get }
    /// The key a plain scalar stands for (`label: Hello` is `label: { text: Hello }`); `nil`:
    /// the kind takes a mapping only.
    var shorthandKey: String? { get }

    /// Decodes the node's content from its properties; `nil` when a required one is missing or
    /// wrong (the reader has recorded why).
    func decode(_ properties: any NodePropertyReader) -> NodeContent?

    /// Measures the node's content laid out within `width` points (`nil`: unconstrained). Keep
    /// what drawing needs (a text layout, say) in the result's `detail`: it is drawn as measured.
    func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement

    /// The offered width from which the node measures exactly as it does unconstrained (the
    /// same size, baselines and text lines for every width at or above it), given what `measure`
    /// returned for no width: its unconstrained width for text that only wraps when offered less,
    /// `-infinity` for a node whose measurement ignores the width, `nil` (the default) when
    /// unknown. Layout stops measuring a subtree again at widths that cannot change it, which
    /// keeps deep nestings linear; a kind that answers `nil` is measured at every width it is offered.
    func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double?

    /// The first and last baselines when the measured node is given `height` (its top and
    /// bottom edges unless it shows text).
    func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double)

    /// What drawing needs once the node has its final size (by default the measurement's
    /// `detail`; a button works out where its icon and title go).
    func arranged(_ measurement: NodeMeasurement, size: LayoutSize) -> (any Sendable)?

    /// Draws the laid-out node in `frame` (canvas points).
    func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws

    /// Everything the node draws with besides its frame and text (colors, fonts, shapes, image
    /// file names), as named fields written with `StyleRecord`'s formatters. Fingerprints hash
    /// it to say a node's style changed; the names are part of the reference format, so keep
    /// them when renaming Swift properties. By default, nothing.
    func styleRecord(of node: PlaceholderNode) -> [String: String]
}

extension PlaceholderNodeKind {
    /// No shorthand: the kind takes a mapping.
    public var shorthandKey: String? { nil }
    /// Unknown: the node is measured at every width it is offered.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { nil }
    /// A node without text: its top and bottom edges.
    public func baselines(_ measurement: NodeMeasurement, height: Double) -> (first: Double, last: Double) { (0, height) }
    /// What was measured, unchanged.
    public func arranged(_ measurement: NodeMeasurement, size: LayoutSize) -> (any Sendable)? { measurement.detail }
    /// No style of its own.
    public func styleRecord(of node: PlaceholderNode) -> [String: String] { [:] }
}

/// A kind's measurement of one node's content.
public struct KindMeasurement: Sendable {
    /// The intrinsic size; `nil` on an axis where the node has none (it is flexible there).
    public var size: IntrinsicSize
    /// Whether the node's baselines come from text (a baseline-relative stack grows only nodes
    /// without text).
    public var hasText: Bool
    /// What the kind keeps for arranging and drawing.
    public var detail: (any Sendable)?

    public init(size: IntrinsicSize, hasText: Bool = false, detail: (any Sendable)? = nil) {
        self.size = size; self.hasText = hasText; self.detail = detail
    }

    /// A fixed size.
    public init(width: Double?, height: Double?) { self.init(size: IntrinsicSize(width: width, height: height)) }
}

/// What a kind may use while measuring: the text measurer and image sizes of the layout, and
/// its direction.
public struct NodeMeasuringContext: Sendable {
    let engine: LayoutEngine
    init(engine: LayoutEngine) { self.engine = engine }

    /// The layout's direction.
    public var direction: InterfaceDirection { engine.environment.direction }

    /// Lays text out with the layout's measurer (and its per-layout cache), in the layout's
    /// direction. Keep the result to draw it: `NodeDrawingContext.drawText`.
    public func layOut(_ text: TextContent, width: Double?) -> MeasuredText { engine.layOutText(text, width: width) }

    /// An image file's own size in points, if it can be read.
    public func imageSize(at path: String) -> LayoutSize? { engine.environment.images.size(ofImageAt: path) }
    /// The size of the image at `path` drawn at `assetScale` pixels per point (`nil`: from its name).
    public func imageSize(at path: String, assetScale: Double?) -> LayoutSize? {
        engine.environment.images.size(ofImageAt: path, assetScale: assetScale)
    }

    /// `value` rounded up to whole device pixels, as UIKit rounds a view's intrinsic size
    /// (unchanged when the layout has no pixel scale).
    public func roundedUpToPixels(_ value: Double) -> Double {
        guard let scale = engine.environment.pixelScale, scale > 0 else { return value }
        return (value * scale - 1e-6).rounded(.up) / scale
    }
}

/// A kind's key: the type of its value (which decides how it is checked and decoded) and the
/// JSON Schema editors are given for it.
public struct NodeKindProperty: Hashable, Sendable {
    /// The key as theme files write it.
    public var key: String
    /// What its value is.
    public var type: NodePropertyType
    /// What its value may be, for editors (by default, the type's schema).
    public var schema: NodePropertySchema
    /// A property `key` of `type`, described to editors by `schema` (default: the type's).
    public init(_ key: String, _ type: NodePropertyType, schema: NodePropertySchema? = nil) {
        self.key = key; self.type = type; self.schema = schema ?? type.schema
    }
}

/// The JSON Schema of a node property's value, as the schema generator writes it.
public indirect enum NodePropertySchema: Hashable, Sendable {
    /// Text.
    case string
    /// A literal number.
    case number
    /// `true` or `false`.
    case boolean
    /// A number, or a spacing token's name.
    case numberOrToken
    /// A color: hex, system name, token, or `{ light, dark }`.
    case color
    /// Insets: one number or edges.
    case insets
    /// Layout priorities: one number or per axis.
    case priorities
    /// A list of nodes.
    case nodes
    /// A font override mapping (`family`, `size`, `weight`, …).
    case font
    /// One of these strings.
    case oneOf([String])
    /// This exact string.
    case constant(String)
    /// A string with a description for editors.
    case described(String)
    /// Any of these.
    case anyOf([NodePropertySchema])
    /// Text, or a list of rich text runs (strings, and `{ text | symbol, color, weight, … }`).
    case richText
    /// A drop shadow mapping (`color`, `offset`, `radius`, `opacity`).
    case shadow
}
