import Foundation

/// A file written a piece at a time and published whole, as `AtomicFile` publishes: pieces go
/// through a small buffer into a tracked temporary file beside the destination, which `publish`
/// renames over it. A page or report of 50,000 images never stands whole in memory.
///
/// Dropped without `publish` (an error half-way), the temporary file is removed: nothing
/// half-written is ever left under the destination's name.
package final class StreamedFile {
    /// Where the file goes.
    package let path: String
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    /// Starts a file at `path`, creating the folders on the way.
    package init(path: String) throws(PipelineError) {
        try AtomicFile.createFolder(of: path)
        self.path = path
        temporary = AtomicFile.temporaryPath(for: path)
        guard let descriptor = InterruptCleanup.shared.openTracked(temporary) else {
            throw .badInput("cannot write \(path): the folder is not writable")
        }
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { discard() }

    /// Appends `text` as UTF-8.
    package func write(_ text: String) throws(PipelineError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends `data`.
    package func write(_ data: Data) throws(PipelineError) {
        buffer.append(contentsOf: data)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    private func flush() throws(PipelineError) {
        guard descriptor >= 0 else { throw .badInput("cannot write \(path): the file was already published") }
        guard RecordJournal.writeAll(Data(buffer), to: descriptor) else {
            throw .badInput("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Puts the written file in place. With `onlyIfChanged`, a destination that already holds
    /// these very bytes is left untouched (its modification time too) and the copy is dropped.
    /// Returns whether the destination changed.
    @discardableResult
    package func publish(onlyIfChanged: Bool = false) throws(PipelineError) -> Bool {
        try flush()
        close(descriptor)
        descriptor = -1
        if onlyIfChanged, Self.sameBytes(temporary, path) {
            unlink(temporary)
            InterruptCleanup.shared.untrack(temporary)
            return false
        }
        guard InterruptCleanup.shared.publish(temporary, as: path) else { throw .badInput("cannot write \(path)") }
        return true
    }

    /// Flushes and closes the file for `RecordJournal` to publish with others: the temporary
    /// file's path (still known to `InterruptCleanup` until the journal commits).
    func finishStaged() throws(PipelineError) -> String {
        try flush()
        close(descriptor)
        descriptor = -1
        return temporary
    }

    /// Closes and removes the temporary file of a file never published.
    private func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
        InterruptCleanup.shared.untrack(temporary)
    }

    /// Whether two files hold the same bytes, read a block at a time (false when either is missing).
    static func sameBytes(_ first: String, _ second: String) -> Bool {
        // Only a regular file is compared: a FIFO put in its place would block the read for ever,
        // a link would be read through. Either is replaced.
        var status = stat()
        guard lstat(second, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        guard let a = FileHandle(forReadingAtPath: first), let b = FileHandle(forReadingAtPath: second) else { return false }
        defer { try? a.close(); try? b.close() }
        while true {
            let left = (try? a.read(upToCount: bufferSize)) ?? nil
            let right = (try? b.read(upToCount: bufferSize)) ?? nil
            guard left == right else { return false }
            if left?.isEmpty ?? true { return true }
        }
    }
}
