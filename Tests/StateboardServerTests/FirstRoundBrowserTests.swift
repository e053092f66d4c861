import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// A first round in the open page: every planned cell shows at once, empty and without alt text,
/// and fills in when a batch, or the round's end, names it. Driven step by step through the hub
/// (no watcher), so what the page shows between the steps is certain.
extension LivePreviewBrowserTests {
    @Test func aFirstRoundsCellsShowEmptyAndFillInAsTheyAreDrawn() async throws {
        let folder = try TestPaths.temporaryFolder("serve-first-round")
        defer { try? FileManager.default.removeItem(at: folder) }
        let themeFolder = folder.appendingPathComponent("probe")
        try FileManager.default.createDirectory(at: themeFolder, withIntermediateDirectories: true)
        try TestThemes.probe(states: "[empty, loading, error]").write(
            to: themeFolder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let theme = try ThemeLoader.load(path: themeFolder.path)
        let plan = Array(try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()).prefix(3))
        try #require(plan.count == 3)
        var renderer = MatrixRenderer(themes: [theme], jobs: 1)
        renderer.thumbnailSpool = try DataSpool(folder: folder.path)
        let drawn = try renderer.render(plan, into: out).written
        try #require(drawn.count == 3 && drawn.allSatisfy { $0.thumbnailPNG != nil })
        let paths = drawn.map(\.path)

        let hub = LiveHub()
        let work = BlockingWork()
        let thumbnails = Thumbnails(work: work)
        let routes = PreviewRoutes(
            hub: hub, files: ServedFiles(root: out), thumbnails: thumbnails,
            explainer: ImageExplainer(themePaths: [themeFolder.path], hub: hub), work: work, hostCheck: HostCheck(listeningOn: "127.0.0.1"))
        let server = try HTTPServer(
            host: "127.0.0.1", port: 0, idleTimeout: .seconds(30), maximumConnections: 64, say: { _ in }, handler: { routes.reply(to: $0) })
        server.start()
        defer {
            hub.closeAll()
            server.closeAll()
        }
        hub.publishPlanned(.planned(RenderJobs(plan), format: .png), theme: 0)
        let url = "http://127.0.0.1:\(server.port)/"

        let seen = try await offPool { () throws -> [String: String] in
            var seen: [String: String] = [:]
            let browser = try HeadlessChromium(executable: HeadlessChromium.find()!, width: 1200, height: 900, scale: 1)
            func state() throws -> String {
                try browser.evaluate(
                    """
                    [...document.querySelectorAll('#grid img')].map(i => (i.parentElement.classList.contains('pending') ? 'pending' : 'shown')
                      + (i.hasAttribute('src') ? '+src' : '') + (i.alt ? '+alt' : '') + (i.complete && i.naturalWidth > 0 ? '+loaded' : '')).join(' ')
                    """) as? String ?? ""
            }
            try browser.navigate(to: url)
            _ = try browser.waitUntil("document.querySelectorAll('#grid img').length === 3", timeout: 10)
            seen["planned"] = try state()
            seen["cellHeight"] = "\(try browser.evaluate("document.querySelector('#grid img').getBoundingClientRect().height") ?? "")"
            // Opened before it is drawn: the lightbox shows no picture (not a broken one) until then.
            _ = try browser.evaluate("document.querySelector('#grid .frame').click(); 1")
            let lightboxEmpty = try browser.evaluate(
                "document.getElementById('lightbox').classList.contains('open') && !document.getElementById('big').hasAttribute('src')")
            seen["openedPending"] = "\((lightboxEmpty as? Bool) == true)"

            // The first batch: its cell fills in, the others stay empty.
            thumbnails.store([drawn[0]], in: out)
            var batch = MatrixRenderer.Results()
            batch.written = [drawn[0]]
            batch.changed = [paths[0]]
            hub.publishDrawn(batch, theme: 0)
            // Loaded as `state()` reads it: a picture's size is known before it is `complete`.
            _ = try browser.waitUntil("(i => i.complete && i.naturalWidth > 0)(document.querySelector('#grid img'))", timeout: 10)
            seen["firstBatch"] = try state()
            seen["openedFilled"] =
                "\(try browser.waitUntil("document.getElementById('big').complete && document.getElementById('big').naturalWidth > 0", timeout: 10))"

            // The round's end: `paths[1]` drawn anew, `paths[2]` kept as it was; both fill in.
            thumbnails.store(Array(drawn[1...]), in: out)
            var round = MatrixRenderer.Results()
            round.written = drawn
            round.changed = [paths[1]]
            hub.publish(.rendered(round, seconds: 0), theme: 0)
            _ = try browser.waitUntil("[...document.querySelectorAll('#grid img')].every(i => i.complete && i.naturalWidth > 0)", timeout: 10)
            seen["ended"] = try state()
            return seen
        }
        #expect(seen["planned"] == "pending pending pending", "empty cells, no source and no alt text: \(seen)")
        #expect(Double(seen["cellHeight"] ?? "") ?? 0 > 150, "each empty cell has its image's shape: \(seen)")
        #expect(seen["openedPending"] == "true" && seen["openedFilled"] == "true", "opened: \(seen)")
        #expect(seen["firstBatch"] == "shown+src+alt+loaded pending pending", "\(seen)")
        #expect(seen["ended"] == "shown+src+alt+loaded shown+src+alt+loaded shown+src+alt+loaded", "\(seen)")
    }
}
