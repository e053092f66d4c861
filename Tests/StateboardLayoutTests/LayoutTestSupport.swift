import StateboardCore
import Testing

@testable import StateboardLayout

/// Small builders for layout tests, and the frames a layout gives each node by id.
enum L {
    static func box(
        _ id: String, w: Double? = nil, h: Double? = nil, hidden: Bool = false, after: Double? = nil,
        hug: (Double, Double)? = nil, cr: (Double, Double)? = nil
    ) -> PlaceholderNode {
        var node = PlaceholderNode(id: id, .box(BoxNode()), width: w, height: h, isHidden: hidden, spacingAfter: after)
        if let hug { node.hugging = AxisPriorities(horizontal: hug.0, vertical: hug.1) }
        if let cr { node.compressionResistance = AxisPriorities(horizontal: cr.0, vertical: cr.1) }
        return node
    }

    static func label(_ id: String, _ text: String, size: Double = 10, lineHeight: Double? = nil, lines: Int = 1) -> PlaceholderNode {
        PlaceholderNode(id: id, .label(LabelNode(TextContent(text: text, font: FontSpec(size: size, lineHeight: lineHeight), lines: lines))))
    }

    static func stack(
        _ axis: StackAxis, _ distribution: StackDistribution = .fill, id: String? = nil, align: StackAlignment = .fill,
        spacing: Double = 0, margins: Insets = .zero, marginsRelative: Bool = false, baselineRelative: Bool = false,
        w: Double? = nil, h: Double? = nil, _ nodes: [PlaceholderNode]
    ) -> PlaceholderNode {
        PlaceholderNode(
            id: id,
            .stack(
                StackNode(
                    axis: axis, distribution: distribution, alignment: align, spacing: spacing, margins: margins,
                    marginsRelative: marginsRelative, baselineRelative: baselineRelative, nodes: nodes)),
            width: w, height: h)
    }

    /// Lays `root` out filling a canvas (or placed) with the fixed-advance measurer
    /// (0.5 em a character; line height 1.2 em unless given) and returns canvas frames by id.
    static func frames(
        _ root: PlaceholderNode, canvas: LayoutSize = LayoutSize(width: 300, height: 200), placement: Placement? = nil,
        screen: ScreenFrame = ScreenFrame(), direction: InterfaceDirection = .leftToRight
    ) -> [String: LayoutRect] {
        let scene = PlaceholderScene(canvas: canvas, root: root, placement: placement, screen: screen, direction: direction)
        let laidOut = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
        var result: [String: LayoutRect] = [:]
        for placed in laidOut.placedNodes() { if let id = placed.node.id { result[id] = placed.frame } }
        return result
    }

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutRect { LayoutRect(x: x, y: y, width: w, height: h) }
}

