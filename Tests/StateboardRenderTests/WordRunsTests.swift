import Testing

@testable import StateboardRender

/// Where a run of one word ends (`WordRuns.end`, which the PNG writer reads every row with, 64
/// bytes at a time in C) is where a word-by-word look finds it.
@Suite struct WordRunsTests {
    /// Rule: for every start and every place the run can end (or none), in rows from one word to
    /// longer than two vector blocks, the end is the first other word from the start.
    @Test func endsAtTheFirstOtherWord() {
        let word: UInt32 = 0xFFF2_F2F7
        for width in [1, 3, 4, 5, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 150] {
            for other in [nil] + Array(0..<width) {
                var row = [UInt32](repeating: word, count: width)
                // A word that differs in one byte only, so a compare of bytes or halves would miss nothing.
                if let other { row[other] = word ^ 0x0000_0100 }
                for start in [0, 1, 2, 5, 17, 40].filter({ $0 <= width }) {
                    let expected = (start..<width).first { row[$0] != word } ?? width
                    let found = row.withUnsafeBufferPointer { WordRuns.end(of: word, in: $0.baseAddress!, from: start, width: width) }
                    #expect(found == expected, "width \(width), other word at \(other.map(String.init) ?? "none"), start \(start)")
                }
            }
        }
    }
}
