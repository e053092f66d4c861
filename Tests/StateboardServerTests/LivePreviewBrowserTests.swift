import Foundation
import Testing
@testable import StateboardServer
import Stateboard
import StateboardTestSupport

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
        let browser = try HeadlessChromium(executable: HeadlessChromium.find()!, width: 1200, height: 900, scale: 1)
        try browser.navigate(to: preview.url)
        #expect(try browser.waitUntil("\(Self.firstImage) !== null && \(Self.firstImage).complete && \(Self.firstImage).naturalWidth > 0",
                                      timeout: 10))
        // A marker that a reload would wipe out, and the image as first shown.
        _ = try browser.evaluate("window.notReloaded = true; window.scrollTo(0, 0); 1")
        let before = try #require(try browser.evaluate("\(Self.firstImage).src") as? String)

        // A save: the new image is in the page within a second, without a reload.
        try TestThemes.probe(accent: "#FF3B30").write(to: file, atomically: true, encoding: .utf8)
        let saved = Date()
        let swapped = try browser.waitUntil("window.notReloaded === true && \(Self.firstImage).src !== \(Self.quoted(before))"
                                            + " && \(Self.firstImage).complete && \(Self.firstImage).naturalWidth > 0", timeout: 5)
        let seconds = Date().timeIntervalSince(saved)
        print("serve: the saved change was in the page after \(String(format: "%.2f", seconds)) s")
        #expect(swapped)
        #expect(seconds < 1, "the new image took \(seconds) s")

        // A broken theme: its error, with file:line:column and the hint, over the last good image.
        let broken = TestThemes.probe().replacingOccurrences(of: "tint: accent", with: "tint: acent")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        #expect(try browser.waitUntil("!document.getElementById('live-error').hidden", timeout: 5))
        let message = try browser.evaluate("document.getElementById('live-error').textContent") as? String ?? ""
        #expect(message.contains("theme.yaml:"), "\(message)")
        #expect(message.range(of: #"theme\.yaml:\d+:\d+"#, options: .regularExpression) != nil, "\(message)")
        #expect(message.contains("acent"), "\(message)")
        #expect(try browser.evaluate("window.notReloaded === true && \(Self.firstImage).naturalWidth > 0") as? Bool == true)

        // Fixed: the error goes.
        try TestThemes.probe(accent: "#34C759").write(to: file, atomically: true, encoding: .utf8)
        #expect(try browser.waitUntil("document.getElementById('live-error').hidden", timeout: 5))

        // A click on the image: its inspector overlay and cascade trail.
        _ = try browser.evaluate("document.querySelector('#grid .frame').click(); 1")
        #expect(try browser.waitUntil("document.getElementById('overlay') !== null && document.getElementById('overlay').complete"
                                      + " && document.getElementById('overlay').naturalWidth > 0", timeout: 10))
        let trail = try browser.evaluate("document.getElementById('trail').textContent") as? String ?? ""
        #expect(trail.contains("theme.yaml:"), "\(trail)")
        await preview.stop()
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
}
