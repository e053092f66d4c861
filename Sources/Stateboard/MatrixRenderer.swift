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
    /// Where to keep a small PNG of every image drawn (`RenderedImage.thumbnailPNG`), made on
    /// the drawing threads for a live preview to serve without decoding what it wrote; `nil`
    /// (the default) makes none. Each is appended to the spool as soon as it is encoded, so no
    /// batch holds its thumbnails' bytes in memory. A run that reports as it draws (`onDrawn`)
    /// hands each one's place over with its batch only: the run's results leave them out.
    public var thumbnailSpool: DataSpool?
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
    /// Fill `Results.written` (and, in an incremental run, `Results.digests`) with every image
    /// (the default). A caller that reads the images once, in order, turns it off and reads
    /// `Results.images`, which keeps eight bytes per image instead of a `RenderedImage` and its
    /// digest: the command line does, so a run's memory does not grow with its matrix.
    public var keepsWritten = true

    public init(themes: [Theme], format: OutputFormat = .png, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.themes = themes; self.format = format; self.jobs = jobs
    }

    /// What a render run produced.
    public struct Results: Sendable {
        /// Every image written, in plan order (empty when the run did not keep it:
        /// `keepsWritten`; `images` lists them then).
        public var written: [RenderedImage] = []
        /// Every image written, in plan order: `written`, or what a run that does not keep it
        /// holds in its place, read a `RenderedImage` at a time.
        public var images: WrittenImages { compact ?? WrittenImages(written) }
        /// The images while the run works (always), and after it when it does not keep `written`.
        var compact: WrittenImages?
        /// Paths (relative to the output folder) whose bytes changed, when skipping unchanged files.
        /// A run that reports as it draws (`onDrawn`) and keeps no list of its images
        /// (`keepsWritten` off) lists them in each batch only, not again in its results.
        public var changed: [String] = []
        /// One line per job that failed: its path and the error.
        public var failures: [String] = []
        /// Images an incremental run left as they were (their digest unchanged); they are in
        /// `written` too. Listed only by a run that keeps `written` (`keepsWritten`): otherwise
        /// `reusedCount` counts them and each image says so (`RenderedImage.reused`).
        public var reused: [String] = []
        /// How many images an incremental run left as they were.
        public var reusedCount = 0
        /// Each image's digest (path → digest), in an incremental run that keeps `written`
        /// (`folderDigests` holds them otherwise).
        public var digests: [String: String] = [:]
        public var seconds: Double = 0
        /// The run stopped early (`shouldStop`): `written` holds only the jobs it reached.
        public var abandoned = false
        /// How many scenes an incremental run resolved and digested (the others' digests were
        /// known: their theme's inputs had not changed).
        public var resolved = 0
        /// The digests an incremental run wrote into the output folder's file, by plan index
        /// (`DigestSorting.finish`): the contact sheets' pictures' digests, read without the file.
        var folderDigests: FolderDigests?
        public init() {}
    }

    /// One image written: its job, its path relative to the output folder, and how long it took.
    public struct RenderedImage: Sendable {
        /// The job's place in the plan (the matrix's order).
        public var index: Int
        public var job: RenderJob
        public var path: String
        public var milliseconds: Double
        /// An incremental run left it as it was (its digest unchanged): not drawn, no time.
        public var reused = false
        /// A small copy for the contact sheets, kept for the images they show (PNG runs): on
        /// disk (`BitmapSpool`), so a run's memory does not grow with its number of images.
        public var thumbnail: SpooledBitmap?
        /// Where the image at most `ReviewOutputs.thumbnailWidth` pixels wide waits as PNG, when
        /// the run has a `thumbnailSpool`.
        public var thumbnailPNG: SpooledData?
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
        try render(RenderJobs(plan), into: out, observer: observer)
    }

    /// Renders every job of `plan`, a plan computed when read (`RenderPlan.checkedPlan`), into
    /// `out`: what the command line runs, so its memory does not grow with the matrix.
    public func render(_ plan: RenderJobs, into out: String, observer: PipelineObserver? = nil) throws(PipelineError) -> Results {
        let start = DispatchTime.now()
        let thumbnailed =
            format == .png
            ? Set(ReviewOutputs.picks(plan, themes: themes).flatMap(\.picks).map { plan[$0].relativePath }) : []
        var results =
            incremental
            ? try renderChanged(plan, into: out, thumbnailed: thumbnailed, observer: observer)
            : try draw(plan, plan: plan, indices: nil, into: out, thumbnailed: thumbnailed, observer: observer)
        if !incremental { try DigestFile.forget(results.images, in: out) }
        if keepsWritten { results.list() }
        results.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return results
    }

    /// Draws `jobs`, the jobs of `plan` at `indices` (`nil`: all of it), into `out`.
    /// `stoppingWhen` is asked before each job: once it says yes the jobs not started are left
    /// out of the results, which say `abandoned`.
    func draw(
        _ jobs: RenderJobs, plan: RenderJobs, indices: [Int]?, into out: String, thumbnailed: Set<String>,
        observer: PipelineObserver?, stoppingWhen shouldStop: (@Sendable () -> Bool)? = nil, digests: DrawnDigests? = nil
    ) throws(PipelineError) -> Results {
        // Encoding beside drawing only pays with a core to spare; otherwise each worker encodes.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let encoder = self.jobs < cores ? EncodingPipeline(observer: observer, limit: cores - self.jobs + 1) : nil
        let drawing = Drawing(
            of: self, out: out, thumbnailed: thumbnailed, spool: try Self.spool(for: thumbnailed, in: out), encoder: encoder,
            digests: digests, observer: observer)
        var runner = JobRunner(themes: themes, jobs: self.jobs)
        runner.shouldStop = shouldStop
        // Each outcome is folded into the results as its job finishes: none is kept per job.
        let collected = Locked(Collected(plan: plan, format: format, skipUnchanged: skipUnchanged, digests: digests))
        try runner.run(
            jobs, observer: observer,
            { job, laidOut, renderer -> Drawn in
                try drawing.draw(job, laidOut: laidOut, renderer: renderer)
            }
        ) { position, outcome in
            collected.withLock { $0.add(outcome, of: jobs[position], at: indices?[position] ?? position) }
        }
        let encoded = encoder?.finish() ?? EncodingPipeline.Written()
        return collected.withLock { collected in
            collected.finish(encoded: encoded)
            defer { collected = Collected(plan: RenderJobs([]), format: format, skipUnchanged: false, digests: nil) }  // let go of the only copy
            return collected.results
        }
    }

    /// Where the contact sheets' thumbnails wait until the sheets are drawn (none when no
    /// image is on a sheet).
    private static func spool(for thumbnailed: Set<String>, in out: String) throws(PipelineError) -> BitmapSpool? {
        guard !thumbnailed.isEmpty else { return nil }
        try AtomicFile.ensureWritableFolder(out)
        do { return try BitmapSpool(folder: out) } catch { throw .environment("\(error)") }
    }

    /// A run's results as its jobs finish (in any order), put in plan order at the end.
    private struct Collected: Sendable {
        var results = Results()
        /// Failures by plan index.
        private var failures: [(index: Int, line: String)] = []
        /// The images a worker wrote itself whose bytes changed, by plan index (only when the run
        /// skips unchanged files: otherwise every file is written, and none is listed).
        private var changed: Set<Int> = []
        private let skipUnchanged: Bool
        /// Where the digests the workers worked out go, by plan index (`DrawnDigests`).
        private let digests: DrawnDigests?

        init(plan: RenderJobs, format: OutputFormat, skipUnchanged: Bool, digests: DrawnDigests?) {
            results.compact = WrittenImages(plan: plan, format: format)
            self.skipUnchanged = skipUnchanged
            self.digests = digests
        }

        /// Adds the outcome of `job`, the plan's job `index`. An image handed to the encoder
        /// queue is listed now, and taken out again in `finish` if the queue could not write it.
        mutating func add(_ outcome: JobRunner.Outcome<Drawn>, of job: RenderJob, at index: Int) {
            switch outcome.result {
            case .success(let drawn):
                results.compact?.append(index: index, milliseconds: outcome.milliseconds, drawn: drawn)
                if let digest = drawn.digest { digests?.store(digest, at: index) }
                if skipUnchanged && drawn.changed == true { changed.insert(index) }
            case .failure(let error) where error is JobNotReached:
                results.abandoned = true
            case .failure(let error):
                failures.append((index, "\(job.relativePath): \(error)"))
            }
        }

        /// Puts the images in plan order, takes out those the encoder queue failed to write
        /// (as failures), and lists failures and changed files in plan order.
        mutating func finish(encoded: EncodingPipeline.Written) {
            guard var images = results.compact else { return }
            results.compact = nil  // changed in place, not copied
            images.sortByPlanOrder()
            images.attach(encoded.thumbnails)
            if !encoded.failures.isEmpty {
                let failed = images.removeAll(failing: { path in encoded.failures[path] })
                failures += failed.map { index, path, error in
                    (index: index, line: "\(path.prefix(upTo: path.lastIndex(of: ".") ?? path.endIndex)): \(error)")
                }
            }
            if skipUnchanged {
                results.changed = images.indices.filter { position in
                    changed.contains(images.planIndex(at: position)) || encoded.changed.contains(images.path(at: position))
                }.map(images.path(at:))
            }
            results.failures = failures.sorted { $0.index < $1.index }.map(\.line)
            results.compact = images
        }
    }

    /// What a worker did with one job: the file it wrote (or handed to the encoder) and, when
    /// it wrote it itself, whether the bytes changed.
    struct Drawn: Sendable {
        var path: String; var changed: Bool?; var thumbnail: SpooledBitmap?; var thumbnailPNG: SpooledData? = nil; var findings: [LintFinding]
        var cut: ContentCut?
        var missingGlyphs: [String]
        /// Its digest, when the run digests the jobs as it draws them (`DrawnDigests`).
        var digest: UInt64? = nil

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
/// `limit` bitmaps in flight (a worker that finds no slot free writes its image itself), and
/// collects what the writes did: only the files they changed and the writes that failed,
/// nothing per image written as it was.
final class EncodingPipeline: Sendable {
    private let queue = DispatchQueue(label: "stateboard.encode", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let results = Locked(Written())
    private let observer: PipelineObserver?

    /// What the writes did, by path.
    struct Written: Sendable {
        /// The files whose bytes changed (a write that skips unchanged files leaves the others).
        var changed: Set<String> = []
        var failures: [String: any Error] = [:]
        /// The contact sheets' thumbnails the encoder made (`MatrixRenderer.Drawing`), by path.
        var thumbnails: [String: SpooledBitmap] = [:]
    }

    init(observer: PipelineObserver?, limit: Int) {
        self.observer = observer
        slots = DispatchSemaphore(value: limit)
    }

    /// Runs `write` (which says whether it changed the file) for the image at `path` soon: on
    /// the queue when a slot is free, else at once on the caller's thread. A worker that finds
    /// every slot taken does not wait: the queue is behind, and the core the worker would leave
    /// idle is what it lacks (with one job on two cores the encoding is the larger half, and
    /// waiting left a core idle a fifth of the time). No more bitmaps are held than before.
    func submit(_ path: String, _ write: @escaping @Sendable () throws -> Bool) {
        guard slots.wait(timeout: .now()) == .success else {
            note(Result { try write() }, for: path, heldSlot: false)
            return
        }
        queue.async(group: group) { [self] in
            let result = Result { try write() }
            note(result, for: path, heldSlot: true)
        }
    }

    /// Records what the write for `path` did, gives its slot back (`heldSlot`: it ran on the
    /// queue) and tells the observer of a write done.
    private func note(_ result: Result<Bool, any Error>, for path: String, heldSlot: Bool) {
        results.withLock { written in
            switch result {
            case .success(true): written.changed.insert(path)
            case .success(false): break
            case .failure(let error): written.failures[path] = error
            }
        }
        if heldSlot { slots.signal() }
        if case .success = result { observer?(.wrote(path: path)) }
    }

    /// Keeps `thumbnail`, made on the encoder's side, for the image at `path`.
    func keep(_ thumbnail: SpooledBitmap, for path: String) { results.withLock { $0.thumbnails[path] = thumbnail } }

    /// Waits for every write; what they did.
    func finish() -> Written {
        group.wait()
        return results.current
    }
}

extension RenderJob {
    /// The image's path under an output folder: `relativePath` with the format's extension.
    func outputPath(_ format: OutputFormat) -> String { relativePath + "." + format.rawValue }
}
