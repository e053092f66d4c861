import Foundation
import StateboardCore

/// The color and image sets of the asset catalogs a theme declares with `assets`, by name
/// (`BrandAccent`, or `Group/Name` inside a group that provides a namespace).
public struct AssetCatalog: Sendable {
    /// Color sets, converted to sRGB, with their dark and Increase Contrast appearances.
    public var colors: [String: DynamicColor] = [:]
    /// Image sets: the files picked for each appearance.
    public var images: [String: ImageAssetReference] = [:]
    /// The declared catalogs' real paths, in declaration order: `watch` and `serve` re-render
    /// when anything under them changes.
    public var roots: [String] = []
    /// Sets that exist but cannot be read or drawn, with why. A set is only a problem when the
    /// theme uses it (an error at the theme's line and in the set's files); one nothing uses is
    /// a warning (`ThemeLoader`) and a `lint` finding, as Xcode builds an app whose unused set
    /// it would not draw either.
    public var unreadable: [String: UnreadableAssetSet] = [:]
    /// What reading drawn sets found that does not stop them being drawn (a scale's file
    /// refused while the others are drawn), each `isWarning`.
    public var warnings: [Diagnostic] = []

    public init() {}

    /// Whether no catalog was declared (or the declared ones hold no sets).
    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    /// Adds `other`'s sets; a name already here keeps its own (earlier catalogs win), and a
    /// readable set is drawn rather than an unreadable one of the same name in another catalog.
    package mutating func add(_ other: AssetCatalog) {
        for (name, set) in other.unreadable where colors[name] == nil && images[name] == nil && unreadable[name] == nil {
            unreadable[name] = set
        }
        colors.merge(other.colors) { mine, _ in mine }
        images.merge(other.images) { mine, _ in mine }
        for name in Array(unreadable.keys) where colors[name] != nil || images[name] != nil {
            unreadable[name] = nil  // another catalog's readable set of that name is drawn
        }
        roots += other.roots.filter { !roots.contains($0) }
        warnings += other.warnings.filter { !warnings.contains($0) }
    }
}

/// A set of an asset catalog that cannot be read or drawn: its kind, its `Contents.json` and
/// the problems found in it (located in its files).
public struct UnreadableAssetSet: Sendable, Hashable {
    /// `color set`, `image set` or `symbol set`.
    public var kind: String
    /// The set's `Contents.json`.
    public var contentsFile: String
    /// What is wrong, where in the set's files: at least one.
    public var problems: [Diagnostic]

    /// The warning for a set nothing uses: at its first problem's place, saying it is skipped.
    package func warning(named name: String) -> Diagnostic {
        let first = problems.first ?? Diagnostic("the set cannot be read", at: FileLocation(file: contentsFile, line: 1, column: 1))
        var warning = Diagnostic(
            "\(kind) `\(name)` is skipped: \(first.message)", at: first.location,
            hint: "nothing in the theme uses it; a theme that draws it reports this as an error"
                + (first.hint.map { " (\($0))" } ?? ""))
        warning.isWarning = true
        return warning
    }
}
