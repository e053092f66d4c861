import Stateboard

/// A node of the app's own: how full the mailbox is, drawn as iPhone Storage draws it — a
/// capsule track filled from the leading edge to the share used, red once the mailbox is nearly full.
public struct StorageMeterKind: CustomNodeKind {
    /// The value a meter node holds.
    public struct Meter: CustomNodeContent {
        /// The share of the storage in use, from 0 to 1.
        public var used: Double
        public init(used: Double) { self.used = min(max(used, 0), 1) }
    }

    static let height = 8.0, widest = 240.0

    public init() {}

    public var name: String { "storageMeter" }

    /// As wide as it is offered up to 240 pt, 8 pt tall.
    public func measure(_ meter: Meter, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: min(width ?? Self.widest, Self.widest), height: Self.height)
    }

    public func draw(_ meter: Meter, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fill(frame, color: SystemColor.systemGray5.color, radius: Self.height / 2)
        let filled = frame.width * meter.used  // from the leading edge: the right one in Arabic and Hebrew
        let used = LayoutRect(
            x: context.direction == .rightToLeft ? frame.maxX - filled : frame.minX, y: frame.minY, width: filled,
            height: frame.height)
        context.fill(used, color: (meter.used > 0.9 ? SystemColor.systemRed : .systemBlue).color, radius: Self.height / 2)
    }
}

extension NodeKindRegistry {
    /// The node kinds the inbox's placeholders use: the built-in ones and the storage meter.
    /// Pass them as `kinds: .inbox` wherever a placeholder with a meter is rendered.
    public static let inbox = NodeKindRegistry.builtIn.registering(StorageMeterKind())
}
