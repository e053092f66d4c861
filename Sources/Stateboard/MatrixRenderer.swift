import Dispatch
import Foundation
import StateboardCore
import StateboardLayout
import StateboardLint
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
    /// Run lint's image checks on each image as it is drawn (`render --lint`); findings land
    /// in `RenderedImage.findings`.
    public var lints = false
    /// Draw only the images whose digest (resolved scene and inputs) differs from the last run's
    /// into the same folder (`RenderDigests`); the others are reported as `reused`, untouched.
    public var incremental = false
    /// Make a small PNG of every image drawn (`RenderedImage.thumbnailPNG`), on the drawing
    /// threads, for a live preview to serve without decoding what it wrote.
    public var encodesThumbnails = false
    /// Told of each batch of images an incremental run draws, as soon as the batch is written
    /// (with its thumbnails), in the plan's order: a live preview shows the top of its page
    /// before the rest of the matrix is digested and drawn. Without it a run draws in one batch.
    public var onDrawn: (@Sendable (Results) -> Void)?
    /// Asked, in a run that reports as it draws (`onDrawn`), before each batch after the first
    /// and before each job of those batches: when it says yes, the run stops there
    /// (`Results.abandoned`), the jobs already started finishing first. The jobs it did not reach
    /// keep their last digests, so the next run draws whichever of them changed. A live preview
    /// stops a round this way as soon as another save arrives.
    public var shouldStop: (@Sendable () -> Bool)?

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
        /// Images an incremental run left as they were (their digest unchanged); they are in `written` too.
        public var reused: [String] = []
        /// Each image's digest (path → digest), in an incremental run.
        public var digests: [String: String] = [:]
        public var seconds: Double = 0
        /// The run stopped early (`shouldStop`): `written` holds only the jobs it reached.
        public var abandoned = false
        /// How many scenes an incremental run resolved and digested (the others' digests were
        /// known: their theme's inputs had not changed).
        public var resolved = 0
        /// The output folder's digests as an incremental run left them (`DigestSorting.finish`),
        /// so the review outputs add their sheets' without decoding the file again.
        var folderDigests: RenderDigests?
        public init() {}
    }

    /// One image written: its job, its path relative to the output folder, and how long it took.
    public struct RenderedImage: Sendable {
        /// The job's place in the plan (the matrix's order).
        public var index: Int
        public var job: RenderJob
        public var path: String
        public var milliseconds: Double
        /// A small copy for the contact sheets, kept for the images they show (PNG runs): on
        /// disk (`BitmapSpool`), so a run's memory does not grow with its number of images.
        public var thumbnail: SpooledBitmap?
        /// The image at most `ReviewOutputs.thumbnailWidth` pixels wide as PNG, when the run
        /// `encodesThumbnails`.
        public var thumbnailPNG: Data?
        /// What lint's image checks found in it (when the run lints).
        public var findings: [LintFinding] = []
        /// The part of the placeholder the image cuts off (it runs past its content area).
        public var cut: ContentCut?
        /// Texts it draws with characters no pinned font has (drawn as boxes).
        public var missingGlyphs: [String] = []

        /// An image at `path` (relative to the output folder) made by `job`.
        public init(index: Int, job: RenderJob, path: String, milliseconds: Double = 0, thumbnail: SpooledBitmap? = nil) {
            self.index = index; self.job = job; self.path = path; self.milliseconds = milliseconds; self.thumbnail = thumbnail
        }
    }

    /// Renders every job of `plan` into `out`. PNG encoding runs beside drawing: a worker hands
    /// its bitmap to an encoder and draws the next image while the last one is compressed and
    /// written, so a run uses a spare core even with one job.
    public func render(_ plan: [RenderJob], into out: String, observer: PipelineObserver? = nil) throws(PipelineError) -> Results {
        let start = DispatchTime.now()
        let thumbnailed =
            format == .png
            ? Set(ReviewOutputs.contactSheetPicks(plan, themes: themes).flatMap(\.picks).map { plan[$0].relativePath }) : []
        var results =
            incremental
            ? try renderChanged(plan, into: out, thumbnailed: thumbnailed, observer: observer)
            : try draw(plan, indices: Array(plan.indices), into: out, thumbnailed: thumbnailed, observer: observer)
        if !incremental { try RenderDigests.forget(results.written.map(\.path), in: out) }
        results.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return results
    }

    /// Draws `plan` (whose jobs are at `indices` of the whole plan) into `out`. `stoppingWhen`
    /// is asked before each job: once it says yes the jobs not started are left out of the
    /// results, which say `abandoned`.
    func draw(
        _ plan: [RenderJob], indices: [Int], into out: String, thumbnailed: Set<String>,
        observer: PipelineObserver?, stoppingWhen shouldStop: (@Sendable () -> Bool)? = nil
    ) throws(PipelineError) -> Results {
        // Encoding beside drawing only pays with a core to spare; otherwise each worker encodes.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let encoder = jobs < cores ? EncodingPipeline(observer: observer, limit: cores - jobs + 1) : nil
        let drawing = Drawing(
            of: self, out: out, thumbnailed: thumbnailed, spool: try Self.spool(for: thumbnailed, in: out), encoder: encoder,
            observer: observer)
        var runner = JobRunner(themes: themes, jobs: jobs)
        runner.shouldStop = shouldStop
        let outcomes = try runner.run(plan, observer: observer) { job, laidOut, renderer -> Drawn in
            try drawing.draw(job, laidOut: laidOut, renderer: renderer)
        }
        return collect(plan, indices: indices, outcomes: outcomes, encoded: encoder?.finish() ?? [:])
    }

    /// Where the contact sheets' thumbnails wait until the sheets are drawn (none when no
    /// image is on a sheet).
    private static func spool(for thumbnailed: Set<String>, in out: String) throws(PipelineError) -> BitmapSpool? {
        guard !thumbnailed.isEmpty else { return nil }
        try AtomicFile.ensureWritableFolder(out)
        do { return try BitmapSpool(folder: out) } catch { throw .environment("\(error)") }
    }

    /// The results of a run's outcomes (in plan order; `encoded`: what the encoder queue wrote).
    private func collect(
        _ plan: [RenderJob], indices: [Int], outcomes: [JobRunner.Outcome<Drawn>], encoded: [String: Result<Bool, any Error>]
    ) -> Results {
        var results = Results()
        for (index, (job, outcome)) in zip(indices, zip(plan, outcomes)) {
            switch outcome.result {
            case .success(let drawn):
                switch drawn.changed.map(Result.success) ?? encoded[drawn.path] {
                case .success(let changed)?:
                    results.written.append(drawn.image(index: index, job: job, milliseconds: outcome.milliseconds))
                    if skipUnchanged && changed { results.changed.append(drawn.path) }
                case .failure(let error)?:
                    results.failures.append("\(job.relativePath): \(error)")
                case nil:
                    results.failures.append("\(job.relativePath): the image was drawn but never written")
                }
            case .failure(let error) where error is JobNotReached:
                results.abandoned = true
            case .failure(let error):
                results.failures.append("\(job.relativePath): \(error)")
            }
        }
        return results
    }

    /// What a worker did with one job: the file it wrote (or handed to the encoder) and, when
    /// it wrote it itself, whether the bytes changed.
    struct Drawn: Sendable {
        var path: String; var changed: Bool?; var thumbnail: SpooledBitmap?; var thumbnailPNG: Data? = nil; var findings: [LintFinding]
        var cut: ContentCut?
        var missingGlyphs: [String]

        /// The image it wrote, as the results list it.
        func image(index: Int, job: RenderJob, milliseconds: Double) -> RenderedImage {
            var image = RenderedImage(index: index, job: job, path: path, milliseconds: milliseconds, thumbnail: thumbnail)
            image.thumbnailPNG = thumbnailPNG
            image.findings = findings
            image.cut = cut
            image.missingGlyphs = missingGlyphs
            return image
        }
    }

    /// The image at most `ReviewOutputs.thumbnailWidth` pixels wide, as PNG (`made`: its
    /// thumbnail if one was made already).
    static func thumbnailPNG(of bitmap: RenderedBitmap, made: RenderedBitmap?) -> Data {
        guard bitmap.width > ReviewOutputs.thumbnailWidth else { return bitmap.png() }
        return (made ?? bitmap.thumbnail(width: ReviewOutputs.thumbnailWidth)).png()
    }

    /// Writes `data` unless `skipUnchanged` and the file already holds it; returns whether it wrote.
    static func write(_ data: Data, to path: String, skipUnchanged: Bool) throws -> Bool {
        let changed = !skipUnchanged || FileManager.default.contents(atPath: path) != data
        if changed { try AtomicFile.write(data, to: path) }
        return changed
    }
}

/// Encodes and writes drawn images on a background queue while workers draw, holding at most
/// `limit` bitmaps in flight (the workers wait for a slot), and collects what each write did.
final class EncodingPipeline: Sendable {
    private let queue = DispatchQueue(label: "stateboard.encode", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let results = Locked<[String: Result<Bool, any Error>]>([:])
    private let observer: PipelineObserver?

    init(observer: PipelineObserver?, limit: Int) {
        self.observer = observer
        slots = DispatchSemaphore(value: limit)
    }

    /// Runs `write` (which says whether it changed the file) for the image at `path` soon.
    func submit(_ path: String, _ write: @escaping @Sendable () throws -> Bool) {
        slots.wait()
        queue.async(group: group) { [self] in
            let result = Result { try write() }
            results.withLock { $0[path] = result }
            slots.signal()
            if case .success = result { observer?(.wrote(path: path)) }
        }
    }

    /// Waits for every write; the result of each, by path.
    func finish() -> [String: Result<Bool, any Error>] {
        group.wait()
        return results.current
    }
}

extension RenderJob {
    /// The image's path under an output folder: `relativePath` with the format's extension.
    func outputPath(_ format: OutputFormat) -> String { relativePath + "." + format.rawValue }
}
