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
    /// Sets that exist but were refused (their problem already reported): naming one raises
    /// no second error.
    var refused: Set<String> = []

    public init() {}

    /// Whether no catalog was declared (or the declared ones hold no sets).
    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    /// Adds `other`'s sets; a name already here keeps its own (earlier catalogs win).
    mutating func add(_ other: AssetCatalog) {
        colors.merge(other.colors) { mine, _ in mine }
        images.merge(other.images) { mine, _ in mine }
        refused.formUnion(other.refused)
        roots += other.roots.filter { !roots.contains($0) }
    }
}

extension YAMLReader {
    /// The color set a value `asset(Name)` names, or a located error with the nearest names.
    /// Returns `nil` when `text` is not an `asset(…)` reference.
    func assetColor(_ text: String, at node: YAMLValue, in assets: AssetCatalog?, what: String) -> DynamicColor?? {
        guard text.hasPrefix("asset("), text.hasSuffix(")") else { return nil }
        let name = String(text.dropFirst(6).dropLast()).trimmingCharacters(in: .whitespaces)
        guard let assets else {
            error("`\(text)` for \(what): only a theme can name an asset catalog's colors", at: node, hint: "write the color here, like `#FF3B30`")
            return .some(nil)
        }
        if let color = assets.colors[name] { return .some(color) }
        if assets.refused.contains(name) { return .some(nil) }
        let names = assets.colors.keys.sorted()
        let hint = names.isEmpty ? "declare the app's catalogs first: `assets: [../App/Assets.xcassets]`"
            : nearestMatch(to: name, in: names).map { "did you mean `asset(\($0))`?" } ?? "color sets: \(names.prefix(12).joined(separator: ", "))"
        error("no color set `\(name)` in the theme's asset catalogs for \(what)", at: node, hint: hint)
        return .some(nil)
    }
}
