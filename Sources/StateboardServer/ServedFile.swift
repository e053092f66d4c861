import Foundation
import Stateboard

/// A file of the output folder opened to be served: its descriptor, closed when the reply is
/// done with it, and its status read from the descriptor, so that the tag and the bytes sent
/// are of one file even if a render replaces it meanwhile (renders write a new file and rename
/// it over the old one).
final class ServedFile: Sendable {
    let descriptor: Int32
    let size: Int
    /// Size and modification time: what tells whether a remembered digest still holds.
    let stamp: String

    /// Files above this many bytes are sent in pieces as they are read, not read whole first.
    static let streamedAbove = 64 * 1024

    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        self.descriptor = descriptor
        self.size = Int(info.st_size)
        self.stamp = "\(info.st_size)-\(time.tv_sec).\(time.tv_nsec)-\(info.st_ino)"
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset` (fewer at the end, none past it or on an error).
    func read(at offset: Int, count: Int) -> Data {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return got > 0 ? Data(buffer[0..<got]) : Data()
    }

    /// The whole file (for small files).
    func contents() -> Data { read(at: 0, count: size) }

    /// A digest of the file's bytes, read in pieces: FNV-1a over the bytes, with the size.
    func digest() -> String? {
        var hash = StableHash()
        var offset = 0
        while offset < size {
            let piece = read(at: offset, count: min(1 << 20, size - offset))
            guard !piece.isEmpty else { return nil }
            hash.add(bytes: piece)
            offset += piece.count
        }
        return "\(hash.hex)-\(size)"
    }
}

/// The entity tags (RFC 9110 §8.8.3) of the files the preview serves: a digest of each file's
/// bytes, remembered while its size, modification time and inode are unchanged, so a reload of
/// a gallery of a thousand images is answered `304 Not Modified` image by image without
/// reading any of them again.
final class ContentTags: Sendable {
    private let known = Locked<[String: (stamp: String, tag: String)]>([:])

    /// The strong tag of `file` (opened from `path`), quoted; nil if it cannot be read.
    func tag(for file: ServedFile, at path: String) -> String? {
        if let hit = known.withLock({ $0[path] }), hit.stamp == file.stamp { return hit.tag }
        guard let digest = file.digest() else { return nil }
        let tag = "\"\(digest)\""
        known.withLock { $0[path] = (file.stamp, tag) }
        return tag
    }
}
