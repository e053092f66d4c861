import StateboardCore
import StateboardTheme

extension RenderPlan {
    /// A filter that asks by name for a state showing content (`--state content`, `--state
    /// updating`) of screens without `content:` is refused, naming the screen, its place and the
    /// fix, rather than drawing nothing: when a screen it names without wildcards declares none
    /// in any theme, or when no screen the filter reaches does. A wildcard (`--state '*'`) or a
    /// filter over several screens some of which have content just skips the others, as custom
    /// states are skipped on screens that do not declare them.
    static func checkContentRequests(_ filter: RenderFilter, in themes: [Theme], source: Source) throws(PipelineError) {
        let requested = filter.states.filter { !isPattern($0) }.compactMap(ViewState.init(key:)).filter { !$0.hidesContent }
        guard let state = requested.first else { return }
        var reached: [(theme: Theme, screen: Screen)] = []
        for theme in themes {
            for screen in theme.screens where RenderFilter.matches(screen.name, filter.screens) { reached.append((theme, screen)) }
        }
        // Each screen named without wildcards, then the whole of what the filter reaches.
        var groups = filter.screens.filter { !isPattern($0) }.map { name in reached.filter { $0.screen.name == name } }
        groups.append(reached)
        for group in groups where !group.isEmpty && !group.contains(where: { $0.screen.hasContent }) {
            throw .badInput(message(for: group, state: state, source: source))
        }
    }

    /// The refusal: the first screens without content at their places, and the fix.
    private static func message(for screens: [(theme: Theme, screen: Screen)], state: ViewState, source: Source) -> String {
        if screens.count == 1, let only = screens.first {
            let problem = ThemeValidator.missingContent(screen: only.screen, state: state)
            let matrix = source == .matrix ? only.theme.matrix : only.theme.snapshots ?? only.theme.matrix
            let listed = matrix.states.map { $0.contains(state.key) } ?? true
            return "\(problem.location): \(problem.message); \(problem.hint ?? "")"
                + (listed ? "" : " (and list `\(state.key)` in `\(source == .matrix || only.theme.snapshots == nil ? "matrix" : "snapshots").states`)")
        }
        let named = screens.prefix(3).map { "`\($0.screen.name)` (\($0.screen.location))" }.joined(separator: ", ")
        let more = screens.count > 3 ? " and \(screens.count - 3) more" : ""
        return "no screen the filters reach declares `content:`, so none has a `\(state.key)` state: \(named)\(more); "
            + "add `content:` to a screen (the rows or nodes it shows with data) to render it, or ask for another state"
    }
}
