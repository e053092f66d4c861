import StateboardCore

extension LayoutEngine {
    /// Lays the node out at `size`: a stack places its children; a text node records its text
    /// as measured at that size. The result's origin is zero; the parent moves it into place.
    public func arrange(_ node: PlaceholderNode, size: Size) -> LaidOutNode {
        let frame = Rect(origin: .zero, size: size)
        switch node.content {
        case .stack(let stack):
            return arrangeStack(node, stack, size: size)
        case .label(let label):
            let metrics = measureText(label.content, width: size.width)
            let top = (size.height - metrics.size.height) / 2  // UILabel centres its text vertically
            return LaidOutNode(node: node, frame: frame, text: metrics,
                               firstBaseline: top + metrics.firstBaseline, lastBaseline: top + metrics.lastBaseline)
        case .button(let button):
            let iconWidth = button.icon == nil ? 0 : iconSide(button) + button.iconPadding
            let available = max(0, size.width - button.contentInsets.horizontal - iconWidth)
            let metrics = measureText(button.title, width: available)
            let top = (size.height - metrics.size.height) / 2
            return LaidOutNode(node: node, frame: frame, text: metrics,
                               firstBaseline: top + metrics.firstBaseline, lastBaseline: top + metrics.lastBaseline)
        default:
            return LaidOutNode(node: node, frame: frame)
        }
    }

    /// A hidden node and its subtree: zero-sized at `origin`, marked hidden, never drawn.
    func collapsed(_ node: PlaceholderNode, at origin: Point) -> LaidOutNode {
        LaidOutNode(node: node, frame: Rect(origin: origin, size: .zero),
                    children: node.children.map { collapsed($0, at: .zero) }, isHidden: true)
    }
}
