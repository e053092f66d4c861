import StateboardCore

/// Lays out node trees with UIStackView's semantics (docs/StackRules.md) in two passes, the way
/// LayoutKit does: `measurement` measures a node tree for a width (text laid out once, at the
/// width it is drawn at), `arrange` gives the measured tree its sizes and places children
/// without measuring again.
public struct LayoutEngine: Sendable {
    public let environment: LayoutEnvironment
    /// Set on the engine copy that runs one `layout` call.
    let textCache: TextCache?
    /// Set on the engine copy that runs one layout pass: what it measured, by node and width.
    let measurements: MeasurementCache?

    public init(environment: LayoutEnvironment) { self.init(environment: environment, textCache: nil, measurements: nil) }

    init(environment: LayoutEnvironment, textCache: TextCache?, measurements: MeasurementCache?) {
        self.environment = environment
        self.textCache = textCache
        self.measurements = measurements
    }

    /// A shorthand for an engine with a text measurer and the defaults for everything else.
    public init(
        text: any TextMeasuring, images: any ImageSizing = NoImageSizing(),
        direction: InterfaceDirection = .leftToRight, kinds: NodeKindRegistry = .builtIn
    ) {
        self.init(environment: LayoutEnvironment(text: text, images: images, direction: direction, kinds: kinds))
    }

    /// Places the scene's root in its screen and lays the whole tree out.
    public func layout(_ scene: PlaceholderScene) -> LaidOutScene { layoutPass(scene).scene }

    /// `layout`, with what the pass measured (for tests that count measurements; `remembering`
    /// off measures whatever is asked, as layout did before it was memoised).
    func layoutPass(_ scene: PlaceholderScene, remembering: Bool = true) -> (scene: LaidOutScene, measurements: MeasurementCache) {
        var environment = self.environment
        environment.direction = scene.direction
        environment.language = scene.language
        environment.pixelScale = scene.scale
        let deadline = environment.timeLimit.map { RenderDeadline(seconds: $0) }
        let measurements = MeasurementCache(deadline: deadline, remembers: remembering)
        let engine = LayoutEngine(environment: environment, textCache: TextCache(), measurements: measurements)
        let contentArea = scene.screen.contentArea(in: scene.canvas)
        // Where placeholders anchor: the content area, up to the room pulled content leaves.
        let placeholderArea = scene.screen.placeholderArea(in: scene.canvas)
        let (frame, measured) = engine.rootFrame(scene, contentArea: placeholderArea)
        let content = scene.content.map { engine.measurement($0, finalWidth: contentArea.size.width) }
        if let exceeded = measurements.deadlineExceeded {
            // Nothing measured past the deadline is worth arranging: the scene is empty, marked.
            return (
                LaidOutScene(
                    scene: scene, root: engine.collapsed(scene.root, at: .zero), contentArea: placeholderArea,
                    kinds: environment.kinds, deadline: deadline, deadlineExceeded: exceeded), measurements
            )
        }
        let root = engine.arrange(measured, size: frame.size).moved(to: frame.origin)
        let accessory = scene.accessory.flatMap { accessory -> LaidOutNode? in
            guard scene.showsPlaceholder else { return nil }
            let (frame, measured) = engine.placedFrame(accessory.node, placement: accessory.placement, in: scene, contentArea: placeholderArea)
            return engine.arrange(measured, size: frame.size).moved(to: frame.origin)
        }
        // Under a large title the bar stretched by the offset already (the content area starts
        // below it); otherwise the rows alone move down.
        let contentOrigin = LayoutPoint(x: contentArea.minX, y: contentArea.minY + scene.contentOffset - scene.screen.largeTitleStretch)
        let laidOutContent = content.map { measured in
            engine.arrange(measured, size: LayoutSize(width: contentArea.width, height: Self.contentHeight(of: measured, area: contentArea.height)))
                .moved(to: contentOrigin)
        }
        var laidOut = LaidOutScene(
            scene: scene, root: root, content: laidOutContent, contentArea: placeholderArea, kinds: environment.kinds,
            deadline: deadline)
        laidOut.accessory = accessory
        // The bars, then the status bar drawn over the top bar's background, which runs up behind it.
        let chrome = ChromeLayout(engine: engine, laidOut: laidOut)
        laidOut.chrome = chrome.bars() + (chrome.statusBar().map { [$0] } ?? [])
        return (laidOut, measurements)
    }

