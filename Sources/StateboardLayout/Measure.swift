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
        inPass { $0.measurement(node, place: $0.measurements!.newRoot(), layoutWidth: node.width ?? offeredWidth) }
    }

    /// Measures a node whose final width is `width`: its content is laid out at exactly that
    /// width, whatever width it declares (a stack's `fill` alignment overrides it).
    public func measurement(_ node: PlaceholderNode, finalWidth width: Double) -> NodeMeasurement {
        inPass { $0.measurement(node, place: $0.measurements!.newRoot(), layoutWidth: width) }
    }

    /// Runs `body` with this engine when it is running a layout pass, else with a copy that runs
    /// one (so a measurement asked for outside `layout` is linear too).
    func inPass<T>(_ body: (LayoutEngine) -> T) -> T {
        if measurements != nil { return body(self) }
        return body(LayoutEngine(environment: environment, textCache: textCache ?? TextCache(), measurements: MeasurementCache()))
    }

    /// The place of the node at `index` in the stack at `parent`.
    func childPlace(of parent: Int, at index: Int) -> Int { measurements?.child(of: parent, at: index) ?? -1 }

    /// The node at `place` measured for `layoutWidth`, once per layout pass.
    func measurement(_ node: PlaceholderNode, place: Int, layoutWidth: Double?) -> NodeMeasurement {
        guard let measurements, place >= 0 else { return measuredNow(node, place: place, layoutWidth: layoutWidth) }
        return measurements.measurement(node: place, width: layoutWidth) {
            // Past the deadline: an empty box, so the pass unwinds at once (never arranged).
            guard !measurements.mustStop(before: node) else { return emptyMeasurement(node, place: place, layoutWidth: layoutWidth) }
            return measuredNow(node, place: place, layoutWidth: layoutWidth)
        }
    }

    private func measuredNow(_ node: PlaceholderNode, place: Int, layoutWidth: Double?) -> NodeMeasurement {
        if case .stack(let stack) = node.content {
            return measureStack(node, stack, place: place, layoutWidth: layoutWidth)
        }
        let kind = environment.kinds.kind(for: node)
        let measured = kind.measure(node, width: layoutWidth, context: NodeMeasuringContext(engine: self))
        var size = measured.size
        if let declared = node.width { size.width = declared }
        if let declared = node.height { size.height = declared }
        return NodeMeasurement(
            node: node, place: place, kind: kind, layoutWidth: layoutWidth, size: size, hasText: measured.hasText,
            detail: measured.detail
        ).withKindBaselines()
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
