import Foundation
import Stateboard

/// What the preview shows now and who is looking: the last good images of each theme, each
/// theme's current error, and the open pages' event streams. Watcher threads publish rounds;
/// request handlers read the state and subscribe. Every change is one numbered update.
final class LiveHub: Sendable {
    /// One update as the page receives it (JSON in a server-sent event named `update`).
    struct Update: Encodable, Sendable {
        var version: Int
        /// The image set's key: a page showing another set reloads.
        var key: String
        /// Paths whose images changed in this update.
        var changed: [String]
        var error: ErrorReport?
    }

    /// A theme's problems, each with its file:line:column and hint.
    struct ErrorReport: Encodable, Sendable, Equatable {
        struct Item: Encodable, Sendable, Equatable { var location: String; var message: String; var hint: String? }
        var diagnostics: [Item]
    }

    /// Everything that changes, under one lock.
    private let state = Locked(State())

    private struct State: Sendable {
        /// Each theme's listed images, compactly (its plan and eight bytes an image: a
        /// `RenderedImage` is built when read), so the hub does not grow by a job and a path
        /// per image of the matrix.
        var images: [Int: MatrixRenderer.WrittenImages] = [:]
        var errors: [Int: ErrorReport] = [:]
        var version = 1
        var subscribers: [UUID: EventQueue] = [:]
        /// Set once the server stops: a page subscribing after that gets the state and the end.
        var closed = false
        /// Per theme, the listed images (their positions in `images`) whose change the current
        /// round's batches have announced already: a bit an image, not a path or a hash.
        var announced: [Int: PositionSet] = [:]
        /// Per theme whose first round has not ended, the listed images not drawn yet (their
        /// positions in `images`): the pages show those cells empty until a batch, or the
        /// round's end, names them.
        var pending: [Int: PositionSet] = [:]
        /// The key of the current image set (a stable hash of the paths in order), worked out
        /// when the listed images change, not on every update.
        private(set) var key = StableHash().hex

        /// Lists `listed` as the images of theme `index`.
        mutating func list(_ listed: MatrixRenderer.WrittenImages, theme index: Int) {
            images[index] = listed
            var hash = StableHash()
            for theme in images.keys.sorted() {
                let shown = images[theme]!
                for position in shown.indices { hash.add(shown.path(at: position)) }
            }
            key = hash.hex
        }

        /// The position in theme `index`'s list of the image at `path` whose plan index is
        /// `planIndex` in its round's plan: found by the plan index (the list is in plan order)
        /// and confirmed by the path, since a later round's plan may order its images otherwise.
        func position(theme index: Int, planIndex: Int, path: String) -> Int? {
            guard let shown = images[index] else { return nil }
            let low = shown.indices.partitioningIndex { shown.planIndex(at: $0) >= planIndex }
            guard low < shown.endIndex, shown.planIndex(at: low) == planIndex, shown.path(at: low) == path else { return nil }
            return low
        }

        /// The current state as an update naming `changed`.
        func update(changed: [String]) -> Update {
            let error = errors.keys.sorted().compactMap { errors[$0] }.reduce(into: ErrorReport?.none) { all, report in
                all = ErrorReport(diagnostics: (all?.diagnostics ?? []) + report.diagnostics)
            }
            return Update(version: version, key: key, changed: changed, error: error)
        }
    }

    /// The image at `path` and the index of its theme.
    func image(at path: String) -> (Int, MatrixRenderer.RenderedImage)? {
        state.withLock { state in
            for index in state.images.keys.sorted() {
                let shown = state.images[index]!
                if let position = shown.indices.first(where: { shown.path(at: $0) == path }) { return (index, shown[position]) }
            }
            return nil
        }
    }

    /// Records what a watcher's round for the theme at `index` did and tells every page.
    func publish(_ round: ThemeWatcher.Round, theme index: Int) {
        state.withLock { state in
            var changed: [String] = []
            switch round {
            case .rendered(let results, _) where results.abandoned:
                // Stopped for a newer save: its batches are shown, and the next round announces
                // afresh what it draws (even an image this one announced).
                state.announced[index] = nil
                return
            case .rendered(let results, _):
                let listed = results.images
                let pending = state.pending.removeValue(forKey: index)
                let wasListed = state.images[index]
                changed = results.changed
                if let announced = state.announced[index], let wasListed, !changed.isEmpty {
                    changed = Self.unannounced(changed, announced: announced, in: wasListed)
                }
                state.list(listed, theme: index)
                // The first round's end: images it kept as they were (drawn before the server
                // started) are named too, so that their empty cells fill in.
                if let pending, let wasListed, !pending.isEmpty {
                    let named = Set(changed)
                    let waiting = Set(pending.positions.map { wasListed.path(at: $0) })
                    changed += listed.indices.map { listed.path(at: $0) }.filter { waiting.contains($0) && !named.contains($0) }
                }
                state.errors[index] =
                    results.failures.isEmpty
                    ? nil
                    : ErrorReport(diagnostics: results.failures.map { .init(location: "", message: $0, hint: nil) })
            case .invalid(let error):
                state.errors[index] = ErrorReport(
                    diagnostics: error.diagnostics.map {
                        .init(location: $0.location.description, message: $0.message, hint: $0.hint)
                    })
            case .failed(let message):
                state.errors[index] = ErrorReport(diagnostics: [.init(location: "", message: message, hint: nil)])
            }
            state.announced[index] = nil
            Self.broadcast(&state, changed: changed)
        }
    }

