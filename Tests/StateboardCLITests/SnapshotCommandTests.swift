import Foundation
import StateboardTestSupport
import Testing

/// `record`, `verify`, `prune` and `merge-reports` end to end as processes: exit codes, what is
/// printed, what is written. The runs' logic is tested in process in StateboardTests.
@Suite struct SnapshotCommandTests {
    /// The probe theme (see `TestThemes.probe`).
    static func theme(
        accent: String = "#007AFF", title: String = "No Messages", gap: Int = 12, states: String = "[empty]",
        snapshots: String = "scale: 1"
    ) -> String {
        TestThemes.probe(accent: accent, title: title, gap: gap, states: states, snapshots: snapshots)
    }

    /// A folder holding `Themes/probe/theme.yaml` and, once recorded, `Snapshots/probe/…`.
    struct Project {
        let root: URL
        init() throws { root = try CommandRunner.temporaryFolder() }
        func write(_ yaml: String) throws {
            let folder = root.appendingPathComponent("Themes/probe")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        }
        func run(_ arguments: String...) throws -> CommandRunner.Result { try CommandRunner.run(arguments, in: root) }
        var reference: String { root.appendingPathComponent("Snapshots/probe/inbox/empty/iphone-15-light-en@1x.png").path }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func recordWritesReferencesAndAFingerprintThenVerifyPassesByDigest() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme())
        let recorded = try project.run("record", "probe")
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("Recorded 1 references in Snapshots: 1 new."))
        #expect(FileManager.default.fileExists(atPath: project.reference))
        let fingerprint = try String(contentsOfFile: project.root.appendingPathComponent("Snapshots/probe/fingerprint.json").path, encoding: .utf8)
        for key in ["\"cairo\"", "\"pango\"", "\"harfbuzz\"", "\"freetype\"", "\"librsvg\"", "\"hinting\"", "inbox/empty/iphone-15-light-en@1x", "\"pixels\""] {
            #expect(fingerprint.contains(key), "fingerprint lacks \(key)")
        }
        let verified = try project.run("verify", "probe")
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stdout.contains("1 passed (1 by pixel digest)"))
        let full = try project.run("verify", "probe", "--full")
        #expect(full.status == 0 && full.stdout.contains("1 passed.") && !full.stdout.contains("digest"), "\(full.stdout)")
        // Recording again leaves the unchanged reference alone.
        let before = try FileManager.default.attributesOfItem(atPath: project.reference)[.modificationDate] as? Date
        #expect(try project.run("record", "probe").stdout.contains("1 unchanged"))
        #expect(try FileManager.default.attributesOfItem(atPath: project.reference)[.modificationDate] as? Date == before)
    }

    @Test func aSlightTokenColorChangeFailsExactlyNamesTheButtonAndPassesOnlyWithATolerance() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme())
        #expect(try project.run("record", "probe").status == 0)
        try project.write(Self.theme(accent: "#007AFE"))
        let report = project.root.appendingPathComponent("report").path
        let failed = try project.run("verify", "probe", "--report", report)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("✗ probe/inbox/empty/iphone-15-light-en@1x"), "\(failed.stdout)")
        #expect(failed.stdout.contains("button `retry` looks different"), "\(failed.stdout)")
        #expect(failed.stdout.contains("max ΔE 0."), "\(failed.stdout)")
        #expect(
            failed.stdout.contains(
                "accept: stateboard record probe --screen inbox --state empty --device iphone-15 --appearance light --contrast standard --locale en --text-size large --scale 1"
            ))
        for artifact in [
            "index.html", "junit.xml", "probe/inbox/empty/iphone-15-light-en@1x.diff.png",
            "probe/inbox/empty/iphone-15-light-en@1x.actual.png", "probe/inbox/empty/iphone-15-light-en@1x.reference.png",
        ] {
            #expect(FileManager.default.fileExists(atPath: report + "/" + artifact), "missing \(artifact)")
        }
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"probe\" tests=\"1\" failures=\"1\""))
        // A later report in the same folder leaves no picture of a failure that is gone.
        #expect(try project.run("verify", "probe", "--report", report, "--perceptual-precision", "0.98").status == 0)
        #expect(!FileManager.default.fileExists(atPath: report + "/probe/inbox/empty/iphone-15-light-en@1x.diff.png"))
        let tolerant = try project.run("verify", "probe", "--perceptual-precision", "0.98")
        #expect(tolerant.status == 0, "\(tolerant.stdout)")
        // A real color change is not let through by the same tolerance.
        try project.write(Self.theme(accent: "#FF3B30"))
        #expect(try project.run("verify", "probe", "--perceptual-precision", "0.98").status == 1)
        try project.write(Self.theme())
        #expect(try project.run("verify", "probe").status == 0)
    }

    @Test func environmentDriftIsReportedFirstAndDisablesTheDigestPath() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme())
        #expect(try project.run("record", "probe").status == 0)
        let path = project.root.appendingPathComponent("Snapshots/probe/fingerprint.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pango = try #require(text.range(of: #""pango" : "[0-9.]+""#, options: .regularExpression))
        try text.replacingCharacters(in: pango, with: #""pango" : "1.0.0""#).write(toFile: path, atomically: true, encoding: .utf8)
        let verified = try project.run("verify", "probe")
        #expect(verified.status == 0, "\(verified.stdout)")
        #expect(verified.stderr.contains("recorded in another environment"), "\(verified.stderr)")
        #expect(verified.stderr.contains("pango 1.0.0 → "), "\(verified.stderr)")
        #expect(!verified.stdout.contains("by pixel digest"))
    }

    @Test func badInputIsExitTwoWithNothingWritten() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme())
        let badPrecision = try project.run("verify", "probe", "--precision", "1.5")
        #expect(badPrecision.status == 2 && badPrecision.stderr.contains("--precision must be between 0 and 1"))
        let badScreen = try project.run("record", "probe", "--screen", "inbx")
        #expect(badScreen.status == 2 && badScreen.stderr.contains("did you mean `inbox`?"))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Snapshots").path))
        try "stateboard: 1\nname: probe\nmatrix: [".write(
            toFile: project.root.appendingPathComponent("Themes/probe/theme.yaml").path, atomically: true, encoding: .utf8)
        let broken = try project.run("verify", "probe")
        #expect(broken.status == 2 && broken.stderr.contains("theme.yaml:"), "\(broken.stderr)")
    }

    @Test func anUnreadableReferenceOrFingerprintIsBadInput() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme())
        #expect(try project.run("record", "probe").status == 0)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: project.reference))
        let corruptReference = try project.run("verify", "probe", "--full")
        #expect(corruptReference.status == 2, "\(corruptReference.stdout)")
        #expect(corruptReference.stdout.contains("cannot be decoded as PNG; re-record it"), "\(corruptReference.stdout)")
        let fingerprint = project.root.appendingPathComponent("Snapshots/probe/fingerprint.json")
        try Data("{ \"format\": 1".utf8).write(to: fingerprint)
        let corruptFingerprint = try project.run("verify", "probe")
        #expect(corruptFingerprint.status == 2)
        #expect(corruptFingerprint.stderr.contains("fingerprint.json: not a Stateboard fingerprint"), "\(corruptFingerprint.stderr)")
        #expect(corruptFingerprint.stderr.contains("stateboard record"))
    }

    @Test func shardReportsMergeIntoOne() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme(states: "[empty, loading]"))
        #expect(try project.run("record", "probe").stdout.contains("2 new"))
        try project.write(Self.theme(accent: "#FF3B30", states: "[empty, loading]"))
        let first = try project.run("verify", "probe", "--shard", "1/2", "--report", "s1")
        let second = try project.run("verify", "probe", "--shard", "2/2", "--report", "s2")
        #expect([first.status, second.status].sorted() == [0, 1] || [first.status, second.status] == [1, 1], "\(first.stdout)\(second.stdout)")
        let merged = try project.run("merge-reports", "s1", "s2", "--report", "all", "--junit", "all.xml")
        #expect(merged.status == 1, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("Merged 2 reports: 2 images, 1 passed, 1 failed, 0 missing."), "\(merged.stdout)")
        let json = try String(contentsOfFile: project.root.appendingPathComponent("all/report.json").path, encoding: .utf8)
        #expect(json.contains("probe/inbox/empty/iphone-15-light-en@1x"))
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("all/probe/inbox/empty/iphone-15-light-en@1x.diff.png").path))
        #expect(try String(contentsOfFile: project.root.appendingPathComponent("all.xml").path, encoding: .utf8).contains("tests=\"2\" failures=\"1\""))
        let bad = try project.run("merge-reports", "nowhere", "--report", "x")
        #expect(bad.status == 2 && bad.stderr.contains("pass folders written by `stateboard verify --report`"))
    }

    @Test func recordingPartOfAThemeInANewEnvironmentWarns() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme(states: "[empty, loading]"))
        #expect(try project.run("record", "probe").status == 0)
        let path = project.root.appendingPathComponent("Snapshots/probe/fingerprint.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let cairo = try #require(text.range(of: #""cairo" : "[0-9.]+""#, options: .regularExpression))
        try text.replacingCharacters(in: cairo, with: #""cairo" : "0.9""#).write(toFile: path, atomically: true, encoding: .utf8)
        let partial = try project.run("record", "probe", "--state", "empty")
        #expect(partial.status == 0)
        #expect(partial.stderr.contains("warning: probe: the environment changed since the last record (cairo 0.9 → "), "\(partial.stderr)")
        #expect(partial.stderr.contains("record them all again"))
        // The fingerprint now names this environment; recording everything again is quiet.
        #expect(try project.run("record", "probe").stderr.isEmpty)
    }

    @Test func aThemeWithNoReferencesIsOneLineNotOnePerImage() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme(states: "[empty, loading]"))
        let result = try project.run("verify", "probe")
        #expect(result.status == 1)
        #expect(result.stdout.contains("? probe: no references yet (2 images); record them: stateboard record probe"), "\(result.stdout)")
        #expect(!result.stdout.contains("accept:"))
        #expect(result.stdout.contains("0 passed, 2 missing"))
    }
}

extension SnapshotCommandTests {
    @Test func pruneListsThenDeletes() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.theme())
        #expect(try project.run("record", "probe").status == 0)
        let stale = project.root.appendingPathComponent("Snapshots/probe/gone/empty/iphone-15-light-en@1x.png").path
        try FileManager.default.createDirectory(atPath: (stale as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project.reference, toPath: stale)
        let listed = try project.run("prune", "probe")
        #expect(listed.status == 0 && listed.stdout.contains("1 stale references; remove them with --delete."))
        #expect(try project.run("prune", "probe", "--delete").stdout.contains("Removed 1 stale references."))
        #expect(try project.run("prune", "probe").stdout.contains("No stale references."))
    }
}
