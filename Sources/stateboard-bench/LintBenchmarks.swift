import Foundation
import Stateboard

/// What lint costs: its image checks on one drawn image beside drawing it, and `render --lint`
/// beside `render` over the `ios` theme's matrix (same run, same workers).
enum LintBenchmarks {
    static func run() throws {
        let theme = try ThemeCatalog(workingDirectory: VerifyBenchmarks.root.path).load("ios")
        let plan = RenderPlan.jobs(for: theme)
        guard let job = plan.first(where: { $0.state == .error(.networkUnreachable) && $0.variant.appearance == .light }) else { return }
        let renderer = try RendererFactory.make(for: theme)
        let scene = try ThemeResolver(theme: theme).scene(screen: job.screen, state: job.state, variant: job.variant)
        let layout = renderer.layout(scene)
        let bitmap = try renderer.draw(layout, appearance: job.variant.appearance)
        let linter = ImageLinter(theme: theme, measurer: renderer.measurer)
        let draw = medianNanoseconds { _ = try? renderer.draw(renderer.layout(scene), appearance: job.variant.appearance) }
        let checks = medianNanoseconds {
            _ = linter.findings(in: layout, bitmap: bitmap, screen: job.screen, state: job.state, locale: job.variant.locale, image: job.relativePath)
        }
        report("lint: layout + draw one image", formatDuration(draw), "\(job.relativePath)")
        report("lint: its image checks on the drawn image", formatDuration(checks), String(format: "%.1f %% of drawing it", checks / draw * 100))

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-bench-lint-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var seconds: [Bool: Double] = [:]
        for lints in [false, true] {
            var matrix = MatrixRenderer(themes: [theme], jobs: ProcessInfo.processInfo.activeProcessorCount)
            matrix.lints = lints
            seconds[lints] = try matrix.render(plan, into: out).seconds
        }
        let plain = seconds[false] ?? 0, linted = seconds[true] ?? 0
        report("render ios matrix (\(plan.count) PNGs)", String(format: "%.2f ms/image", plain / Double(plan.count) * 1000))
        report(
            "render --lint ios matrix", String(format: "%.2f ms/image", linted / Double(plan.count) * 1000),
            String(format: "ratio %.2f× (lint adds %.2f ms per image)", linted / max(plain, 1e-9), (linted - plain) / Double(plan.count) * 1000))
    }
}
