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
}
