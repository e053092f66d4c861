import Foundation

/// Keeps every file Stateboard writes inside the folder it was given (`--out`, `Snapshots/`, a
/// report folder): a relative path made of names from a theme, a flag or a report must not climb
/// out with `..`, start at `/`, hold a control character, or pass through a link that leaves.
package enum OutputPath {
    /// `root/relative`, checked to stay inside `root`.
    package static func inside(_ root: String, relative: String) throws(PipelineError) -> String {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !relative.isEmpty,
            !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
            !relative.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .badInput(
                "refusing to write `\(escaped(relative))`: it would leave \(root) (names in output paths are letters, digits, `-`, `_`, `+` and single dots)")
        }
        let path = (root as NSString).appendingPathComponent(relative)
        try check(path, inside: root)
        return path
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
