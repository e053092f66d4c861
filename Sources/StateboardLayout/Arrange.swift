import StateboardCore

extension LayoutEngine {
    /// Measures the node at `size.width` and lays it out at `size`.
    public func arrange(_ node: PlaceholderNode, size: LayoutSize) -> LaidOutNode {
        arrange(measurement(node, finalWidth: size.width), size: size)
    }

    /// Lays a measured node out at `size` (its width the one it was measured at): a stack places
    /// its children from their measurements; a leaf keeps what its kind measured. Never measures.
    /// The result's origin is zero; the parent moves it into place.
    public func arrange(_ measurement: NodeMeasurement, size: LayoutSize) -> LaidOutNode {
        if case .stack(let stack) = measurement.node.content {
            return arrangeStack(measurement, stack, size: size)
        }
        let baselines = measurement.kind.baselines(measurement, height: size.height)
        return LaidOutNode(
            node: measurement.node, frame: LayoutRect(origin: .zero, size: size), kind: measurement.kind,
            detail: measurement.kind.arranged(measurement, size: size),
            firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    /// A hidden node and its subtree: zero-sized at `origin`, marked hidden, never drawn.
    func collapsed(_ node: PlaceholderNode, at origin: LayoutPoint) -> LaidOutNode {
        LaidOutNode(
            node: node, frame: LayoutRect(origin: origin, size: .zero),
            children: node.children.map { collapsed($0, at: .zero) }, isHidden: true)
    }
}
