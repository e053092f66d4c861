import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// DNS rebinding in headless Chromium: a name that resolves to the loopback server (as an
/// attacker's domain rebound to 127.0.0.1 would) gets the refusal, not the gallery, and a script
/// on that origin cannot read `/_explain` or the event stream; the server's own address works.
@Suite(.serialized, .enabled(if: HeadlessChromium.find() != nil, "no Chromium at /usr/bin/chromium: `make deps` installs it"))
struct HostRefusalBrowserTests {
    struct Seen: Sendable {
        var reboundPage = "", ownPage = ""
        var explainStatus = 0, eventsStatus = 0
    }

    @Test func aReboundNameIsRefusedInTheBrowser() async throws {
        let folder = try TestPaths.temporaryFolder("serve-rebinding")
        defer { try? FileManager.default.removeItem(at: folder) }
        var server = PreviewServer(themePaths: [], out: folder.path)
        server.images = []
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let seen = try await offPool { () throws -> Seen in
            var seen = Seen()
            let browser = try HeadlessChromium(
                executable: HeadlessChromium.find()!, width: 800, height: 600, scale: 1,
                extraArguments: ["--host-resolver-rules=MAP rebound.test 127.0.0.1"])
            try browser.navigate(to: "http://rebound.test:\(port)/")
            seen.reboundPage = try browser.evaluate("document.body.innerText") as? String ?? ""
            _ = try browser.evaluate(
                """
                window.statuses = {};
                fetch('/_explain?path=x.png').then(r => { window.statuses.explain = r.status });
                fetch('/_events').then(r => { window.statuses.events = r.status });
                1
                """)
            _ = try browser.waitUntil("window.statuses.explain !== undefined && window.statuses.events !== undefined", timeout: 10)
            seen.explainStatus = try browser.evaluate("window.statuses.explain") as? Int ?? 0
            seen.eventsStatus = try browser.evaluate("window.statuses.events") as? Int ?? 0
            try browser.navigate(to: "http://127.0.0.1:\(port)/")
            seen.ownPage = try browser.evaluate("document.title") as? String ?? ""
            return seen
        }
        await preview.stop()
        #expect(seen.reboundPage.contains("answers only to"), "\(seen.reboundPage)")
        #expect(seen.explainStatus == 421 && seen.eventsStatus == 421, "\(seen)")
        #expect(!seen.ownPage.isEmpty, "the gallery at the server's own address")
    }
}
