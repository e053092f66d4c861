// StackAxis-agnostic views of sizes and rectangles, so that stack code is written once for both
// axes (the way LayoutKit's AxisSize / AxisPoint do).

extension LayoutSize {
    /// The length along `axis`.
    public func length(along axis: StackAxis) -> Double { axis == .horizontal ? width : height }

    /// A size from lengths along and across `axis`.
    public init(along: Double, across: Double, axis: StackAxis) {
        self = axis == .horizontal ? LayoutSize(width: along, height: across) : LayoutSize(width: across, height: along)
    }
}

extension LayoutPoint {
    /// A point from its coordinates along and across `axis`.
    public init(along: Double, across: Double, axis: StackAxis) {
        self = axis == .horizontal ? LayoutPoint(x: along, y: across) : LayoutPoint(x: across, y: along)
    }
}

extension LayoutRect {
    /// The start coordinate along `axis` (minX or minY).
    public func start(along axis: StackAxis) -> Double { axis == .horizontal ? minX : minY }
    /// The end coordinate along `axis` (maxX or maxY).
    public func end(along axis: StackAxis) -> Double { axis == .horizontal ? maxX : maxY }
    /// The length along `axis`.
    public func length(along axis: StackAxis) -> Double { size.length(along: axis) }

    /// A rectangle from its start and length along and across `axis`.
    public init(alongStart: Double, alongLength: Double, acrossStart: Double, acrossLength: Double, axis: StackAxis) {
        if axis == .horizontal {
            self.init(x: alongStart, y: acrossStart, width: alongLength, height: acrossLength)
        } else {
            self.init(x: acrossStart, y: alongStart, width: acrossLength, height: alongLength)
        }
    }
}

/// A size whose lengths may be missing: a view with no intrinsic length on an axis (a flexible
/// spacer, a box without a declared width) has `nil` there.
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }

    /// The length along `axis`, if any.
    public func length(along axis: StackAxis) -> Double? { axis == .horizontal ? width : height }
}
