import Foundation
import Stateboard
import Testing

/// `record` killed with SIGKILL at several moments leaves, once the next run has recovered,
/// either every old reference and the old fingerprint or every new one, never a mix, and no
/// temporary files.
@Suite struct RecordKillTests {
    static let snapshots = "scale: 1\n  appearances: [light, dark]\n  locales: [en, en-XA]\n  states: [empty, loading, error, error.timeout]"

    /// Every file under `Snapshots`, by path, with its bytes.
    static func files(_ root: URL) -> [String: Data] {
        let folder = root.appendingPathComponent("Snapshots")
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) { result[relative] = data }
        }
        return result
    }

    @Test func aKilledRecordLeavesOldOrNewNeverAMix() throws {
        let project = try SnapshotCommandTests.Project()
        defer { project.remove() }
        let states = "[empty, loading, error, error.timeout]"
        try project.write(SnapshotCommandTests.theme(accent: "#007AFF", title: "Old", states: states, snapshots: Self.snapshots))
        #expect(try project.run("record", "probe").status == 0)
        let old = Self.files(project.root)
        try project.write(SnapshotCommandTests.theme(accent: "#FF3B30", title: "New", states: states, snapshots: Self.snapshots))
        let started = Date()
        #expect(try project.run("record", "probe").status == 0)
        let duration = Date().timeIntervalSince(started)
        let new = Self.files(project.root)
        #expect(old.keys.count >= 9 && old != new)
        var outcomes: [String] = []
        for fraction in [0.05, 0.2, 0.4, 0.6, 0.75, 0.85, 0.92, 0.97, 1.0] {
            try? FileManager.default.removeItem(at: project.root.appendingPathComponent("Snapshots"))
            for (relative, data) in old {
                let url = project.root.appendingPathComponent("Snapshots").appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["record", "probe", "--quiet"]
            process.currentDirectoryURL = project.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: duration * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            RecordJournal.recover(in: project.root.appendingPathComponent("Snapshots").path)
            let after = Self.files(project.root)
            let state = after == old ? "old" : after == new ? "new" : "mixed"
            outcomes.append(state)
            #expect(
                state != "mixed",
                "killed at \(fraction): \(Set(after.keys).symmetricDifference(new.keys).sorted()) differ in names; \(after.filter { new[$0.key] != $0.value && old[$0.key] != $0.value }.keys.sorted()) differ from both"
            )
        }
        #expect(outcomes.contains("old"), "\(outcomes)")
    }

    /// Rule: `record` interrupted (SIGINT) while references are staged exits 130 and leaves no
    /// staged temporary file and no journal: the staged files are listed on disk, not in
    /// memory, and the interrupt removes what the list names.
    @Test func anInterruptedRecordRemovesEveryStagedFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["record", "ios", "--snapshots", folder.path, "--jobs", "1"]
        process.currentDirectoryURL = CommandRunner.packageRoot
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Interrupted once five references are staged (they stay staged until the commit); the
        // wait is bounded only against a hang (two minutes).
        func leftovers() -> [String] {
            (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
        }
        for _ in 0..<2_400 where leftovers().filter({ $0.hasSuffix(".png.tmp") || $0.contains(".png.") }).count < 5 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(leftovers().contains { $0.contains(".record-journal.") }, "the staged files are listed on disk")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "interrupted runs exit 130")
        #expect(leftovers().isEmpty, "staged files were left: \(leftovers().prefix(5))")
    }
}
