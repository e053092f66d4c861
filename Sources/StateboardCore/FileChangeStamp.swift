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
