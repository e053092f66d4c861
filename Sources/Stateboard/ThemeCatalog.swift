import Foundation
import StateboardCore
import StateboardTheme

/// Finds themes by name or path: a `Themes/<name>` folder in the working directory wins over the
/// bundled theme of the same name; a path to a folder (or `theme.yaml`) is taken as it is.
public struct ThemeCatalog: Sendable {
    /// Where a theme was found.
    public enum Origin: String, Sendable, Hashable {
        /// `./Themes/<name>` in the working directory.
        case local
        /// Inside the binary.
        case bundled
        /// A folder or file path given explicitly.
        case path
    }

    /// A theme that can be loaded.
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var path: String
        public var origin: Origin
    }

    /// The folder searched for local themes (`./Themes`).
    public var localFolder: String

    /// A catalog over `<workingDirectory>/Themes` and the bundled themes.
    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        localFolder = (workingDirectory as NSString).appendingPathComponent("Themes")
    }

    /// The local themes, then the bundled ones they do not shadow.
    public func entries() throws(PipelineError) -> [Entry] {
        let local = localEntries()
        let names = Set(local.map(\.name))
        let bundled = try BundledThemes.folder()
        return local
            + BundledThemes.names.filter { !names.contains($0) }.map {
                Entry(name: $0, path: (bundled as NSString).appendingPathComponent($0), origin: .bundled)
            }
    }

    /// The themes a command works on when none is named: those in `./Themes` when there are any,
    /// else every bundled theme.
    public func defaultEntries() throws(PipelineError) -> [Entry] {
        let local = localEntries()
        return local.isEmpty ? try entries() : local
    }

    /// A theme by folder or file path, or by name (local first, then bundled).
    public func entry(for argument: String) throws(PipelineError) -> Entry {
        var isFolder: ObjCBool = false
        if argument.contains("/")
            || FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) && isFolder.boolValue
                && FileManager.default.fileExists(atPath: (argument as NSString).appendingPathComponent("theme.yaml"))
        {
            let name =
                ((argument as NSString).lastPathComponent == "theme.yaml"
                    ? ((argument as NSString).deletingLastPathComponent as NSString).lastPathComponent : (argument as NSString).lastPathComponent)
            return Entry(name: name, path: argument, origin: .path)
        }
        let all = try entries()
        if let found = all.first(where: { $0.name == argument }) { return found }
        throw .badInput(
            "no theme `\(argument)`"
                + (nearestMatch(to: argument, in: all.map(\.name)).map { "; did you mean `\($0)`?" }
                    ?? "; themes: \(all.map(\.name).joined(separator: ", ")) (or pass a theme folder)"))
    }

    /// Loads a theme by path or name; `nil` loads the default theme (`ios`). Its nodes may be of
    /// `kinds` (an app's own among them).
    public func load(_ argument: String?, kinds: NodeKindRegistry = .builtIn) throws -> Theme {
        try ThemeLoader.load(path: entry(for: argument ?? BundledThemes.defaultName).path, kinds: kinds, parentFolders: try parentFolders())
    }

    /// Validates a theme by path or name, every problem at once (`extends` may name a bundled theme).
    public func validate(_ argument: String, kinds: NodeKindRegistry = .builtIn) throws(PipelineError) -> ThemeValidator.Report {
        try validate(entry(for: argument), kinds: kinds)
    }

    /// Validates a theme found by this catalog.
    public func validate(_ entry: Entry, kinds: NodeKindRegistry = .builtIn) throws(PipelineError) -> ThemeValidator.Report {
        ThemeValidator.validate(path: entry.path, kinds: kinds, parentFolders: try parentFolders())
    }

    /// Where `extends: name` looks when the theme has no sibling of that name: the bundled themes.
    public func parentFolders() throws(PipelineError) -> [String] { [try BundledThemes.folder()] }

    private func localEntries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: localFolder)) ?? []
        return names.sorted().compactMap { name in
            let path = (localFolder as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("theme.yaml")) else { return nil }
            return Entry(name: name, path: path, origin: .local)
        }
    }
}

extension Array where Element == Theme {
    /// The themes by name (the first of a name wins), for runs that look a job's theme up.
    var byName: [String: Theme] { Dictionary(map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
}
