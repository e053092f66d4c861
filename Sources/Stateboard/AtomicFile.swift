import Foundation

/// Writes files whole or not at all: a temporary file in the same folder, then a rename. The
/// temporary file is known to `InterruptCleanup`, so an interrupted run never leaves one behind.
public enum AtomicFile {
    /// Writes `data` to `path`, creating the folders on the way.
    public static func write(_ data: Data, to path: String) throws(PipelineError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .badInput("cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        InterruptCleanup.shared.track(temporary)
        defer { InterruptCleanup.shared.untrack(temporary) }
        guard RecordJournal.writeInPlace(data, to: temporary) else {
            throw .badInput("cannot write \(path): the folder is not writable")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .badInput("cannot write \(path)")
        }
    }

    /// Checks an output folder can be written (creating it) before any work starts.
    public static func ensureWritableFolder(_ folder: String) throws(PipelineError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .badInput("cannot create the output folder \(folder): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw .badInput("the output folder \(folder) is not writable")
        }
    }
}

/// On Ctrl-C, removes the temporary files of writes in flight (see `AtomicFile`), so an
/// interrupted run leaves only whole files. A command-line program calls `install()` once.
public final class InterruptCleanup: @unchecked Sendable {
    /// The process's one instance.
    public static let shared = InterruptCleanup()
    private let lock = NSLock()
    private var inFlight = Set<String>()
    private var source: DispatchSourceSignal?

    /// Handles SIGINT: removes the files in flight, says so on standard error and exits 130.
    public func install() {
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

    /// Whether `install()` was called (a command-line program, where the render watchdog may end the process).
    var isInstalled: Bool { lock.lock(); defer { lock.unlock() }; return source != nil }

    /// Removes the temporary files of writes in flight.
    func removeInFlight() { lock.lock(); for path in inFlight { unlink(path) }; lock.unlock() }

    func track(_ path: String) { lock.lock(); inFlight.insert(path); lock.unlock() }
    func untrack(_ path: String) { lock.lock(); inFlight.remove(path); lock.unlock() }
}
