import StateboardCore

// @unchecked: confined to the thread of one layout pass, never shared (no lock needed).
/// Measurements remembered for the length of one layout pass, by node and width, so that
/// measuring is linear in the tree (LayoutKit measures each sublayout once). Three kinds are
/// kept apart: a node's natural width at an offer, its size at a width (a stack's without its
/// arranged children), and its full measurement at the width it is arranged at. A stack asks its
/// children for the first two at the widths of its own offers, and the third only when it is
/// measured to be arranged, so full measurements follow the one arranged tree; and each node's
/// `WidthProfile` says from which width on it measures as it does unconstrained, so asking again
/// at a wider offer costs nothing (see `LayoutEngine.naturalWidth` and `sizing`).
///
/// Nodes are values, so a node is known by its place: a root handed out by `newRoot()`, and
/// the child at an index of its stack's `nodes` under a known parent. Confined to the one thread
/// running the pass.
final class MeasurementCache: @unchecked Sendable {
    private struct Key: Hashable {
        var node: Int
        var width: Double?
    }

    private struct ChildKey: Hashable {
        var parent: Int
        var index: Int
    }

    private var entries: [Key: NodeMeasurement] = [:]
    private var sizings: [Key: NodeMeasurement] = [:]
    private var naturalWidths: [Key: Double?] = [:]
    private var profiles: [Int: WidthProfile] = [:]
    private var children: [ChildKey: Int] = [:]
    private var nextNode = 0
    /// How many measurements were made (not remembered): what linearity is about.
    private(set) var measurementsMade = 0
    /// When the pass must be done by.
    let deadline: RenderDeadline?
    /// Set at the first measurement asked for after the deadline passed.
    private(set) var deadlineExceeded: RenderDeadlineExceeded?

    /// Whether measurements are remembered and widths that cannot change a measurement skipped
    /// (off only for tests that compare with a pass that measures everything it is asked for).
    let remembers: Bool

    init(deadline: RenderDeadline? = nil, remembers: Bool = true) { self.deadline = deadline; self.remembers = remembers }

    /// Whether measuring must stop: the deadline passed before `node` was measured (the first
    /// such node is where the error points).
    func mustStop(before node: PlaceholderNode) -> Bool {
        if deadlineExceeded != nil { return true }
        guard let deadline, deadline.hasPassed else { return false }
        deadlineExceeded = deadline.exceeded("laying out", at: node)
        return true
    }

    /// A key for a tree measured from its root.
    func newRoot() -> Int {
        defer { nextNode += 1 }
        return nextNode
    }

    /// The key of the node at `index` in the stack known as `parent`.
    func child(of parent: Int, at index: Int) -> Int {
        let key = ChildKey(parent: parent, index: index)
        if let known = children[key] { return known }
        let node = newRoot()
        children[key] = node
        return node
    }

    /// The node's measurement at `width`, made once.
    func measurement(node: Int, width: Double?, measure: () -> NodeMeasurement) -> NodeMeasurement {
        remembered(in: \.entries, Key(node: node, width: width), measure)
    }

    /// The node's size at `width` (a stack's without its arranged children), made once.
    func sizing(node: Int, width: Double?, measure: () -> NodeMeasurement) -> NodeMeasurement {
        remembered(in: \.sizings, Key(node: node, width: width), measure)
    }

    /// The node's natural width when offered `width`, worked out once.
    func naturalWidth(node: Int, offered width: Double?, measure: () -> Double?) -> Double? {
        remembered(in: \.naturalWidths, Key(node: node, width: width), measure)
    }

    /// `table[key]`, measured and counted the first time (and kept when the cache remembers).
    private func remembered<Value>(in table: ReferenceWritableKeyPath<MeasurementCache, [Key: Value]>, _ key: Key, _ measure: () -> Value) -> Value {
        if remembers, let known = self[keyPath: table][key] { return known }
        let measured = measure()
        measurementsMade += 1
        if remembers { self[keyPath: table][key] = measured }
        return measured
    }

    /// The node's width profile, worked out once (`nil` when measurements are not remembered:
    /// then no width is skipped).
    func profile(node: Int, make: () -> WidthProfile) -> WidthProfile? {
        guard remembers else { return nil }
        if let known = profiles[node] { return known }
        let made = make()
        measurementsMade += 1
        profiles[node] = made
        return made
    }
}
