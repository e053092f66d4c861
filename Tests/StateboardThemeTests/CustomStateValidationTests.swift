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
}
