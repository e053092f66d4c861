import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The preview tags what it serves: images and thumbnails carry an `ETag` (a digest of the
/// image file), a request holding it (`If-None-Match`) is answered 304 with no body, and a
/// large image is sent in pieces as it is read. Targets in absolute form are answered, their
/// host checked as the Host header is.
@Suite struct ConditionalRequestTests {
    /// Rule: `If-None-Match` naming the current tag (or `*`, or the weak form) is 304, and the
    /// tag is of the file's bytes: the same bytes written again keep it, other bytes change it.
    @Test func aTaggedFileIsAnswered304AndTheTagFollowsTheBytes() throws {
        let folder = try TestPaths.temporaryFolder("serve-etag")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        try Data(repeating: 7, count: 100_000).write(to: file)
        let hub = LiveHub(), work = BlockingWork(slots: 1)
        let routes = PreviewRoutes(
            hub: hub, files: ServedFiles(root: folder.path), thumbnails: Thumbnails(work: work),
            explainer: ImageExplainer(themePaths: [], hub: hub), work: work, hostCheck: HostCheck(listeningOn: "127.0.0.1"))
        func request(_ fields: [HTTPRequestHead.Field]) -> HTTPRequestHead {
            HTTPRequestHead(method: "GET", target: "/a.png", minorVersion: 1, fields: [.init(name: "Host", value: "127.0.0.1")] + fields)
        }
        let first = routes.reply(to: request([]))
        let tag = try #require(first.fields.first { $0.name == "ETag" }?.value)
        guard case .file(let opened) = first.body else { Issue.record("a 100 KB file is not streamed"); return }
        #expect(opened.size == 100_000)
        for held in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
            #expect(routes.reply(to: request([.init(name: "If-None-Match", value: held)])).status == 304, "\(held)")
        }
        #expect(routes.reply(to: request([.init(name: "If-None-Match", value: "\"other\"")])).status == 200)
        // Written again with the same bytes (a new time stamp): the same tag. Other bytes: another.
        Thread.sleep(forTimeInterval: 0.05)
        try Data(repeating: 7, count: 100_000).write(to: file)
        #expect(routes.reply(to: request([])).fields.first { $0.name == "ETag" }?.value == tag)
        Thread.sleep(forTimeInterval: 0.05)
        try Data(repeating: 8, count: 100_000).write(to: file)
        #expect(routes.reply(to: request([.init(name: "If-None-Match", value: tag)])).status == 200)
    }

    /// Rule: over a socket, an image and its thumbnail come with tags; sending them back gets 304
    /// and no body; a streamed body arrives whole; an absolute-form target is served, and one
    /// naming another host is 421.
    @Test func aReloadGets304AndAbsoluteTargetsAreServed() async throws {
        let folder = try TestPaths.temporaryFolder("serve-conditional")
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("probe")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try TestThemes.probe().write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        var server = PreviewServer(themePaths: [theme.path], out: folder.appendingPathComponent("out").path)
        server.interval = 0.05
        let preview = try await RunningPreview.start(server)
        defer { Task { await preview.stop() } }
        try await preview.waitForFirstRender()

        let image = "/probe/inbox/empty/iphone-15-light-en@3x.png"
        let bytes = try Data(contentsOf: folder.appendingPathComponent("out" + image))
        for target in [image, "/_thumb" + image] {
            let first = try await RawHTTP.fetch(target, port: preview.port)
            #expect(first.status == 200)
            if target == image { #expect(first.body == bytes, "the image arrives whole") }
            let tag = try #require(first.field("ETag"), "\(first.head)")
            let again = try await RawHTTP.fetch(target, port: preview.port, fields: ["Host: 127.0.0.1", "If-None-Match: \(tag)"])
            #expect(again.status == 304 && again.body.isEmpty, "\(target): \(again.status)")
            #expect(again.field("ETag") == tag && again.field("Content-Length") == nil)
        }
        let absolute = try await RawHTTP.fetch("http://127.0.0.1:\(preview.port)\(image)", port: preview.port, fields: ["Host: 127.0.0.1"])
        #expect(absolute.status == 200 && absolute.body == bytes)
        let elsewhere = try await RawHTTP.fetch("http://rebound.test\(image)", port: preview.port, fields: ["Host: 127.0.0.1"])
        #expect(elsewhere.status == 421)
        await preview.stop()
    }
}
