import Dispatch
import Foundation
import Stateboard
import StateboardCore

/// A progress bar with count, rate and ETA on a terminal; nothing (or one line per image with
/// --verbose) otherwise. It listens to a run's events.
final class ProgressLine: Sendable {
    private let quiet: Bool
    private let verbose: Bool
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let start = DispatchTime.now()
    private struct Counts {
        var total = 0
        var done = 0
        var lastDraw = DispatchTime(uptimeNanoseconds: 0)
    }
    private let counts = Locked(Counts())

    init(quiet: Bool, verbose: Bool = false) { self.quiet = quiet; self.verbose = verbose }

    /// The observer to hand to a run.
    var observer: PipelineObserver { { [self] event in handle(event) } }

    private func handle(_ event: PipelineEvent) {
        counts.withLock { counts in
            switch event {
            case .started(let count): counts.total = count
            case .finished(_, let path, _, _):
                counts.done += 1
                if quiet { return }
                if verbose, let path { print(path) }
                draw(&counts)
            case .wrote(let path):
                if verbose && !quiet { print(path) }
            }
        }
    }

    private func draw(_ counts: inout Counts) {
        guard isTerminal else { return }
        let now = DispatchTime.now()
        let (done, total) = (counts.done, counts.total)
        guard now.uptimeNanoseconds - counts.lastDraw.uptimeNanoseconds > 100_000_000 || done == total else { return }
        counts.lastDraw = now
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
