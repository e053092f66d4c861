import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Tells when files change instead of looking every half second: inotify on Linux, kqueue on
/// macOS, one watch per folder (recursively) and per file named. It only wakes its caller, who
/// then compares the files' stamps, so an event it misses costs at most one wait, never a
/// stale image. `nil` from `init` when the system refuses the watches (the caller polls).
final class FileChangeMonitor {
    private let descriptor: Int32
    #if canImport(Darwin)
        private var watched: [Int32] = []
    #endif

    /// Watches `paths`: a folder with every folder under it (entries added, removed, renamed,
    /// files written in it), a file by itself. A path ending in `/` stands for its own entries.
    init?(paths: [String]) {
        #if canImport(Darwin)
            descriptor = kqueue()
            guard descriptor >= 0 else { return nil }
            for path in Self.expanded(paths) {
                let file = open(path, O_EVTONLY)
                guard file >= 0 else { continue }
                watched.append(file)
                var change = kevent(
                    ident: UInt(file), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                    fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_EXTEND | NOTE_ATTRIB), data: 0, udata: nil)
                _ = kevent(descriptor, &change, 1, nil, 0, nil)
            }
        #else
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
            var added = 0
            for path in Self.expanded(paths) where inotify_add_watch(descriptor, path, mask) >= 0 { added += 1 }
            guard added > 0 else { close(descriptor); return nil }
        #endif
    }

    deinit {
        #if canImport(Darwin)
            for file in watched { close(file) }
        #endif
        close(descriptor)
    }

    /// Waits up to `timeout` seconds for a change; true if one came (the events are consumed).
    func waitForEvent(timeout: Double) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(max(0, min(timeout, 3600)) * 1000))
        guard ready > 0 else { return false }
        drain()
        return true
    }

    /// Waits until no change has come for `quiet` seconds (an editor saves in steps), at most
    /// `limit` seconds in all.
    func waitUntilSettled(quiet: Double, limit: Double = 5) {
        let end = Date().addingTimeInterval(limit)
        while Date() < end, waitForEvent(timeout: quiet) {}
    }

    private func drain() {
        #if canImport(Darwin)
            var events = [kevent](repeating: kevent(), count: 64)
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            while kevent(descriptor, nil, 0, &events, Int32(events.count), &zero) > 0 {}
        #else
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        #endif
    }

    /// The folders (each with the folders under it) and files to watch; `folder/` is the folder itself.
    static func expanded(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            if path.hasSuffix("/") { result.append(String(path.dropLast())); continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            result.append(path)
            guard isFolder.boolValue, let entries = FileManager.default.enumerator(atPath: path) else { continue }
            #if canImport(Darwin)
                // kqueue sees a file written in place only through a watch on the file itself.
                for case let entry as String in entries { result.append((path as NSString).appendingPathComponent(entry)) }
            #else
                for case let entry as String in entries {
                    let full = (path as NSString).appendingPathComponent(entry)
                    var isSubfolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: full, isDirectory: &isSubfolder), isSubfolder.boolValue { result.append(full) }
                }
            #endif
        }
        return result
    }
}
