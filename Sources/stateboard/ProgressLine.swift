import Dispatch
import Foundation
import Stateboard

/// A progress bar with count, rate and ETA on a terminal; nothing (or one line per image with
/// --verbose) otherwise. It listens to a run's events.
final class ProgressLine: @unchecked Sendable {
    private let quiet: Bool
    private let verbose: Bool
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let lock = NSLock()
    private var total = 0
    private var done = 0
    private let start = DispatchTime.now()
    private var lastDraw = DispatchTime(uptimeNanoseconds: 0)

    init(quiet: Bool, verbose: Bool = false) { self.quiet = quiet; self.verbose = verbose }

    /// The observer to hand to a run.
    var observer: PipelineObserver { { [self] event in handle(event) } }

    private func handle(_ event: PipelineEvent) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .started(let count): total = count
        case .finished(_, let path, _, _):
            done += 1
            if quiet { return }
            if verbose, let path { print(path) }
            draw()
        case .wrote(let path):
            if verbose && !quiet { print(path) }
        }
    }

    private func draw() {
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
}
