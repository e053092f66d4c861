import Foundation
import StateboardTestSupport
import Testing

/// `stateboard review` end to end as a process: the loop from a failed verify to a passing one
/// with `--accept` (a bot) and `--apply` (a saved review), and a tampered report refused.
@Suite struct ReviewCommandTests {
    typealias Project = SnapshotCommandTests.Project

    static func theme(gap: Int) -> String {
        SnapshotCommandTests.theme(gap: gap).replacingOccurrences(of: "appearances: [light]", with: "appearances: [light, dark]")
    }

    @Test func aBotAcceptsByGlobAndVerifyThenPassesWhileSummaryMarkdownNamesTheCause() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme(gap: 12))
        #expect(try project.run("record", "probe").status == 0)
        try project.write(Self.theme(gap: 20))
        let failed = try project.run("verify", "probe", "--report", "report")
        #expect(failed.status == 1)
        let summary = try String(contentsOfFile: project.root.appendingPathComponent("report/summary.md").path, encoding: .utf8)
        #expect(summary.contains("2 changed") && summary.contains("| ✗ changed | 2 | probe |") && summary.contains("stateboard review"), "\(summary)")
        let none = try project.run("review", "report", "--accept", "nothing/*")
        #expect(none.status == 2 && none.stderr.contains("matches no image"), "\(none.stderr)")
        let accepted = try project.run("review", "report", "--accept", "probe/inbox/*/*-light-*")
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("1 accepted, 0 deleted, 0 rejected, 1 not decided yet"), "\(accepted.stdout)")
        #expect(try project.run("verify", "probe").status == 1, "the dark image is still undecided")
        // Someone decides the rest in the saved review; --apply applies it without a browser.
        let reviewPath = project.root.appendingPathComponent("report/review.json").path
        var review = try String(contentsOfFile: reviewPath, encoding: .utf8)
        review = review.replacingOccurrences(of: "iphone-15-light-en@1x", with: "iphone-15-dark-en@1x")
        let darkDigest = try Self.actualDigest(project.root.appendingPathComponent("report/report.json").path, key: "probe/inbox/empty/iphone-15-dark-en@1x")
        let lightDigest = try Self.actualDigest(project.root.appendingPathComponent("report/report.json").path, key: "probe/inbox/empty/iphone-15-light-en@1x")
        try review.replacingOccurrences(of: lightDigest, with: darkDigest).write(toFile: reviewPath, atomically: true, encoding: .utf8)
        let applied = try project.run("review", "report", "--apply")
        #expect(applied.status == 0 && applied.stdout.contains("1 accepted"), "\(applied.stdout)\(applied.stderr)")
        let passed = try project.run("verify", "probe")
        #expect(passed.status == 0, "\(passed.stdout)")
    }

    @Test func aTamperedReportIsExitTwoAndWritesNothing() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme(gap: 12))
        #expect(try project.run("record", "probe").status == 0)
        try project.write(Self.theme(gap: 20))
        #expect(try project.run("verify", "probe", "--report", "report").status == 1)
        let report = project.root.appendingPathComponent("report/probe/inbox/empty").path
        try FileManager.default.removeItem(atPath: report + "/iphone-15-light-en@1x.actual.png")
        try FileManager.default.copyItem(atPath: report + "/iphone-15-dark-en@1x.actual.png", toPath: report + "/iphone-15-light-en@1x.actual.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: project.reference))
        let refused = try project.run("review", "report", "--accept", "*")
        #expect(refused.status == 2 && refused.stderr.contains("is not the image this report drew"), "\(refused.stderr)")
        #expect(refused.stderr.contains("report.json: probe/inbox/empty/iphone-15-light-en@1x"), "located: \(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.reference)) == before)
    }

    /// The pixel digest `report.json` records for `key`'s actual image.
    static func actualDigest(_ path: String, key: String) throws -> String {
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let entries = report?["entries"] as? [[String: Any]] ?? []
        let entry = try #require(entries.first { $0["key"] as? String == key })
        return try #require((entry["actualRecord"] as? [String: Any])?["pixels"] as? String)
    }
}
