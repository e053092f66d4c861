import Foundation
import Testing

@testable import Stateboard
@testable import StateboardSnapshot

/// `record` keeps each new record on disk (a spool) and reads the previous ones from the
/// fingerprint file a record at a time, yet writes the fingerprint `Fingerprint.encoded()`
/// would write of the merged records, byte for byte.
@Suite struct RecordSpoolTests {
    /// Rule: recording part of a matrix keeps the other references' records, the file the same
    /// bytes as the whole value encoded, and the spool leaves no file behind.
    @Test func aPartialRecordKeepsTheOtherRecordsAndWritesTheSameBytes() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme(states: "[empty, error]"))
        #expect(try project.record().counts == [.created: 2])
        let path = project.store.fingerprintPath(of: "probe")
        let whole = try #require(try project.store.fingerprint(of: "probe"))
        #expect(whole.references.count == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole.encoded())

        var filter = RenderFilter()
        filter.states = ["empty"]
        #expect(try project.record(filter).counts == [.unchanged: 1])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole.encoded(), "the record not re-recorded is kept as it was")

        let left = try FileManager.default.subpathsOfDirectory(atPath: project.store.folder).filter { $0.contains(".stateboard-spool") }
        #expect(left.isEmpty, "\(left)")
    }

    /// Rule: the fingerprint a run writes by walking its plan in key order beside the last
    /// fingerprint's keys is the whole value encoded: a record made now replaces the last one in
    /// its place, the records before, between and after it kept, each key once.
    @Test func theMergedFingerprintIsTheWholeValueEncoded() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme(states: "[empty, error, loading]"))
        #expect(try project.record().counts == [.created: 3])
        let before = try #require(try project.store.fingerprint(of: "probe"))
        try project.write(SnapshotProject.theme(title: "Nothing Here", states: "[empty, error, loading]"))
        var filter = RenderFilter()
        filter.states = ["empty"]
        #expect(try project.record(filter).counts == [.updated: 1])
        let path = project.store.fingerprintPath(of: "probe")
        let after = try #require(try project.store.fingerprint(of: "probe"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == after.encoded())
        #expect(after.references.keys.sorted() == before.references.keys.sorted())
        for (key, record) in before.references {
            if key.contains("/empty/") {
                #expect(after.references[key] != record, "\(key) recorded again")
            } else {
                #expect(after.references[key] == record, "\(key) kept")
            }
        }

        // A list of jobs that names each reference twice records each once.
        var run = RecordRun(themes: [try project.theme()], store: project.store, jobs: 2)
        run.missingOnly = false
        let plan = try project.plan()
        _ = try run.run(plan + plan)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == (try #require(try project.store.fingerprint(of: "probe"))).encoded())
    }
}
