import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// `stateboard review`'s library core: reading verify reports, grouping by cause, deciding,
/// and moving the baseline without drawing again.
@Suite struct ReviewTests {
    /// The probe theme in light and dark, with `states`.
    static func theme(gap: Int = 12, title: String = "No Messages", states: String = "[empty]") -> String {
        SnapshotProject.theme(title: title, gap: gap, states: states).replacingOccurrences(of: "appearances: [light]", with: "appearances: [light, dark]")
    }

    /// A project whose references were recorded with `recorded` and verified (into `report`) with `verified`.
    static func changedProject(recorded: String = theme(), verified: String = theme(gap: 20)) throws -> (SnapshotProject, String) {
        let project = try SnapshotProject()
        try project.write(recorded)
        try project.record()
        try project.write(verified)
        let report = project.root.appendingPathComponent("report").path
        var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try project.theme())], store: project.store, jobs: 2)
        run.reportFolder = report
        run.removedReferences = .all
        _ = try run.run(project.plan())
        return (project, report)
    }

    static let light = "probe/inbox/empty/iphone-15-light-en@1x"
    static let dark = "probe/inbox/empty/iphone-15-dark-en@1x"

    @Test func acceptedImagesBecomeReferencesByteForByteAsRecordWritesThemAndVerifyPassesByDigest() throws {
        let (project, report) = try Self.changedProject()
        defer { project.remove() }
        let session = try ReviewSession(set: ReviewSet.load([report]), store: project.store)
        #expect(session.set.items.map(\.key).sorted() == [Self.dark, Self.light])
        try session.decide([Self.light, Self.dark], .accept, note: "spacing is 20 now")
        let applied = try session.apply()
        #expect(applied.accepted.sorted() == [Self.dark, Self.light] && applied.rejected.isEmpty)
        // What `record` writes for the new theme, in a folder of its own.
        let recorded = ReferenceStore(folder: project.root.appendingPathComponent("Recorded").path)
        _ = try RecordRun(themes: [try project.theme()], store: recorded, jobs: 1).run(project.plan())
        for key in [Self.light, Self.dark] {
            let accepted = try Data(contentsOf: URL(fileURLWithPath: project.store.folder + "/" + key + ".png"))
            let wanted = try Data(contentsOf: URL(fileURLWithPath: recorded.folder + "/" + key + ".png"))
            #expect(accepted == wanted, "\(key): the accepted reference is not the bytes record writes")
        }
        #expect(try project.store.fingerprint(of: "probe")?.references == recorded.fingerprint(of: "probe")?.references)
        let verified = try project.verify()
        #expect(verified.report.allPassed && verified.passedByDigest == 2)
    }

    @Test func aRejectedImageKeepsItsReferenceAndIsListed() throws {
        let (project, report) = try Self.changedProject()
        defer { project.remove() }
        let lightReference = project.store.folder + "/" + Self.light + ".png"
        let before = try Data(contentsOf: URL(fileURLWithPath: lightReference))
        let session = try ReviewSession(set: ReviewSet.load([report]), store: project.store)
        try session.decide([Self.light], .reject)
        try session.decide([Self.dark], .accept)
        let applied = try session.apply()
        #expect(applied.rejected == [Self.light] && applied.accepted == [Self.dark] && applied.undecided.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: lightReference)) == before)
        let verified = try project.verify()
        #expect(verified.report.entries.filter { $0.status == .failed }.map(\.key) == [Self.light])
    }

    @Test func theSameExplanationAcrossAppearancesIsOneGroup() throws {
        let (project, report) = try Self.changedProject()
        defer { project.remove() }
        let set = try ReviewSet.load([report])
        #expect(set.groups.count == 1, "\(set.groups)")
        #expect(set.groups.first?.keys.sorted() == [Self.dark, Self.light])
        #expect(set.groups.first?.cause.contains { $0.contains("moved 4 pt down") } == true, "\(set.groups)")
        #expect(ReviewGroup.signature(["label “Hola” moved 12.5 pt down"]) == ReviewGroup.signature(["label “Hi” moved 4 pt down"]))
        #expect(ReviewGroup.signature(["label `title` moved 4 pt down"]) != ReviewGroup.signature(["label `title` moved 4 pt up"]))
    }

    @Test func decisionsAreSavedBesideTheReportWithTheirTimeAndResume() throws {
        let (project, report) = try Self.changedProject()
        defer { project.remove() }
        let session = try ReviewSession(set: ReviewSet.load([report]), store: project.store)
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        try session.decide([Self.light], .accept, note: "  intended  ", at: time)
        let resumed = try ReviewSession(set: ReviewSet.load([report]), store: project.store)
        #expect(resumed.decisions[Self.light]?.verdict == .accept && resumed.decisions[Self.light]?.note == "intended")
        #expect(resumed.decisions[Self.light]?.time == time && resumed.left == 1)
        let text = try String(contentsOfFile: report + "/review.json", encoding: .utf8)
        #expect(text.contains("\"time\" : \"2027-01-15T08:00:00Z\""), "\(text)")
        // A later verify draws another image for the key: the old decision does not carry over.
        try project.write(Self.theme(gap: 28))
        var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try project.theme())], store: project.store, jobs: 2)
        run.reportFolder = report
        _ = try run.run(project.plan())
        let later = try ReviewSession(set: ReviewSet.load([report]), store: project.store)
        #expect(later.decisions.isEmpty && later.staleDecisions.count == 1, "\(later.staleDecisions)")
    }

    @Test func aReferenceNoImageDrawsAnyMoreIsListedAsRemovedAndAcceptingDeletesIt() throws {
        let (project, report) = try Self.changedProject(recorded: Self.theme(states: "[empty, loading]"), verified: Self.theme(states: "[empty]"))
        defer { project.remove() }
        let set = try ReviewSet.load([report])
        let removed = set.items.filter { $0.kind == .removed }.map(\.key).sorted()
        #expect(removed == ["probe/inbox/loading/iphone-15-dark-en@1x", "probe/inbox/loading/iphone-15-light-en@1x"])
        #expect(set.groups.count == 1)
        let session = try ReviewSession(set: set, store: project.store)
        try session.decide(removed, .accept)
        #expect(try session.apply().deleted == removed)
        #expect(!FileManager.default.fileExists(atPath: project.store.folder + "/probe/inbox/loading"))
        #expect(
            try project.store.fingerprint(of: "probe")?.references.keys.sorted() == ["inbox/empty/iphone-15-dark-en@1x", "inbox/empty/iphone-15-light-en@1x"])
    }
}

