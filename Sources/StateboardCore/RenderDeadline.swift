import Dispatch

/// The time one image may take to lay out and draw (the limit `renderSeconds`), as a point in
/// time every step checks: layout stops measuring when it has passed, drawing stops between
/// nodes, and the image fails with `RenderDeadlineExceeded`. The process goes on: a library never
/// ends its host (a test run, a preview server) over one image.
public struct RenderDeadline: Sendable, Hashable {
    /// The limit, in seconds.
    public let seconds: Double
    private let endNanoseconds: UInt64

    /// A deadline `seconds` from now.
    public init(seconds: Double) {
        self.seconds = seconds
        let now = DispatchTime.now().uptimeNanoseconds
        let span = seconds.isFinite && seconds > 0 ? min(seconds * 1e9, Double(UInt64.max - now)) : 0
        endNanoseconds = now + UInt64(span)
    }

    /// Whether the time is up.
    public var hasPassed: Bool { DispatchTime.now().uptimeNanoseconds >= endNanoseconds }

    /// The seconds left (0 once it has passed): how long a step that cannot check the deadline
    /// itself (a decoder worker's answer) may be waited for.
    public var remainingSeconds: Double {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= endNanoseconds ? 0 : Double(endNanoseconds - now) / 1e9
    }

    /// The error for a step (`"laying out"`, `"drawing"`) that was still running at the deadline,
    /// located at the node it was working on when it has a place in a file.
    public func exceeded(_ step: String, at node: PlaceholderNode?) -> RenderDeadlineExceeded {
        RenderDeadlineExceeded(seconds: seconds, step: step, location: node?.origin?.node, nodeKind: node?.kind)
    }
}

/// An image whose layout or drawing went past its `RenderDeadline`: where (the node being worked
/// on, when it came from a file), what, and how to raise the limit.
public struct RenderDeadlineExceeded: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit that passed, in seconds.
    public let seconds: Double
    /// What was running: `laying out` or `drawing`.
    public let step: String
    /// Where the node being worked on was declared, if in a file.
    public let location: FileLocation?
    /// That node's kind (`stack`, `label`…), if one was being worked on.
    public let nodeKind: String?

    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let node = nodeKind.map { " (at a \($0))" } ?? ""
        return "\(place)\(step) took longer than \(formatted(seconds)) s\(node), the limit `renderSeconds`\n  hint: "
            + InputLimits.hint(raising: "renderSeconds")
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
