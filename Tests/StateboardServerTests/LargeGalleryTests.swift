import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// A 1,000-image matrix: the served gallery builds every cell and loads the thumbnails in view
/// in headless Chromium (thumbnails, loaded lazily, keep the page light). How fast is measured by
/// `make bench`, not asserted here. In the browser suite, which runs its tests one at a time so
/// that two browsers do not share the two cores.
extension LivePreviewBrowserTests {
    @Test func aThousandImageGalleryBuildsEveryCellWithThumbnails() async throws {
        let folder = try TestPaths.temporaryFolder("serve-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        // 1,000 jobs of the bundled ios theme (more locales than its matrix), one real image
        // rendered and linked at every job's path: the page, not rendering, is measured here.
        let catalog = ThemeCatalog()
        let themePath = try catalog.entry(for: "ios").path
        let theme = try ThemeLoader.load(path: themePath, parentFolders: [try BundledThemes.folder()])
        var filter = RenderFilter()
        filter.locales = ["en", "zh-Hans", "ar", "en-XA", "de", "fr", "ja"]
        let jobs = Array(RenderPlan.jobs(for: theme, filter: filter).prefix(1000))
        try #require(jobs.count == 1000, "the plan has only \(jobs.count) jobs")
        let rendered = try MatrixRenderer(themes: [theme], jobs: 1).render([jobs[0]], into: out)
        let original = (out as NSString).appendingPathComponent(try #require(rendered.written.first).path)
        var images: [MatrixRenderer.RenderedImage] = []
        for (index, job) in jobs.enumerated() {
            let path = job.relativePath + ".png"
            let full = (out as NSString).appendingPathComponent(path)
            if full != original {
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.linkItem(atPath: original, toPath: full)
            }
            images.append(MatrixRenderer.RenderedImage(index: index, job: job, path: path))
        }

        var server = PreviewServer(themePaths: [themePath], out: out)
        server.images = images
        let preview = try await RunningPreview.start(server)
        let url = preview.url
        let (interactive, visibleLoaded, count, thumbnailWidth) = try await offPool { () throws -> (Double, Double, Int, Int) in
            let browser = try HeadlessChromium(executable: HeadlessChromium.find()!, width: 1400, height: 900, scale: 1)
            let start = Date()
            try browser.navigate(to: url, timeout: 30)
            // Interactive: the document has loaded and the script has built all 1,000 cells.
            _ = try browser.waitUntil("document.querySelectorAll('#grid img').length === 1000", timeout: 30)
            // As the browser timed it: from navigation to the end of DOMContentLoaded, which
            // comes after the gallery's script has built every cell.
            let interactive = (try browser.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd") as? Double ?? 0) / 1000
            let phases =
                try browser.evaluate(
                    "JSON.stringify((({requestStart, responseStart, responseEnd, domInteractive, domContentLoadedEventEnd}) => ({requestStart, responseStart, responseEnd, domInteractive, domContentLoadedEventEnd}))(performance.getEntriesByType('navigation')[0]))"
                ) as? String ?? ""
            print("serve: page timing (ms): \(phases)")
            print("serve: 1,000 cells seen by polling after \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
            // The thumbnails in view have arrived.
            _ = try browser.waitUntil(
                """
                [...document.querySelectorAll('#grid img')].filter(i => { const r = i.getBoundingClientRect(); return r.top < innerHeight && r.left < innerWidth; })
                  .every(i => i.complete && i.naturalWidth > 0)
                """, timeout: 30)
            let visible = Date().timeIntervalSince(start)
            // Lazily: a second later the browser has fetched the thumbnails in and near view, not
            // all 1,000 (a page fetching 1,000 thumbnails would queue a just-edited image behind
            // them, and without lazy loading this page does not even load within 30 s in debug).
            Thread.sleep(forTimeInterval: 1)
            let fetched =
                try browser.evaluate(
                    "performance.getEntriesByType('resource').filter(e => e.name.includes('\(PreviewRoutes.thumbnailPrefix)')).length"
                ) as? Int ?? 0
            print("serve: \(fetched) of 1,000 thumbnails fetched a second after those in view loaded")
            #expect(fetched > 0 && fetched < 400, "\(fetched) thumbnails fetched")
            let count = try browser.evaluate("document.querySelectorAll('#grid img').length") as? Int ?? 0
            let width = try browser.evaluate("document.querySelector('#grid img').naturalWidth") as? Int ?? 0
            return (interactive, visible, count, width)
        }
        await preview.stop()
        print(
            "serve: a 1,000-image gallery was interactive after \(String(format: "%.2f", interactive)) s, "
                + "its visible thumbnails loaded after \(String(format: "%.2f", visibleLoaded)) s")
        #expect(count == 1000)
        #expect(thumbnailWidth == Thumbnails.width)
    }
}
