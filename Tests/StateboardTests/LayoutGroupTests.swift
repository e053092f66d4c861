import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import Stateboard

/// Jobs of one run that differ only in appearance or contrast share one layout (`LayoutGroups`).
@Suite struct LayoutGroupTests {
    static let yaml = """
        stateboard: 1
        name: shared
        states:
          empty:
            node:
              stack: { axis: vertical, alignment: center, spacing: 8 }
              nodes:
                - label: { text: "Nothing here", style: title2 }
                - button: { title: Refresh, style: filled }
        screens:
          inbox: { title: Inbox }
        matrix:
          devices: [iphone-15, iphone-se]
          appearances: [light, dark]
          contrasts: [standard, increased]
          locales: [en, ar]
          states: [empty]
        """

    static func theme() throws -> Theme {
        let folder = try TestPaths.temporaryFolder("shared-layouts")
        defer { try? FileManager.default.removeItem(at: folder) }  // read whole: planning needs no file
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        return try ThemeLoader.load(path: folder.path)
    }

    /// Rule: the jobs of a variant that differ in appearance and contrast are one group, in
    /// plan order; groups come in the order of their first job.
    @Test func appearancesAndContrastsOfAVariantAreOneGroup() throws {
        let theme = try Self.theme()
        let plan = try RenderPlan.checkedPlan(for: [theme], filter: RenderFilter())
        #expect(plan.count == 16)
        let groups = LayoutGroups.of(plan)
        #expect(groups.count == 4, "one per device and locale")
        let members: [Int] = groups.flatMap { $0 }.sorted()
        let firsts: [Int] = groups.map { $0[0] }
        #expect(members == Array(plan.indices))
        #expect(firsts == firsts.sorted())
        for group in groups {
            let keys: Set<LayoutGroups.Key> = Set(group.map { LayoutGroups.Key(plan[$0]) })
            let looks: Set<String> = Set(group.map { (index: Int) -> String in "\(plan[index].variant.appearance)-\(plan[index].variant.contrast)" })
            #expect(group == group.sorted())
            #expect(keys.count == 1)
            #expect(looks.count == 4)
        }
    }

    /// Rule: every job of a group draws with a deadline of its own (the limit counts from the
    /// job's start, not from its group's first layout).
    @Test func eachJobOfAGroupHasItsOwnDeadline() throws {
        let theme = try Self.theme()
        let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
        var runner = JobRunner(themes: [theme], jobs: 2)
        runner.timeLimit = 30
        let deadlines = try runner.run(plan) { _, laidOut, _ in laidOut.deadline }.map { try $0.result.get() }
        #expect(Set(deadlines.compactMap { $0 }).count == plan.count)
    }

    /// Rule: a run's images are the same whether jobs share layouts or not: every job drawn
    /// alone (its own resolve and layout) gives the pixels the run gave.
    @Test func sharedLayoutsDrawWhatEachJobDrawsAlone() throws {
        let theme = try Self.theme()
        let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
        let run = try JobRunner(themes: [theme], jobs: 2).run(plan) { job, laidOut, renderer in
            try renderer.draw(laidOut, appearance: job.variant.appearance, contrast: job.variant.contrast).pixelDigest()
        }
        let renderer = try RendererFactory.make(for: theme)
        let resolver = ThemeResolver(theme: theme)
        for (job, outcome) in zip(plan, run) {
            let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
            let alone = try renderer.draw(renderer.layout(scene), appearance: job.variant.appearance, contrast: job.variant.contrast)
            #expect(try outcome.result.get() == alone.pixelDigest(), "\(job.relativePath)")
        }
    }
}
