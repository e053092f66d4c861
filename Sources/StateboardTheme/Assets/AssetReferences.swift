import Foundation
import StateboardAppFiles
import StateboardCore

/// A theme's references to its asset catalogs' sets (`asset(Name)`), checked where they are written.
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
        if let set = assets.unreadable[name] {
            unreadableAssetUsed(name, set, at: node, what: what)
            return .some(nil)
        }
        let names = assets.colors.keys.sorted()
        let hint =
            names.isEmpty
            ? "declare the app's catalogs first: `assets: [../App/Assets.xcassets]`"
            : nearestMatch(to: name, in: names).map { "did you mean `asset(\($0))`?" } ?? "color sets: \(names.prefix(12).joined(separator: ", "))"
        error("no color set `\(name)` in the theme's asset catalogs for \(what)", at: node, hint: hint)
        return .some(nil)
    }

    /// A set the theme uses that cannot be drawn: its own problems in its files (each once),
    /// and an error at the theme's line.
    func unreadableAssetUsed(_ name: String, _ set: UnreadableAssetSet, at node: YAMLValue, what: String) {
        for problem in set.problems where !diagnostics.contains(problem) { report(problem) }
        let first = set.problems.first
        error(
            "the \(set.kind) `\(name)` for \(what) cannot be drawn: \(first?.message ?? "it cannot be read")"
                + (first.map { " (\($0.location))" } ?? ""), at: node,
            hint:
                "fix the set (\((set.contentsFile as NSString).lastPathComponent) in \(((set.contentsFile as NSString).deletingLastPathComponent as NSString).lastPathComponent)), or name another"
        )
    }
}
