import Dispatch
import Foundation
import StateboardCore
import StateboardTheme

extension MatrixRenderer {
    /// Resolves every job (cheap), digests each scene with its inputs, and draws only the jobs
    /// whose digest differs from the last run's into `out` or whose image is gone; the rest are
    /// reported as written and `reused`, their files untouched. The folder's digests are then
    /// brought up to date (written only when they changed).
    func renderChanged(_ plan: [RenderJob], into out: String, thumbnailed: Set<String>,
                       observer: PipelineObserver?) throws(PipelineError) -> Results {
        let last = RenderDigests.read(in: out)
        let digests = Self.digests(of: plan, themes: themes, digester: JobDigester(themes: themes, format: format), jobs: jobs)
        let paths = plan.map { $0.relativePath + "." + format.rawValue }
        var reused: [Int] = [], changed: [Int] = []
        for index in plan.indices {
            let unchanged = digests[index] != nil && last.images[paths[index]] == digests[index]
                && FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(paths[index]))
            if unchanged { reused.append(index) } else { changed.append(index) }
        }
        var results = try draw(changed.map { plan[$0] }, indices: changed, into: out, thumbnailed: thumbnailed, observer: observer)
        var next = last
        for index in changed { next.images[paths[index]] = nil }
        for image in results.written { next.images[image.path] = digests[image.index] }
        for index in reused {
            results.written.append(RenderedImage(index: index, job: plan[index], path: paths[index]))
            results.reused.append(paths[index])
        }
        results.written.sort { $0.index < $1.index }
        for image in results.written { results.digests[image.path] = digests[image.index] }
        try next.write(in: out)
        return results
    }

    /// Each job's digest in plan order (`nil` where it does not resolve: drawing reports why),
    /// worked out on `jobs` threads.
    static func digests(of plan: [RenderJob], themes: [Theme], digester: JobDigester, jobs: Int) -> [String?] {
        let resolvers = Dictionary(themes.map { ($0.name, ThemeResolver(theme: $0)) }) { first, _ in first }
        let slots = PlanSlots<String>(count: plan.count)
        let limits = InputLimits.current  // workers are threads: they resolve under the caller's limits
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, plan.count))) { _ in
            InputLimits.$current.withValue(limits) {
                while let index = slots.claim() {
                    let job = plan[index]
                    guard let resolver = resolvers[job.theme],
                          let scene = try? resolver.scene(screen: job.screen, state: job.state, variant: job.variant) else { continue }
                    slots.store(digester.digest(job, scene: scene), at: index)
                }
            }
        }
        return slots.values
    }
}
