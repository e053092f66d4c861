/// A layout priority (UIKit's `UILayoutPriority`): 1…1000.
public typealias LayoutPriority = Double

/// A priority per axis, for content hugging or compression resistance.
public struct AxisPriorities: Hashable, Sendable, Codable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// The priority on `axis`.
    public func along(_ axis: StackAxis) -> LayoutPriority { axis == .horizontal ? horizontal : vertical }

    /// UIKit's default content hugging (250, `.defaultLow`).
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// What Interface Builder gives a label (251), so labels hug tighter than their neighbours.
    public static let labelHugging = AxisPriorities(horizontal: 251, vertical: 251)
    /// UIKit's default compression resistance (750, `.defaultHigh`).
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// One element of a placeholder: a stack, or a leaf that is measured and drawn.
///
/// Nodes are values: a tree of them describes a placeholder completely, and the layout engine
/// turns it into frames without changing it.
public struct PlaceholderNode: Sendable {
    /// A name for finding the node in layout dumps, diffs and inspector overlays.
    public var id: String?
    /// What the node is and draws.
    public var content: NodeContent
    /// A fixed width, which replaces the content's intrinsic width.
    public var width: Double?
    /// A fixed height, which replaces the content's intrinsic height.
    public var height: Double?
    /// A hidden node takes no space and no gap in its stack (UIKit's `isHidden` on an arranged subview).
    public var isHidden: Bool
    /// The gap after this node in its stack, in place of the stack's `spacing`
    /// (UIKit's `setCustomSpacing(_:after:)`).
    public var spacingAfter: Double?
    /// Content hugging priority per axis: the lower, the sooner the node grows.
    public var hugging: AxisPriorities
    /// Compression resistance priority per axis: the lower, the sooner the node shrinks.
    public var compressionResistance: AxisPriorities
    /// Where a theme declared the node and its values (`nil` for nodes built in Swift).
    public var origin: NodeOrigin?
    /// A drop shadow under what the node draws (its subtree included), as `CALayer` draws one.
    public var shadow: Shadow?

    public init(
        id: String? = nil, _ content: NodeContent, width: Double? = nil, height: Double? = nil,
        isHidden: Bool = false, spacingAfter: Double? = nil, hugging: AxisPriorities? = nil,
        compressionResistance: AxisPriorities = .defaultCompressionResistance
    ) {
        self.id = id
        self.content = content
        self.width = width
        self.height = height
        self.isHidden = isHidden
        self.spacingAfter = spacingAfter
        self.hugging = hugging ?? content.defaultHugging
        self.compressionResistance = compressionResistance
    }

    /// The node's kind as theme files and layout dumps name it (`stack`, `label`, …).
    public var kind: String { content.kindName }

    /// The arranged nodes of a stack; empty for a leaf.
    public var children: [PlaceholderNode] {
        if case .stack(let stack) = content { return stack.nodes }
        return []
    }
}

/// What a node is: a stack, which the layout engine arranges itself, or a leaf whose kind (a
/// `PlaceholderNodeKind` registered under its name, built in or the app's own) decodes, measures
/// and draws its value.
///
/// Every leaf goes the one way: `label`, `button`, `image` and `box` are kinds like `divider` or
/// an app's `progressRing`, built with `.label(_:)`, `.button(_:)`, … and read with
/// `value(as:)` or a capability protocol (`TextShowingContent`, `TintedContent`, …), so no code
/// lists kinds and a new kind is never silently left out.
public indirect enum NodeContent: Sendable {
    case stack(StackNode)
    /// A leaf: its kind's name and value.
    case custom(CustomNode)

    /// The name of the kind (`stack`, `image`, `label`, …).
    public var kindName: String {
        switch self {
        case .stack: "stack"
        case .custom(let custom): custom.name
        }
    }

    /// A leaf's value: what its kind decodes, measures and draws, and what the capability
    /// protocols (`TextShowingContent`, `TintedContent`, …) are asked through; `nil` for a stack.
    public var value: (any CustomNodeContent)? {
        switch self {
        case .stack: nil
        case .custom(let custom): custom.content
        }
    }

    /// The leaf's value if it is a `T`.
    public func value<T: CustomNodeContent>(as type: T.Type) -> T? { value as? T }

    /// Changes a leaf's value in place (a stack is left as it is). The value keeps its kind: a
    /// change that makes it another type of value is not applied.
    public mutating func changeValue(_ change: (inout any CustomNodeContent) -> Void) {
        guard case .custom(let custom) = self else { return }
        var changed = custom.content
        change(&changed)
        guard ObjectIdentifier(type(of: changed)) == ObjectIdentifier(type(of: custom.content)) else { return }
        self = .custom(CustomNode(name: custom.name, content: changed))
    }

    /// Changes the leaf's value if it is a `T`.
    public mutating func change<T: CustomNodeContent>(_ type: T.Type, _ change: (inout T) -> Void) {
        changeValue { value in
            guard var typed = value as? T else { return }
            change(&typed)
            value = typed
        }
    }

    var defaultHugging: AxisPriorities {
        (value as? any HuggingContent)?.defaultHugging ?? .defaultHugging
    }
}
