import StateboardCore

/// An image set whose files come in scales (`1x`, `2x`, `3x`) is drawn with the best scale it
/// has: iOS picks the scale nearest the screen's among those the set holds (Xcode builds a set
/// with only some scales filled). So one scale's file that cannot be drawn (VLC keeps a
/// Photoshop document as `playNextInQueue@2x.png`) loses that scale only: the set is drawn
/// from the others, with a warning naming the refused file.
enum ImageSetScales {
    /// Whether a refused file of `refusedScale` leaves the set drawable: it is one scale of
    /// several, and its appearance still has a file of some scale drawn.
    static func keepsOtherScales(refusedScale: Double?, drawn: [Double?]) -> Bool {
        refusedScale != nil && drawn.contains { $0 != nil }
    }

    /// The warning for a refused scale: its problem, and which scales are drawn instead.
    static func skipped(_ problem: Diagnostic, drawn: [Double]) -> Diagnostic {
        let scales = drawn.sorted().map { "\(Int($0))x" }.joined(separator: ", ")
        var warning = Diagnostic(
            "\(problem.message); this scale is skipped and the set is drawn from its \(scales) file\(drawn.count == 1 ? "" : "s")",
            at: problem.location, hint: problem.hint ?? "replace the file")
        warning.isWarning = true
        return warning
    }
}
