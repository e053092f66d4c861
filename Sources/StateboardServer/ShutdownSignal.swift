import Foundation

/// A Unix signal that shuts the preview down gracefully (`PreviewServer.run(shutdownSignals:)`).
public struct ShutdownSignal: Sendable, Hashable {
    /// The signal's number (`SIGTERM`, …).
    public var number: Int32

    public init(number: Int32) { self.number = number }

    /// SIGTERM: what service managers and `kill` send.
    public static let sigterm = ShutdownSignal(number: SIGTERM)
    /// SIGINT: Ctrl-C in a terminal.
    public static let sigint = ShutdownSignal(number: SIGINT)
    /// SIGHUP: the terminal closed.
    public static let sighup = ShutdownSignal(number: SIGHUP)
}

/// Calls a handler when one of the signals arrives, until cancelled: the signals are ignored by
/// the process meanwhile (Dispatch delivers them) and get their earlier disposition back after.
/// Unchecked: the sources are set once, in `init`, and Dispatch sources are thread-safe.
final class ShutdownSignalWatch: @unchecked Sendable {
    private let sources: [(DispatchSourceSignal, ShutdownSignal, sig_t?)]

    init(_ signals: [ShutdownSignal], handler: @escaping @Sendable () -> Void) {
        // A queue of its own (a thread is made for it), so that busy global workers cannot hold
        // the shutdown back.
        let queue = DispatchQueue(label: "stateboard.shutdownSignal")
        sources = Set(signals).map { signal in
            let previous = Foundation.signal(signal.number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal.number, queue: queue)
            source.setEventHandler(handler: handler)
            source.resume()
            return (source, signal, previous)
        }
    }

    /// Stops watching and gives the signals their earlier disposition back.
    func cancel() {
        for (source, signal, previous) in sources {
            source.cancel()
            Foundation.signal(signal.number, previous)
        }
    }
}

extension ShutdownSignalWatch {
    /// Returns when one of `signals` arrives or the calling task is cancelled, whichever is
    /// first (the preview's and the review page's servers both serve until then).
    static func waitForStop(_ signals: [ShutdownSignal]) async {
        let stopRequested = FirstOutcome()
        let watch = ShutdownSignalWatch(signals) { stopRequested.finish(.success(())) }
        await withTaskCancellationHandler {
            _ = await stopRequested.value()
        } onCancel: {
            stopRequested.finish(.success(()))
        }
        watch.cancel()
    }
}