    /// Lists the images the theme at `index`'s first round is about to draw, before it draws
    /// any, so that a page shows every cell at once and fills each in as its batch is drawn
    /// (`publishDrawn`) instead of waiting for the whole matrix. Once a round has ended the
    /// pages list its images, and a round that adds or removes images shows at its end: this
    /// does nothing then. A new plan while the first round has not ended (a save stopped it)
    /// replaces the old one, keeping as drawn what was drawn.
    func publishPlanned(_ images: MatrixRenderer.WrittenImages, theme index: Int) {
        state.withLock { state in
            guard state.images[index] == nil || state.pending[index] != nil else { return }
            // What the stopped plan drew, by path (the new plan may number its images otherwise).
            var drawn = Set<String>()
            if let before = state.images[index] {
                let waiting = state.pending[index] ?? PositionSet()
                for position in before.indices where !waiting.contains(position) { drawn.insert(before.path(at: position)) }
            }
            let keyBefore = state.key
            state.list(images, theme: index)
            state.pending[index] = PositionSet(images.indices.lazy.filter { drawn.isEmpty || !drawn.contains(images.path(at: $0)) })
            state.announced[index] = nil  // positions in the list it replaced
            if state.key != keyBefore { Self.broadcast(&state, changed: []) }
        }
    }

    /// Records a batch of images a watcher's round for the theme at `index` has just drawn and
    /// tells every page which changed, before the round ends. Only images the pages already
    /// list are updated this way (a first round's planned images are listed: `publishPlanned`);
    /// a round that adds or removes images shows at its end.
    func publishDrawn(_ batch: MatrixRenderer.Results, theme index: Int) {
        state.withLock { state in
            guard state.images[index] != nil else { return }
            let drawn = batch.images
            var positions: [String: Int] = [:]
            for image in drawn.indices {
                let path = drawn.path(at: image)
                guard let at = state.position(theme: index, planIndex: drawn.planIndex(at: image), path: path) else { return }
                positions[path] = at
            }
            state.pending[index]?.subtract(positions.values)
            state.errors[index] = nil  // the theme loaded and draws; the round's end reports its failures
            var announced = state.announced.removeValue(forKey: index) ?? PositionSet()
            let changed = batch.changed.filter { path in
                guard let at = positions[path] else { return true }
                defer { announced.insert(at) }
                return !announced.contains(at)
            }
            state.announced[index] = announced
            guard !changed.isEmpty else { return }
            Self.broadcast(&state, changed: changed)
        }
    }

    /// A queue of server-sent events for one page, starting with the current state, and the id
    /// to end it with; nil when the process has no file descriptor left for it.
    func subscribe() -> (UUID, EventQueue)? {
        guard let queue = EventQueue() else { return nil }
        let id = UUID()
        state.withLock { state in
            queue.push(Self.event(state.update(changed: [])))
            if state.closed { queue.finish() } else { state.subscribers[id] = queue }
        }
        return (id, queue)
    }

    /// Ends one page's stream.
    func unsubscribe(_ id: UUID) {
        state.withLock { $0.subscribers.removeValue(forKey: id) }?.finish()
    }

    /// What a page is built from, read together: each theme's listed images in order, the
    /// update they are as of, the set's key, and whether an image is listed but not drawn yet
    /// (`publishPlanned`).
    struct Snapshot: Sendable {
        var themes: [MatrixRenderer.WrittenImages]
        var version: Int
        var key: String
        /// Per theme (as `themes`), the positions of its images not drawn yet.
        var pending: [PositionSet]

        /// The listed images' paths, in order.
        var paths: [String] { themes.flatMap { shown in shown.indices.map { shown.path(at: $0) } } }
        /// The paths of the images listed but not drawn yet.
        var pendingPaths: Set<String> {
            Set(themes.indices.flatMap { theme in pending[theme].positions.map { themes[theme].path(at: $0) } })
        }

        /// Every listed image in order, with whether it is drawn yet.
        var images: some Sequence<(image: MatrixRenderer.RenderedImage, pending: Bool)> {
            themes.indices.lazy.flatMap { theme in
                themes[theme].indices.lazy.map { (themes[theme][$0], pending[theme].contains($0)) }
            }
        }
    }

    /// The state a page is built from (`Snapshot`).
    func snapshot() -> Snapshot {
        state.withLock { state in
            let order = state.images.keys.sorted()
            return Snapshot(
                themes: order.map { state.images[$0]! }, version: state.version, key: state.key,
                pending: order.map { state.pending[$0] ?? PositionSet() })
        }
    }

    /// Ends every page's stream (the server is stopping).
    func closeAll() {
        let open = state.withLock { state in
            defer { state.subscribers.removeAll(); state.closed = true }
            return Array(state.subscribers.values)
        }
        open.forEach { $0.finish() }
    }

    /// The paths of `changed` but those of the images at the `announced` positions of `listed`
    /// (each batch named them already). Only a round that lists what it changed at its end
    /// (`MatrixRenderer.keepsWritten`) names any: it reads the announced paths one at a time.
    private static func unannounced(_ changed: [String], announced: PositionSet, in listed: MatrixRenderer.WrittenImages) -> [String] {
        var named = Set(changed)
        for position in announced.positions where position < listed.endIndex { named.remove(listed.path(at: position)) }
        return changed.filter { named.contains($0) }
    }

    /// A new update naming `changed`, sent to every page (under the lock, so pages see updates in order).
    private static func broadcast(_ state: inout State, changed: [String]) {
        state.version += 1
        let message = event(state.update(changed: changed))
        for subscriber in state.subscribers.values { subscriber.push(message) }
    }

    private static func event(_ update: Update) -> String {
        let data = (try? JSONEncoder().encode(update)) ?? Data("{}".utf8)
        return "event: update\ndata: " + String(decoding: data, as: UTF8.self) + "\n\n"
    }
}
