import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// `serve` in headless Chromium: a save shows in the open page without a reload, a broken theme
/// shows its error with its location over the last good image, and the error goes once fixed.
@Suite(.serialized, .enabled(if: HeadlessChromium.find() != nil, "no Chromium at /usr/bin/chromium: `make deps` installs it"))
struct LivePreviewBrowserTests {
    static let firstImage = "document.querySelector('#grid img')"

    @Test func savesErrorsAndFixesShowInTheOpenPage() async throws {
        let folder = try TestPaths.temporaryFolder("serve-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("probe")
        let file = theme.appendingPathComponent("theme.yaml")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try TestThemes.probe().write(to: file, atomically: true, encoding: .utf8)

        var server = PreviewServer(themePaths: [theme.path], out: folder.appendingPathComponent("out").path)
        server.interval = 0.05
        let preview = try await RunningPreview.start(server)
        try await preview.waitForFirstRender()
        let url = preview.url
        // The browser blocks while it waits, so it runs off the cooperative pool the server
        // uses; what it saw is checked here, in the test's task.
        let seen = try await offPool { () throws -> Seen in
            var seen = Seen()
            let browser = try HeadlessChromium(executable: HeadlessChromium.find()!, width: 1200, height: 900, scale: 1)
            try browser.navigate(to: url)
            seen.firstLoaded = try browser.waitUntil(
                "\(Self.firstImage) !== null && \(Self.firstImage).complete"
                    + " && \(Self.firstImage).naturalWidth > 0", timeout: 10)
            // A marker that a reload would wipe out, and the image as first shown.
            _ = try browser.evaluate("window.notReloaded = true; 1")
            let before = try browser.evaluate("\(Self.firstImage).src") as? String ?? ""

            // A save: the new image in the page without a reload.
            try TestThemes.probe(accent: "#FF3B30").write(to: file, atomically: true, encoding: .utf8)
            let saved = Date()
            seen.swapped = try browser.waitUntil(
                "window.notReloaded === true && \(Self.firstImage).src !== \(Self.quoted(before))"
                    + " && \(Self.firstImage).complete && \(Self.firstImage).naturalWidth > 0", timeout: 5)
            seen.swapSeconds = Date().timeIntervalSince(saved)

            // A broken theme: its error over the last good image.
            let broken = TestThemes.probe().replacingOccurrences(of: "tint: accent", with: "tint: acent")
            try broken.write(to: file, atomically: true, encoding: .utf8)
            seen.errorShown = try browser.waitUntil("!document.getElementById('live-error').hidden", timeout: 5)
            seen.error = try browser.evaluate("document.getElementById('live-error').textContent") as? String ?? ""
            seen.imageKept = try browser.evaluate("window.notReloaded === true && \(Self.firstImage).naturalWidth > 0") as? Bool == true

            // Fixed: the error goes.
            try TestThemes.probe(accent: "#34C759").write(to: file, atomically: true, encoding: .utf8)
            seen.errorGone = try browser.waitUntil("document.getElementById('live-error').hidden", timeout: 5)

            // A click on the image: its inspector overlay and cascade trail.
            _ = try browser.evaluate("document.querySelector('#grid .frame').click(); 1")
            seen.overlayLoaded = try browser.waitUntil(
                "document.getElementById('overlay') !== null"
                    + " && document.getElementById('overlay').complete"
                    + " && document.getElementById('overlay').naturalWidth > 0", timeout: 10)
            seen.trail = try browser.evaluate("document.getElementById('trail').textContent") as? String ?? ""
            return seen
        }
        await preview.stop()

        print("serve: the saved change was in the page after \(String(format: "%.2f", seen.swapSeconds)) s")
        #expect(seen.firstLoaded)
        #expect(seen.swapped)
        #expect(seen.errorShown)
        #expect(seen.error.range(of: #"theme\.yaml:\d+:\d+"#, options: .regularExpression) != nil, "\(seen.error)")
        #expect(seen.error.contains("acent"), "\(seen.error)")
        #expect(seen.imageKept)
        #expect(seen.errorGone)
        #expect(seen.overlayLoaded)
        #expect(seen.trail.contains("theme.yaml:"), "\(seen.trail)")
        print("serve: the page showed: \(seen.error)")
    }

    /// What the browser saw.
    struct Seen: Sendable {
        var firstLoaded = false, swapped = false, errorShown = false, imageKept = false, errorGone = false, overlayLoaded = false
        var swapSeconds = 0.0
        var error = "", trail = ""
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
}
