import Foundation
import StateboardCore

/// The Xcode files under an app's folder a theme can read where they are: asset catalogs
/// (`*.xcassets`), String Catalogs (`*.xcstrings`) and the folders that hold `*.lproj`
/// string files. The walk is bounded and never follows links or enters build products.
package struct XcodeProjectScan: Sendable {
    /// Absolute paths, sorted.
    package var assetCatalogs: [String] = []
    package var stringCatalogs: [String] = []
    /// Folders with `<language>.lproj/<table>.strings` (or `.stringsdict`) inside.
    package var lprojFolders: [String] = []
    /// The walk stopped at `maximumEntries`: what lies past it was not looked at.
    package var stoppedAtLimit = false

    package var isEmpty: Bool { assetCatalogs.isEmpty && stringCatalogs.isEmpty && lprojFolders.isEmpty }

    /// Folders never looked into: build products, dependencies, version control, the tooling
    /// that keeps copies of an app's files (translation sync, store metadata), and the app's
    /// `Settings.bundle`, whose `.lproj` tables (`Root.strings`…) localise the Settings app's
    /// page for the app, not the app's own screens: its languages are not the app's.
    static let skipped: Set<String> = [
        ".build", "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm",
        "SourcePackages", "fastlane", "Fastlane", "Crowdin", "crowdin", "vendor", "Settings.bundle",
    ]
    /// How deep and how wide the walk goes: an app's sources, not a whole disk.
    static let maximumDepth = 10
    package static let maximumEntries = 50_000

    /// Scans `root` (a folder), looking at `maximumEntries` entries at most.
    package static func scan(_ root: String, maximumEntries: Int = XcodeProjectScan.maximumEntries) -> XcodeProjectScan {
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
                guard let type = FileStatus.of(path)?.kind else { continue }
                let ext = (name as NSString).pathExtension
                switch (type, ext) {
                case (.folder, "xcassets"): result.assetCatalogs.append(path)
                case (.folder, "lproj"):
                    let files = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                    if files.contains(where: isPlaceholderTable) { lproj.insert(folder) }
                case (.folder, "xcodeproj"), (.folder, "xcworkspace"): continue
                case (.folder, _) where depth < maximumDepth: queue.append((path, depth + 1))
                case (.file, "xcstrings"): result.stringCatalogs.append(path)
                default: continue
                }
            }
        }
        return result.sorted(lproj)
    }

    /// Whether a file of a `.lproj` folder is a string table that may hold placeholder text:
    /// any table, not only `Localizable` (apps keep strings in `Common.strings`,
    /// `Vector.strings`… read by name, `NSLocalizedString(_:tableName:…)`), except
    /// `InfoPlist`, whose keys are the bundle's Info.plist keys.
    static func isPlaceholderTable(_ name: String) -> Bool {
        ["strings", "stringsdict"].contains((name as NSString).pathExtension) && (name as NSString).deletingPathExtension != "InfoPlist"
    }

    private func sorted(_ lproj: Set<String>) -> XcodeProjectScan {
        var copy = self
        copy.assetCatalogs.sort { (Self.catalogRank($0), $0) < (Self.catalogRank($1), $1) }
        copy.stringCatalogs.sort(); copy.lprojFolders = lproj.sorted()
        return copy
    }

    /// Where a catalog goes in the theme's `assets` (earlier catalogs win a name, the app's
    /// `AccentColor` among them): the iOS app's own first, then shared packages, then app
    /// extensions and widgets, then other platforms' (macOS, watchOS, tvOS), previews last.
    /// Read from the folders' names and from the catalog's app icon, whose idioms say its platform.
    static func catalogRank(_ path: String) -> Int {
        let words = path.lowercased().split(separator: "/").map(String.init)
        let name = words.last ?? ""
        if name.contains("preview") || words.contains("preview content") { return 4 }
        let platformWords = ["mac", "macos", "osx", "appkit", "watch", "watchos", "watchkit", "tv", "tvos", "visionos"]
        let iconIdioms = appIconIdioms(path)
        if words.contains(where: { word in platformWords.contains { word == $0 || word.hasPrefix($0 + " ") || word.hasSuffix(" " + $0) } })
            || (!iconIdioms.isEmpty && iconIdioms.isDisjoint(with: ["iphone", "ipad", "ios-marketing", "universal"]))
        {
            return 3
        }
        if words.contains(where: { $0.contains("widget") || $0.contains("extension") || $0.contains("intent") || $0.contains("clip") }) { return 2 }
        if words.contains("packages") || words.contains("sources") { return 1 }
        return 0
    }

    /// The idioms of the catalog's `AppIcon.appiconset` entries (`iphone`, `mac`, `universal`…),
    /// empty when it has none or it cannot be read (a small file, read without following links).
    private static func appIconIdioms(_ catalog: String) -> Set<String> {
        let file = (catalog as NSString).appendingPathComponent("AppIcon.appiconset/Contents.json")
        guard let status = FileStatus.of(file), status.kind == .file, status.size < 200_000, let data = FileManager.default.contents(atPath: file),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let images = json["images"] as? [[String: Any]]
        else { return [] }
        return Set(
            images.compactMap { image in
                (image["platform"] as? String).map { $0 == "ios" ? "iphone" : $0 } ?? image["idiom"] as? String
            })
    }

    /// `path` relative to `folder` (both absolute): `../../App/Assets.xcassets`.
    package static func relative(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
