import Stateboard

/// Swift builders for the node trees tests need, so render and snapshot tests build scenes as
/// values instead of parsing YAML fixtures. Defaults match what a scene file's node gets.
public enum Build {
    /// A label in `style` (a Dynamic Type style at the default size).
    public static func label(_ text: String, id: String? = nil, style: TextStyle = .body, color: DynamicColor = SystemColor.label.color,
                             lines: Int = 1, alignment: ParagraphAlignment = .natural) -> PlaceholderNode {
        PlaceholderNode(id: id, .label(LabelNode(TextContent(text: text, font: style.font(), lines: lines, alignment: alignment),
                                                 color: color, styleName: style.rawValue)))
    }

    /// A button with iOS's filled look unless `style` says otherwise.
    public static func button(_ title: String, id: String? = nil, style: ButtonConfigurationStyle = .filled,
                              tint: DynamicColor = SystemColor.systemBlue.color) -> PlaceholderNode {
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
    public static func stack(axis: StackAxis = .vertical, alignment: StackAlignment = .center, spacing: Double = 0,
                             id: String? = nil, _ nodes: [PlaceholderNode]) -> PlaceholderNode {
        PlaceholderNode(id: id, .stack(StackNode(axis: axis, alignment: alignment, spacing: spacing, nodes: nodes)))
    }

    /// A scene of `width` × `height` points whose root fills the canvas.
    public static func scene(width: Double, height: Double, scale: Double = 1, direction: InterfaceDirection = .leftToRight,
                             _ root: PlaceholderNode) -> PlaceholderScene {
        var scene = PlaceholderScene(canvas: Size(width: width, height: height), scale: scale, root: root)
        scene.direction = direction
        return scene
    }

    /// A colour from `#RRGGBB`, the same in light and dark.
    public static func color(_ hex: String) -> DynamicColor { DynamicColor(RGBAColor(hex: hex)!) }
}
