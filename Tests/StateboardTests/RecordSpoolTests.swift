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
}
