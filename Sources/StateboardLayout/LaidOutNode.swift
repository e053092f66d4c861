import StateboardCore

/// A node with its frame, the result of layout. Immutable; frames are relative to the parent.
public struct LaidOutNode: Sendable {
    /// The node as declared.
    public let node: PlaceholderNode
    /// The frame in the parent's coordinates (the root's in the canvas's), in unrounded points.
    public let frame: LayoutRect
    /// The laid-out arranged nodes of a stack.
    public let children: [LaidOutNode]
    /// The kind that measured the node and draws it (`nil` for hidden nodes, never drawn).
    public let kind: (any PlaceholderNodeKind)?
    /// What the kind measured and arranged for drawing: a label's text layout at its final width
    /// and direction, a button's icon and title geometry, an app kind's own values.
    public let detail: (any Sendable)?
    /// The first text baseline from the node's top (its top edge when it has no text).
    public let firstBaseline: Double
    /// The last text baseline from the node's top (its bottom edge when it has no text).
    public let lastBaseline: Double
    /// Hidden nodes (or nodes inside one) take no space and are not drawn.
    public let isHidden: Bool

    public init(
        node: PlaceholderNode, frame: LayoutRect, children: [LaidOutNode] = [], kind: (any PlaceholderNodeKind)? = nil,
        detail: (any Sendable)? = nil, firstBaseline: Double? = nil, lastBaseline: Double? = nil, isHidden: Bool = false
    ) {
        self.node = node
        self.frame = frame
        self.children = children
        self.kind = kind
        self.detail = detail
        self.firstBaseline = firstBaseline ?? 0
        self.lastBaseline = lastBaseline ?? frame.height
        self.isHidden = isHidden
    }

    /// A label's or button's text as laid out at the final width (the renderer draws exactly this).
    public var measuredText: MeasuredText? {
        (detail as? MeasuredText) ?? (detail as? ButtonLayout)?.title
    }

    /// The metrics of `measuredText`.
    public var text: TextMetrics? { measuredText?.metrics }

    /// The same node moved to `origin` in its parent.
    public func moved(to origin: LayoutPoint) -> LaidOutNode {
        LaidOutNode(
            node: node, frame: LayoutRect(origin: origin, size: frame.size), children: children, kind: kind, detail: detail,
            firstBaseline: firstBaseline, lastBaseline: lastBaseline, isHidden: isHidden)
    }
}

/// A node with its frame in canvas coordinates, as dumps, inspectors and drawing walk the tree.
public struct PlacedNode: Sendable {
    public let laidOut: LaidOutNode
    /// The frame relative to the canvas's top-left corner.
    public let frame: LayoutRect
    /// 0 for the root.
    public let depth: Int
    /// The child indices that lead from the root to this node (empty for the root).
    public let indexPath: [Int]
    public var node: PlaceholderNode { laidOut.node }
    public var isHidden: Bool { laidOut.isHidden }
}

/// A laid-out scene: the canvas, the placed root and the screen's areas.
public struct LaidOutScene: Sendable {
    public let scene: PlaceholderScene
    public let root: LaidOutNode
    /// The screen's content behind the placeholder, filling the content area, if it has any.
    public let content: LaidOutNode?
    /// The screen's content area (the canvas less safe area and chrome).
    public let contentArea: LayoutRect
    /// The state's second node, placed on its own (`PlaceholderScene.accessory`), when shown.
    public internal(set) var accessory: LaidOutNode?
    /// The screen's bars laid out as nodes (`ChromeBarKind` nodes holding their titles, items and
    /// hairlines), in the order they are drawn; empty when layout stopped at the deadline.
    public internal(set) var chrome: [LaidOutNode] = []
    /// The kinds the scene was laid out with (they describe its nodes' styles to fingerprints).
    public let kinds: NodeKindRegistry
    /// When laying out and drawing this scene must be done by (`LayoutEnvironment.timeLimit`).
    public let deadline: RenderDeadline?
    /// Set when layout stopped at the deadline: the tree is then empty, and drawing throws this.
    public let deadlineExceeded: RenderDeadlineExceeded?

    public init(
        scene: PlaceholderScene, root: LaidOutNode, content: LaidOutNode? = nil, contentArea: LayoutRect,
        kinds: NodeKindRegistry = .builtIn, deadline: RenderDeadline? = nil, deadlineExceeded: RenderDeadlineExceeded? = nil
    ) {
        self.scene = scene; self.root = root; self.content = content; self.contentArea = contentArea; self.kinds = kinds
        self.deadline = deadline; self.deadlineExceeded = deadlineExceeded
    }

    /// Throws when layout stopped at the deadline or the deadline has passed since (`step`: what
    /// the caller is about to do, for the message).
    public func checkDeadline(before step: String = "drawing", at node: PlaceholderNode? = nil) throws(RenderDeadlineExceeded) {
        if let deadlineExceeded { throw deadlineExceeded }
        if let deadline, deadline.hasPassed { throw deadline.exceeded(step, at: node ?? root.node) }
    }

    /// The same layout with its own deadline, `seconds` from now (none for `nil`): a layout
    /// drawn again for another job (another appearance) gets that job's full time.
    public func withDeadline(seconds: Double?) -> LaidOutScene {
        var copy = LaidOutScene(
            scene: scene, root: root, content: content, contentArea: contentArea, kinds: kinds,
            deadline: seconds.map { RenderDeadline(seconds: $0) }, deadlineExceeded: deadlineExceeded)
        copy.accessory = accessory
        copy.chrome = chrome
        return copy
    }

    public var canvas: LayoutSize { scene.canvas }

    /// The accessory's nodes, depth-first, with canvas frames (index paths from the accessory).
    public func placedAccessoryNodes() -> [PlacedNode] {
        accessory.map { Self.placed($0) } ?? []
    }

    /// Every node, depth-first (a node before its children), with canvas frames.
    public func placedNodes() -> [PlacedNode] { Self.placed(root) }

    /// Each bar's nodes, depth-first (the bar first), with canvas frames (index paths from the bar).
    public func placedChromeNodes() -> [[PlacedNode]] { chrome.map { Self.placed($0) } }

    private static func placed(_ root: LaidOutNode) -> [PlacedNode] {
        var result: [PlacedNode] = []
        func visit(_ node: LaidOutNode, parentOrigin: LayoutPoint, indexPath: [Int]) {
            let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            result.append(PlacedNode(laidOut: node, frame: frame, depth: indexPath.count, indexPath: indexPath))
            for (index, child) in node.children.enumerated() { visit(child, parentOrigin: frame.origin, indexPath: indexPath + [index]) }
        }
        visit(root, parentOrigin: .zero, indexPath: [])
        return result
    }
}
