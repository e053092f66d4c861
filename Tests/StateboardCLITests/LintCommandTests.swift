import Foundation
import Testing

/// `stateboard lint`, `render --lint` and `verify --lint` as a user runs them.
@Suite struct LintCommandTests {
    static let mistakes = "Tests/LintThemes/mistakes"

    /// lint exits 1 on errors and prints each finding at its file:line:column.
    @Test func lintExitsOneOnErrorsAndNamesTheirPlace() throws {
        let result = try CommandRunner.run(["lint", Self.mistakes, "--screen", "contrast", "--state", "empty", "--locale", "en"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Tests/LintThemes/mistakes/theme.yaml:21:52: error[contrast]"), "\(result.stdout)")
        #expect(
            result.stdout.contains("1 error, 2 warnings in 1 image."),
            "the contrast mistake, the theme's unused token and its catalog's unreadable, unused color set: \(result.stdout)")
    }

    /// A screen without mistakes lints clean and exits 0; SARIF goes to the file asked for.
    @Test func aCleanScreenExitsZeroAndSarifIsWritten() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("lint.sarif").path
        let result = try CommandRunner.run(["lint", "ios", "--screen", "favorites", "--device", "iphone-15", "--format", "sarif", "-o", sarif])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
    }

    /// Bad values are refused with exit 2 before anything is drawn.
    @Test func badOptionsExitTwo() throws {
        #expect(try CommandRunner.run(["lint", "--format", "xml"]).status == 2)
        #expect(try CommandRunner.run(["lint", "--jobs", "0"]).status == 2)
        #expect(try CommandRunner.run(["lint", "no-such-theme"]).status == 2)
    }

    /// render --lint writes every image and the gallery, marks the images with findings (and
    /// only those) and exits 1 when a finding is an error.
    @Test func renderLintMarksImagesInTheGallery() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "render", Self.mistakes, "--lint", "--locale", "en", "--state", "empty",
            "--screen", "contrast", "--screen", "touch", "--screen", "hairline", "--out", folder.path,
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [[String: Any]])
        let findings = Dictionary(uniqueKeysWithValues: data.map { ($0["screen"] as? String ?? "", $0["findings"] as? [String] ?? []) })
        #expect(findings["contrast"]?.first?.hasPrefix("error [contrast]") == true, "\(findings)")
        #expect(findings["touch"]?.first?.hasPrefix("warning [touchTarget]") == true, "\(findings)")
        #expect(findings["hairline"]?.first?.hasPrefix("warning [pixelGrid]") == true, "\(findings)")
        #expect(
            data.count == 3 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("mistakes/contrast/empty/iphone-15-light-en@3x.png").path))
    }

    /// verify --lint puts findings into the report beside each render, and a lint error fails the
    /// run (exit 1) although every render matches its reference.
    @Test func verifyLintReportsFindingsBesideEachRender() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots").path, report = folder.appendingPathComponent("report").path
        let filters = ["--screen", "contrast", "--screen", "touch", "--state", "empty", "--locale", "en", "--snapshots", snapshots]
        #expect(try CommandRunner.run(["record", Self.mistakes] + filters).status == 0)
        let result = try CommandRunner.run(["verify", Self.mistakes, "--lint", "--report", report] + filters)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("2 passed") && result.stdout.contains("error[contrast]"), "\(result.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report).appendingPathComponent("report.json")))
        let entries = (json as? [String: Any])?["entries"] as? [[String: Any]] ?? []
        let lint = Dictionary(uniqueKeysWithValues: entries.map { ($0["screen"] as? String ?? "", $0["lint"] as? [String] ?? []) })
        #expect(lint["contrast"]?.first?.hasPrefix("error [contrast]") == true, "\(lint)")
        #expect(lint["touch"]?.first?.hasPrefix("warning [touchTarget]") == true, "\(lint)")
    }
}
