import StateboardCore

/// The status bar as a node: its family; its time and glyphs are its children.
public struct StatusBarNode: CustomNodeContent {
    public var family: StatusBarFamily
    public init(family: StatusBarFamily) { self.family = family }
}

/// `statusBar`: draws nothing itself (the bar under it, or the screen, is its background).
public struct StatusBarKind: CustomNodeKind {
    public init() {}
    public var name: String { "statusBar" }

    public func measure(_ content: StatusBarNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    public func draw(_ content: StatusBarNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {}

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return ["family": content.family.rawValue]
    }
}

/// One of the status bar's glyphs, full strength (four signal bars, Wi-Fi, a full battery), in
/// `label`: drawn in a group's coordinates from `offset`, scaled by `scale`, the group starting on
/// whole device pixels as UIKit places it.
public struct StatusBarGlyph: CustomNodeContent {
    public enum Shape: String, Sendable {
        case signal, wifi, battery

        /// The glyph's width at scale 1 (all are 11.5 pt tall).
        public var width: Double {
            switch self {
            case .signal: 17
            case .wifi: 15.4
            case .battery: 27.3
            }
        }
    }

    public var shape: Shape
    /// Where the group starts (before snapping to device pixels), in canvas points.
    public var groupOrigin: LayoutPoint
    /// The glyph's start within its group, in the group's unscaled points.
    public var offset: Double
    public var scale: Double

    public init(_ shape: Shape, groupOrigin: LayoutPoint, offset: Double, scale: Double) {
        self.shape = shape; self.groupOrigin = groupOrigin; self.offset = offset; self.scale = scale
    }

    /// Between neighbouring glyphs of a group, unscaled.
    public static let gap = 5.5

    /// A group's width, unscaled.
    public static func groupWidth(_ shapes: [Shape]) -> Double {
        shapes.map(\.width).reduce(0, +) + gap * Double(max(0, shapes.count - 1))
    }
}

/// `statusBarGlyph`: draws a `StatusBarGlyph`.
public struct StatusBarGlyphKind: CustomNodeKind {
    public init() {}
    public var name: String { "statusBarGlyph" }

    public func measure(_ content: StatusBarGlyph, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: content.shape.width * content.scale, height: 11.5 * content.scale)
    }

    public func draw(_ content: StatusBarGlyph, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        func snap(_ value: Double) -> Double { (value * context.scale).rounded() / context.scale }
        context.translate(by: LayoutPoint(x: snap(content.groupOrigin.x), y: snap(content.groupOrigin.y)))
        context.scale(x: content.scale, y: content.scale)
        let label = SystemColor.label.color
        let x = content.offset
        switch content.shape {
        case .signal:
            // Four bars, 3 pt wide, rising to 11.5 pt.
            for (index, barHeight) in [4.6, 6.9, 9.2, 11.5].enumerated() {
                context.fill(LayoutRect(x: x + Double(index) * 4.67, y: 11.5 - barHeight, width: 3, height: barHeight), color: label, radius: 1)
            }
        case .wifi:
            // A filled wedge and two arcs fanning up from one point, 90° wide.
            let apex = LayoutPoint(x: x + StatusBarGlyph.Shape.wifi.width / 2, y: 11.5)
            let (from, to) = (-3 * Double.pi / 4, -Double.pi / 4)
            context.beginSubpath()
            context.move(to: apex)
            context.addArc(center: apex, radius: 3.9, from: from, to: to, clockwise: true)
            context.closeSubpath()
            context.fillPath(with: .color(context.resolve(label)))
            for radius in [7.0, 10.3] {
                context.beginSubpath()
                context.addArc(center: apex, radius: radius, from: from, to: to, clockwise: true)
                context.strokePath(with: .color(context.resolve(label)), style: DrawingStrokeStyle(width: 2.3, cap: .round))
            }
        case .battery:
            // Full: a rounded outline at 35 % opacity, the charge inside, the tip right.
            let body = LayoutRect(x: x, y: 0, width: 25, height: 11.5)
            let outline = context.resolve(label)
            context.addRoundedRectangle(LayoutRect(x: body.minX + 0.5, y: body.minY + 0.5, width: body.width - 1, height: body.height - 1), radius: 3.3)
            context.strokePath(with: .color(outline.withAlpha(outline.alpha * 0.35)), style: DrawingStrokeStyle(width: 1))
            context.fill(body.inset(by: Insets(top: 2, left: 2, bottom: 2, right: 2)), color: label, radius: 1.6)
            context.addRoundedRectangle(LayoutRect(x: body.maxX + 1, y: body.midY - 2, width: 1.3, height: 4), radius: 0.65)
            context.fillPath(with: .color(outline.withAlpha(outline.alpha * 0.4)))
        }
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return ["shape": content.shape.rawValue, "scale": StyleRecord.number(content.scale)]
    }
}