    /// How tall a screen's content is laid out: a scroll view's content, as tall as its rows need,
    /// so a long list runs on under the bottom bars and off the screen instead of being squeezed.
    /// Content with a flexible node (a spacer closing a list) is at least the area tall, the
    /// spacer taking the rest; content without one keeps its own height, as a table leaves the
    /// screen below a short list empty (stretched to the area, a short section's last row, or its
    /// footer, took the rest: a two-row card ran down to the tab bar).
    static func contentHeight(of measured: NodeMeasurement, area: Double) -> Double {
        let natural = scrollHeight(of: measured)
        return hasFlexibleHeight(measured) ? max(area, natural) : natural
    }

    /// Whether a node, or one its vertical stacks arrange, has no height of its own (a spacer).
    static func hasFlexibleHeight(_ measured: NodeMeasurement) -> Bool {
        if measured.size.height == nil { return true }
        guard case .stack(let stack) = measured.node.content, stack.axis == .vertical else { return false }
        return measured.children.contains(where: hasFlexibleHeight)
    }

    /// How tall scrolled content is: its intrinsic height, or for a vertical stack that is flexible
    /// (a spacer closing a list) the height of its nodes and gaps, a flexible node counting none.
    static func scrollHeight(of measured: NodeMeasurement) -> Double {
        if let height = measured.size.height { return height }
        guard case .stack(let stack) = measured.node.content, stack.axis == .vertical, !measured.children.isEmpty else { return 0 }
        let gaps = Self.gaps(between: measured.children.map(\.node), spacing: stack.spacing).reduce(0, +)
        let margins = stack.marginsRelative ? stack.margins.top + stack.margins.bottom : 0
        return measured.children.map(scrollHeight).reduce(0, +) + gaps + margins
    }

    /// The root's frame: the canvas (or the root's declared size at the origin) when the scene has
    /// no placement; otherwise anchored in the placement's area, the content area unless it says
    /// (see docs/StackRules.md, "Placement").
    /// With it, the root measured at the frame's width.
    func rootFrame(_ scene: PlaceholderScene, contentArea: LayoutRect) -> (LayoutRect, NodeMeasurement) {
        let root = scene.root
        guard let placement = scene.placement else {
            let frame = LayoutRect(x: 0, y: 0, width: root.width ?? scene.canvas.width, height: root.height ?? scene.canvas.height)
            return (frame, measurement(root, finalWidth: frame.width))
        }
        return placedFrame(root, placement: placement, in: scene, contentArea: contentArea)
    }

    /// The frame of `root` anchored by `placement` in its area of `scene`'s screen, with the
    /// root measured at the frame's width.
    func placedFrame(_ root: PlaceholderNode, placement: Placement, in scene: PlaceholderScene, contentArea: LayoutRect) -> (LayoutRect, NodeMeasurement) {
        // Decided: placement insets and offset are leading / trailing, like stack margins, so a
        // right-to-left screen mirrors them (the safe area stays physical).
        let rtl = scene.direction == .rightToLeft
        var insets = placement.insets
        if rtl { swap(&insets.left, &insets.right) }
        let offsetX = rtl ? -placement.offset.x : placement.offset.x
        let region = placement.area == .content ? contentArea : placement.region(in: scene.canvas, screen: scene.screen)
        let available = region.inset(by: insets)
        let width = root.width ?? min(available.width, placement.maxWidth ?? .infinity)
        let measured = measurement(root, finalWidth: width)
        let height: Double
        if placement.anchor == .fill {
            height = root.height ?? available.height
        } else {
            height = root.height ?? measured.size.height ?? 0
        }
        let x = available.minX + (available.width - width) / 2
        let y: Double
        switch placement.anchor {
        case _ where height > available.height:
            // Decided: a placeholder taller than the space starts at its top and runs off the bottom,
            // as it would in the scroll view iOS puts it in, never under the top chrome.
            y = available.minY
        case .center: y = available.minY + (available.height - height) / 2
        case .top, .fill: y = available.minY
        case .bottom: y = available.maxY - height
        }
        return (LayoutRect(x: x + offsetX, y: y + placement.offset.y, width: width, height: height), measured)
    }
}
