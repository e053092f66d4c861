import Foundation
import StateboardLayout
import StateboardRender
import StateboardTheme

/// Renders a theme, then again each time its files (or those of the themes it extends) change,
/// drawing only images whose scene or inputs changed (`MatrixRenderer.incremental`) and
/// rewriting only those whose bytes changed (`stateboard watch`; a live preview builds on it).
public struct ThemeWatcher: Sendable {
    /// The theme's folder or `theme.yaml`.
    public var themePath: String
    public var out: String
    public var filter: RenderFilter
    /// Seconds between checks for changes (file events answer sooner).
    public var interval: Double = 0.5
    /// Seconds without a file event after which a save counts as settled.
    public var settle: Double = 0.05
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// The node kinds the theme is loaded with, each time.
    public var kinds: NodeKindRegistry
    /// Write `index.html` and the contact sheets after each render (a live preview serves its
    /// own page and turns this off, so a change reaches it sooner).
    public var writesReviewOutputs = true
    /// Where to keep a small PNG of every image drawn (`MatrixRenderer.thumbnailSpool`): a live
    /// preview serves them.
    public var thumbnailSpool: DataSpool?
    /// Told of each batch of images a round draws, as soon as it is written
    /// (`MatrixRenderer.onDrawn`): a live preview shows the top of its page first.
    public var onDrawn: (@Sendable (MatrixRenderer.Results) -> Void)?
    /// Told of the images a round is about to draw or keep (every job of its plan, in order)
    /// before it draws any: a live preview lists them at once and fills each in as it is drawn.
    public var onPlanned: (@Sendable ([MatrixRenderer.RenderedImage]) -> Void)?
    /// Told of the same images as `onPlanned`, held compactly (`WrittenImages.planned`: eight
    /// bytes an image, each `RenderedImage` built when read), so that listing a large matrix
    /// does not hold a job and a path per image.
    public var onPlan: (@Sendable (MatrixRenderer.WrittenImages) -> Void)?
    /// Whether each round's results list their images in `written` (`MatrixRenderer.keepsWritten`);
    /// off, they are read from `images` only, and a round's memory does not grow with them
    /// (a live preview).
    public var keepsWritten = true
    /// The limits every round runs under: those in force where the watcher was made, since
    /// rounds may run on a thread of their own (`serve` gives each theme one).
    public var limits: InputLimits
    /// The glyph settings every round draws with: those in force where the watcher was made.
    public var glyphs: GlyphSettings
    /// Where every round's image decoders run: as where the watcher was made (`serve`'s decoder workers).
    public var decoding = ImageDecoding.current

    public init(
        themePath: String, out: String, filter: RenderFilter = RenderFilter(), kinds: NodeKindRegistry = .builtIn,
        limits: InputLimits = .current, glyphs: GlyphSettings = .current
    ) {
        self.themePath = themePath; self.out = out; self.filter = filter; self.kinds = kinds; self.limits = limits; self.glyphs = glyphs
    }

    /// What one round of watching did.
    public enum Round: Sendable {
        /// The theme rendered: the results (with the paths whose bytes changed) and how long it took.
        case rendered(MatrixRenderer.Results, seconds: Double)
        /// The theme has errors; the last good images stay.
        case invalid(DiagnosticsError)
        /// Something else went wrong (an unwritable folder, say).
        case failed(String)
    }

    /// Renders now and after every settled change, calling `report` after each round, until
    /// `report` returns false.
    public func run(report: (Round) -> Bool) {
        var watched = [themePath]
        var stamp = Self.stamp(of: watched)
        while true {
            let (round, folders) = renderOnce()
            watched = folders ?? watched
            guard report(round) else { return }
            stamp = waitForChange(since: stamp, in: watched)
        }
    }

    /// One render; also returns the folders to watch (the theme's and its parents'), nil on error.
    /// `stoppingWhen` is asked between the batches `onDrawn` hands over and between the jobs of
    /// each batch after the first: when it says yes the round stops there, hands over what it
    /// drew, and its results say `abandoned` (a live preview stops a round whose
    /// theme was saved again, and starts the next at once).
    public func renderOnce(stoppingWhen shouldStop: (@Sendable () -> Bool)? = nil) -> (Round, [String]?) {
        InputLimits.$current.withValue(limits) {
            GlyphSettings.$current.withValue(glyphs) { ImageDecoding.$current.withValue(decoding) { renderUnderLimits(shouldStop) } }
        }
    }

