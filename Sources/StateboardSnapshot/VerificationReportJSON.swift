import Foundation

extension VerificationReport {
    /// `JSONEncoder`'s bytes of the report (sorted keys; pretty-printed and slashes as `pieces`
    /// write them), handed to `sink` an entry at a time: a report of 50,000 images is written
    /// without its whole JSON standing in memory.
    package func writeJSON(_ pieces: JSONPieces, to sink: (String) throws -> Void) throws {
        var shell = self
        shell.entries = []
        shell.derived = nil
        let entries = allEntries
        // `entries` is the report's first key, so its array is the shell's first.
        try pieces.splice(
            shell: try pieces.whole(shell), opening: "[", elements: entries.count,
            element: { index throws in pieces.indent(2) + (try pieces.value(entries[index], depth: 2)) }, to: sink)
    }
}
