import Foundation
import Stateboard

/// The preview's routes: the gallery page, its event stream, thumbnails, explanations and the
/// files of the output folder (nothing outside it: anything else is 404), each request checked
/// for its Host first. They run on the requesting connection's thread; renders and thumbnail
/// decodes take a slot of `work`, so a few run at once at most.
struct PreviewRoutes: Sendable {
    var hub: LiveHub
    var files: ServedFiles
    var thumbnails: Thumbnails
    var explainer: ImageExplainer
    var work: BlockingWork
    var hostCheck: HostCheck
    /// Each served file's digest, its `ETag`.
    var tags = ContentTags()

    static let thumbnailPrefix = "/_thumb/"

    /// The answer to `request`.
    func reply(to request: HTTPRequestHead) -> HTTPReply {
        if let refusal = hostCheck.refusal(for: request.host) { return refusal }
        switch request.path {
        case "/", "/index.html": return page()
        case "/_events": return events()
        case "/_explain": return explain(request.queryValue("path"), overlay: false)
        case "/_overlay": return explain(request.queryValue("path"), overlay: true)
        default: return file(request.path, for: request)
        }
    }

    /// The render gallery, in live mode.
    func page() -> HTTPReply {
        let snapshot = hub.snapshot()
        let themes = snapshot.themes.compactMap(\.first).reduce(into: [String]()) { names, image in
            if !names.contains(image.job.theme) { names.append(image.job.theme) }
        }
        let live = GalleryPage.LiveOptions(
            events: "/_events", thumbnails: Self.thumbnailPrefix, explain: "/_explain", version: snapshot.version, key: snapshot.key)
        let glyphs = GlyphSettings.label(explainer.glyphs.source ?? .pinned)
        let title = (themes.isEmpty ? "Stateboard" : themes.joined(separator: ", ")) + " · " + glyphs
        // Written as it is sent, from the hub's lists: the page is never whole in memory.
        return Self.response(
            .pieces { sink in GalleryPage.write(listing: snapshot.images, title: title, live: live, to: sink) },
            type: "text/html; charset=utf-8")
    }

    /// Server-sent events: the current state at once, then every update, until the page
    /// closes or the server stops.
    func events() -> HTTPReply {
        guard let (id, queue) = hub.subscribe() else { return .text(503, "too many open files to stream events\n") }
        let hub = self.hub
        return HTTPReply(
            status: 200, fields: [.init(name: "Content-Type", value: "text/event-stream"), .init(name: "Cache-Control", value: "no-cache")],
            body: .events(queue, onEnd: { hub.unsubscribe(id) }))
    }

    /// The explanation of the image at `path` as JSON, or its inspector overlay as PNG.
    func explain(_ path: String?, overlay: Bool) -> HTTPReply {
        guard let path else { return Self.notFound }
        let explainer = self.explainer
        do {
            if overlay {
                let png = try work.run { try explainer.overlayPNG(of: path) }
                return Self.response(png, type: "image/png")
            }
            let query = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
            let answer = try work.run { try explainer.answer(for: path, overlayURL: "/_overlay?path=" + query) }
            return Self.response(answer, type: "application/json")
        } catch ImageExplainer.Failure.unknownImage {
            return Self.notFound
        } catch is BlockingWork.Stopped {
            return Self.stopping
        } catch {
            return .text(409, "\(error)")
        }
    }

    /// A file of the output folder, or the thumbnail of one; 404 for anything else. Each is
    /// tagged with a digest of the file (a thumbnail with its image's): a client that holds the
    /// tag (`If-None-Match`) gets 304 and no bytes; a large file is sent as it is read.
    func file(_ urlPath: String, for request: HTTPRequestHead? = nil) -> HTTPReply {
        let thumbnail = urlPath.hasPrefix(Self.thumbnailPrefix)
        let name = thumbnail ? String(urlPath.dropFirst(Self.thumbnailPrefix.count)) : urlPath
        guard let path = files.file(for: name), !thumbnail || path.hasSuffix(".png"), let opened = ServedFile(path: path) else { return Self.notFound }
        // A thumbnail is made from its image alone, so the image's digest tags it too.
        let tag = tags.tag(for: opened, at: path).map { thumbnail ? "\"thumbnail-" + $0.dropFirst() : $0 }
        if let tag, request?.holds(entityTag: tag) == true { return .notModified(tag) }
        var reply: HTTPReply
        if thumbnail {
            do {
                guard let png = try thumbnails.png(for: path) else { return Self.notFound }
                reply = Self.response(png, type: "image/png")
            } catch {
                return Self.stopping
            }
        } else {
            let type = ServedFiles.contentType(of: path)
            reply = Self.response(opened.size > ServedFile.streamedAbove ? .file(opened) : .bytes(opened.contents()), type: type)
        }
        if let tag { reply.fields.append(.init(name: "ETag", value: tag)) }
        return reply
    }

    /// The answer once the server has stopped rendering (it is shutting down).
    static var stopping: HTTPReply { .text(503, "the preview is stopping\n") }

    static var notFound: HTTPReply { .text(404, "not found\n") }

    static func response(_ data: Data, type: String) -> HTTPReply { response(.bytes(data), type: type) }

    /// A 200 reply the browser may keep but must check again before using (`no-cache`).
    static func response(_ body: HTTPReply.Body, type: String) -> HTTPReply {
        HTTPReply(status: 200, fields: [.init(name: "Content-Type", value: type), .init(name: "Cache-Control", value: "no-cache")], body: body)
    }
}
