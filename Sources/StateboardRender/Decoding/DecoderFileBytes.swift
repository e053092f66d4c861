import Foundation
import StateboardCore

/// The bytes of the images a pool's requests carry, kept by what `stat` says of each file
/// (device, inode, size, modification and change times), so an image drawn on every screen of a
/// matrix is read once, not once per draw: reading it again (and comparing it with the answer's
/// key) was most of what a worker cost beside decoding in process. `stat`, not
/// `FileManager.attributesOfItem`, which resolves the owner's name from `/etc/passwd` each call.
final class DecoderFileBytes: Sendable {
    /// What `stat` says of a file; a file written again changes its modification or change time.
    struct Identity: Hashable, Sendable {
        let device: UInt64, inode: UInt64, size: Int
        let modified: Int64, modifiedNanoseconds: Int, changed: Int64, changedNanoseconds: Int

        /// The identity of the regular file at `path` (links followed, as reading follows them).
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            #if canImport(Darwin)
                let modified = info.st_mtimespec, changed = info.st_ctimespec
            #else
                let modified = info.st_mtim, changed = info.st_ctim
            #endif
            device = UInt64(info.st_dev); inode = UInt64(info.st_ino); size = Int(info.st_size)
            self.modified = Int64(modified.tv_sec); modifiedNanoseconds = Int(modified.tv_nsec)
            self.changed = Int64(changed.tv_sec); changedNanoseconds = Int(changed.tv_nsec)
        }
    }

    /// Bytes kept at most; past it everything is forgotten (the answers keep what they need).
    static let maximumBytes = 256 << 20
    /// How old a file's modification must be for its bytes to be kept.
    static let settledSeconds = 2.0
    private let files = Locked<(entries: [String: (Identity, Data)], bytes: Int)>(([:], 0))

    /// The bytes of the file at `path`, at most `limit` of them, or nil when it cannot be read
    /// or is larger. The identity is taken before reading: a file that changes while it is read
    /// has another identity by the next call, which reads it again.
    func contents(of path: String, limit: Int) -> Data? {
        guard let identity = Identity(path: path), identity.size <= limit else { return nil }
        if let known = files.withLock({ $0.entries[path] }), known.0 == identity { return known.1 }
        guard let data = FileManager.default.contents(atPath: path), data.count <= limit else { return nil }
        // A file written within the last seconds may be written again within the same clock tick
        // at the same size, which `stat` would not tell apart: it is read again until it is older.
        guard Double(identity.modified) < Date().timeIntervalSince1970 - Self.settledSeconds else { return data }
        files.withLock { files in
            if files.bytes + data.count > Self.maximumBytes { files = ([:], 0) }
            files.bytes += data.count - (files.entries[path]?.1.count ?? 0)
            files.entries[path] = (identity, data)
        }
        return data
    }
}
