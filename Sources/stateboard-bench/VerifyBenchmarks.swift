import Dispatch
import Foundation
import Stateboard

/// `verify` of the bundled themes' references in Snapshots/ when nothing changed: images per
/// second with the pixel-digest fast path and with every reference decoded and compared.
enum VerifyBenchmarks {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run() throws {
        let catalog = ThemeCatalog(workingDirectory: root.path)
        let themes = try catalog.defaultEntries().map { NamedTheme(argument: $0.name, theme: try ThemeLoader.load(path: $0.path)) }
        let store = ReferenceStore(folder: root.appendingPathComponent("Snapshots").path)
        let plan = try RenderPlan.checkedJobs(for: themes.map(\.theme), filter: RenderFilter(), source: .references)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rates: [String: Double] = [:]
        // The fast path three times (this machine's neighbours make single runs vary by a
        // quarter), full decoding once: each figure is the median run.
        for (label, full, runs) in [("fast path", false, 3), ("full decode", true, 1)] {
            for workers in Set([1, cores]).sorted() where !full || workers == cores {
                var verify = VerifyRun(themes: themes, store: store, jobs: workers)
                verify.full = full
                var seconds: [Double] = []
                var byDigest = 0, failed = 0
                for _ in 0..<runs {
                    let outcome = try verify.run(
                        plan,
                        environmentChanged: { theme, _, changes in
                            print("verify: \(theme) was recorded in another environment (\(changes.joined(separator: "; "))); the fast path is off for it")
                        })
                    seconds.append(outcome.report.seconds)
                    byDigest = outcome.passedByDigest
                    failed = outcome.report.entries.count - outcome.report.passed
                }
                seconds.sort()
                let rate = Double(plan.count) / seconds[seconds.count / 2]
                rates["\(label) \(workers)"] = rate
                let spread =
                    runs > 1 ? String(format: " (%.0f–%.0f/s over %d runs)", Double(plan.count) / seconds.last!, Double(plan.count) / seconds[0], runs) : ""
                report(
                    "verify \(plan.count) @2x, \(label), \(workers) job\(workers == 1 ? "" : "s")",
                    String(format: "%.1f images/s", rate),
                    String(format: "%.2f s, %d by digest", seconds[seconds.count / 2], byDigest) + spread + (failed > 0 ? ", \(failed) did not pass" : "")
                        + (!full && workers == cores ? " (target ≥ 1,000/s)" : ""))
            }
        }
        if let fast = rates["fast path \(cores)"], let full = rates["full decode \(cores)"] {
            report("ratio: fast path / full decode (\(cores) jobs)", String(format: "%.2f×", fast / full))
        }
        try phases(plan, themes: themes)
        guard let job = plan.dropFirst(plan.count / 2).first, let theme = themes.first(where: { $0.theme.name == job.theme })?.theme else { return }
        let renderer = try RendererFactory.make(for: theme)
        let path = store.referencePath(job)
        let scene = try ThemeResolver(theme: theme).scene(screen: job.screen, state: job.state, variant: job.variant)
        let bitmap = try renderer.draw(renderer.layout(scene), appearance: job.variant.appearance)
        let reference = FileManager.default.contents(atPath: path) ?? Data()
        report("verify step: decode reference PNG", formatDuration(medianNanoseconds { _ = try? RGBAImage(png: reference) }))
        let decoded = (try? RGBAImage(png: reference)) ?? bitmap.rgba()
        report("verify step: surface to RGBA", formatDuration(medianNanoseconds { _ = bitmap.rgba() }))
        report("verify step: compare decoded pixels", formatDuration(medianNanoseconds { _ = ImageComparison.compare(decoded, bitmap.rgba()) }))
    }

    /// Where one job's time goes, summed over every reference on one thread: resolving the
    /// scene, laying it out, drawing it, and the pixel digest (the fast path's whole work).
    private static func phases(_ plan: [RenderJob], themes: [NamedTheme]) throws {
        var contexts: [String: (ThemeResolver, ImageRenderer)] = [:]
        for named in themes { contexts[named.theme.name] = (ThemeResolver(theme: named.theme), try RendererFactory.make(for: named.theme)) }
        let clock = ContinuousClock()
        var totals: [Duration] = [.zero, .zero, .zero, .zero]
        for job in plan {
            guard let (resolver, renderer) = contexts[job.theme] else { continue }
            var start = clock.now
            func lap(_ phase: Int) {
                let now = clock.now
                totals[phase] += now - start
                start = now
            }
            let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
            lap(0)
            let layout = renderer.layout(scene)
            lap(1)
            let bitmap = try renderer.draw(layout, appearance: job.variant.appearance, contrast: job.variant.contrast)
            lap(2)
            _ = bitmap.pixelDigest()
            lap(3)
        }
        let all = totals.reduce(Duration.zero, +)
        for (index, name) in ["resolve", "layout", "draw", "pixel digest"].enumerated() {
            let nanoseconds = totals[index] / .nanoseconds(1)
            report(
                "verify phase: \(name), per reference", formatDuration(nanoseconds / Double(plan.count)),
                String(format: "%.0f%% of %.2f s over %d references, 1 thread", 100 * Double(totals[index] / all), all / .seconds(1), plan.count))
        }
    }
}
