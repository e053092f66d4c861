import Foundation
import StateboardCore

/// Makes `record` all-or-nothing even under SIGKILL or a power cut between two writes: new
/// references and fingerprints are first written as temporary files beside their targets
/// (`stage`), then a journal listing every rename is written atomically (`commit`), then the
/// renames happen and the journal is removed. A run that dies before the journal exists leaves
/// the old references and fingerprint; one that dies after is rolled forward by the next run
/// (`recover`), so every reference is old or new and the fingerprint always agrees with disk.
package final class RecordJournal: Sendable {
    /// The journal's name inside the references folder.
    package static let fileName = ".record-journal"
    private let folder: String
    /// The journal as files are staged: a line `<temporary>\t<target>` (absolute paths) appended
    /// as each is staged, in `.record-journal.<pid>.<random>.tmp`, which `commit` syncs and
    /// renames to the journal. The list of 50,000 staged references is on disk, not in memory;
    /// an interrupt (`InterruptCleanup`) or a failed run removes what it lists.
    private let list: String

    /// A journal for writes into `folder` (the references folder).
    package init(folder: String) {
        self.folder = folder
        list = Self.absolute((folder as NSString).appendingPathComponent(Self.fileName + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"))
    }

    deinit {
        // Staged files never committed (the run failed) are removed, not left behind.
        InterruptCleanup.shared.dropList(list)
    }

    /// Writes `data` to a temporary file beside `target`; it replaces `target` on `commit`.
    package func stage(_ data: Data, to target: String) throws(PipelineError) {
        let directory = (target as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true) } catch {
            throw .badInput("cannot create the folder \(directory): \(error.localizedDescription)")
        }
        let temporary =
            (directory.isEmpty ? "." : directory) + "/.\((target as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        // Absolute paths: the run that rolls the journal forward may start in another folder.
        guard InterruptCleanup.shared.writeListed(data, to: Self.absolute(temporary), target: Self.absolute(target), list: list) else {
            throw .badInput("cannot write \(target): the folder is not writable")
        }
    }

    /// Stages a file written a piece at a time: it replaces its destination on `commit`.
    package func stage(_ file: StreamedFile) throws(PipelineError) {
        let temporary = try file.finishStaged()
        guard InterruptCleanup.shared.list(Self.absolute(temporary), target: Self.absolute(file.path), in: list) else {
            throw .badInput("cannot write the record journal in \(folder)")
        }
    }

    /// Publishes every staged file: the journal first (atomically, synced), then the renames.
    package func commit() throws(PipelineError) {
        guard InterruptCleanup.shared.isListing(list) else { return }
        InterruptCleanup.forEachListed(in: list) { temporary, _ in Self.sync(temporary) }
        Self.sync(list)
        let journal = (folder as NSString).appendingPathComponent(Self.fileName)
        guard InterruptCleanup.shared.publishList(list, as: journal) else {
            throw .badInput("cannot write the record journal in \(folder)")
        }
        Self.sync(folder)
        // From here the renames are owed: a fingerprint staged from a `StreamedFile` is no longer
        // a file in flight either.
        InterruptCleanup.forEachListed(in: journal) { temporary, _ in InterruptCleanup.shared.untrack(temporary) }
        Self.rollForward(journal)
    }

    /// Finishes a journal an earlier run left (rolling its renames forward), then removes the
    /// temporary files of writes that died (those of processes no longer running).
    package static func recover(in folder: String) {
        let journal = (folder as NSString).appendingPathComponent(fileName)
        if FileManager.default.fileExists(atPath: journal) { rollForward(journal) }
        removeLeftovers(in: folder)
    }

    /// Writes the journal of `entries` to `path`, a line `<temporary>\t<target>` each, in pieces:
    /// the journal of 50,000 references never stands whole in memory.
    static func writeJournal(_ entries: [(temporary: String, target: String)], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var piece: [UInt8] = []
        piece.reserveCapacity(Self.pieceBytes)
        for entry in entries {
            // Absolute paths: the run that rolls the journal forward may start in another folder.
            piece += absolute(entry.temporary).utf8
            piece.append(UInt8(ascii: "\t"))
            piece += absolute(entry.target).utf8
            piece.append(UInt8(ascii: "\n"))
            guard piece.count >= Self.pieceBytes else { continue }
            guard writeAll(Data(piece), to: descriptor) else { return false }
            piece.removeAll(keepingCapacity: true)
        }
        return writeAll(Data(piece), to: descriptor)
    }

    /// How many bytes of the journal are written at once.
    static let pieceBytes = 1 << 16

    /// Writes all of `data` to an open file.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; return false }
                offset += written
            }
            return true
        }
    }

    /// Removes `.<name>.<pid>.<random>.tmp` files (AtomicFile's and the journal's) whose process is
    /// gone, and Foundation's `.dat.nosync…` temporary files older than a minute.
    package static func removeLeftovers(in folder: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".dat.nosync") {
                let path = (folder as NSString).appendingPathComponent(relative)
                let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
                if let modified, Date().timeIntervalSince(modified) > 60 { unlink(path) }
                continue
            }
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { continue }
            let parts = name.dropLast(4).split(separator: ".")
            let pidText = parts.count >= 3 ? parts[parts.count - 2] : parts.last ?? ""
            guard let pid = Int32(pidText), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink((folder as NSString).appendingPathComponent(relative))
        }
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// Does the renames `journal` lists, read a line at a time, then removes it. A line that is
    /// not UTF-8 text stops it there, the journal left where it is (the file is not ours).
    static func rollForward(_ journal: String) {
        guard let file = fopen(journal, "r") else { return }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            guard let text = String(validatingCString: line) else {
                fclose(file)
                return
            }
            let parts = text.split(separator: "\n", omittingEmptySubsequences: true).first?.split(separator: "\t", maxSplits: 1).map(String.init) ?? []
            guard parts.count == 2, FileManager.default.fileExists(atPath: parts[0]) else { continue }
            rename(parts[0], parts[1])
        }
        fclose(file)
        sync((journal as NSString).deletingLastPathComponent)
        unlink(journal)
    }

    private static func sync(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
