import Dispatch
import Foundation
import StateboardCore
import StateboardRender
import Stateboard

/// The largest bundled matrix rendered to PNG in memory: images per second with one job and
/// with every core.
enum MatrixBenchmarks {
    static let themesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes")

    static func run() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: themesFolder.path).sorted()
        let themes = try names.map { try ThemeLoader.load(path: themesFolder.appendingPathComponent($0).path) }
        let (theme, jobs) = themes.map { ($0, RenderPlan.jobs(for: $0)) }.max { $0.1.count < $1.1.count }!
        let resolver = ThemeResolver(theme: theme)
        let renderer = try ImageRenderer(fonts: FontEnvironment(extraFonts: theme.fontPaths))
        @Sendable func render(_ job: RenderJob) {
            guard let scene = try? resolver.scene(screen: job.screen, state: job.state, variant: job.variant) else { return }
            _ = try? renderer.render(renderer.layout(scene), appearance: job.variant.appearance)
        }
        render(jobs[0])  // fonts loaded
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rates: [Int: Double] = [:]
        for workers in Set([1, cores]).sorted() {
            let start = DispatchTime.now()
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = next.take(below: jobs.count) { render(jobs[index]) }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            rates[workers] = Double(jobs.count) / seconds
            report("matrix: \(theme.name), \(jobs.count) images, \(workers) job\(workers == 1 ? "" : "s")",
                   String(format: "%.1f images/s", rates[workers]!), String(format: "%.1f s", seconds))
        }
        if cores > 1, let one = rates[1], let all = rates[cores] {
            report("ratio: \(cores) jobs / 1 job", String(format: "%.2f×", all / one))
        }
    }
}

/// A shared work index.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
