import StateboardCore

extension ThemeResolver {
    /// `ContentUnavailableView.search`: an empty screen with a search bar and a `query` says
    /// “No Results for “{query}”” / “Check the spelling or try a new search.” under the
    /// magnifier, unless the theme gave the empty state a title or a message of its own.
    static func applySearchDefaults(to spec: inout StateSpec, chrome: [ChromeBarTemplate]) {
        guard chrome.contains(where: { $0.bar.kind == .searchBar }), let query = spec.params["query"] else { return }
        switch query.value {
        case .literal(let text) where !text.isEmpty: break
        case .string: break
        default: return
        }
        func isBuiltIn(_ key: String) -> Bool { spec.params[key].map { $0.location.file == BuiltInTheme.file } ?? true }
        guard isBuiltIn("title"), isBuiltIn("message") else { return }
        let here = FileLocation(file: BuiltInTheme.file, line: 1, column: 1)
        spec.params["title"] = Located(.string(key: "search.noResults.title"), at: here)
        spec.params["message"] = Located(.string(key: "search.noResults.message"), at: here)
        spec.params["image"] = Located(.literal(""), at: here)
        spec.params["symbol"] = Located(.literal("magnifyingglass"), at: here)
    }
}
