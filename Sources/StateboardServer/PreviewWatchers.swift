import Foundation
import Stateboard

/// One theme's watcher: it renders the theme, publishes each round to the hub and waits for
/// the next settled save, on a thread of its own (rendering and waiting for file events block),
/// until the server stops it.
struct PreviewWatcher: Sendable {
    var watcher: ThemeWatcher
    /// The theme's index among the server's themes.
    var index: Int
    var hub: LiveHub
    var thumbnails: Thumbnails
    var out: String

    /// The watchers of `themePaths`, one per theme.
    static func all(
        themePaths: [String], out: String, filter: RenderFilter, interval: Double, hub: LiveHub,
        thumbnails: Thumbnails
    ) -> [PreviewWatcher] {
        themePaths.enumerated().map { index, path in
            var watcher = ThemeWatcher(themePath: path, out: out, filter: filter)
            watcher.interval = interval
            watcher.writesReviewOutputs = false
            // Each image's preview is encoded as it is drawn, straight into the thumbnails' spool.
            watcher.thumbnailSpool = thumbnails.spool
            // The hub lists the images compactly: no round holds a `RenderedImage` per image.
            watcher.keepsWritten = false
            // Each batch reaches the pages as soon as it is drawn, the top of the matrix first.
            watcher.onDrawn = { [out] batch in
                thumbnails.store(batch.images, in: out)
                hub.publishDrawn(batch, theme: index)
            }
            // The first round's images are listed before any is drawn: a page shows every cell
            // at once, not after the whole matrix.
            watcher.onPlan = { images in hub.publishPlanned(images, theme: index) }
            return PreviewWatcher(watcher: watcher, index: index, hub: hub, thumbnails: thumbnails, out: out)
        }
    }

    /// Starts watching on a thread of its own; `onStopped` runs once the thread has ended (after
    /// `stop`, the round in progress finishes first).
    func start(stop: Locked<Bool>, onStopped: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            watch(while: { !stop.current })
            onStopped()
        }
        thread.name = "stateboard.serve.watch.\(index)"
        thread.start()
    }

    private func watch(while running: () -> Bool) {
        var watched = [watcher.themePath]
        var stamp = ThemeWatcher.stamp(of: watched)
        while running() {
            // A save during the round stops it between two jobs: the next round starts at once.
            // The folders are walked at most every 20 ms, not before each of a thousand jobs.
            let saved = ThrottledCheck(every: 0.02) { [watched, stamp] in ThemeWatcher.stamp(of: watched) != stamp }
            // The run hands each batch's thumbnails over with the batch (`onDrawn`) and keeps none
            // to its end: the round reaches the hub without them.
            let (round, folders) = watcher.renderOnce(stoppingWhen: { saved() })
            if case .rendered(let results, _) = round, results.abandoned {
                hub.publish(round, theme: index)
                if let folders { watched = folders }
                stamp = watcher.settledStamp(of: watched)
                continue
            }
            if let folders, folders != watched {
                watched = folders
                stamp = ThemeWatcher.stamp(of: watched)
            }
            hub.publish(round, theme: index)
            guard let next = watcher.waitForChange(since: stamp, in: watched, while: running) else { return }
            stamp = next
        }
    }
}
