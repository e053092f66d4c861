import Foundation
import Stateboard

/// A flag set once, read from watcher threads: the server is stopping.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    var isSet: Bool { lock.withLock { stopped } }
    func set() { lock.withLock { stopped = true } }
}

/// One `ThemeWatcher` per theme, each on its own thread: renders, publishes the round to the
/// hub, waits for the next settled save, until the server stops.
struct PreviewWatchers: Sendable {
    var themePaths: [String]
    var out: String
    var filter: RenderFilter
    var interval: Double

    func start(hub: LiveHub, thumbnails: Thumbnails, stop: StopFlag) {
        for (index, path) in themePaths.enumerated() {
            var watcher = ThemeWatcher(themePath: path, out: out, filter: filter)
            watcher.interval = interval
            watcher.writesReviewOutputs = false
            watcher.encodesThumbnails = true
            // Each batch reaches the pages as soon as it is drawn, the top of the matrix first.
            watcher.onDrawn = { [out] batch in
                thumbnails.store(batch.written, in: out)
                hub.publishDrawn(batch, theme: index)
            }
            let thread = Thread { [watcher, out] in Self.watch(watcher, index: index, hub: hub, thumbnails: thumbnails, out: out, stop: stop) }
            thread.name = "stateboard.serve.watch.\(index)"
            thread.start()
        }
    }

    private static func watch(_ watcher: ThemeWatcher, index: Int, hub: LiveHub, thumbnails: Thumbnails, out: String, stop: StopFlag) {
        var watched = [watcher.themePath]
        var stamp = ThemeWatcher.stamp(of: watched)
        while !stop.isSet {
            let (drawn, folders) = watcher.renderOnce()
            var round = drawn
            if case .rendered(var results, let seconds) = round {
                // The thumbnails of the images just drawn, before the pages hear of them.
                thumbnails.store(results.written, in: out)
                for index in results.written.indices { results.written[index].thumbnailPNG = nil }
                round = .rendered(results, seconds: seconds)
            }
            if let folders, folders != watched {
                watched = folders
                stamp = ThemeWatcher.stamp(of: watched)
            }
            hub.publish(round, theme: index)
            guard let next = watcher.waitForChange(since: stamp, in: watched, while: { !stop.isSet }) else { return }
            stamp = next
        }
    }
}
