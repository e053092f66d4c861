import Dispatch
import Foundation
import StateboardCore
import StateboardRender
import StateboardSnapshot
import Stateboard

/// `verify` of the bundled themes' references in Snapshots/ when nothing changed: images per
/// second with the pixel-digest fast path and with every reference decoded and compared.
enum VerifyBenchmarks {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Work {
        var job: RenderJob
        var resolver: ThemeResolver
        var renderer: ImageRenderer
        var record: ReferenceRecord?
        var path: String
    }

    static func run() throws {
        let themesFolder = root.appendingPathComponent("Themes").path
        var work: [Work] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: themesFolder).sorted() {
            let theme = try ThemeLoader.load(path: (themesFolder as NSString).appendingPathComponent(name))
            let snapshots = root.appendingPathComponent("Snapshots/\(theme.name)").path
            guard let fingerprint = try Fingerprint.read((snapshots as NSString).appendingPathComponent(Fingerprint.fileName)) else {
                print("verify: no references for \(theme.name); run `stateboard record` first"); continue
            }
            let fonts = FontEnvironment(extraFonts: theme.fontPaths)
            let changes = RenderEnvironment.current(fonts: fonts).changes(since: fingerprint.environment)
            if !changes.isEmpty { print("verify: \(theme.name) was recorded in another environment (\(changes.joined(separator: "; "))); the fast path is off for it") }
            let resolver = ThemeResolver(theme: theme)
            let renderer = try ImageRenderer(fonts: fonts)
            for job in RenderPlan.referenceJobs(for: theme) {
                let key = "\(job.screen)/\(job.state.key)/\(job.variant.fileStem)"
                work.append(Work(job: job, resolver: resolver, renderer: renderer, record: changes.isEmpty ? fingerprint.references[key] : nil,
                                 path: root.appendingPathComponent("Snapshots/\(job.relativePath).png").path))
            }
        }
        guard !work.isEmpty else { return }
        let items = work
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rates: [String: Double] = [:]
        for (label, usesDigests) in [("fast path", true), ("full decode", false)] {
            let verifier = SnapshotVerifier(usesDigests: usesDigests)
            for workers in Set([1, cores]).sorted() {
                let next = Counter()
                let failures = Counter()
                let start = DispatchTime.now()
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let index = next.take(below: items.count) {
                        let item = items[index]
                        guard let scene = try? item.resolver.scene(screen: item.job.screen, state: item.job.state, variant: item.job.variant),
                              case let layout = item.renderer.layout(scene),
                              let bitmap = try? item.renderer.draw(layout, appearance: item.job.variant.appearance),
                              let outcome = try? verifier.verify(bitmap: bitmap, layout: layout, scale: item.job.variant.scale,
                                                                 record: item.record, referencePath: item.path),
                              outcome.passed else { _ = failures.take(below: Int.max); continue }
                    }
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                let rate = Double(items.count) / seconds
                rates["\(label) \(workers)"] = rate
                let failed = failures.take(below: Int.max) ?? 0
                report("verify \(items.count) @2x, \(label), \(workers) job\(workers == 1 ? "" : "s")",
                       String(format: "%.1f images/s", rate), String(format: "%.2f s", seconds) + (failed > 0 ? ", \(failed) did not pass" : ""))
            }
        }
        if let fast = rates["fast path \(cores)"], let full = rates["full decode \(cores)"] {
            report("ratio: fast path / full decode (\(cores) jobs)", String(format: "%.2f×", fast / full))
        }
        // Where the time goes for one typical image.
        let item = items[items.count / 2]
        let scene = try item.resolver.scene(screen: item.job.screen, state: item.job.state, variant: item.job.variant)
        let layout = item.renderer.layout(scene)
        let bitmap = try item.renderer.draw(layout, appearance: item.job.variant.appearance)
        let reference = FileManager.default.contents(atPath: item.path) ?? Data()
        report("verify step: layout + draw", formatDuration(medianNanoseconds {
            _ = try? item.renderer.draw(item.renderer.layout(scene), appearance: item.job.variant.appearance)
        }), "\(bitmap.width)×\(bitmap.height)")
        report("verify step: pixel digest of the surface", formatDuration(medianNanoseconds { _ = bitmap.pixelDigest() }))
        report("verify step: decode reference PNG", formatDuration(medianNanoseconds { _ = try? RGBAImage(png: reference) }))
        let decoded = (try? RGBAImage(png: reference)) ?? bitmap.rgba()
        report("verify step: surface to RGBA", formatDuration(medianNanoseconds { _ = bitmap.rgba() }))
        report("verify step: compare decoded pixels", formatDuration(medianNanoseconds { _ = ImageComparison.compare(decoded, bitmap.rgba()) }))
    }
}
