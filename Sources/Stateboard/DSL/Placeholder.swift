import StateboardCore

/// What a screen shows in each state, declared in Swift: the data source of DZNEmptyDataSet or
/// EmptyStateView as a value. Lookup falls back the way themes do: `error.timeout` → `error`,
/// `updating` → `loading`; a state with no tree shows nothing.
///
/// ```swift
/// let inbox = Placeholder()
///     .state(.loading) { Spinner(.large) }
///     .state(.empty) { VerticalStack(spacing: 8) { Paragraph("No Mail").textStyle(.title2).bold() } }
///     .state("error") { VerticalStack(spacing: 20) { Paragraph("Something went wrong"); Action("Try Again") } }
/// inbox.node(for: .error(.timeout))   // the `error` tree
/// ```
public struct Placeholder: Sendable {
    private var trees: [String: PlaceholderNode] = [:]

    public init() {}

    /// This placeholder with `tree` shown in `state`.
    public func state(_ state: ViewState, @PlaceholderBuilder _ tree: () -> [PlaceholderNode]) -> Placeholder {
        self.state(state.key, tree)
    }

    /// This placeholder with `tree` shown for a state key: `loading`, `error` (every error kind
    /// without a tree of its own), `error.timeout`, `custom.noResults`, …
    public func state(_ key: String, @PlaceholderBuilder _ tree: () -> [PlaceholderNode]) -> Placeholder {
        var copy = self
        let nodes = tree()
        copy.trees[key] =
            nodes.count == 1 && nodes[0].kind == "stack"
            ? nodes[0]
            : PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .center, nodes: nodes)))
        return copy
    }

    /// The tree for `state`, falling back as themes do; `nil` when there is none (or the state shows content).
    public func node(for state: ViewState) -> PlaceholderNode? {
        state.fallbackKeys.lazy.compactMap { trees[$0] }.first
    }

    /// The state keys that have a tree of their own.
    public var keys: [String] { trees.keys.sorted() }
}
