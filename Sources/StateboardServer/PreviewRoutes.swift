import Foundation
import Hummingbird
import ServiceLifecycle
import Stateboard

/// The preview's routes: the gallery page, its event stream, thumbnails, explanations and the
/// files of the output folder (nothing outside it: anything else is 404). What reads files or
/// renders runs on `work`'s threads, never on the handler's.
struct PreviewRoutes: Sendable {
    var hub: LiveHub
    var files: ServedFiles
    var thumbnails: Thumbnails
    var explainer: ImageExplainer
    var work: BlockingWork

    static let thumbnailPrefix = "/_thumb/"

    func router(hostCheck: HostCheck<BasicRequestContext>) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: hostCheck)
        router.get("/") { _, _ in page() }
        router.get("index.html") { _, _ in page() }
        router.get("_events") { _, _ in events() }
        router.get("_explain") { request, _ in await explain(request, overlay: false) }
        router.get("_overlay") { request, _ in await explain(request, overlay: true) }
        router.get("**") { request, _ in await file(request.uri.path) }
        return router
    }

    /// The render gallery, in live mode.
    func page() -> Response {
        let (images, version, key) = hub.snapshot()
        let themes = images.reduce(into: [String]()) { names, image in if !names.contains(image.job.theme) { names.append(image.job.theme) } }
        let live = GalleryPage.LiveOptions(events: "/_events", thumbnails: Self.thumbnailPrefix, explain: "/_explain", version: version, key: key)
        let glyphs = GlyphSettings.label(explainer.glyphs.source ?? .pinned)
        let html = GalleryPage.html(images: images, title: (themes.isEmpty ? "Stateboard" : themes.joined(separator: ", ")) + " · " + glyphs, live: live)
        return Self.response(Data(html.utf8), type: "text/html; charset=utf-8")
    }

    /// Server-sent events: the current state at once, then every update, until the page
    /// closes or the server stops.
    func events() -> Response {
        let hub = self.hub
        let body = ResponseBody { writer in
            let (id, stream) = hub.subscribe()
            try await withGracefulShutdownHandler {
                for await event in stream { try await writer.write(ByteBuffer(string: event)) }
            } onGracefulShutdown: {
                hub.unsubscribe(id)
            }
            hub.unsubscribe(id)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
    }

    /// The explanation of `?path=` as JSON, or its inspector overlay as PNG.
    func explain(_ request: Request, overlay: Bool) async -> Response {
        guard let path = request.uri.queryParameters.get("path") else { return Self.notFound }
        let explainer = self.explainer
        do {
            if overlay {
                let png = try await work.run { try explainer.explanation(of: path).overlayPNG() }
                return Self.response(png, type: "image/png")
            }
            let query = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
            let answer = try await work.run { try explainer.answer(for: path, overlayURL: "/_overlay?path=" + query) }
            return Self.response(answer, type: "application/json")
        } catch ImageExplainer.Failure.unknownImage {
            return Self.notFound
        } catch is BlockingWork.Stopped {
            return Self.stopping
        } catch {
            return Response(
                status: .conflict, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "\(error)")))
        }
    }

    /// A file of the output folder, or the thumbnail of one; 404 for anything else.
    func file(_ urlPath: String) async -> Response {
        let files = self.files
        do {
            if urlPath.hasPrefix(Self.thumbnailPrefix) {
                let name = String(urlPath.dropFirst(Self.thumbnailPrefix.count))
                guard let file = try await work.run({ files.file(for: name) }), file.hasSuffix(".png"),
                    let png = try await thumbnails.png(for: file)
                else { return Self.notFound }
                return Self.response(png, type: "image/png")
            }
            let read = try await work.run { () -> (String, Data)? in
                guard let file = files.file(for: urlPath), let data = FileManager.default.contents(atPath: file) else { return nil }
                return (file, data)
            }
            guard let (file, data) = read else { return Self.notFound }
            return Self.response(data, type: ServedFiles.contentType(of: file))
        } catch {
            return Self.stopping
        }
    }

    /// The answer once the server has stopped reading files (it is shutting down).
    static var stopping: Response {
        Response(
            status: .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "the preview is stopping\n")))
    }

    static var notFound: Response {
        Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "not found\n")))
    }

    static func response(_ data: Data, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
