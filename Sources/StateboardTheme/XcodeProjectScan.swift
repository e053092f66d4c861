import Foundation

/// The Xcode files under an app's folder a theme can read where they are: asset catalogs
/// (`*.xcassets`), String Catalogs (`*.xcstrings`) and the folders that hold `*.lproj`
/// string files. The walk is bounded and never follows links or enters build products.
struct XcodeProjectScan: Sendable {
    /// Absolute paths, sorted.
    var assetCatalogs: [String] = []
    var stringCatalogs: [String] = []
    /// Folders with `<language>.lproj/Localizable.strings` (or `.stringsdict`) inside.
    var lprojFolders: [String] = []
    /// The walk stopped at `maximumEntries`: what lies past it was not looked at.
    var stoppedAtLimit = false

    var isEmpty: Bool { assetCatalogs.isEmpty && stringCatalogs.isEmpty && lprojFolders.isEmpty }

    /// Folders never looked into: build products, dependencies, version control.
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm", "SourcePackages"]
    /// How deep and how wide the walk goes: an app's sources, not a whole disk.
    static let maximumDepth = 10
    static let maximumEntries = 50_000

    /// Scans `root` (a folder), looking at `maximumEntries` entries at most.
    static func scan(_ root: String, maximumEntries: Int = XcodeProjectScan.maximumEntries) -> XcodeProjectScan {
        var result = XcodeProjectScan()
        var lproj = Set<String>()
        let manager = FileManager.default
        var queue: [(path: String, depth: Int)] = [(root, 0)]
        var seen = 0
        while let (folder, depth) = queue.first {
            queue.removeFirst()
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
                seen += 1
                guard seen <= maximumEntries else {
                    result.stoppedAtLimit = true
                    return result.sorted(lproj)
                }
                let path = (folder as NSString).appendingPathComponent(name)
                guard let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType else { continue }
                let ext = (name as NSString).pathExtension
                switch (type, ext) {
                case (.typeDirectory, "xcassets"): result.assetCatalogs.append(path)
                case (.typeDirectory, "lproj"):
                    let files = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                    if files.contains(where: { $0.hasPrefix("Localizable.strings") }) { lproj.insert(folder) }
                case (.typeDirectory, "xcodeproj"), (.typeDirectory, "xcworkspace"): continue
                case (.typeDirectory, _) where depth < maximumDepth: queue.append((path, depth + 1))
                case (.typeRegular, "xcstrings"): result.stringCatalogs.append(path)
                default: continue
                }
            }
        }
        return result.sorted(lproj)
    }

    private func sorted(_ lproj: Set<String>) -> XcodeProjectScan {
        var copy = self
        copy.assetCatalogs.sort(); copy.stringCatalogs.sort(); copy.lprojFolders = lproj.sorted()
        return copy
    }

    /// `path` relative to `folder` (both absolute): `../../App/Assets.xcassets`.
    static func relative(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