    private func renderUnderLimits(_ shouldStop: (@Sendable () -> Bool)?) -> (Round, [String]?) {
        let started = Date()
        do {
            let theme = try ThemeLoader.load(path: themePath, kinds: kinds, parentFolders: [try BundledThemes.folder()])
            let plan = try RenderPlan.checkedPlan(for: [theme], filter: filter)
            var matrix = MatrixRenderer(themes: [theme], format: .png, jobs: jobs)
            if let onPlanned {
                onPlanned(plan.enumerated().map { MatrixRenderer.RenderedImage(index: $0, job: $1, path: $1.outputPath(matrix.format)) })
            }
            onPlan?(.planned(plan, format: matrix.format))
            matrix.keepsWritten = keepsWritten
            matrix.skipUnchanged = true
            matrix.incremental = true
            matrix.thumbnailSpool = thumbnailSpool
            matrix.onDrawn = onDrawn
            matrix.shouldStop = shouldStop
            let results = try matrix.render(plan, into: out)
            if writesReviewOutputs && !results.abandoned {
                try ReviewOutputs(out: out, format: .png).write(results: results, themes: [theme], renderer: try RendererFactory.make())
            }
            // The app's string files (`localizations`) are watched one by one, not their folders;
            // a declared folder and its `.lproj` folders by their entries' names only (`/`), so a
            // string file added is seen; its asset catalogs (`assets`) whole, so a set added,
            // removed or changed is seen.
            let folders = ThemeInputs.paths(of: theme)
            return (.rendered(results, seconds: Date().timeIntervalSince(started)), folders)
        } catch let error as DiagnosticsError {
            return (.invalid(error), nil)
        } catch {
            return (.failed("\(error)"), nil)
        }
    }

    /// Sleeps until the folders change and then stay the same for one interval (editors and
    /// atomic writers save in steps); returns the new stamp.
    func waitForChange(since stamp: [String: String], in folders: [String]) -> [String: String] {
        waitForChange(since: stamp, in: folders, while: { true }) ?? stamp
    }

    /// Like waiting for a change, but gives up (returning nil) as soon as `keepWaiting` says
    /// no, checked at least once per interval: for a watcher that must stop when its server does.
    ///
    /// File events (`FileChangeMonitor`: inotify, kqueue) wake it at once, and a change counts
    /// once no event has come for `settle` seconds; the stamps are still compared every
    /// `interval`, so a change no watch saw (a folder added after the watches were set) is found
    /// as it was before events, and without events it polls.
    public func waitForChange(
        since stamp: [String: String], in folders: [String],
        while keepWaiting: () -> Bool
    ) -> [String: String]? {
        let monitor = FileChangeMonitor(paths: folders)
        // A save between the last round's start and this watch has no event left to wake on:
        // the stamps tell at once (the watch is set first, so a save after them is an event).
        if Self.stamp(of: folders) != stamp { return settledStamp(of: folders) }
        while keepWaiting() {
            let evented: Bool
            if let monitor {
                evented = monitor.waitForEvent(timeout: interval)
                if evented { monitor.waitUntilSettled(quiet: settle) }
            } else {
                Thread.sleep(forTimeInterval: interval)
                evented = false
            }
            var now = Self.stamp(of: folders)
            guard now != stamp else { continue }
            if evented { return now }
            while keepWaiting() {
                Thread.sleep(forTimeInterval: interval)
                let settled = Self.stamp(of: folders)
                if settled == now { return now }
                now = settled
            }
        }
        return nil
    }

    /// The folders' stamp once it stays the same for `settle` seconds (a save in progress has
    /// finished its steps); for a round that starts on a change it already knows of.
    public func settledStamp(of folders: [String]) -> [String: String] {
        var stamp = Self.stamp(of: folders)
        while true {
            Thread.sleep(forTimeInterval: settle)
            let again = Self.stamp(of: folders)
            if again == stamp { return stamp }
            stamp = again
        }
    }

    /// Editors' and atomic writers' temporary files (`.name.swp`, `name~`, `.name.tmp`): they
    /// come and go during a save and are not the theme.
    public static func isScratch(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".tmp")
    }

    /// Declared string folders and their `.lproj` folders, each ending in `/`: watched by the
    /// names of their entries.
    public static func shallowFolders(_ roots: [String]) -> [String] {
        roots.flatMap { root in
            let lprojs = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
                .filter { $0.hasSuffix(".lproj") }.map { (root as NSString).appendingPathComponent($0) + "/" }
            return [root + "/"] + lprojs
        }
    }

    /// Modification times and sizes of every file under the folders (scratch files left out);
    /// a file named among them stands for itself, and a folder ending in `/` for the names of
    /// its entries alone (one level, nothing read inside them).
    public static func stamp(of folders: [String]) -> [String: String] { stamps(of: folders).stamps }

    /// `stamp(of:)`, and the newest modification time it met: of every file and folder under
    /// the folders, and of each folder named (a declared string folder's own, since its stamp is
    /// the names of its entries), read in the same walk.
    static func stamps(of folders: [String]) -> (stamps: [String: String], newest: Double) {
        var result: [String: String] = [:]
        var newest = -Double.infinity
        // `FileStatus` (lstat), not `attributesOfItem`, which reads /etc/passwd on every call.
        func modified(_ status: FileStatus) -> Double {
            newest = max(newest, status.modified)
            return status.modified
        }
        for folder in folders {
            if folder.hasSuffix("/") {
                if let own = FileStatus.of(String(folder.dropLast())) { _ = modified(own) }
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !isScratch($0) }.sorted()
                result[folder] = names.joined(separator: "\n")
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                if let status = FileStatus.of(folder) { result[folder] = "\(modified(status))-\(status.size)" }
                continue
            }
            // The folder's own time too: an entry removed from it changes nothing else.
            if let own = FileStatus.of(folder) { _ = modified(own) }
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let file as String in files where !isScratch(file) {
                let full = (folder as NSString).appendingPathComponent(file)
                if let status = FileStatus.of(full) { result[full] = "\(modified(status))-\(status.size)" }
            }
        }
        return (result, newest)
    }
}
