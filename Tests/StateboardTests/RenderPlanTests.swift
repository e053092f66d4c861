import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

@Suite struct RenderPlanTests {
    static func ios() throws -> Theme { try ThemeCatalog().load("ios") }

    @Test func theWholeMatrixIsEveryCombination() throws {
        let theme = try Self.ios()
        let m = theme.matrix
        let builtIn: Int = m.states?.filter { !$0.hasPrefix("custom.") }.count ?? 0
        let variants: Int = m.devices.count * m.orientations.count * m.appearances.count * m.locales.count * m.textSizes.count
        // Every screen in every built-in state; `custom.signedOut` on favorites only, the one screen that shows it.
        #expect(m.states?.filter { $0.hasPrefix("custom.") } == ["custom.signedOut"])
        let expected: Int = (theme.screens.count * builtIn + 1) * variants
        let jobs = RenderPlan.jobs(for: theme)
        #expect(jobs.count == expected)
        #expect(Set(jobs.map(\.relativePath)).count == jobs.count, "paths must be unique")
    }

    @Test func globsFilterEachDimension() throws {
        var filter = RenderFilter()
        filter.screens = ["fav*"]
        filter.states = ["error.*"]
        filter.devices = ["iphone-1?"]
        filter.appearances = [.dark]
        filter.locales = ["zh-*"]
        filter.textSizes = ["large"]
        let jobs = RenderPlan.jobs(for: try Self.ios(), filter: filter)
        #expect(jobs.count == 3)  // favorites × 3 error kinds × iphone-15 × dark × zh-Hans × large
        #expect(jobs.allSatisfy { $0.screen == "favorites" && $0.variant.appearance == .dark && $0.variant.device.id == "iphone-15" })
        #expect(jobs.first?.relativePath == "ios/favorites/error.networkUnreachable/iphone-15-dark-zh-Hans@3x")
    }

    /// Rule (issue #24): `--state 'custom.*'` finds the theme's custom states whether or not the
    /// matrix lists them; without a filter the matrix decides.
    @Test func stateFiltersFindCustomStatesTheMatrixDoesNotList() throws {
        let yaml = """
            stateboard: 1
            name: app
            screens:
              search:
                states:
                  custom.noResults: { node: { component: placeholder }, params: { title: Nothing } }
              inbox: {}
            matrix: { locales: [en], states: [empty] }
            """
        let theme = try ThrowawayTheme.withFolder(yaml, purpose: "custom-states") { try ThemeLoader.load(path: $0.path) }
        var filter = RenderFilter()
        filter.states = ["custom.*"]
        let jobs = RenderPlan.jobs(for: theme, filter: filter)
        #expect(!jobs.isEmpty && jobs.allSatisfy { $0.state == .custom("noResults") && $0.screen == "search" }, "\(Set(jobs.map(\.state)))")
        #expect(!RenderPlan.jobs(for: theme).contains { $0.state == .custom("noResults") }, "without a filter the matrix decides")
    }

    @Test func namedValuesOutsideTheMatrixAreRendered() throws {
        var filter = RenderFilter()
        filter.devices = ["ipad-pro-11"]
        filter.locales = ["he"]
        filter.scale = 1
        let jobs = RenderPlan.jobs(for: try Self.ios(), filter: filter)
        #expect(!jobs.isEmpty)
        #expect(jobs.allSatisfy { $0.variant.device.id == "ipad-pro-11" && $0.variant.locale.identifier == "he" && $0.variant.scale == 1 })
        #expect(jobs[0].variant.locale.direction == .rightToLeft)
    }

    @Test func shardsPartitionTheMatrixAndStayStableAsItGrows() throws {
        let theme = try Self.ios()
        let all = RenderPlan.jobs(for: theme)
        var union: [RenderJob] = []
        for index in 0..<3 {
            var filter = RenderFilter()
            filter.shard = (index, 3)
            let part = RenderPlan.jobs(for: theme, filter: filter)
            #expect(!part.isEmpty)
            union += part
        }
        #expect(union.count == all.count)
        #expect(Set(union.map(\.relativePath)) == Set(all.map(\.relativePath)))
        var grown = theme
        grown.matrix.locales.append("he")
        let before = Dictionary(uniqueKeysWithValues: all.map { ($0.relativePath, $0.shard(of: 3)) })
        for job in RenderPlan.jobs(for: grown) where before[job.relativePath] != nil {
            #expect(job.shard(of: 3) == before[job.relativePath])
        }
    }
}

/// The limit `renderSeconds` in library use: a job past it fails with a located error and the
/// run (the process) goes on.
@Suite struct JobRunnerDeadlineTests {
    @Test func aJobPastTheDeadlineFailsWithALocatedErrorAndTheRunGoesOn() throws {
        let theme = try ThemeCatalog().load("ios")
        var filter = RenderFilter()
        filter.screens = ["inbox"]
        filter.states = ["empty"]
        let plan = Array(RenderPlan.jobs(for: theme, filter: filter).prefix(2))
        #expect(plan.count == 2)
        var runner = JobRunner(themes: [theme], jobs: 1)
        runner.timeLimit = 1e-12
        let outcomes = try runner.run(plan) { _, laidOut, renderer in try renderer.render(laidOut, appearance: .light).count }
        #expect(outcomes.count == 2)
        for outcome in outcomes {
            #expect(throws: RenderDeadlineExceeded.self) { _ = try outcome.result.get() }
            if case .failure(let error as RenderDeadlineExceeded) = outcome.result {
                #expect(error.location != nil, "located at the node the theme (or the built-in defaults) declared: \(error)")
            }
        }
        runner.timeLimit = 3600
        let within = try runner.run(plan) { _, laidOut, renderer in try renderer.render(laidOut, appearance: .light).count }
        #expect(within.allSatisfy { (try? $0.result.get()).map { $0 > 0 } == true })
    }
}
