import Dispatch
import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// Renders plans of jobs in parallel, writing each image atomically.
struct MatrixRenderer {
    let themes: [Theme]
    let format: OutputFormat
    let jobs: Int
    /// Leave files whose bytes would not change alone (for `watch`).
    var skipUnchanged = false

    struct Results {
        var written: [RenderedImage] = []
        /// Paths (relative) whose bytes changed, when skipping unchanged files.
        var changed: [String] = []
        var failures: [String] = []
        var seconds: Double = 0
    }

    /// One image written: its job, its path relative to the output folder, and how long it took.
    struct RenderedImage: Sendable {
        /// The job's place in the plan (the matrix's order).
        var index: Int
        var job: RenderJob
        var path: String
        var milliseconds: Double
    }

    func render(_ plan: [RenderJob], into out: String, progress: Progress) throws -> Results {
        /// What a worker did with one job.
        struct Written: Sendable { var path: String; var changed: Bool }
        let start = DispatchTime.now()
        let (format, skipUnchanged) = (self.format, self.skipUnchanged)
        let outcomes = try JobRunner(themes: themes, jobs: jobs).run(plan, progress: progress, path: \.path) { job, laidOut, renderer in
            let data = try renderer.render(laidOut, appearance: job.variant.appearance, format: format)
            let relative = job.relativePath + "." + format.rawValue
            let path = (out as NSString).appendingPathComponent(relative)
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

/// Runs render jobs on every worker: each job is resolved with its theme, laid out with the
/// theme's renderer and handed to `body` on the worker's thread. Used by render, watch, record
/// and verify.
struct JobRunner {
    let themes: [Theme]
    let jobs: Int

    /// One job's result and how long resolving, laying out and `body` took.
    struct Outcome<T> {
        var result: Result<T, Error>
        var milliseconds: Double
    }

    /// The outcomes in plan order. `path` names a finished job for `--verbose`.
    func run<T: Sendable>(_ plan: [RenderJob], progress: Progress, path: @escaping @Sendable (T) -> String? = { _ in nil },
                          _ body: @escaping @Sendable (RenderJob, LaidOutScene, ImageRenderer) throws -> T) throws -> [Outcome<T>] {
        var built: [String: (ThemeResolver, ImageRenderer)] = [:]
        for theme in themes {
            built[theme.name] = (ThemeResolver(theme: theme), try SharedRenderer.make(fonts: FontEnvironment(extraFonts: theme.fontPaths)))
        }
        let contexts = built
        let slots = OutcomeSlots<T>(count: plan.count)
        InterruptCleanup.shared.install()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, plan.count))) { _ in
            while let index = slots.claim() {
                let job = plan[index]
                let (resolver, renderer) = contexts[job.theme]!
                let began = DispatchTime.now()
                let result = Result<T, Error> {
                    let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
                    return try body(job, renderer.layout(scene), renderer)
                }
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - began.uptimeNanoseconds) / 1e6
                slots.store(Outcome(result: result, milliseconds: milliseconds), at: index)
                progress.advance(path: (try? result.get()).flatMap(path))
            }
        }
        return slots.values
    }
}

/// Outcomes in plan order, filled by parallel workers.
private final class OutcomeSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [JobRunner.Outcome<T>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ outcome: JobRunner.Outcome<T>, at index: Int) { lock.lock(); slots[index] = outcome; lock.unlock() }
    var values: [JobRunner.Outcome<T>] { slots.map { $0! } }
}

/// On Ctrl-C, removes the temporary files of writes in flight (see `AtomicFile`), so an
/// interrupted run leaves only whole images.
final class InterruptCleanup: @unchecked Sendable {
    static let shared = InterruptCleanup()
    private let lock = NSLock()
    private var inFlight = Set<String>()
    private var source: DispatchSourceSignal?

    func install() {
        lock.lock()
        defer { lock.unlock() }
        guard source == nil else { return }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in
            lock.lock()
            for path in inFlight { unlink(path) }
            lock.unlock()
            FileHandle.standardError.write(Data("\ninterrupted: images written so far are complete; no partial files left\n".utf8))
            exit(130)
        }
        source.resume()
        self.source = source
    }

    /// Remembers a temporary file being written, to remove it on Ctrl-C.
    func track(_ path: String) { lock.lock(); inFlight.insert(path); lock.unlock() }
    func untrack(_ path: String) { lock.lock(); inFlight.remove(path); lock.unlock() }
}

/// A progress bar with count, rate and ETA on a terminal; nothing (or one line per image with
/// --verbose) otherwise; a summary at the end.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let verbose: Bool
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let lock = NSLock()
    private var done = 0
    private let start = DispatchTime.now()
    private var lastDraw = DispatchTime(uptimeNanoseconds: 0)

    init(total: Int, quiet: Bool, verbose: Bool) { self.total = total; self.quiet = quiet; self.verbose = verbose }

    func advance(path: String?) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if quiet { return }
        if verbose, let path { print(path) }
        guard isTerminal else { return }
        let now = DispatchTime.now()
        guard now.uptimeNanoseconds - lastDraw.uptimeNanoseconds > 100_000_000 || done == total else { return }
        lastDraw = now
        let elapsed = Double(now.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let rate = Double(done) / max(elapsed, 0.001)
        let eta = Double(total - done) / max(rate, 0.001)
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data(String(format: "\r%@ %d/%d  %.1f images/s  ETA %.0fs ", bar, done, total, rate, eta).utf8))
    }

    /// Removes the progress bar.
    func clear() {
        if isTerminal && !quiet { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }

    func finish(results: MatrixRenderer.Results, out: String) {
        clear()
        guard !quiet else { return }
        let times = results.written.map(\.milliseconds).sorted()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        print(String(format: "Rendered %d images in %.1f s (median %.0f ms per image) into %@", results.written.count, results.seconds, median, out))
        let gallery = URL(fileURLWithPath: out).appendingPathComponent("index.html").standardizedFileURL.path
        print("Review them: \(gallery)")
    }
}
