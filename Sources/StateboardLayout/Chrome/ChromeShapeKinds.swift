import StateboardCore

/// A filled (rounded) rectangle of the chrome: a tab's blank glyph, the floating tab bar's
/// capsule and selected pill, a search field's background.
public struct BarShape: CustomNodeContent {
    public var color: DynamicColor
    public var radius: Double

    public init(color: DynamicColor, radius: Double) { self.color = color; self.radius = radius }
}

/// `barShape`: draws a `BarShape` filling its frame.
public struct BarShapeKind: CustomNodeKind {
    public init() {}
    public var name: String { "barShape" }

    public func measure(_ content: BarShape, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: nil)
    }

    public func draw(_ content: BarShape, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fill(frame, color: content.color, radius: content.radius)
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return ["color": StyleRecord.color(content.color), "radius": StyleRecord.number(content.radius)]
    }
}

/// The search field's own glyphs, drawn from lines as UISearchBar draws them at any text size:
/// the magnifier (a ring and its handle) and the clear button (a filled circle with a cross).
public struct SearchFieldGlyph: CustomNodeContent {
    public enum Shape: String, Sendable {
        case magnifier, clear
    }

    public var shape: Shape
    /// The field's scale at the bar's text size (`BarMetrics.searchFieldScale(at:)`).
    public var scale: Double

    public init(_ shape: Shape, scale: Double) { self.shape = shape; self.scale = scale }

    /// The glyph's square: the magnifier's ring and stroke, the clear button's circle.
    public var side: Double { (shape == .magnifier ? 2 * (5.8 + 0.9) : 16) * scale }
}

/// `searchFieldGlyph`: draws a `SearchFieldGlyph` centred in its frame.
public struct SearchFieldGlyphKind: CustomNodeKind {
    public init() {}
    public var name: String { "searchFieldGlyph" }

    public func measure(_ content: SearchFieldGlyph, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: content.side, height: content.side)
    }

    public func draw(_ content: SearchFieldGlyph, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        let scale = content.scale
        let secondary = SystemColor.secondaryLabel.color
        switch content.shape {
        case .magnifier:
            // A ring and its handle, 16.3 pt of glyph at Large (measured), never mirrored: the
            // frame's centre is the ring's.
            let ring = 5.8 * scale, stroke = 1.8 * scale
            let icon = LayoutPoint(x: frame.midX, y: frame.midY)
            context.arc(center: icon, radius: ring, from: 0, to: 2 * Double.pi, color: secondary, width: stroke)
            let handleStart = ring * 0.72, handleEnd = 8.8 * scale
            context.line(
                from: LayoutPoint(x: icon.x + handleStart, y: icon.y + handleStart),
                to: LayoutPoint(x: icon.x + handleEnd, y: icon.y + handleEnd), color: secondary, width: stroke)
        case .clear:
            // xmark.circle.fill: the frame's centre is the circle's.
            let clear = LayoutPoint(x: frame.midX, y: frame.midY)
            let radius = 8 * scale, arm = 3 * scale
            context.fillEllipse(
                LayoutRect(x: clear.x - radius, y: clear.y - radius, width: 2 * radius, height: 2 * radius), color: SystemColor.tertiaryLabel.color)
            let background = SystemColor.systemBackground.color
            context.line(
                from: LayoutPoint(x: clear.x - arm, y: clear.y - arm), to: LayoutPoint(x: clear.x + arm, y: clear.y + arm), color: background,
                width: 1.6 * scale)
            context.line(
                from: LayoutPoint(x: clear.x + arm, y: clear.y - arm), to: LayoutPoint(x: clear.x - arm, y: clear.y + arm), color: background,
                width: 1.6 * scale)
        }
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return ["shape": content.shape.rawValue, "scale": StyleRecord.number(content.scale)]
    }
}
