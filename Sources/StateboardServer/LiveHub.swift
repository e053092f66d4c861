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
        var images: [Int: [MatrixRenderer.RenderedImage]] = [:]
        var errors: [Int: ErrorReport] = [:]
        var version = 1
        var subscribers: [UUID: EventQueue] = [:]
        /// Set once the server stops: a page subscribing after that gets the state and the end.
        var closed = false
        /// Per theme, the paths the current round's batches have announced already.
        var announced: [Int: Set<String>] = [:]
        /// Per theme whose first round has not ended, the listed images not drawn yet: the
        /// pages show those cells empty until a batch, or the round's end, names them.
        var pending: [Int: Set<String>] = [:]

        /// The key of the current image set (a stable hash of the paths in order).
        var key: String {
            var hash = StableHash()
            for index in images.keys.sorted() { images[index]!.forEach { hash.add($0.path) } }
            return hash.hex
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
                if let image = state.images[index]!.first(where: { $0.path == path }) { return (index, image) }
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
                state.images[index] = results.written
                changed = results.changed.filter { state.announced[index]?.contains($0) != true }
                // The first round's end: images it kept as they were (drawn before the server
                // started) are named too, so that their empty cells fill in.
                if let pending = state.pending.removeValue(forKey: index) {
                    let named = Set(changed)
                    changed += results.written.map(\.path).filter { pending.contains($0) && !named.contains($0) }
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
    func publishPlanned(_ images: [MatrixRenderer.RenderedImage], theme index: Int) {
        state.withLock { state in
            guard state.images[index] == nil || state.pending[index] != nil else { return }
            let listedBefore = state.images[index] ?? []
            let drawn = Set(listedBefore.map(\.path)).subtracting(state.pending[index] ?? [])
            let keyBefore = state.key
            state.images[index] = images
            state.pending[index] = Set(images.map(\.path)).subtracting(drawn)
            if state.key != keyBefore { Self.broadcast(&state, changed: []) }
        }
    }

    /// Records a batch of images a watcher's round for the theme at `index` has just drawn and
    /// tells every page which changed, before the round ends. Only images the pages already
    /// list are updated this way (a first round's planned images are listed: `publishPlanned`);
    /// a round that adds or removes images shows at its end.
    func publishDrawn(_ batch: MatrixRenderer.Results, theme index: Int) {
        state.withLock { state in
            guard var shown = state.images[index] else { return }
            let position = Dictionary(shown.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            for image in batch.written {
                guard let at = position[image.path] else { return }
                // Its thumbnail was stored before the batch was published (`Thumbnails.store`):
                // the hub keeps the image without it, not a PNG per image for the server's life.
                var listed = image
                listed.thumbnailPNG = nil
                shown[at] = listed
            }
            state.images[index] = shown
            state.pending[index]?.subtract(batch.written.map(\.path))
            state.errors[index] = nil  // the theme loaded and draws; the round's end reports its failures
            let changed = batch.changed.filter { state.announced[index]?.contains($0) != true }
            state.announced[index, default: []].formUnion(changed)
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

    /// The images, the update they are as of and the set's key, read together, with the
    /// paths of the listed images not drawn yet (`publishPlanned`).
    func snapshot() -> (images: [MatrixRenderer.RenderedImage], version: Int, key: String, pending: Set<String>) {
        state.withLock { state in
            (state.images.keys.sorted().flatMap { state.images[$0]! }, state.version, state.key, state.pending.values.reduce(into: []) { $0.formUnion($1) })
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
