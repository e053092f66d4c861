import Stateboard

/// Swift builders for the node trees tests need, so render and snapshot tests build scenes as
/// values instead of parsing YAML fixtures. Defaults match what a scene file's node gets.
public enum Build {
    /// A label in `style` (a Dynamic Type style at the default size).
    public static func label(
        _ text: String, id: String? = nil, style: TextStyle = .body, color: DynamicColor = SystemColor.label.color,
        lines: Int = 1, alignment: ParagraphAlignment = .natural
    ) -> PlaceholderNode {
        PlaceholderNode(
            id: id,
            .label(
                LabelNode(
                    TextContent(text: text, font: style.font(), lines: lines, alignment: alignment),
                    color: color, styleName: style.rawValue)))
    }

    /// A button with iOS's filled look unless `style` says otherwise.
    public static func button(
        _ title: String, id: String? = nil, style: ButtonConfigurationStyle = .filled,
        tint: DynamicColor = SystemColor.systemBlue.color
    ) -> PlaceholderNode {
        var button = ButtonNode(title: TextContent(text: title, font: TextStyle.body.font(), lines: 1, alignment: .center))
        button.style = style
        button.tint = tint
        return PlaceholderNode(id: id, .button(button))
    }

    /// A flexible empty box.
    public static func spacer(id: String? = nil) -> PlaceholderNode { PlaceholderNode(id: id, .box(BoxNode())) }

    /// A box of a fixed size, filled with `fill`.
    public static func box(width: Double, height: Double, fill: DynamicColor? = nil, id: String? = nil) -> PlaceholderNode {
        PlaceholderNode(id: id, .box(BoxNode(fill: fill)), width: width, height: height)
    }

    /// A stack of `nodes`.
    public static func stack(
        axis: StackAxis = .vertical, alignment: StackAlignment = .center, spacing: Double = 0,
        id: String? = nil, _ nodes: [PlaceholderNode]
    ) -> PlaceholderNode {
        PlaceholderNode(id: id, .stack(StackNode(axis: axis, alignment: alignment, spacing: spacing, nodes: nodes)))
    }

    /// A scene of `width` × `height` points whose root fills the canvas.
    public static func scene(
        width: Double, height: Double, scale: Double = 1, direction: InterfaceDirection = .leftToRight,
        _ root: PlaceholderNode
    ) -> PlaceholderScene {
        var scene = PlaceholderScene(canvas: LayoutSize(width: width, height: height), scale: scale, root: root)
        scene.direction = direction
        return scene
    }

    /// A colour from `#RRGGBB`, the same in light and dark.
    public static func color(_ hex: String) -> DynamicColor { DynamicColor(RGBAColor(hex: hex)!) }
}

/// Deeply nested stacks, the shape that made measurement exponential before it was memoised:
/// each level holds a label, a small box and the next level.
public enum Nesting: String, CaseIterable, Sendable {
    case horizontal, vertical, alternating

    /// The stack axis at `level` (0 is the root).
    public func axis(atLevel level: Int) -> StackAxis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .alternating: level.isMultiple(of: 2) ? .horizontal : .vertical
        }
    }

    /// A scene of `levels` nested stacks (3 × levels + 1 nodes) on an iPhone-sized canvas, their
    /// distributions, alignments and spacing changing from level to level.
    public func scene(levels: Int) -> PlaceholderScene {
        var inner = PlaceholderNode(.label(LabelNode(TextContent(text: "The innermost label, which wraps", font: TextStyle.body.font()))))
        let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]
        for level in (0..<levels).reversed() {
            let text = PlaceholderNode(.label(LabelNode(TextContent(text: "Level \(level)", font: TextStyle.footnote.font(), lines: level % 2))))
            inner = PlaceholderNode(
                .stack(
                    StackNode(
                        axis: axis(atLevel: level),
                        distribution: StackDistribution.allCases[level % StackDistribution.allCases.count],
                        alignment: alignments[level % alignments.count], spacing: Double(level % 3) * 4,
                        nodes: [text, PlaceholderNode(.box(BoxNode()), height: 2), inner])))
        }
        return PlaceholderScene(canvas: LayoutSize(width: 390, height: 844), root: inner)
    }
}
