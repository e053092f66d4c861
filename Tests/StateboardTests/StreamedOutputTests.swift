import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard
@testable import StateboardSnapshot

/// What a run writes for review is streamed to disk a piece at a time (`StreamedFile`), so its
/// memory does not grow with the matrix: the bytes are the very bytes the whole-in-memory
/// writing made, and a file is published whole or not at all.
@Suite struct StreamedOutputTests {
    /// The gallery as it was made before it was streamed: every entry encoded in one array,
    /// then the template's placeholders replaced in the whole page (kept here as the reference).
    static func wholePage(
        images: [MatrixRenderer.RenderedImage], title: String, live: GalleryPage.LiveOptions? = nil,
        findings: [String: [String]] = [:], pending: Set<String> = []
    ) -> String {
        let entries = images.map { image -> GalleryPage.Entry in
            let v = image.job.variant
            let size = v.device.size(in: v.orientation)
            return GalleryPage.Entry(
                theme: image.job.theme, screen: image.job.screen, state: image.job.state.key, device: v.device.id,
                appearance: v.appearance.rawValue, contrast: v.contrast.rawValue, locale: v.locale.identifier, textSize: v.textSize.rawValue,
                scale: (v.scale == v.scale.rounded() ? String(Int(v.scale)) : String(v.scale)) + "x", path: image.path, variant: v.fileStem,
                width: size.width, height: size.height, cornerRadius: v.device.cornerRadius,
                findings: findings[image.job.relativePath], pending: live != nil && pending.contains(image.path) ? true : nil)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func scriptJSON(_ value: some Encodable) -> String {
            let json = (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "null"
            return json.replacingOccurrences(of: "</", with: "<\\/")
        }
        return GalleryPage.template.replacingOccurrences(of: "%TITLE%", with: GalleryPage.escape(title))
            .replacingOccurrences(of: "%LIVE%", with: live.map(scriptJSON) ?? "null")
            .replacingOccurrences(of: "%LIVESCRIPT%", with: live == nil ? "" : GalleryPage.liveScript)
            .replacingOccurrences(of: "%DATA%", with: scriptJSON(entries))
    }

    /// Rule: the gallery a render writes piece by piece is byte for byte the page made whole,
    /// with lint findings, in live mode with pending cells, and with no image at all.
    @Test func streamedGalleryIsByteIdenticalToTheWholePage() throws {
        let folder = try TestPaths.temporaryFolder("streamed-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        let out = folder.appendingPathComponent("out").path
        let results = try MatrixRenderer(themes: [theme], jobs: 2).render(plan, into: out)
        #expect(results.written.count == 8)
        let findings = [results.written[1].job.relativePath: ["error [contrast] </script> too faint"]]
        try ReviewOutputs(out: out, format: .png).write(results: results, themes: [theme], renderer: try RendererFactory.make(), findings: findings)
        let written = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("index.html"))
        let title = try #require(String(decoding: written, as: UTF8.self).firstMatch(of: /<title>(.*) · Stateboard<\/title>/)?.1)
        #expect(written == Data(Self.wholePage(images: results.written, title: String(title), findings: findings).utf8))

        let live = GalleryPage.LiveOptions(events: "/_events", thumbnails: "/_thumb/", explain: "/_explain", version: 3, key: "k</")
        let pending: Set = [results.written[2].path]
        let cases: [(String, String)] = [
            (
                GalleryPage.html(images: results.written, title: "a & <b>", live: live, pending: pending),
                Self.wholePage(images: results.written, title: "a & <b>", live: live, pending: pending)
            ),
            (GalleryPage.html(images: [], title: "empty"), Self.wholePage(images: [], title: "empty")),
        ]
        for (streamed, whole) in cases { #expect(streamed == whole) }
    }

    /// Rule: the digests file written an entry at a time holds `JSONEncoder`'s bytes of the
    /// whole value (sorted keys, slashes unescaped), keys and values that need escaping included.
    @Test func streamedDigestsAreTheEncodersBytes() throws {
        var digests = RenderDigests()
        let awkward = ["s10/a.png", "s9/a.png", "Z/b.png", "é/ü.png", "tab\there", "quote\"\\back", "ctl\u{1}\u{7f}", "ａ", "😀/x"]
        for (index, key) in awkward.enumerated() { digests.images[key] = String(format: "%016llx", UInt64(index) &* 0x9E37_79B9_7F4A_7C15) }
        digests.sheets = ["b/contact-sheet.png": "1", "a/contact-sheet.png": "2\n"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for inputs in [nil, ["z": "1", "a/b": "2"]] as [[String: String]?] {
            digests.inputs = inputs
            var streamed = ""
            digests.write { streamed += $0 }
            #expect(streamed == String(decoding: try encoder.encode(digests), as: UTF8.self))
        }
        let folder = try TestPaths.temporaryFolder("streamed-digests")
        defer { try? FileManager.default.removeItem(at: folder) }
        try digests.write(in: folder.path)
        #expect(RenderDigests.read(in: folder.path) == digests)
    }

    /// Rule: a fingerprint written a reference at a time is byte for byte what `encoded()` makes
    /// of it and what `record` wrote into Snapshots/ (every bundled theme's, and one with no reference).
    @Test func streamedFingerprintIsTheEncodersBytes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.snapshots.path).sorted()
            .map { TestPaths.snapshots.appendingPathComponent($0).appendingPathComponent(Fingerprint.fileName) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(files.count >= 3)
        for file in files {
            let fingerprint = try #require(try Fingerprint.read(file.path))
            var streamed = ""
            try fingerprint.write { streamed += $0 }
            #expect(Data(streamed.utf8) == (try fingerprint.encoded()), "\(file.path)")
            #expect(Data(streamed.utf8) == (try Data(contentsOf: file)), "\(file.path)")
        }
        let firstFile = try #require(files.first)
        var empty = try #require(try Fingerprint.read(firstFile.path))
        empty.references = [:]
        var streamed = ""
        try empty.write { streamed += $0 }
        #expect(Data(streamed.utf8) == (try empty.encoded()))
    }

    /// Rule: a verify report's report.json and page written an entry at a time are the bytes
    /// the whole report's encoding made (empty explanations, escapes, `</` in a summary, a
    /// report of no entry), and report.json reads back as the report.
    @Test func streamedVerifyReportIsTheEncodersBytes() throws {
        var report = VerificationReport(environmentChanges: ["t": ["fonts changed"]], seconds: 1.25)
        for (index, status) in [VerificationReport.Status.passed, .failed, .missing].enumerated() {
            var entry = VerificationReport.Entry(
                key: "t/s\(index)/empty/iphone-se-light-en@2x", theme: "t", screen: "s\(index)", state: "empty", variant: "iphone-se-light-en@2x",
                status: status, acceptCommand: "stateboard record t --screen 's\(index)'", milliseconds: Double(index) * 1.5)
            if status == .failed { entry.summary = "3.2% </script> \"differs\""; entry.explanation = ["label `title` moved 12 pt down"] }
            report.entries.append(entry)
        }
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        for shown in [report, VerificationReport()] {
            var json = ""
            try shown.writeJSON(JSONPieces(prettyPrinted: true)) { json += $0 }
            #expect(json == String(decoding: try pretty.encode(shown), as: UTF8.self))
            var page = ""
            HTMLReport.write(shown, title: "Stateboard <verify>") { page += $0 }
            #expect(page == Self.wholeReportPage(shown, title: "Stateboard <verify>"))
        }
        let folder = try TestPaths.temporaryFolder("streamed-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReportFiles.write(report, to: folder.path, junit: nil)
        let read = try JSONDecoder().decode(VerificationReport.self, from: Data(contentsOf: folder.appendingPathComponent(VerificationReport.fileName)))
        #expect(read.entries.map(\.key) == report.entries.map(\.key) && read.entries[1].summary == report.entries[1].summary)
    }

    /// The verify page as it was made before it was streamed (kept here as the reference).
    static func wholeReportPage(_ report: VerificationReport, title: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? String(decoding: encoder.encode(report), as: UTF8.self)) ?? "{}"
        let safe = json.replacingOccurrences(of: "</", with: "<\\/")
        return HTMLReport.template.replacingOccurrences(of: "%TITLE%", with: JUnitReport.escape(title)).replacingOccurrences(of: "%DATA%", with: safe)
    }

    /// Rule: a streamed file appears only when published; published unchanged it leaves the
    /// destination (and its modification time) alone; dropped half-written it leaves nothing.
    @Test func streamedFilePublishesWholeOrNothing() throws {
        let folder = try TestPaths.temporaryFolder("streamed-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sub/page.txt").path
        let first = try StreamedFile(path: path)
        for index in 0..<20_000 { try first.write("line \(index)\n") }  // past the buffer, several times
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try first.publish(onlyIfChanged: true))
        let expected = (0..<20_000).map { "line \($0)\n" }.joined()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        let stamp = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)

        let same = try StreamedFile(path: path)
        try same.write(Data(expected.utf8))
        #expect(try same.publish(onlyIfChanged: true) == false)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == stamp)

        let other = try StreamedFile(path: path)
        try other.write(expected + "more\n")
        #expect(try other.publish(onlyIfChanged: true))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected + "more\n")

        do {
            let dropped = try StreamedFile(path: path)
            try dropped.write("half")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sub").path)
        #expect(left == ["page.txt"], "\(left)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected + "more\n")
    }
}
