import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import Stateboard

/// Jobs of one run that differ only in appearance or contrast share one layout (`SharedLayouts`).
@Suite struct SharedLayoutTests {
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
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        return try ThemeLoader.load(path: folder.path)
    }

    /// Rule: the four jobs of a variant that differ in appearance and contrast are laid out once;
    /// the others take that layout, each with a deadline of its own; once all four took it, it
    /// is let go (a fifth request lays out again).
    @Test func appearancesAndContrastsOfAVariantAreLaidOutOnce() throws {
        let theme = try Self.theme()
        let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
        #expect(plan.count == 16)
        let renderer = try RendererFactory.make(for: theme)
        let resolver = ThemeResolver(theme: theme)
        let layouts = SharedLayouts(plan: plan, timeLimit: 30)
        var made = 0
        func layout(_ job: RenderJob) throws -> LaidOutScene {
            try layouts.layout(for: job) {
                made += 1
                let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
                return renderer.layoutEngine(direction: scene.direction, timeLimit: 30).layout(scene)
            }
        }
        var byKey: [SharedLayouts.Key: [LaidOutScene]] = [:]
        for job in plan { byKey[SharedLayouts.Key(job), default: []].append(try layout(job)) }
        #expect(made == 4, "one layout per device and locale")
        for (key, shared) in byKey {
            #expect(shared.count == 4, "\(key.job.relativePath)")
            #expect(Set(shared.map(\.root.frame)).count == 1)
            #expect(Set(shared.compactMap(\.deadline)).count == 4, "each job has its own deadline")
        }
        _ = try layout(plan[0])
        #expect(made == 5, "a layout every sharer took is not kept")
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
