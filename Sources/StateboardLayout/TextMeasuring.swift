import StateboardCore

/// The size of a run of text and where its baselines fall, as a text engine lays it out.
public struct TextMetrics: Hashable, Sendable {
    /// The laid-out text's size: the widest line's advance width, and the height of its line boxes.
    public var size: Size
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the top.
    public var lastBaseline: Double
    /// How many lines the text took.
    public var lineCount: Int
    /// Whether the text was cut short (ellipsized) to fit its line limit or width.
    public var isTruncated: Bool

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool = false) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.lineCount = lineCount; self.isTruncated = isTruncated
    }
}

/// Measures text for the layout engine. The layout never draws, so it never imports a text
/// engine: the renderer measures with Pango, and tests with a deterministic fake.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out, wrapping at `maxWidth` when it allows more than one line
    /// (`nil`: no limit, every paragraph on one line).
    func measure(_ text: TextContent, maxWidth: Double?) -> TextMetrics
}

/// Tells the layout engine an image file's own size in points.
public protocol ImageSizing: Sendable {
    /// The image's size in points (pixels ÷ the asset's scale), or `nil` when it cannot be read.
    func size(ofImageAt path: String) -> Size?
}

/// An image sizer that knows no images: every image without a declared size is flexible.
public struct NoImageSizing: ImageSizing {
    public init() {}
    public func size(ofImageAt path: String) -> Size? { nil }
}

/// What the layout engine needs from outside: text and image measurement, and the direction.
public struct LayoutEnvironment: Sendable {
    public var text: any TextMeasuring
    public var images: any ImageSizing
    public var direction: InterfaceDirection

    public init(text: any TextMeasuring, images: any ImageSizing = NoImageSizing(),
                direction: InterfaceDirection = .leftToRight) {
        self.text = text; self.images = images; self.direction = direction
    }
}
