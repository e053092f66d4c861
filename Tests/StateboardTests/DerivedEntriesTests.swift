import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// A verify run that does not keep its entries (`VerifyRun.keepsEntries` off, as the command
/// line runs) holds whole only what a job cannot derive; its report reads the same, entry for
/// entry, and its files are the same bytes.
@Suite struct DerivedEntriesTests {
    /// A project whose references were recorded, then its `empty` state's title changed: one
    /// failure among passes.
    static func project() throws -> SnapshotProject {
        let project = try SnapshotProject()
        try project.write(SnapshotProject.theme(states: "[empty, loading, error]"))
        try project.record()
        try project.write(SnapshotProject.theme(title: "No Mail", states: "[empty, loading, error]"))
        return project
    }

    static func verify(_ project: SnapshotProject, keepsEntries: Bool, report: String) throws -> VerifyRun.Outcome {
        var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try project.theme())], store: project.store, jobs: 2)
        run.reportFolder = report
        run.keepsEntries = keepsEntries
        return try run.run(RenderPlan.checkedPlan(for: [project.theme()], filter: RenderFilter(), source: .references))
    }

    /// An entry as JSON with its time left out (two runs never take the same milliseconds).
    static func timeless(_ entry: VerificationReport.Entry) throws -> String {
        var entry = entry
        entry.milliseconds = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(entry), as: UTF8.self)
    }

    /// Rule: the derived entries are the kept ones: the same entries in the same order, a pass
    /// derived from its job, a failure whole (its images, record and explanation).
    @Test func derivedEntriesAreTheKeptOnes() throws {
        let project = try Self.project()
        defer { project.remove() }
        let kept = try Self.verify(project, keepsEntries: true, report: project.root.appendingPathComponent("kept").path).report
        let derived = try Self.verify(project, keepsEntries: false, report: project.root.appendingPathComponent("derived").path).report
        #expect(kept.derived == nil && kept.entries.count == kept.allEntries.count)
        #expect(derived.entries.isEmpty && derived.derived != nil, "a run that does not keep its entries lists none")
        #expect(kept.failed == 1 && kept.passed > 1, "one failure among passes: \(kept.failed) / \(kept.passed)")
        let counts: (VerificationReport) -> [Int] = { [$0.passed, $0.failed, $0.missing, $0.errors] }
        #expect(counts(derived) == counts(kept))
        #expect(!derived.allPassed && !kept.allPassed)
        #expect(try derived.allEntries.map(Self.timeless) == kept.entries.map(Self.timeless))
        #expect(derived.allEntries.first { $0.status == .failed }?.actualImage != nil)
    }

    /// Rule: a report's files are the same bytes whether its entries are listed or derived
    /// (index.html, junit.xml, report.json and summary.md all read `allEntries`).
    @Test func reportFilesAreTheSameBytesFromDerivedEntries() throws {
        let project = try Self.project()
        defer { project.remove() }
        let derived = try Self.verify(project, keepsEntries: false, report: project.root.appendingPathComponent("run").path).report
        var listed = derived
        listed.entries = Array(derived.allEntries)
        listed.derived = nil
        let folders = ["derived", "listed"].map { project.root.appendingPathComponent($0).path }
        for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try ReportFiles.write(derived, to: folders[0], junit: nil)
        try ReportFiles.write(listed, to: folders[1], junit: nil)
        for name in ["index.html", "junit.xml", VerificationReport.fileName, ReportSummary.fileName] {
            let bytes = folders.map { FileManager.default.contents(atPath: ($0 as NSString).appendingPathComponent(name)) }
            #expect(bytes[0] != nil && bytes[0] == bytes[1], "\(name)")
        }
        let json = try #require(FileManager.default.contents(atPath: (folders[0] as NSString).appendingPathComponent(VerificationReport.fileName)))
        let decoded = try JSONDecoder().decode(VerificationReport.self, from: json)
        #expect(decoded.entries.count == listed.entries.count && decoded.derived == nil, "report.json lists every entry")
    }
}
