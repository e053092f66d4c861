import Foundation
import Testing

@testable import StateboardCore
@testable import StateboardTheme

/// The search bar a screen resolves to: the locale's placeholder, and the screen's query.
@Suite struct SearchBarResolutionTests {
    static func searchBar(screen: String, locale: String) throws -> ChromeBar? {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("ios").path)
        let scene = try ThemeResolver(theme: theme).scene(
            screen: screen, state: .empty,
            variant: Variant(device: .iPhone15, locale: LocaleInfo(locale)))
        return scene.screen.chrome.first { $0.kind == .searchBar }
    }

    /// Rule: the field's placeholder is the locale's word for Search (it read "Search" in every
    /// locale), and the screen's `query` parameter fills the field.
    @Test func placeholderIsLocalizedAndTheQueryFillsTheField() throws {
        for (locale, word) in [("en", "Search"), ("zh-Hans", "搜索"), ("ar", "بحث")] {
            let bar = try #require(try Self.searchBar(screen: "search", locale: locale))
            #expect(bar.items == [word], "\(locale)")
            #expect(bar.title == "Pizza", "the ios theme's search screen sets query: Pizza")
        }
    }

    static func texts(_ node: PlaceholderNode) -> [String: String] {
        var result: [String: String] = [:]
        if let id = node.id, let label = node.content.value(as: LabelNode.self) { result[id] = label.content.text }
        for child in node.children { result.merge(texts(child)) { a, _ in a } }
        return result
    }

    static func symbols(_ node: PlaceholderNode) -> [String] {
        var result: [String] = []
        if let image = node.content.value(as: ImageNode.self), let symbol = image.symbol { result.append(symbol.name) }
        for child in node.children { result += symbols(child) }
        return result
    }

    /// Rule (ContentUnavailableView.search): an empty screen with a search bar and a query says
    /// “No Results for “{query}”” / “Check the spelling or try a new search.” under the magnifier,
    /// in the locale's words, unless the theme wrote the empty state's title or message.
    @Test func emptySearchScreenDefaultsToNoResultsForTheQuery() throws {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("ios").path)
        for (locale, title) in [("en", "No Results for “Pizza”"), ("zh-Hans", "没有“Pizza”的结果")] {
            let scene = try ThemeResolver(theme: theme).scene(
                screen: "search", state: .empty,
                variant: Variant(device: .iPhone15, locale: LocaleInfo(locale)))
            let texts = Self.texts(scene.root)
            #expect(texts["title"] == title, "\(locale): \(texts)")
            #expect(locale != "en" || texts["message"] == "Check the spelling or try a new search.")
            #expect(Self.symbols(scene.root) == ["magnifyingglass"], "the magnifier, not the theme's generic empty image")
        }
        let favorites = try ThemeResolver(theme: theme).scene(screen: "favorites", state: .empty, variant: Variant(device: .iPhone15))
        #expect(Self.texts(favorites.root)["title"] == "No Favorites Yet", "a screen without a search bar keeps its own")
        let inbox = try ThemeResolver(theme: theme).scene(screen: "inbox", state: .empty, variant: Variant(device: .iPhone15))
        #expect(Self.texts(inbox.root)["title"] == "No Data", "no search bar: the built-in empty title")
    }
}
