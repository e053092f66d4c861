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
    /// Lists of staged files (`RecordJournal`), by path: their open descriptor. Each line names a
    /// temporary file in flight (`<temporary>\t<target>`), kept on disk rather than in
    /// `inFlight`, so that 50,000 staged references cost no memory.
    private var lists: [String: Int32] = [:]
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
        for (list, descriptor) in lists {
            close(descriptor)
            Self.forEachListed(in: list) { temporary, _ in unlink(temporary) }
            unlink(list)
        }
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

    /// Creates `temporary` and lists it in `list` as staged for `target` (both under the lock),
    /// then writes `data` into it. Whatever happens it is never left on disk unlisted; false if
    /// it cannot be written. Paths are absolute.
    func writeListed(_ data: Data, to temporary: String, target: String, list: String) -> Bool {
        lock.lock()
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor >= 0, !appendLine(temporary, target, to: list) {
            close(descriptor)
            unlink(temporary)
            descriptor = -1
        }
        lock.unlock()
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // A temporary that could not be written stays listed: the journal's failure removes it.
        return RecordJournal.writeAll(data, to: descriptor)
    }

    /// Lists `temporary` (already written and tracked) in `list` as staged for `target`.
    func list(_ temporary: String, target: String, in list: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return appendLine(temporary, target, to: list)
    }

    /// Appends a line to `list`, opening (and emptying) it first if this process has not yet.
    /// Under the lock.
    private func appendLine(_ temporary: String, _ target: String, to list: String) -> Bool {
        if lists[list] == nil {
            let descriptor = open(list, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return false }
            lists[list] = descriptor
        }
        guard let descriptor = lists[list] else { return false }
        return RecordJournal.writeAll(Data((temporary + "\t" + target + "\n").utf8), to: descriptor)
    }

    /// Whether `list` holds any line.
    func isListing(_ list: String) -> Bool { lock.lock(); defer { lock.unlock() }; return lists[list] != nil }

    /// Closes `list` and renames it to `path` (the journal), under the lock: from then on its
    /// temporary files are owed their renames, and an interrupt no longer removes them.
    func publishList(_ list: String, as path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard let descriptor = lists[list] else { return false }
        guard rename(list, path) == 0 else { return false }  // still listed: the journal's failure removes it
        lists[list] = nil
        close(descriptor)
        return true
    }

    /// Removes `list` and every temporary file it lists (a run that failed before its commit).
    func dropList(_ list: String) {
        lock.lock(); defer { lock.unlock() }
        guard let descriptor = lists.removeValue(forKey: list) else { return }
        close(descriptor)
        Self.forEachListed(in: list) { temporary, _ in
            unlink(temporary)
            inFlight.remove(temporary)
        }
        unlink(list)
    }

    /// Calls `body` with each `<temporary>\t<target>` line of the file at `list`, read a line at
    /// a time; a line that is not UTF-8 text or lacks its tab stops the reading there.
    static func forEachListed(in list: String, _ body: (String, String) -> Void) {
        guard let file = fopen(list, "r") else { return }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            guard let text = String(validatingCString: line) else { return }
            let parts = text.split(separator: "\n", omittingEmptySubsequences: true).first?.split(separator: "\t", maxSplits: 1).map(String.init) ?? []
            guard parts.count == 2 else { return }
            body(parts[0], parts[1])
        }
    }
}
