import Foundation
import StateboardCore

/// Keeps every file Stateboard writes inside the folder it was given (`--out`, `Snapshots/`, a
/// report folder): a relative path made of names from a theme, a flag or a report must not climb
/// out with `..`, start at `/`, hold a control character, or pass through a link that leaves.
package enum OutputPath {
    /// `root/relative`, checked to stay inside `root`.
    package static func inside(_ root: String, relative: String) throws(PipelineError) -> String {
        let path = try joined(root, relative: relative)
        try check(path, inside: root)
        return path
    }

    /// `root/relative` when `relative` is made of plain names (no `..`, `.`, empty name, leading
    /// `/` or control character); nothing on disk is looked at.
    fileprivate static func joined(_ root: String, relative: String) throws(PipelineError) -> String {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !relative.isEmpty,
            !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
            !relative.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .badInput(
                "refusing to write `\(escaped(relative))`: it would leave \(root) (names in output paths are letters, digits, `-`, `_`, `+` and single dots)")
        }
        return (root as NSString).appendingPathComponent(relative)
    }

    /// Checks that `path` is inside `root` as written and, once the links of its deepest existing
    /// folder are resolved, still inside (or on the way to a `root` not created yet).
    package static func check(_ path: String, inside root: String) throws(PipelineError) {
        let lexicalRoot = absolute(root), lexicalPath = absolute(path)
        guard lexicalPath.hasPrefix(lexicalRoot == "/" ? "/" : lexicalRoot + "/") else {
            throw .badInput("refusing to write \(escaped(path)): it is outside \(root)")
        }
        let realRoot = realPath(lexicalRoot) ?? lexicalRoot
        var existing = (lexicalPath as NSString).deletingLastPathComponent
        while existing.count > 1, realPath(existing) == nil { existing = (existing as NSString).deletingLastPathComponent }
        let real = realPath(existing) ?? existing
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") || isAncestor(real, of: realRoot) else {
            throw .badInput("refusing to write \(escaped(path)): it resolves outside \(root) (through \(real))")
        }
    }

    private static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    private static func isAncestor(_ folder: String, of root: String) -> Bool {
        root.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func escaped(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }.prefix(300))
    }
}

extension OutputPath {
    /// `OutputPath.inside` for the many files of one run into one folder, each folder's links
    /// resolved once: a matrix writes dozens of images into each state's folder, and resolving
    /// every folder of the path again for each (Foundation's `standardizingPath` reads each
    /// component's link, then `realpath`) cost 3 % of `render --jobs 1`'s drawing thread.
    ///
    /// Exactly as strict as `inside` for the files it is asked about, as long as nothing else
    /// changes the folders while the run writes: a file's verdict depends only on its folder's
    /// (its name is one plain component, checked as `inside` checks it), unless the file itself is
    /// a link, which is looked at (`lstat`) every time and then checked in full. A link planted
    /// in an already checked folder by another process during the run is not seen; neither was
    /// one planted between a check and its write before.
    package final class Folders: Sendable {
        let root: String
        /// Folders (as joined to `root`) a file was found inside `root` in.
        private let checked = Locked<Set<String>>([])

        package init(root: String) { self.root = root }

        /// `root/relative`, checked to stay inside `root` (`OutputPath.inside`).
        package func inside(relative: String) throws(PipelineError) -> String {
            let path = try OutputPath.joined(root, relative: relative)
            let folder = (path as NSString).deletingLastPathComponent
            if checked.withLock({ $0.contains(folder) }), !Self.isLink(path) { return path }
            try OutputPath.check(path, inside: root)
            // A link's verdict is its target's, not its folder's: it is never remembered.
            if !Self.isLink(path) { checked.withLock { _ = $0.insert(folder) } }
            return path
        }

        /// Whether `path` is a symbolic link (not followed).
        private static func isLink(_ path: String) -> Bool {
            var status = stat()
            return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
        }
    }
}
