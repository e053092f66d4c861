import Foundation

/// Writes files whole or not at all: a temporary file in the same folder, then a rename. The
/// temporary file is known to `InterruptCleanup`, so an interrupted run never leaves one behind.
package enum AtomicFile {
    /// Writes `data` to `path`, creating the folders on the way.
    package static func write(_ data: Data, to path: String) throws(PipelineError) {
        try createFolder(of: path)
        let temporary = temporaryPath(for: path)
        guard InterruptCleanup.shared.writeTracked(data, to: temporary) else {
            throw .badInput("cannot write \(path): the folder is not writable")
        }
        guard InterruptCleanup.shared.publish(temporary, as: path) else {
            throw .badInput("cannot write \(path)")
        }
    }

    /// Creates the folders on the way to `path`.
    static func createFolder(of path: String) throws(PipelineError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .badInput("cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }

    /// Where a write to `path` is staged: `.<name>.<pid>.<random>.tmp` beside it (the shape
    /// `RecordJournal.removeLeftovers` knows).
    static func temporaryPath(for path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Checks an output folder can be written (creating it) before any work starts.
    package static func ensureWritableFolder(_ folder: String) throws(PipelineError) {
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
///
/// Not a `Locked` value: on an interrupt the lock is taken and never given back (the process is
/// about to exit), so that no write can start or be published after the files are removed.
package final class InterruptCleanup: @unchecked Sendable {
    /// The process's one instance.
    package static let shared = InterruptCleanup()
    private let lock = NSLock()
    private var inFlight = Set<String>()
    private var source: DispatchSourceSignal?

    /// Handles SIGINT: removes the files in flight, says so on standard error and exits 130.
    package func install() {
        lock.lock()
        defer { lock.unlock() }
        guard source == nil else { return }
        signal(SIGINT, SIG_IGN)
        // A queue of its own, not `.global()`: while every worker thread of the global pool
        // draws (`concurrentPerform`), a handler queued there waits for the whole render.
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "stateboard.interrupt"))
        source.setEventHandler { [self] in
            closeAndRemoveInFlight()
            FileHandle.standardError.write(Data("\ninterrupted: images written so far are complete; no partial files left\n".utf8))
            exit(130)
        }
        source.resume()
        self.source = source
    }

    /// Removes the temporary files of writes in flight and lets no write start or finish after
    /// it: the lock stays taken, since the process is about to exit. (Files are created and
    /// renamed under the lock, so none can appear or be published once the files are removed.)
    func closeAndRemoveInFlight() {
        lock.lock()
        for path in inFlight { unlink(path) }
    }

    /// Creates `temporary` and tracks it, both under the lock: the open descriptor, or `nil` when
    /// it cannot be created. (`StreamedFile` writes into it a piece at a time.)
    func openTracked(_ temporary: String) -> Int32? {
        lock.lock(); defer { lock.unlock() }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        inFlight.insert(temporary)
        return descriptor
    }

    /// Creates `temporary` and tracks it (both under the lock), then writes `data` into it.
    /// Whatever happens it is never left untracked on disk; false if it cannot be written.
    func writeTracked(_ data: Data, to temporary: String) -> Bool {
        lock.lock()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor >= 0 { inFlight.insert(temporary) }
        lock.unlock()
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard RecordJournal.writeAll(data, to: descriptor) else {
            lock.lock(); unlink(temporary); inFlight.remove(temporary); lock.unlock()
            return false
        }
        return true
    }

    /// Renames a written temporary file to `path` and stops tracking it, both under the lock.
    func publish(_ temporary: String, as path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        inFlight.remove(temporary)
        guard rename(temporary, path) == 0 else { unlink(temporary); return false }
        return true
    }

    func untrack(_ path: String) { lock.lock(); inFlight.remove(path); lock.unlock() }
}
