/// The screens `init --from-xcode` guesses from an app's string keys: every group of keys that
/// reads like a placeholder's text — a segment naming a state (`empty`, `emptyState`,
/// `empty_state`, `noResults`, `error`, `errorState`, `failure`) followed by at most one
/// segment naming the text (`title`, `message`, `retry`, …) — wherever it sits in the key:
/// `inbox.empty.title`, `explore.search.empty.title` (screen `explore.search`),
/// `web_view.empty_state.title` (screen `web_view`), `Scene.Search.EmptyState.NoResults`.
/// Keys of alerts, toasts, buttons and menus (`alert.error.title`) make no screen.
/// A key `<screen>.retry` (or `.tryAgain`, `.reload`) of a screen found so is its error action,
/// and `<screen>.title` its title.
package struct XcodeScreenGuess {
    /// A state's key: the screen it belongs to, the state and the parameter it fills.
    package struct StateKey: Equatable {
        var screen: String
        var state: String
        var param: String
    }

    /// Segment spellings (lowercased, `_` and `-` removed) that name a placeholder state on
    /// their own, as a key's last segment (`Scene.Search.EmptyState`); a bare `error` or
    /// `failed` there is an alert's or a button's text more often than a screen's.
    static let placeholderWords: Set<String> = ["emptystate", "emptyview", "noresults", "nocontent", "nodata", "errorstate", "errorview"]
    /// Segments that say the text is not a screen's (`alert.error.title`, `toast.failure.title`).
    static let notScreens: Set<String> = [
        "alert", "alerts", "toast", "toasts", "hud", "banner", "dialog", "sheet", "menu", "action",
        "actions", "button", "buttons", "snackbar", "popup", "confirmation", "prompt",
    ]
    /// Segment spellings (lowercased, `_` and `-` removed) that name each state.
    static let stateWords: [String: String] = [
        "empty": "empty", "emptystate": "empty", "emptyview": "empty", "noresults": "empty", "nocontent": "empty", "nodata": "empty",
        "error": "error", "errorstate": "error", "errorview": "error", "failure": "error", "failed": "error",
    ]
    /// Endings of a text segment (normalized likewise) and the parameter each fills, the first
    /// that matches winning (`subtitle` before `title`).
    static let paramEndings: [(ending: String, param: String)] = [
        ("subtitle", "message"), ("title", "title"), ("headline", "title"), ("header", "title"),
        ("message", "message"), ("description", "message"), ("body", "message"),
        ("text", "message"), ("detail", "message"), ("details", "message"), ("info", "message"),
        ("retry", "action"), ("tryagain", "action"), ("reload", "action"), ("button", "action"), ("action", "action"),
    ]

    static func normalized(_ segment: Substring) -> String {
        segment.lowercased().filter { $0 != "_" && $0 != "-" }
    }

    /// The parameter a text segment fills, `nil` when it names none.
    static func param(for segment: Substring) -> String? {
        let word = normalized(segment)
        return paramEndings.first { word.hasSuffix($0.ending) }?.param
    }

    /// What `key` fills, if it is a placeholder's text: a dotted key's segments, else the
    /// words of a snake_case key or of its last segment (`queue_empty_title`).
    static func stateKey(_ key: String) -> StateKey? {
        dottedStateKey(key) ?? snakeStateKey(key)
    }

    /// Words of a snake_case segment that name a state with the word after them: `no_items`,
    /// `no_results`, `nothing_found` are an empty state.
    static let emptyPhraseStarts: Set<String> = ["no", "nothing", "zero"]
    /// Single words of a snake_case key that name a state.
    static let snakeStateWords: [String: String] = [
        "empty": "empty", "noitems": "empty", "noresults": "empty", "nodata": "empty", "nocontent": "empty",
        "error": "error", "failed": "error", "failure": "error", "loading": "loading",
    ]

    /// `queue_empty_title` (screen `queue`, empty, title), `library_no_items_title`,
    /// `search_no_results_found` (a state phrase with no text word after it is the title),
    /// `player.queue_empty_message` (screen `player.queue`). The state sits after at least one
    /// screen word, and at most one word follows it.
    static func snakeStateKey(_ key: String) -> StateKey? {
        var parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.popLast(), last.contains("_"), !parts.contains(where: { $0.isEmpty }) else { return nil }
        let words = last.split(separator: "_", omittingEmptySubsequences: false)
        guard !words.contains(where: \.isEmpty), words.count <= 8 else { return nil }
        for index in words.indices where index >= 1 || !parts.isEmpty {
            let word = normalized(words[index])
            let state: String
            var phraseEnd = index + 1
            if let named = snakeStateWords[word] {
                state = named
            } else if emptyPhraseStarts.contains(word), index + 1 < words.count {
                state = "empty"
                phraseEnd = index + 2
            } else {
                continue
            }
            let screenWords = parts.map(String.init) + [words[..<index].joined(separator: "_")].filter { !$0.isEmpty }
            guard !screenWords.isEmpty, !(parts + words[..<index]).contains(where: { notScreens.contains(normalized($0)) }) else { return nil }
            let tail = words[phraseEnd...]
            guard tail.count <= 1 else { return nil }
            let filled = tail.last.flatMap { Self.param(for: $0) } ?? "title"
            return StateKey(screen: screenWords.joined(separator: "."), state: state, param: filled)
        }
        return nil
    }

    static func dottedStateKey(_ key: String) -> StateKey? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        // The state segment is the last or the one before the last, with a screen before it.
        for index in [parts.count - 2, parts.count - 1] where index >= 1 {
            guard let state = stateWords[normalized(parts[index])] else { continue }
            guard !parts[..<index].contains(where: { notScreens.contains(normalized($0)) }) else { return nil }
            let screen = parts[..<index].joined(separator: ".")
            if index == parts.count - 1 {
                guard placeholderWords.contains(normalized(parts[index])) else { return nil }
                return StateKey(screen: screen, state: state, param: "title")
            }
            let text = parts[index + 1]
            // `noResults` and the like under a state are its title; an unknown word names nothing.
            if let param = param(for: text) { return StateKey(screen: screen, state: state, param: param) }
            if stateWords[normalized(text)] != nil { return StateKey(screen: screen, state: state, param: "title") }
            return nil
        }
        return nil
    }

    /// Screens found in `keys`, by name, each with its keys by state and parameter (the first
    /// key in sorted order wins a parameter), at most `limit`, the ones with most keys first
    /// when there are more (then by name). Only keys `isUsable` accepts are read.
    /// A key whose shape names no state may still be one by its text (`byText`).
    package static func screens(
        in keys: Set<String>, isUsable: (String) -> Bool, byText: (String) -> StateKey? = { _ in nil }, limit: Int
    ) -> [(name: String, title: String?, params: [String: [(param: String, key: String)]])] {
        var found: [String: [String: [(param: String, key: String)]]] = [:]
        for key in keys.sorted() where isUsable(key) {
            guard let entry = stateKey(key) ?? byText(key), OutputNames.isIdentifier(entry.screen) else { continue }
            var params = found[entry.screen, default: [:]]
            if params[entry.state, default: []].contains(where: { $0.param == entry.param }) { continue }
            params[entry.state, default: []].append((entry.param, key))
            found[entry.screen] = params
        }
        // `<screen>.retry` is the error's action when the error keys have none.
        for (screen, params) in found where !(params["error"] ?? []).contains(where: { $0.param == "action" }) && params["error"] != nil {
            if let retry = ["retry", "tryAgain", "try_again", "reload"].map({ "\(screen).\($0)" }).first(where: keys.contains) {
                found[screen]?["error", default: []].append(("action", retry))
            }
        }
        let ranked = found.sorted { a, b in
            let countA = a.value.values.map(\.count).reduce(0, +), countB = b.value.values.map(\.count).reduce(0, +)
            return countA != countB ? countA > countB : a.key < b.key
        }
        return ranked.prefix(limit).map { name, params in
            let title = ["title", "navigationTitle", "navigation.title"].map { "\(name).\($0)" }.first(where: keys.contains)
            return (name, title, params.mapValues { $0.sorted { $0.param < $1.param } })
        }.sorted { $0.name < $1.name }
    }
}
