/// A position in points. `y` grows downwards, as in UIKit.
public struct LayoutPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A width and height in points.
public struct LayoutSize: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = LayoutSize(width: 0, height: 0)
}

/// A rectangle in points, its origin at the top-left corner.
public struct LayoutRect: Hashable, Sendable, Codable {
    public var origin: LayoutPoint
    public var size: LayoutSize
    public init(origin: LayoutPoint, size: LayoutSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each edge (sizes never go below zero).
    public func inset(by insets: Insets) -> LayoutRect {
        LayoutRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: LayoutRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Distances inward from each edge of a rectangle, in points.
///
/// In stack margins `left` and `right` are the leading and trailing edges of a left-to-right
/// layout: they swap places in a right-to-left layout, like UIKit's `directionalLayoutMargins`.
public struct Insets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = Insets()
    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}

/// One of a stack's two axes.
public enum StackAxis: String, Hashable, Sendable, CaseIterable, Codable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: StackAxis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction text and horizontal stacks run in.
public enum InterfaceDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
