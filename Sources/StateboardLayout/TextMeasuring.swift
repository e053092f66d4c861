import StateboardCore

/// The size of a run of text and where its baselines fall, as a text engine lays it out.
public struct TextMetrics: Hashable, Sendable {
    /// The laid-out text's size: the widest line's advance width, and the height of its line boxes.
    public var size: LayoutSize
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the top.
    public var lastBaseline: Double
    /// How many lines the text took.
    public var lineCount: Int
    /// Whether the text was cut short (ellipsized) to fit its line limit or width.
    public var isTruncated: Bool

    public init(size: LayoutSize, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool = false) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.lineCount = lineCount; self.isTruncated = isTruncated
    }
}

/// A text engine's laid-out text, kept so that drawing shows exactly what was measured. Layout
/// never looks inside: only the measurer that made it (and the renderer that goes with it) can.
public protocol TextLayoutHandle: AnyObject, Sendable {}

/// Text as a measurer laid it out: its metrics, and the engine's layout to draw.
public struct MeasuredText: Sendable {
    /// What was laid out.
    public var content: TextContent
    /// The width it was wrapped (or ellipsized) at; `nil`: unlimited.
    public var width: Double?
    /// The direction it was laid out in.
    public var direction: InterfaceDirection
    /// Its size, baselines and lines as laid out.
    public var metrics: TextMetrics
    /// The engine's layout; `nil` from measurers that cannot draw (the fake one of layout tests).
    public var handle: (any TextLayoutHandle)?

    /// Text a measurer laid out (`handle`: its own layout, for its renderer to draw).
    public init(
        content: TextContent, width: Double?, direction: InterfaceDirection, metrics: TextMetrics,
        handle: (any TextLayoutHandle)? = nil
    ) {
        self.content = content; self.width = width; self.direction = direction; self.metrics = metrics; self.handle = handle
    }
}

/// Measures text for the layout engine. The layout never draws, so it never imports a text
/// engine: the renderer measures with Pango, and tests with a deterministic fake.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in `direction`, wrapping at `maxWidth` when it allows more than one line
    /// and ellipsizing there when it does not (`nil`: no limit, every paragraph on one line).
    func layOut(_ text: TextContent, maxWidth: Double?, direction: InterfaceDirection) -> MeasuredText
}

extension TextMeasuring {
    /// The metrics of `text` laid out left to right at `maxWidth`.
    public func measure(_ text: TextContent, maxWidth: Double?) -> TextMetrics {
        layOut(text, maxWidth: maxWidth, direction: .leftToRight).metrics
    }
}

/// Tells the layout engine an image file's own size in points.
public protocol ImageSizing: Sendable {
    /// The image's size in points (pixels ÷ the asset's scale), or `nil` when it cannot be read.
    func size(ofImageAt path: String) -> LayoutSize?
    /// The size of an image whose asset scale is given (an asset catalog's `Contents.json`
    /// `scale`) rather than read from its name; `nil` reads it from the name.
    func size(ofImageAt path: String, assetScale: Double?) -> LayoutSize?
}

extension ImageSizing {
    /// Reads the scale from the name whatever is given (sizings that know no asset scales).
    public func size(ofImageAt path: String, assetScale: Double?) -> LayoutSize? { size(ofImageAt: path) }
}

/// An image sizer that knows no images: every image without a declared size is flexible.
public struct NoImageSizing: ImageSizing {
    public init() {}
    public func size(ofImageAt path: String) -> LayoutSize? { nil }
}

/// What the layout engine needs from outside: text and image measurement, the direction, and
/// the node kinds it knows.
public struct LayoutEnvironment: Sendable {
    public var text: any TextMeasuring
    public var images: any ImageSizing
    public var direction: InterfaceDirection
    /// The language text without one of its own is laid out in (`layout(_:)` sets the scene's).
    public var language: String?
    /// The kinds that measure nodes (a custom node's kind is looked up here by name).
    public var kinds: NodeKindRegistry
    /// Device pixels per point, when intrinsic sizes round up to whole device pixels as UIKit's
    /// do (a label's, for one); `nil` leaves them exact. `layout(_:)` sets the scene's scale.
    public var pixelScale: Double?
    /// Seconds one scene may take to lay out and draw (`InputLimits.renderSeconds`); `nil`: no
    /// limit. Each `layout(_:)` starts a `RenderDeadline` that the laid-out scene carries on to
    /// drawing; past it, layout stops measuring and the scene is marked `deadlineExceeded`.
    public var timeLimit: Double?

    public init(
        text: any TextMeasuring, images: any ImageSizing = NoImageSizing(),
        direction: InterfaceDirection = .leftToRight, kinds: NodeKindRegistry = .builtIn, pixelScale: Double? = nil,
        timeLimit: Double? = nil
    ) {
        self.text = text; self.images = images; self.direction = direction; self.kinds = kinds; self.pixelScale = pixelScale
        self.timeLimit = timeLimit
    }
}
