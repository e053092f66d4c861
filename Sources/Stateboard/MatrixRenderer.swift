import Dispatch
import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// Renders plans of jobs in parallel into an output folder, writing each image atomically at
/// `<out>/<theme>/<screen>/<state>/<variant>.<format>`.
public struct MatrixRenderer: Sendable {
    public let themes: [Theme]
    public let format: OutputFormat
    public let jobs: Int
    /// Leave files whose bytes would not change alone (for `watch` and live previews).
    public var skipUnchanged = false

    public init(themes: [Theme], format: OutputFormat = .png, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.themes = themes; self.format = format; self.jobs = jobs
    }

    /// What a render run produced.
    public struct Results: Sendable {
        public var written: [RenderedImage] = []
        /// Paths (relative to the output folder) whose bytes changed, when skipping unchanged files.
        public var changed: [String] = []
        /// One line per job that failed: its path and the error.
        public var failures: [String] = []
        public var seconds: Double = 0
        public init() {}
    }

    /// One image written: its job, its path relative to the output folder, and how long it took.
    public struct RenderedImage: Sendable {
        /// The job's place in the plan (the matrix's order).
        public var index: Int
        public var job: RenderJob
        public var path: String
        public var milliseconds: Double
    }

    /// Renders every job of `plan` into `out`.
    public func render(_ plan: [RenderJob], into out: String, observer: PipelineObserver? = nil) throws(PipelineError) -> Results {
        /// What a worker did with one job.
        struct Written: Sendable { var path: String; var changed: Bool }
        let start = DispatchTime.now()
        let (format, skipUnchanged) = (self.format, self.skipUnchanged)
        let outcomes = try JobRunner(themes: themes, jobs: jobs).run(plan, observer: observer, path: \.path) { job, laidOut, renderer in
            let data = try renderer.render(laidOut, appearance: job.variant.appearance, format: format)
            let relative = job.relativePath + "." + format.rawValue
            let path = try OutputPath.inside(out, relative: relative)
            let changed = !skipUnchanged || FileManager.default.contents(atPath: path) != data
            if changed { try AtomicFile.write(data, to: path) }
            return Written(path: relative, changed: changed)
        }
        var results = Results()
        for (index, (job, outcome)) in zip(plan, outcomes).enumerated() {
            switch outcome.result {
            case .success(let written):
                results.written.append(RenderedImage(index: index, job: job, path: written.path, milliseconds: outcome.milliseconds))
                if skipUnchanged && written.changed { results.changed.append(written.path) }
            case .failure(let error):
                results.failures.append("\(job.relativePath): \(error)")
            }
        }
        results.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return results
    }
}
