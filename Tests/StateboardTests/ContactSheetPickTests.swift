import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import Stateboard

/// Which images a contact sheet shows, and in what order: the same every run, so a sheet whose
/// pictures kept their digests is not drawn again.
@Suite struct ContactSheetPickTests {
    @Test func customStatesAreShownInTheMatrixOrderEveryRun() throws {
        let names = ["zeta", "alpha", "mid", "beta", "omega", "kappa"]
        let states = names.map { "  custom.\($0):\n    node: { label: { text: \"\($0)\" } }" }.joined(separator: "\n")
        let yaml = """
            stateboard: 1
            name: picks
            states:
            \(states)
            screens:
              inbox: { title: Inbox }
            matrix:
              devices: [iphone-15]
              appearances: [light, dark]
              locales: [en]
              states: [empty, \(names.map { "custom.\($0)" }.joined(separator: ", "))]
            """
        try TestPaths.withTemporaryFolder("picks") { root in
            try yaml.write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: root.path)
            let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
            let sheets = ReviewOutputs.contactSheetPicks(plan, themes: [theme])
            let shown = try #require(sheets.first).picks.map { plan[$0].state.key }
            #expect(shown == ["empty"] + names.map { "custom.\($0)" })
            #expect(sheets.first?.picks.allSatisfy { plan[$0].variant.appearance == .light } == true)
        }
    }
}
