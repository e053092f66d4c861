import StateboardCore

/// A key of the system keyboard: its cap in `color` over a one-point shadow; its label or symbol
/// is a child node (`label`, `barSymbol`), so lint, `explain` and fingerprints read key labels as
/// they read any label.
public struct KeyboardKey: CustomNodeContent {
    /// The cap's color: a letter key's, a function key's, or systemBlue for an enabled return key.
    public var color: DynamicColor
    public var shadow: DynamicColor

    public init(color: DynamicColor, shadow: DynamicColor = KeyboardMetrics.keyShadow) { self.color = color; self.shadow = shadow }
}

/// `keyboardKey`: draws a `KeyboardKey`'s cap filling its frame, the shadow showing one point under it.
public struct KeyboardKeyKind: CustomNodeKind {
    public init() {}
    public var name: String { "keyboardKey" }

    public func measure(_ content: KeyboardKey, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: KeyboardMetrics.keyHeight)
    }

    public func draw(_ content: KeyboardKey, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fill(frame.offsetBy(dx: 0, dy: KeyboardMetrics.keyShadowDrop), color: content.shadow, radius: KeyboardMetrics.keyRadius)
        context.fill(frame, color: content.color, radius: KeyboardMetrics.keyRadius)
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return [
            "color": StyleRecord.color(content.color), "shadow": StyleRecord.color(content.shadow),
            "radius": StyleRecord.number(KeyboardMetrics.keyRadius),
        ]
    }
}
