import Foundation
import StateboardCore

/// Reads one Xcode asset catalog (`*.xcassets`) where it is: its color sets, image sets and
/// symbol sets, in folders (groups) of any depth. Inside the catalog only the sets'
/// `Contents.json`, a group's `Contents.json` (for `provides-namespace`) and the image files
/// and symbol templates a set lists are opened, each a regular file within the limits whose real path
/// stays inside the catalog: a link out of it is refused. Problems in a `Contents.json` are
/// reported at their line and column there.
package struct AssetCatalogReader {
    /// The catalog's real path.
    let root: String
    let report: (Diagnostic) -> Void
    /// Where the catalog is declared, for problems that have no place in a `Contents.json`.
    let declaredAt: FileLocation
    var limits: InputLimits = .current

    package init(root: String, report: @escaping (Diagnostic) -> Void, declaredAt: FileLocation, limits: InputLimits = .current) {
        self.root = root; self.report = report; self.declaredAt = declaredAt; self.limits = limits
    }

    /// The most folders a catalog is walked into, and the deepest group nesting.
    static let maxFolders = 20_000
    static let maxDepth = 32

    package func read() -> AssetCatalog {
        var catalog = AssetCatalog()
        var visited = 0
        walk(root, prefix: "", depth: 0, visited: &visited, into: &catalog)
        return catalog
    }

    private func walk(_ folder: String, prefix: String, depth: Int, visited: inout Int, into catalog: inout AssetCatalog) {
        guard depth < Self.maxDepth else {
            report(Diagnostic("groups in \(folder) are nested deeper than \(Self.maxDepth) folders", at: declaredAt, hint: "flatten the catalog's groups"))
            return
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && name != "Contents.json" {
            visited += 1
            guard visited <= Self.maxFolders else {
                report(Diagnostic("the catalog \(root) has more than \(Self.maxFolders) entries", at: declaredAt, hint: "declare a smaller catalog"))
                return
            }
            let path = (folder as NSString).appendingPathComponent(name)
            let kind = (name as NSString).pathExtension.lowercased()
            let setName = prefix + (name as NSString).deletingPathExtension
            if let setKind = Self.setKinds[kind] {
                readSet(at: path, named: setName, kind: kind, setKind: setKind, into: &catalog)
                continue
            }
            guard let real = confined(path) else { continue }
            var isFolder: ObjCBool = false
            // Groups are walked into; app icons, data sets and other folders are not read.
            guard kind.isEmpty, FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else { continue }
            // A group: its sets are named `Group/Name` when it provides a namespace.
            let prefix = providesNamespace(real) ? setName + "/" : prefix
            walk(real, prefix: prefix, depth: depth + 1, visited: &visited, into: &catalog)
        }
    }

    /// Whether the group folder's `Contents.json` says `provides-namespace: true`.
    private func providesNamespace(_ group: String) -> Bool {
        let groupContents = (group as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: groupContents), let json = contents(of: group) else { return false }
        if case .bool(true, _)? = json["properties"]?["provides-namespace"] { return true }
        return false
    }

    /// Reads one set into the catalog (the first of a name wins), or records it as unreadable
    /// with its problems. A set's problems are its own: kept with it, reported only if the theme
    /// uses it.
    private func readSet(at path: String, named setName: String, kind: String, setKind: String, into catalog: inout AssetCatalog) {
        let log = ProblemLog()
        let set = with(report: log.add)
        if let real = set.confined(path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else { return }
            set.decodeSet(real, named: setName, kind: kind, log: log, into: &catalog)
        }
        let isRead = catalog.colors[setName] != nil || catalog.images[setName] != nil
        if !isRead && catalog.unreadable[setName] == nil {
            let contents = ((path as NSString).appendingPathComponent("Contents.json"))
            let problems =
                log.problems.isEmpty ? [Diagnostic("the set cannot be read", at: FileLocation(file: contents, line: 1, column: 1))] : log.problems
            catalog.unreadable[setName] = UnreadableAssetSet(kind: setKind, contentsFile: contents, problems: problems)
        }
    }

    /// Decodes the set folder `real` by its kind; a set with problems (in `log`) is not added.
    private func decodeSet(_ real: String, named setName: String, kind: String, log: ProblemLog, into catalog: inout AssetCatalog) {
        guard let json = contents(of: real) else { return }
        switch kind {
        case "colorset":
            if let color = ColorSetDecoder(report: log.add, isAccent: Self.isAccent(setName)).color(json), log.problems.isEmpty {
                catalog.colors[setName] = catalog.colors[setName] ?? color
            }
        case "imageset":
            var decoder = ImageSetDecoder(folder: real, root: root, report: log.add, limits: limits)
            decoder.warn = log.warn
            if let image = decoder.image(json), log.problems.isEmpty {
                if catalog.images[setName] == nil { catalog.warnings += log.warnings }
                catalog.images[setName] = catalog.images[setName] ?? image
            }
        default:
            if let symbol = SymbolSetDecoder(name: setName, folder: real, root: root, report: log.add, limits: limits).symbol(json), log.problems.isEmpty {
                catalog.images[setName] = catalog.images[setName] ?? symbol
            }
        }
    }

    /// Whether a color set is the app's accent color as Xcode names it (the build setting
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` defaults to `AccentColor`): an entry
    /// without a color there means the system tint.
    static func isAccent(_ setName: String) -> Bool { setName.split(separator: "/").last == "AccentColor" }

    /// The set folders read, by extension, and what a set of each is called.
    static let setKinds = ["colorset": "color set", "imageset": "image set", "symbolset": "symbol set"]

    /// The same reader reporting to `report` (a set's own log).
    private func with(report: @escaping (Diagnostic) -> Void) -> AssetCatalogReader {
        AssetCatalogReader(root: root, report: report, declaredAt: declaredAt, limits: limits)
    }

    /// The real path of `path`, or `nil` (reported) when it is a broken link or leads out of the catalog.
    func confined(_ path: String) -> String? {
        let name = String(path.dropFirst(root.count).drop { $0 == "/" })
        guard let real = ThemeConfinement.realPath(path) else {
            report(Diagnostic("`\(name)` in \(root) is a broken link", at: declaredAt, hint: "remove the link or point it inside the catalog"))
            return nil
        }
        guard ThemeConfinement.isInside(real, root: root) else {
            report(
                Diagnostic(
                    "`\(name)` in \(root) leads outside the declared catalog (to \(real))", at: declaredAt,
                    hint: "a theme reads only inside the catalogs `assets` declares; declare the other place too, or replace the link with the files"))
            return nil
        }
        return real
    }

    /// A set's (or group's) `Contents.json`, parsed; problems reported.
    func contents(of folder: String) -> LocatedJSON? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        var info = stat()
        guard lstat(file, &info) == 0 else {
            report(
                Diagnostic(
                    "`\((folder as NSString).lastPathComponent)` has no Contents.json", at: FileLocation(file: folder, line: 1, column: 1),
                    hint: "Xcode writes one in every set; restore it"))
            return nil
        }
        guard let real = confined(file) else { return nil }
        switch ThemeConfinement.readFile(real, limits: limits) {
        case .failure(let refusal):
            report(Diagnostic(refusal.message, at: FileLocation(file: file, line: 1, column: 1), hint: refusal.hint))
            return nil
        case .success(let data):
            switch LocatedJSON.parse(Array(data), file: file, depth: limits.depth) {
            case .success(let json): return json
            case .failure(let problem):
                report(
                    Diagnostic(
                        "invalid JSON: \(problem.message)", at: problem.location,
                        hint: "Contents.json is JSON as Xcode writes it; fix it or let Xcode rewrite it"))
                return nil
            }
        }
    }
}

/// The problems found in one set, kept until the theme shows whether it uses the set.
final class ProblemLog {
    private(set) var problems: [Diagnostic] = []
    /// What does not stop the set from being drawn (`isWarning`).
    private(set) var warnings: [Diagnostic] = []
    func add(_ problem: Diagnostic) { problems.append(problem) }
    func warn(_ warning: Diagnostic) { warnings.append(warning) }
}
