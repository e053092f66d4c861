/// Where the letters and symbols of a render come from.
///
/// - `pinned`: the open stand-ins Stateboard pins (Inter for SF Pro, the Noto faces for the other
///   scripts, the installed symbol set for SF Symbols), corrected to SF Pro's widths and line
///   heights: the same bytes on every machine, the choice of CI and of the references in
///   `Snapshots/`.
/// - `apple`: Apple's own fonts (SF Pro and the face iOS uses for each script) and the user's
///   SF Symbols exports, found where macOS keeps them: a designer's review on a Mac. Not
///   reproducible across machines (the fonts change with macOS), so its references are kept
///   apart (`Snapshots-apple/`).
public enum GlyphSource: String, CaseIterable, Codable, Hashable, Sendable {
    case pinned
    case apple
}
