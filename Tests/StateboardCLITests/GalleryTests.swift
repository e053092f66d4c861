import Foundation
import Testing

/// The gallery opened from disk in headless Chromium: every image loads and no script fails.
@Suite struct GalleryTests {
    static let chromium = [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

    static func browser(_ arguments: [String]) throws -> String {
        let chromium = try #require(Self.chromium, "no Chromium: `make test` installs it (Debian: chromium)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=8000"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func galleryLoadsEveryImageWithoutScriptErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try CommandRunner.run([
            "render", "ios", "--device", "iphone-se", "--locale", "en", "--locale", "ar",
            "--text-size", "large", "-o", folder.path, "-q",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        let index = folder.appendingPathComponent("index.html")
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "the gallery must not need the network")
        let dom = try Self.browser(["--dump-dom", index.absoluteString])
        let status = try #require(dom.range(of: "<div id=\"status\"[^>]*>", options: .regularExpression).map { String(dom[$0]) }, "no status in the DOM")
        // (3 screens × 7 states + favorites' custom.signedOut) × 2 appearances × 2 locales.
        #expect(status.contains("data-images=\"88\""), "\(status)")
        #expect(status.contains("data-loaded=\"88\""), "\(status)")
        #expect(status.contains("data-failed=\"0\""), "\(status)")
        #expect(status.contains("data-errors=\"\""), "\(status)")
        #expect(dom.contains("class=\"chip\"") && dom.contains("id=\"page-toggle\""), "filters and the page switch are there")
        let lightbox = try Self.browser(["--dump-dom", index.absoluteString + "#image=ios/search/empty/iphone-se-light-ar@2x.png"])
        #expect(lightbox.contains("id=\"lightbox\" role=\"dialog\" aria-modal=\"true\" class=\"open\""), "a #image= link opens the lightbox")
    }
}