/// Frames equal within 1e-9 pt.
func close(_ a: LayoutRect?, _ b: LayoutRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

// Builders and a layout runner for the rule-by-rule tests. Every expected number in the tests
// is computed by hand from docs/StackRules.md; nothing here calls engine internals.

/// The tolerance for comparing frames.
let tolerance = 1e-9

/// A box (a spacer without fill): `nil` on an axis makes it flexible there.
func box(
    _ id: String, w: Double? = nil, h: Double? = nil, hidden: Bool = false, after: Double? = nil,
    hug: AxisPriorities? = nil, cr: AxisPriorities = .defaultCompressionResistance
) -> PlaceholderNode {
    PlaceholderNode(
        id: id, .box(BoxNode()), width: w, height: h, isHidden: hidden, spacingAfter: after,
        hugging: hug, compressionResistance: cr)
}

/// A label in the system font at `size` (the fake measurer: 0.5 × size per character).
func label(
    _ id: String, _ text: String, size: Double = 10, lineHeight: Double? = nil, lines: Int = 1,
    w: Double? = nil, h: Double? = nil, after: Double? = nil
) -> PlaceholderNode {
    let content = TextContent(text: text, font: FontSpec(size: size, lineHeight: lineHeight), lines: lines)
    return PlaceholderNode(id: id, .label(LabelNode(content)), width: w, height: h, spacingAfter: after)
}

/// A stack node along `axis`.
func stack(
    _ axis: StackAxis, _ id: String = "stack", distribution: StackDistribution = .fill,
    alignment: StackAlignment = .fill, spacing: Double = 0, margins: Insets = .zero,
    marginsRelative: Bool = false, baselineRelative: Bool = false, w: Double? = nil, h: Double? = nil,
    hidden: Bool = false, after: Double? = nil, _ nodes: [PlaceholderNode]
) -> PlaceholderNode {
    let content = StackNode(
        axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
        margins: margins, marginsRelative: marginsRelative,
        baselineRelative: baselineRelative, nodes: nodes)
    return PlaceholderNode(id: id, .stack(content), width: w, height: h, isHidden: hidden, spacingAfter: after)
}

func hstack(
    _ id: String = "stack", distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
    spacing: Double = 0, margins: Insets = .zero, marginsRelative: Bool = false,
    w: Double? = nil, h: Double? = nil, after: Double? = nil, _ nodes: [PlaceholderNode]
) -> PlaceholderNode {
    stack(
        .horizontal, id, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins,
        marginsRelative: marginsRelative, w: w, h: h, after: after, nodes)
}

func vstack(
    _ id: String = "stack", distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
    spacing: Double = 0, margins: Insets = .zero, marginsRelative: Bool = false,
    baselineRelative: Bool = false, w: Double? = nil, h: Double? = nil, after: Double? = nil,
    _ nodes: [PlaceholderNode]
) -> PlaceholderNode {
    stack(
        .vertical, id, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins,
        marginsRelative: marginsRelative, baselineRelative: baselineRelative, w: w, h: h, after: after, nodes)
}

/// Wraps `node` so that it gets its natural size (S4): a top-left aligned column whose flexible
/// spacer takes the free height, on a 1000 × 1000 canvas.
func natural(_ node: PlaceholderNode) -> PlaceholderNode {
    vstack("host", alignment: .leading, w: 1000, h: 1000, [node, box("host.spacer")])
}

/// An image sizer that knows a fixed table of image sizes in points.
struct TableImageSizing: ImageSizing {
    var sizes: [String: LayoutSize]
    func size(ofImageAt path: String) -> LayoutSize? { sizes[path] }
}

/// The frames of a laid-out scene, by node id, in canvas coordinates.
struct Frames {
    let scene: LaidOutScene
    let placed: [String: PlacedNode]

    subscript(_ id: String) -> LayoutRect? { placed[id]?.frame }

    /// Expects the node `id` at exactly (x, y, w, h), within `tolerance`.
    func expect(
        _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame = self[id] else {
            Issue.record("no node '\(id)' in the layout", sourceLocation: sourceLocation)
            return
        }
        let matches =
            abs(frame.minX - x) <= tolerance && abs(frame.minY - y) <= tolerance
            && abs(frame.width - w) <= tolerance && abs(frame.height - h) <= tolerance
        #expect(
            matches, "\(id): got (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)), expected (\(x), \(y), \(w), \(h))",
            sourceLocation: sourceLocation)
    }

    /// Expects the node `id` at (start, length) along `axis` and (start, length) across it.
    func expect(
        _ id: String, axis: StackAxis, along: (Double, Double), across: (Double, Double),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if axis == .horizontal {
            expect(id, along.0, across.0, along.1, across.1, sourceLocation: sourceLocation)
        } else {
            expect(id, across.0, along.0, across.1, along.1, sourceLocation: sourceLocation)
        }
    }

    /// The laid-out node `id` (baselines, text metrics, hidden flag).
    func node(_ id: String) -> LaidOutNode? { placed[id]?.laidOut }
}

/// Lays `root` out with `FixedAdvanceTextMeasurer()` and returns its frames by id. Without a
/// placement the root sits at the canvas origin at its declared size (or the canvas's).
func layout(
    _ root: PlaceholderNode, canvas: LayoutSize = LayoutSize(width: 1000, height: 1000), placement: Placement? = nil,
    screen: ScreenFrame = ScreenFrame(), direction: InterfaceDirection = .leftToRight,
    images: any ImageSizing = NoImageSizing()
) -> Frames {
    let engine = LayoutEngine(text: FixedAdvanceTextMeasurer(), images: images, direction: direction)
    let scene = engine.layout(
        PlaceholderScene(
            canvas: canvas, root: root, placement: placement, screen: screen,
            direction: direction))
    var placed: [String: PlacedNode] = [:]
    for node in scene.placedNodes() {
        if let id = node.node.id { placed[id] = node }
    }
    return Frames(scene: scene, placed: placed)
}

/// Whether two doubles agree within `tolerance`.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

/// Priorities per axis: `pri(h, v)`.
func pri(_ horizontal: Double, _ vertical: Double) -> AxisPriorities {
    AxisPriorities(horizontal: horizontal, vertical: vertical)
}
