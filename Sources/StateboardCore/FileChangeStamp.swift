import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file's size and modification time as one string, for caches that must notice a file that
/// changed under them (`watch`). `stat`'s modification time is `st_mtim` on Linux and
/// `st_mtimespec` on Darwin; this is the one place that knows.
package enum FileChangeStamp {
    /// `path|size|seconds.nanoseconds` of the file at `path` (zeros when it cannot be read).
    package static func of(_ path: String) -> String {
        var info = stat()
        _ = stat(path, &info)
        return "\(path)|" + of(info)
    }

    /// `size|seconds.nanoseconds` of a file's `stat`.
    package static func of(_ info: stat) -> String {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return "\(info.st_size)|\(modified.tv_sec).\(modified.tv_nsec)"
    }
}

/// What `lstat` says of a path (a link is described, not followed, as
/// `FileManager.attributesOfItem` does). Read directly because `attributesOfItem` also looks
/// the owner's name up on every call (`getpwuid`, which reads `/etc/passwd`): a watcher that
/// stamps every file of a theme several times a second must not.
package struct FileStatus: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case file, folder, link, other }
    package var kind: Kind
    package var size: Int
    /// Seconds since 1970, with the nanoseconds (as Foundation's `modificationDate` has them).
    package var modified: Double

    /// The path's status; nil when it does not exist or cannot be read.
    package static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        let kind: Kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .file
            case S_IFDIR: .folder
            case S_IFLNK: .link
            default: .other
            }
        return FileStatus(kind: kind, size: Int(info.st_size), modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
}
