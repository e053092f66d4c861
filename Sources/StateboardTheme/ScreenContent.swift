import StateboardAppFiles
import StateboardCore

/// A screen's content: what it shows when it has data, in the `content` and `updating` states.
///
/// Decided (issue 41): a screen shows those states only when it declares `content:`. There is no
/// default content: skeleton rows in a `content` image read as loading to anyone reviewing it, so
/// the image would show a state the app is not in. Content comes from the screen alone: neither
/// `defaults:`, a trait nor the matrix can give it, and a theme that `extends` another and lists
/// no screens keeps its parent's screens, their content with them.
extension Screen {
    /// Whether the screen declares `content:`, and so is rendered in `content` and `updating`.
    public var hasContent: Bool { content != nil }
}

extension ThemeValidator {
    /// The states that show a screen's content (`content`, `updating`) that `matrix` (the
    /// theme's own when `nil`) would render on `screen` if it declared `content:`: empty for a
    /// screen with content, or when the matrix lists neither.
    public static func statesWithoutContent(of theme: Theme, screen: Screen, matrix: Matrix? = nil) -> [ViewState] {
        guard !screen.hasContent else { return [] }
        let keys = (matrix ?? theme.matrix).states ?? ViewState.builtIn.map(\.key)
        return keys.compactMap(ViewState.init(key:)).filter { !$0.hidesContent }
    }

    /// Why `screen` cannot be shown in `state` (`content` or `updating`): it declares no content.
    /// At the screen's place, with the fix; `explain`, `render` and the resolver say it alike.
    public static func missingContent(screen: Screen, state: ViewState) -> Diagnostic {
        Diagnostic(
            "screen `\(screen.name)` declares no `content:`, so it has no `\(state.key)` state: `content` and `updating` show what a screen shows when it has data",
            at: screen.location,
            hint: "add `content:` to screen `\(screen.name)` (the rows or nodes it shows with data) to render them, or ask for another state")
    }

    /// A note that `screen`'s content states are not rendered, or `nil` when none is dropped:
    /// what `explain` and `lint` say about a screen without content.
    public static func contentNote(of theme: Theme, screen: Screen, matrix: Matrix? = nil) -> Diagnostic? {
        let dropped = statesWithoutContent(of: theme, screen: screen, matrix: matrix)
        guard !dropped.isEmpty else { return nil }
        let names = dropped.map { "`\($0.key)`" }.joined(separator: " and ")
        let note = Diagnostic(
            "screen `\(screen.name)` declares no `content:`, so its \(names) state\(dropped.count == 1 ? " is" : "s are") not rendered",
            at: screen.location,
            hint: "add `content:` to screen `\(screen.name)` (the rows or nodes it shows with data) to render \(dropped.count == 1 ? "it" : "them")")
        return note
    }
}
