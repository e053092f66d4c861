/// A drop shadow, as `CALayer` draws one under a layer's content (`shadowColor`, `shadowOffset`,
/// `shadowRadius`, `shadowOpacity`) and `NSShadow` under text: the alpha of what the node draws
/// (its subtree included), blurred, offset and painted in `color` behind it.
public struct Shadow: Hashable, Sendable {
    /// The largest `radius` a file may give, in points.
    public static let maximumRadius = 100.0
    /// The largest offset a file may give on either axis, in points.
    public static let maximumOffset = 1000.0

    public var color: DynamicColor
    /// How far right (x) and down (y) the shadow falls, in points.
    public var offset: LayoutPoint
    /// The blur radius in points (`shadowRadius`); the blur is a Gaussian with σ = radius / 2.
    public var radius: Double
    /// Multiplies the color's alpha (`shadowOpacity`).
    public var opacity: Double

    /// A shadow in `color` (default black), `offset` (default none), `radius` (default 3, CALayer's)
    /// and `opacity` (default 1).
    public init(color: DynamicColor = DynamicColor(.black), offset: LayoutPoint = .zero, radius: Double = 3, opacity: Double = 1) {
        self.color = color; self.offset = offset
        self.radius = min(max(radius, 0), Self.maximumRadius); self.opacity = min(max(opacity, 0), 1)
    }

    /// The Gaussian's standard deviation in points: half the radius. Core Animation does not
    /// document the curve; design tools that export `shadowRadius` (Sketch, Figma) treat it as
    /// half their blur value, whose σ is half of it again — a common reading we follow.
    public var sigma: Double { radius / 2 }

    /// How far past what is drawn the blur reaches: 3 σ.
    public var reach: Double { 3 * sigma }
}
