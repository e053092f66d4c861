import StateboardCore

extension LayoutEngine {
    /// The node's intrinsic size when offered `offeredWidth` points across (`nil`: unconstrained).
    /// A declared width or height replaces the content's own; `nil` on an axis means the node has
    /// no intrinsic length there and is flexible.
    public func measure(_ node: PlaceholderNode, offeredWidth: Double?) -> IntrinsicSize {
        let width = node.width ?? offeredWidth
        var size = measureContent(node.content, offeredWidth: width)
        if let declared = node.width { size.width = declared }
        if let declared = node.height { size.height = declared }
        return size
    }

    private func measureContent(_ content: NodeContent, offeredWidth: Double?) -> IntrinsicSize {
        switch content {
        case .stack(let stack):
            return measureStack(stack, offeredWidth: offeredWidth)
        case .label(let label):
            let size = labelSize(label.content, offeredWidth: offeredWidth)
            return IntrinsicSize(width: size.width, height: size.height)
        case .button(let button):
            let size = buttonSize(button, offeredWidth: offeredWidth)
            return IntrinsicSize(width: size.width, height: size.height)
        case .image(let image):
            let size = environment.images.size(ofImageAt: image.path)
            return IntrinsicSize(width: size?.width, height: size?.height)
        case .spinner(let spinner):
            return IntrinsicSize(width: spinner.style.size, height: spinner.style.size)
        case .skeleton(let skeleton):
            switch skeleton.shape {
            case .block: return IntrinsicSize(width: nil, height: 16)
            case .circle: return IntrinsicSize(width: 40, height: 40)
            case .rows(let count, _, _): return IntrinsicSize(width: nil, height: Double(count) * SkeletonNode.rowHeight)
            }
        case .box:
            return IntrinsicSize(width: nil, height: nil)
        case .progress:
            return IntrinsicSize(width: nil, height: ProgressNode.height)
        case .divider(let divider):
            return IntrinsicSize(width: nil, height: divider.thickness)
        case .custom(let custom):
            return custom.content.intrinsicSize(offeredWidth: offeredWidth)
        }
    }

    /// Measures text as a label lays it out: a single-line label never wraps; a multi-line one
    /// wraps at the width it is offered.
    func measureText(_ text: TextContent, width: Double?) -> TextMetrics {
        guard let textCache else { return environment.text.measure(text, maxWidth: width) }
        return textCache.metrics(text, width: width) { environment.text.measure(text, maxWidth: width) }
    }

    /// A label's intrinsic size (STACK_SPEC.md, "Sizes of leaf nodes"): a single line is its
    /// unwrapped text; a multi-line label wraps at the offered width (its height), and its natural
    /// width is the unwrapped width clamped to the offer, not the widest wrapped line.
    func labelSize(_ text: TextContent, offeredWidth: Double?) -> Size {
        let metrics = measureText(text, width: offeredWidth)
        guard text.lines != 1, let offeredWidth else { return metrics.size }
        let unwrapped = measureText(text, width: nil).size.width
        return Size(width: min(unwrapped, offeredWidth), height: metrics.size.height)
    }

    /// A button's size: its title plus content insets (and a leading icon as tall as the title's
    /// line), at least `minHeight` tall.
    func buttonSize(_ button: ButtonNode, offeredWidth: Double?) -> Size {
        let iconWidth = button.icon == nil ? 0 : iconSide(button) + button.iconPadding
        let chrome = button.contentInsets.horizontal + iconWidth
        let title = labelSize(button.title, offeredWidth: offeredWidth.map { max(0, $0 - chrome) })
        return Size(width: title.width + chrome,
                    height: max(button.minHeight, title.height + button.contentInsets.vertical))
    }

    /// The side of a button's icon: the title font's line height, like an SF Symbol beside text.
    func iconSide(_ button: ButtonNode) -> Double {
        button.title.font.lineHeight ?? button.title.font.size * 1.2
    }
}
