/// How a stack sizes its nodes along its axis (`UIStackView.Distribution`).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable, Codable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// How a stack places its nodes across its axis (`UIStackView.Alignment`).
/// `top` is `leading` and `bottom` is `trailing`, as in UIKit.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline

    /// `top` and `bottom` folded into `leading` and `trailing`.
    public var normalized: StackAlignment {
        switch self {
        case .top: .leading
        case .bottom: .trailing
        default: self
        }
    }

    /// Whether this aligns text baselines (horizontal stacks only).
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// A stack of nodes along one axis, with UIStackView's semantics (see docs/StackRules.md).
/// A container's own drawing: a background, a border and rounded corners (`CALayer`'s
/// `backgroundColor`, `borderColor`, `borderWidth`, `cornerRadius`); its shadow is the node's.
public struct ContainerLook: Hashable, Sendable {
    public var background: DynamicColor?
    public var border: DynamicColor?
    public var borderWidth: Double
    public var cornerRadius: Double
    /// A blur material under the background (a HUD's `UIVisualEffectView`): what lies under the
    /// container, blurred, saturated and tinted.
    public var material: BlurMaterial.Style?

    public init(
        background: DynamicColor? = nil, border: DynamicColor? = nil, borderWidth: Double = 1, cornerRadius: Double = 0,
        material: BlurMaterial.Style? = nil
    ) {
        self.background = background; self.border = border; self.borderWidth = borderWidth; self.cornerRadius = cornerRadius
        self.material = material
    }

    /// Whether it draws anything.
    public var isVisible: Bool { background != nil || border != nil || material != nil }
}

public struct StackNode: Sendable {
    public var axis: StackAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// The gap between adjacent nodes (exact, or a minimum for the equal-spacing distributions).
    public var spacing: Double
    /// Insets applied when `marginsRelative` is true.
    public var margins: Insets
    /// Lay nodes out inside the margins (UIKit's `isLayoutMarginsRelativeArrangement`).
    public var marginsRelative: Bool
    /// Measure vertical gaps between text baselines (UIKit's `isBaselineRelativeArrangement`).
    public var baselineRelative: Bool
    /// The arranged nodes, in order.
    public var nodes: [PlaceholderNode]
    /// What the stack draws behind its nodes (UIStackView draws its `backgroundColor` and
    /// `layer` since iOS 14): a card or a promo's container.
    public var look = ContainerLook()

    public init(
        axis: StackAxis = .vertical, distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill, spacing: Double = 0, margins: Insets = .zero,
        marginsRelative: Bool = false, baselineRelative: Bool = false, nodes: [PlaceholderNode] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.margins = margins
        self.marginsRelative = marginsRelative
        self.baselineRelative = baselineRelative
        self.nodes = nodes
    }
}
