import Foundation
import StateboardAppFiles
import StateboardCore

/// Decodes a theme's `assets` list: the app's Xcode asset catalogs, read where they are.
///
/// ```yaml
/// assets: [../App/Assets.xcassets]
/// ```
///
/// Each path is a declared read root exactly like a `localizations` path: relative to the theme
/// file, links resolved first, never leaving the catalog.
struct AssetsSection {
    let reader: YAMLReader
    /// The theme file's folder: paths are relative to it.
    let folder: String

    /// Every declared catalog's sets, the first catalog's name winning; problems are reported
    /// at the list item, or in the catalog's `Contents.json` files.
    func catalog(_ value: YAMLValue) -> AssetCatalog {
        var result = AssetCatalog()
        for item in reader.sequence(value, what: "`assets`") ?? [] {
            guard let path = reader.string(item, what: "an `assets` path") else { continue }
            switch ThemeConfinement.declaredRoot(path, in: folder, key: "assets", fileExtensions: []) {
            case .failure(let refusal): reader.error(refusal.message, at: item, hint: refusal.hint)
            case .success(let root):
                let report: (Diagnostic) -> Void = { [reader] in reader.report($0) }
                var catalog = AssetCatalogReader(root: root, report: report, declaredAt: item.location).read()
                catalog.roots = [root]
                result.add(catalog)
            }
        }
        return result
    }
}
