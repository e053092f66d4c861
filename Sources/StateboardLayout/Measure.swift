import StateboardCore

extension LayoutEngine {
    /// The node's intrinsic size when offered `offeredWidth` points across (`nil`: unconstrained).
    /// A declared width or height replaces the content's own; `nil` on an axis means the node has
    /// no intrinsic length there and is flexible.
    public func measure(_ node: PlaceholderNode, offeredWidth: Double?) -> IntrinsicSize {
        measurement(node, offeredWidth: offeredWidth).size
    }

    /// Measures a node offered `offeredWidth` (its content laid out within its declared width,
    /// if any, else the offer), its subtree included.
    public func measurement(_ node: PlaceholderNode, offeredWidth: Double?) -> NodeMeasurement {
        measurement(node, layoutWidth: node.width ?? offeredWidth)
    }

    /// Measures a node whose final width is `width`: its content is laid out at exactly that
    /// width, whatever width it declares (a stack's `fill` alignment overrides it).
    public func measurement(_ node: PlaceholderNode, finalWidth width: Double) -> NodeMeasurement {
        measurement(node, layoutWidth: width)
    }

    /// `measurement` unless `existing` was already laid out at `width`.
    func measurement(_ existing: NodeMeasurement, atFinalWidth width: Double) -> NodeMeasurement {
        existing.layoutWidth == width ? existing : measurement(existing.node, finalWidth: width)
    }

    private func measurement(_ node: PlaceholderNode, layoutWidth: Double?) -> NodeMeasurement {
        if case .stack(let stack) = node.content {
            return measureStack(node, stack, layoutWidth: layoutWidth)
        }
        let kind = environment.kinds.kind(for: node)
        let measured = kind.measure(node, width: layoutWidth, context: NodeMeasuringContext(engine: self))
        var size = measured.size
        if let declared = node.width { size.width = declared }
        if let declared = node.height { size.height = declared }
        return NodeMeasurement(node: node, kind: kind, layoutWidth: layoutWidth, size: size, hasText: measured.hasText,
                               detail: measured.detail).withKindBaselines()
    }

    /// Lays text out with the environment's measurer, once per text and width in a `layout` call.
    func layOutText(_ text: TextContent, width: Double?) -> MeasuredText {
        let direction = environment.direction
        var text = text
        if text.language == nil { text.language = environment.language }
        guard let textCache else { return environment.text.layOut(text, maxWidth: width, direction: direction) }
        return textCache.text(text, width: width) { environment.text.layOut(text, maxWidth: width, direction: direction) }
    }
}