/// The loop on a sharded run: four `verify --shard i/4` reports, merged, reviewed by group.
@Suite struct ReviewShardTests {
    @Test func fourMergedShardsAreReviewedByGroupAndVerifyThenPasses() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(ReviewTests.theme(states: "[empty, loading, error]"))
        try project.record()
        try project.write(ReviewTests.theme(gap: 20, states: "[empty, loading]"))
        var shards: [String] = []
        for index in 0..<4 {
            var filter = RenderFilter()
            filter.shard = (index, 4)
            let folder = project.root.appendingPathComponent("shard-\(index + 1)").path
            var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try project.theme())], store: project.store, jobs: 1)
            run.reportFolder = folder
            run.removedReferences = .shard(index: index, count: 4)
            _ = try run.run(project.plan(filter))
            shards.append(folder)
        }
        let merged = project.root.appendingPathComponent("merged").path
        let report = try ReportFiles.merge(shards, into: merged)
        // Each removed reference is listed by exactly one shard.
        #expect(
            report.entries.filter { $0.status == .removed }.map(\.key).sorted() == [
                "probe/inbox/error.failed/iphone-15-dark-en@1x", "probe/inbox/error.failed/iphone-15-light-en@1x",
            ])
        #expect(try String(contentsOfFile: merged + "/summary.md", encoding: .utf8).contains("removed"))
        let session = try ReviewSession(set: ReviewSet.load([merged]), store: project.store)
        #expect(session.set.items.count == report.failed + report.missing + 2 && report.failed >= 2)
        for group in session.set.groups { try session.decide(group.keys, .accept) }
        let applied = try session.apply()
        #expect(applied.accepted.count == report.failed + report.missing && applied.deleted.count == 2)
        let verified = try project.verify()
        #expect(verified.report.allPassed && verified.report.entries.count == 4 && verified.passedByDigest == 4)
    }
}
