import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// A plan is computed from its axes when read (`RenderJobs`): it must list the very jobs, in the
/// very order, that expanding the matrix job by job lists, and what is derived from it (layout
/// groups, the references it draws) must be what the listed jobs give.
@Suite struct ComputedPlanTests {
    static let bundled = ["ios", "dzn", "dataviewable", "listapp", "tablebackground", "viewstate"]

    /// The matrix expanded job by job, as plans were made before they were computed: the oracle.
    static func expanded(_ theme: Theme, matrix: Matrix, filter: RenderFilter) -> [RenderJob] {
        let deviceIDs = RenderPlan.expand(matrix.devices, filter.devices, universe: (theme.devices + Device.presets).map(\.id))
        let locales = RenderPlan.expand(matrix.locales, filter.locales, universe: [])
        let textSizes = RenderPlan.expand(matrix.textSizes.map(\.rawValue), filter.textSizes, universe: TextSizeCategory.allCases.map(\.rawValue))
            .compactMap(TextSizeCategory.init(rawValue:))
        let appearances = filter.appearances.isEmpty ? matrix.appearances : filter.appearances
        let contrasts = filter.contrasts.isEmpty ? matrix.contrasts : filter.contrasts
        var jobs: [RenderJob] = []
        for screen in theme.screens where RenderFilter.matches(screen.name, filter.screens) {
            var states = ThemeValidator.states(of: theme, screen: screen, matrix: matrix)
            if !filter.states.isEmpty { states += ThemeValidator.customStates(of: theme, screen: screen).filter { !states.contains($0) } }
            for state in states.filter({ RenderFilter.matches($0.key, filter.states) }) {
                for device in deviceIDs.compactMap(theme.device) {
                    for orientation in matrix.orientations {
                        for appearance in appearances {
                            for contrast in contrasts {
                                for locale in locales {
                                    for textSize in textSizes {
                                        let variant = Variant(
                                            device: device, orientation: orientation, appearance: appearance, contrast: contrast,
                                            locale: LocaleInfo(locale), textSize: textSize, scale: filter.scale ?? matrix.scale)
                                        jobs.append(RenderJob(theme: theme.name, screen: screen.name, state: state, variant: variant))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return jobs
    }

    static func filters() -> [RenderFilter] {
        var narrowed = RenderFilter()
        narrowed.locales = ["*", "ar"]
        narrowed.states = ["e*", "custom.*"]
        narrowed.appearances = [.dark, .light]
        var scaled = RenderFilter()
        scaled.devices = ["ipad-pro-11"]
        scaled.textSizes = ["accessibility3", "large"]
        scaled.scale = 1
        return [RenderFilter(), narrowed, scaled]
    }

    /// Rule: a computed plan lists the jobs of the matrix expanded job by job, in its order, for
    /// every bundled theme, both sources and several filters.
    @Test func aComputedPlanListsTheExpandedMatrixInOrder() throws {
        let catalog = ThemeCatalog()
        for name in Self.bundled {
            let theme = try catalog.load(name)
            for filter in Self.filters() {
                for (source, matrix) in [(RenderPlan.Source.matrix, theme.matrix), (.references, theme.snapshots ?? theme.matrix)] {
                    let computed = RenderPlan.plan(for: theme, source: source, filter: filter)
                    let oracle = Self.expanded(theme, matrix: matrix, filter: filter)
                    #expect(computed.count == oracle.count, "\(name) \(source)")
                    let firstDifference = zip(Array(computed), oracle).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    #expect(Array(computed) == oracle, "\(name) \(source): the first difference at \(firstDifference ?? -1)")
                }
            }
        }
    }

    /// Rule: a shard of several themes' plan keeps the jobs of the whole plan whose hash names
    /// the shard, in plan order, whichever theme they come from.
    @Test func aShardOfSeveralThemesKeepsItsJobsInOrder() throws {
        let themes = try ["ios", "dzn"].map { try ThemeCatalog().load($0) }
        let whole = themes.flatMap { Self.expanded($0, matrix: $0.matrix, filter: RenderFilter()) }
        var union: [RenderJob] = []
        for index in 0..<3 {
            var filter = RenderFilter()
            filter.shard = (index, 3)
            let shard = try RenderPlan.checkedPlan(for: themes, filter: filter)
            #expect(Array(shard) == whole.filter { $0.shard(of: 3) == index }, "shard \(index)")
            union += shard
        }
        #expect(Set(union) == Set(whole) && union.count == whole.count)
    }

    /// Rule: the layout groups of a computed plan are those of its jobs listed one by one (the
    /// same groups, in the same order, each in plan order).
    @Test func aComputedPlansLayoutGroupsAreItsListedJobsGroups() throws {
        for name in ["ios", "listapp"] {
            let theme = try ThemeCatalog().load(name)
            for filter in Self.filters() {
                let computed = RenderPlan.plan(for: theme, source: .matrix, filter: filter)
                let listed = LayoutGroups.of(RenderJobs(Array(computed)))
                let groups = LayoutGroups.of(computed)
                #expect(computed.layoutGroups != nil, "a whole matrix's groups are computed")
                #expect(groups.count == listed.count, "\(name)")
                #expect((0..<groups.count).allSatisfy { groups[$0] == listed[$0] }, "\(name)")
            }
        }
    }

    /// Rule: a theme's plan draws a reference exactly when one of its jobs has its key; the
    /// answer is taken from the plan's axes, never from a key per image.
    @Test func producedReferencesAreThePlansKeys() throws {
        let theme = try ThemeCatalog().load("ios")
        let plan = RenderPlan.plan(for: theme, source: .references)
        let produced = ProducedReferences(plan)
        let listed = ProducedReferences(RenderJobs(Array(plan)))
        #expect(plan.allSatisfy { produced.contains($0.referenceKey) })
        let job = plan[plan.count / 2]
        let others = [
            "\(job.screen)/\(job.state.key)/\(job.variant.fileStem)x", "\(job.screen)/custom.gone/\(job.variant.fileStem)",
            // A screen and a state the plan has, but not together: only favorites shows signedOut.
            "gone/\(job.state.key)/\(job.variant.fileStem)", "inbox/custom.signedOut/\(job.variant.fileStem)",
            "favorites/custom.signedOut/\(job.variant.fileStem)", job.variant.fileStem, "",
        ]
        for key in others {
            #expect(produced.contains(key) == listed.contains(key), "\(key)")
            #expect(!produced.contains(key) || plan.contains { $0.referenceKey == key }, "\(key)")
        }
    }

    /// Rule: a library caller's locale filter is held to the command line's rule (an identifier
    /// or a glob): `ja,th` is a clear error naming the value, not English drawn into `…-ja,th`.
    @Test func aLibraryCallersLocaleFilterIsChecked() throws {
        let theme = try ThemeCatalog().load("ios")
        var filter = RenderFilter()
        filter.locales = ["ja,th"]
        let error = #expect(throws: PipelineError.self) { try RenderPlan.checkedPlan(for: [theme], filter: filter) }
        #expect(error?.cause == .badInput)
        #expect(error?.localizedDescription == "`ja,th` is not a locale identifier; give one locale per value: `ja`, `th`", "\(String(describing: error))")
        filter.locales = ["zh-*", "pt_BR", "en-XA"]
        #expect(throws: Never.self) { try RenderPlan.checkedPlan(for: [theme], filter: filter) }
        let request = VariantRequest(locale: "en US")
        let refused = #expect(throws: PipelineError.self) { try request.variant(for: theme) }
        #expect(refused?.localizedDescription.hasPrefix("`en US` is not a locale identifier; ") == true, "\(String(describing: refused))")
        #expect(throws: PipelineError.self) { try VariantRequest(locale: "zh-*").variant(for: theme) }
    }
}
