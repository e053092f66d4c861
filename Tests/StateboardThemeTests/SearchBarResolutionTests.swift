import Foundation
import Testing
@testable import StateboardCore
@testable import StateboardTheme

/// The search bar a screen resolves to: the locale's placeholder, and the screen's query.
@Suite struct SearchBarResolutionTests {
    static func searchBar(screen: String, locale: String) throws -> ChromeBar? {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("ios").path)
        let scene = try ThemeResolver(theme: theme).scene(screen: screen, state: .empty,
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
}
