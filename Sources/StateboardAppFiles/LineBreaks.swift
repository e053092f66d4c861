/// Line breaks as YAML, XML and the string files count them: LF, CR, and CR LF as one. Swift
/// reads CR LF as a single `Character`, which is not `"\n"`, so text split or counted on `"\n"`
/// alone loses every line of a file saved with Windows line endings.
extension Character {
    package var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}

extension StringProtocol {
    /// The lines of the text, split at every line break (`Character.isLineBreak`), empty ones kept.
    package var lineBreakSeparatedLines: [SubSequence] { split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak) }

    /// How many line breaks the text holds.
    package var lineBreakCount: Int { reduce(0) { $0 + ($1.isLineBreak ? 1 : 0) } }
}

extension Array where Element == Unicode.Scalar {
    /// Whether the scalar at `index` ends a line, as the string file readers count lines: an LF,
    /// or a CR alone (a CR LF ends at its LF).
    package func endsLine(at index: Int) -> Bool {
        self[index] == "\n" || self[index] == "\r" && (index + 1 == count || self[index + 1] != "\n")
    }
}
