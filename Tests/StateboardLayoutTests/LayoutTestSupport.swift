import StateboardCore
@testable import StateboardLayout

/// Small builders for layout tests, and the frames a layout gives each node by id.
enum L {
    static func box(_ id: String, w: Double? = nil, h: Double? = nil, hidden: Bool = false, after: Double? = nil,
                    hug: (Double, Double)? = nil, cr: (Double, Double)? = nil) -> PlaceholderNode {
        var node = PlaceholderNode(id: id, .box(BoxNode()), width: w, height: h, isHidden: hidden, spacingAfter: after)
        if let hug { node.hugging = AxisPriorities(horizontal: hug.0, vertical: hug.1) }
        if let cr { node.compressionResistance = AxisPriorities(horizontal: cr.0, vertical: cr.1) }
        return node
    }

    static func label(_ id: String, _ text: String, size: Double = 10, lineHeight: Double? = nil, lines: Int = 1) -> PlaceholderNode {
        PlaceholderNode(id: id, .label(LabelNode(TextContent(text: text, font: FontSpec(size: size, lineHeight: lineHeight), lines: lines))))
    }

    static func stack(_ axis: StackAxis, _ distribution: StackDistribution = .fill, id: String? = nil, align: StackAlignment = .fill,
                      spacing: Double = 0, margins: Insets = .zero, marginsRelative: Bool = false, baselineRelative: Bool = false,
                      w: Double? = nil, h: Double? = nil, _ nodes: [PlaceholderNode]) -> PlaceholderNode {
        PlaceholderNode(id: id, .stack(StackNode(axis: axis, distribution: distribution, alignment: align, spacing: spacing, margins: margins,
                                      marginsRelative: marginsRelative, baselineRelative: baselineRelative, nodes: nodes)),
             width: w, height: h)
    }

    /// Lays `root` out filling a canvas (or placed) with the fixed-advance measurer
    /// (0.5 em a character; line height 1.2 em unless given) and returns canvas frames by id.
    static func frames(_ root: PlaceholderNode, canvas: Size = Size(width: 300, height: 200), placement: Placement? = nil,
                       screen: ScreenFrame = ScreenFrame(), direction: InterfaceDirection = .leftToRight) -> [String: Rect] {
        let scene = PlaceholderScene(canvas: canvas, root: root, placement: placement, screen: screen, direction: direction)
        let laidOut = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
        var result: [String: Rect] = [:]
        for placed in laidOut.placedNodes() { if let id = placed.node.id { result[id] = placed.frame } }
        return result
    }

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
}

/// Frames equal within 1e-9 pt.
func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
