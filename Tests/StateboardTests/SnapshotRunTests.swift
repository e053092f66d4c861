import Foundation
import Stateboard
import Testing

/// Record, verify, prune and merging reports, in process through the library.
@Suite struct SnapshotRunTests {
    @Test func recordWritesReferencesAndAFingerprintThenVerifyPassesByDigest() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        let summary = try project.record()
        #expect(summary.counts == [.created: 1] && summary.failures.isEmpty)
        #expect(FileManager.default.fileExists(atPath: project.reference))
        let fingerprint = try #require(try project.store.fingerprint(of: "probe"))
        #expect(fingerprint.references.keys.sorted() == ["inbox/empty/iphone-15-light-en@1x"])
        #expect(!fingerprint.environment.libraries.isEmpty)
        let verified = try project.verify()
        #expect(verified.report.allPassed && verified.passedByDigest == 1)
        let full = try project.verify(full: true)
        #expect(full.report.allPassed && full.passedByDigest == 0)
        // Recording again leaves the unchanged reference alone.
        let before = try FileManager.default.attributesOfItem(atPath: project.reference)[.modificationDate] as? Date
        #expect(try project.record().counts == [.unchanged: 1])
        #expect(try FileManager.default.attributesOfItem(atPath: project.reference)[.modificationDate] as? Date == before)
    }

    @Test func aSlightTokenColorChangeFailsExactlyNamesTheButtonAndPassesOnlyWithATolerance() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        try project.write(SnapshotProject.theme(accent: "#007AFE"))
        let report = project.root.appendingPathComponent("report").path
        let failed = try project.verify(report: report)
        let entry = try #require(failed.report.entries.first)
        #expect(entry.status == .failed && entry.key == "probe/inbox/empty/iphone-15-light-en@1x")
        #expect(entry.explanation.contains { $0.contains("button `retry` looks different") }, "\(entry.explanation)")
        #expect(entry.summary.contains("max ΔE 0."), "\(entry.summary)")
        #expect(entry.acceptCommand.hasPrefix("stateboard record probe --screen inbox --state empty --device iphone-15"))
        for artifact in [
            "index.html", "junit.xml", "report.json", "probe/inbox/empty/iphone-15-light-en@1x.diff.png",
            "probe/inbox/empty/iphone-15-light-en@1x.actual.png", "probe/inbox/empty/iphone-15-light-en@1x.reference.png",
        ] {
            #expect(FileManager.default.fileExists(atPath: report + "/" + artifact), "missing \(artifact)")
        }
        // A later report in the same folder leaves no picture of a failure that is gone.
        #expect(try project.verify(tolerance: Tolerance(perceptualPrecision: 0.98), report: report).report.allPassed)
        #expect(!FileManager.default.fileExists(atPath: report + "/probe/inbox/empty/iphone-15-light-en@1x.diff.png"))
        // A real color change is not let through by the same tolerance.
        try project.write(SnapshotProject.theme(accent: "#FF3B30"))
        #expect(try !project.verify(tolerance: Tolerance(perceptualPrecision: 0.98)).report.allPassed)
        try project.write(SnapshotProject.theme())
        #expect(try project.verify().report.allPassed)
    }

    @Test func aStringChangeIsExplainedAsATextChange() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        try project.write(SnapshotProject.theme(title: "No Mail"))
        let explanation = try #require(try project.verify().report.entries.first).explanation.joined(separator: "\n")
        #expect(explanation.contains("label `title` changed text “No Messages” → “No Mail”"), "\(explanation)")
        #expect(explanation.contains("narrower"), "\(explanation)")
    }

    @Test func aSpacingChangeIsExplainedAsMovement() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        try project.write(SnapshotProject.theme(gap: 20))
        let explanation = try #require(try project.verify().report.entries.first).explanation.joined(separator: "\n")
        // The stack grows by 8 pt and stays centred: it moves 4 pt up, the button 8 pt down inside it.
        #expect(explanation.contains("8 pt taller"), "\(explanation)")
        #expect(explanation.contains("button `retry` moved 4 pt down"), "\(explanation)")
    }

    @Test func aMissingReferenceFailsAndMissingOnlyRecordsIt() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        let missing = try project.verify()
        #expect(missing.report.missing == 1 && missing.report.entries.first?.summary.hasPrefix("no reference at ") == true)
        #expect(!FileManager.default.fileExists(atPath: project.reference), "verify must never record")
        #expect(try project.record(missingOnly: true).counts == [.created: 1])
        #expect(try project.record(missingOnly: true).counts == [.skipped: 1])
        #expect(try project.verify().report.allPassed)
    }

    @Test func environmentDriftIsHeardFirstAndDisablesTheDigestPath() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        var fingerprint = try #require(try project.store.fingerprint(of: "probe"))
        fingerprint.environment.libraries["pango"] = "1.0.0"
        try AtomicFile.write(fingerprint.encoded(), to: project.store.fingerprintPath(of: "probe"))
        var heard: [String] = []
        let outcome = try project.verify { theme, _, changes in heard = changes.map { "\(theme): \($0)" } }
        #expect(outcome.report.allPassed && outcome.passedByDigest == 0)
        #expect(heard.contains { $0.hasPrefix("probe: pango 1.0.0 → ") }, "\(heard)")
    }

    @Test func pruneListsAndDeletesReferencesNoThemeProduces() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        let stale = project.root.appendingPathComponent("Snapshots/probe/gone/empty/iphone-15-light-en@1x.png").path
        try FileManager.default.createDirectory(atPath: (stale as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project.reference, toPath: stale)
        #expect(try PruneRun(themes: [project.theme()], store: project.store).run() == [stale])
        #expect(FileManager.default.fileExists(atPath: stale))
        #expect(try PruneRun(themes: [project.theme()], store: project.store, delete: true).run() == [stale])
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Snapshots/probe/gone").path))
        #expect(FileManager.default.fileExists(atPath: project.reference))
        #expect(try PruneRun(themes: [project.theme()], store: project.store).run().isEmpty)
    }

    @Test func shardReportsMergeIntoOne() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme(states: "[empty, loading]"))
        #expect(try project.record().counts == [.created: 2])
        try project.write(SnapshotProject.theme(accent: "#FF3B30", states: "[empty, loading]"))
        var folders: [String] = []
        for shard in 0..<2 {
            var filter = RenderFilter()
            filter.shard = (shard, 2)
            let folder = project.root.appendingPathComponent("s\(shard)").path
            _ = try project.verify(report: folder, filter)
            folders.append(folder)
        }
        let merged = try ReportFiles.merge(folders, into: project.root.appendingPathComponent("all").path)
        #expect(merged.entries.count == 2 && merged.passed == 1 && merged.failed == 1)
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("all/probe/inbox/empty/iphone-15-light-en@1x.diff.png").path))
        #expect(throws: PipelineError.self) { try ReportFiles.merge([project.root.appendingPathComponent("nowhere").path], into: folders[0]) }
    }

    @Test func aThemeKeepsItsToleranceAndTheCallersOverridesIt() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        // The 1/255 nudge passes with the theme's own perceptual tolerance, with none given…
        try project.write(SnapshotProject.theme(accent: "#007AFE", snapshots: "{ scale: 1, perceptualPrecision: 0.98 }"))
        #expect(try project.verify().report.allPassed)
        // …and one the caller gives wins over it.
        #expect(try !project.verify(tolerance: Tolerance(perceptualPrecision: 1)).report.allPassed)
    }
}
