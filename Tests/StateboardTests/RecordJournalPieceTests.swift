import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// `record`'s journal is written and read back a piece at a time (its text for 50,000
/// references never stands whole in memory), with the lines it always had.
@Suite struct RecordJournalPieceTests {
    /// Rule: a journal longer than one piece lists every entry as `<temporary>\t<target>` on a
    /// line of its own, and rolling it forward does every rename and removes it.
    @Test func aJournalOfManyPiecesListsAndRollsForwardEveryRename() throws {
        let folder = try TestPaths.temporaryFolder("record-journal-pieces")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.path
        // Enough entries that the journal spans several pieces and ends inside one.
        var entries: [(temporary: String, target: String)] = []
        for index in 0..<(RecordJournal.pieceBytes / 40 + 7) {
            let temporary = "\(base)/.reference-\(index).png.1.2.tmp", target = "\(base)/reference-\(index).png"
            try Data([UInt8(index % 251)]).write(to: URL(fileURLWithPath: temporary))
            entries.append((temporary, target))
        }
        let journal = "\(base)/\(RecordJournal.fileName)"
        #expect(RecordJournal.writeJournal(entries, to: journal))
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.utf8.count > RecordJournal.pieceBytes)
        #expect(text == entries.map { "\($0.temporary)\t\($0.target)" }.joined(separator: "\n") + "\n")
        RecordJournal.rollForward(journal)
        #expect(!FileManager.default.fileExists(atPath: journal))
        for (index, entry) in entries.enumerated() {
            #expect(FileManager.default.contents(atPath: entry.target) == Data([UInt8(index % 251)]), "\(entry.target)")
            #expect(!FileManager.default.fileExists(atPath: entry.temporary))
        }
    }

    /// Rule: what a journal stages is listed on disk as it is staged (`<temporary>\t<target>`,
    /// absolute), not held in memory: a commit renames every staged file and leaves no list or
    /// temporary behind; a journal let go without a commit (a failed run) removes every
    /// temporary it listed and the list, and no target is touched.
    @Test func stagedFilesAreListedOnDiskAndCommittedOrRemoved() throws {
        try TestPaths.withTemporaryFolder("record-journal-list") { root in
            let base = root.path
            func leftovers() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: base).filter { $0.hasPrefix(".") }.sorted() }
            do {
                let journal = RecordJournal(folder: base)
                for index in 0..<3 { try journal.stage(Data([UInt8(index)]), to: "\(base)/kept-\(index).png") }
                let lists = try leftovers().filter { $0.hasPrefix(RecordJournal.fileName) }
                #expect(lists.count == 1)
                let text = try String(contentsOfFile: "\(base)/\(lists[0])", encoding: .utf8)
                #expect(text.split(separator: "\n").count == 3 && text.contains("\t\(base)/kept-2.png\n"))
                try journal.commit()
            }
            #expect(try leftovers().isEmpty)
            for index in 0..<3 { #expect(FileManager.default.contents(atPath: "\(base)/kept-\(index).png") == Data([UInt8(index)])) }
            do {
                let failed = RecordJournal(folder: base)
                for index in 0..<3 { try failed.stage(Data([9]), to: "\(base)/kept-\(index).png") }
                #expect(try leftovers().count == 4, "three temporaries and the list")
            }
            #expect(try leftovers().isEmpty)
            for index in 0..<3 { #expect(FileManager.default.contents(atPath: "\(base)/kept-\(index).png") == Data([UInt8(index)])) }
        }
    }
}
