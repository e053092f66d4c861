import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// File events wake a watcher as soon as a theme's files change (inotify, kqueue), instead of
/// the next poll.
@Suite struct FileChangeMonitorTests {
    /// Writes `text` to `file` a moment from now, on another thread.
    static func writeSoon(_ text: String, to file: URL) {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            try? Data(text.utf8).write(to: file)
        }
    }

    /// A theme file in `folder` with a watcher that polls only every 5 s, and the folder's stamps.
    static func watchedTheme(in folder: URL) throws -> (file: URL, watcher: ThemeWatcher, stamp: [String: String]) {
        let file = folder.appendingPathComponent("theme.yaml")
        try Data("a".utf8).write(to: file)
        var watcher = ThemeWatcher(themePath: folder.path, out: folder.appendingPathComponent("out").path)
        watcher.interval = 5
        return (file, watcher, ThemeWatcher.stamp(of: [folder.path]))
    }

    @Test func aFileWrittenInAWatchedFolderWakesTheMonitor() throws {
        try TestPaths.withTemporaryFolder("events") { folder in
            let nested = folder.appendingPathComponent("icons/set")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            try Data("a".utf8).write(to: folder.appendingPathComponent("theme.yaml"))
            let monitor = try #require(FileChangeMonitor(paths: [folder.path]))
            #expect(!monitor.waitForEvent(timeout: 0.05), "nothing changed yet")
            Self.writeSoon("b", to: folder.appendingPathComponent("theme.yaml"))
            #expect(monitor.waitForEvent(timeout: 10))
            monitor.waitUntilSettled(quiet: 0.05)
            Self.writeSoon("<svg/>", to: nested.appendingPathComponent("new.svg"))
            #expect(monitor.waitForEvent(timeout: 10), "a file created two folders down")
        }
    }

    @Test func aSaveMadeBeforeTheWatchBeganIsSeenWithoutWaiting() throws {
        try TestPaths.withTemporaryFolder("events") { folder in
            let (file, watcher, stamp) = try Self.watchedTheme(in: folder)
            // Saved while the last round drew: no event will come for it.
            try Data("changed".utf8).write(to: file)
            // No check allowed at all: only the stamps taken as the watch begins can see the save.
            let next = watcher.waitForChange(since: stamp, in: [folder.path]) { false }
            #expect(next != nil && next != stamp)
        }
    }

    @Test func theWatcherAnswersASaveByItsEventNotItsNextPoll() throws {
        try TestPaths.withTemporaryFolder("events") { folder in
            let (file, watcher, stamp) = try Self.watchedTheme(in: folder)
            Self.writeSoon("changed", to: file)
            var checks = 0
            // One check allowed: only an event can end the wait with the new stamp (a poll would
            // come after the interval and find no second check allowed to confirm it).
            let next = watcher.waitForChange(since: stamp, in: [folder.path]) {
                checks += 1; return checks == 1
            }
            #expect(next != nil && next != stamp)
        }
    }

    @Test func aPathEndingInASlashWatchesTheFolderAloneAndAMissingPathIsSkipped() {
        let expanded = FileChangeMonitor.expanded(["/nonexistent-\(UUID().uuidString)", NSTemporaryDirectory() + "/"])
        #expect(expanded == [String((NSTemporaryDirectory() + "/").dropLast())])
    }
}
