import Foundation
import Testing

@testable import StateboardTheme

/// `validate` checks the custom states `render --state 'custom.*'` reaches, not only the matrix's.
@Suite struct CustomStateValidationTests {
    /// Rule: a custom state the theme gives every screen is resolved on each screen by `validate`,
    /// whether or not the matrix lists it: here it names `{query}`, which only one screen fills.
    @Test func validateResolvesCustomStatesTheMatrixDoesNotList() throws {
        let yaml = """
            stateboard: 1
            name: app
            strings:
              en: { noResults: "Nothing for “{query}”" }
            states:
              custom.noResults:
                node: { component: placeholder }
                params: { title: "@noResults" }
            screens:
              search: { params: { query: Pizza } }
              inbox: {}
            matrix: { locales: [en], states: [empty] }
            """
        let folder = try TestFolder(yaml)
        defer { folder.remove() }
        let report = ThemeValidator.validate(path: folder.url.path)
        #expect(report.diagnostics.contains { $0.message.contains("`{query}` names no parameter") }, "\(report.diagnostics.map(\.description))")
        #expect(report.resolvedCount == 3, "empty on both screens and custom.noResults on search")
    }

    /// Rule: a custom state the matrix lists is rendered on the screens that can show it (the
    /// theme's, a trait's or the screen's own `states` declare it) and skipped on the others,
    /// which would draw nothing for it; one that no screen shows is an error where it is listed.
    @Test func aMatrixCustomStateRendersOnlyWhereAScreenShowsIt() throws {
        let yaml = """
            stateboard: 1
            name: app
            screens:
              search:
                states:
                  custom.noResults: { node: { component: placeholder }, params: { title: Nothing } }
              inbox: {}
            matrix: { locales: [en], states: [empty, custom.noResults] }
            """
        let folder = try TestFolder(yaml)
        defer { folder.remove() }
        let theme = try ThemeLoader.load(path: folder.url.path)
        let states = Dictionary(uniqueKeysWithValues: theme.screens.map { ($0.name, ThemeValidator.states(of: theme, screen: $0).map(\.key)) })
        #expect(states == ["search": ["empty", "custom.noResults"], "inbox": ["empty"]])

        let unknown = try TestFolder(yaml.replacingOccurrences(of: "states: [empty, custom.noResults]", with: "states: [empty, custom.noResult]"))
        defer { unknown.remove() }
        let report = ThemeValidator.validate(path: unknown.url.path)
        let error = report.diagnostics.first { $0.message.contains("`custom.noResult`, a custom state no screen shows") }
        #expect(error?.location.line == 8 && error?.location.column == 42, "\(report.diagnostics.map(\.description))")
        #expect(error?.hint?.contains("`custom.noResults`") == true)
    }
}
