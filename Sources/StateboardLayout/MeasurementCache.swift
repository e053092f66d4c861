import StateboardCore

/// Measurements remembered for the length of one layout pass, by node and width, so that
/// measuring is linear in the tree (LayoutKit measures each sublayout once): a stack asks for
/// its children at up to three widths, and without this each of those asks again of the
/// grandchildren, 3^depth measurements in a deep nesting.
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
    private var children: [ChildKey: Int] = [:]
    private var nextNode = 0
    /// How many measurements were made (not remembered): what linearity is about.
    private(set) var measurementsMade = 0
    /// When the pass must be done by.
    let deadline: RenderDeadline?
    /// Set at the first measurement asked for after the deadline passed.
    private(set) var deadlineExceeded: RenderDeadlineExceeded?

    /// Whether measurements are remembered (off only for tests that compare with a pass that
    /// measures everything it is asked for, as layout did before).
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
        let key = Key(node: node, width: width)
        if remembers, let known = entries[key] { return known }
        let measured = measure()
        measurementsMade += 1
        if remembers { entries[key] = measured }
        return measured
    }
}
