import Foundation
import StateboardCore

/// Keeps a theme (or a scene file) to its own folder: every file it names is relative, resolves
/// (symbolic links followed) to a regular file inside the folder, and is not too large. Nothing
/// outside is opened: a theme from another hand cannot make the tool read `/etc/passwd`, block on
/// a FIFO or follow a link out of its folder.
package enum ThemeConfinement {
    /// Why a path was refused.
    package struct Refusal: Error {
        package var message: String
        package var hint: String
    }

    /// The real (symbolic links resolved) absolute form of `path`, or `nil` if it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` (already real) is `root` or inside it.
    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The absolute path of `relative` inside `root`, checked: not absolute, not leaving `root`
    /// once links are resolved, and (unless `allowFolder`) a regular file of at most `assetBytes`.
    package static func resolve(
        _ relative: String, in root: String, allowFolder: Bool = false,
        limits: InputLimits = .current
    ) -> Result<String, Refusal> {
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            return .failure(
                Refusal(
                    message: "`\(relative)` is an absolute path; a theme reads only files inside its own folder",
                    hint: "copy the file into the theme's folder and name it relative to the file that uses it"))
        }
        if relative.isEmpty || relative.contains("\0") {
            return .failure(Refusal(message: "an empty path", hint: "name a file inside the theme's folder"))
        }
        let joined = (root as NSString).appendingPathComponent(relative)
        guard let realRoot = realPath(root.isEmpty ? "." : root) else {
            return .failure(Refusal(message: "the folder \(root) cannot be read", hint: "check the theme's folder"))
        }
        guard let real = realPath(joined) else {
            if ["none", "nil", "null", "no"].contains(relative.lowercased()) {
                return .failure(
                    Refusal(
                        message: "no image file at `\(relative)`",
                        hint: "to leave out a path a param inherits, write it empty or null (`image: ~` or `image: \"\"`)"))
            }
            return .failure(Refusal(message: "no image file at `\(relative)`", hint: "paths are relative to the file's folder (\(root))"))
        }
        guard isInside(real, root: realRoot) else {
            return .failure(
                Refusal(
                    message: "`\(relative)` leads outside the theme's folder (to \(real))",
                    hint: "a theme reads only files inside its folder; `..` and links out of it are refused"))
        }
        return checkFile(real, named: relative, allowFolder: allowFolder, limits: limits).map { _ in joined }
    }

    /// An image or SVG a node names: confined to `directory` and opened to check it is whole.
    package static func asset(_ relative: String, in directory: String) -> Result<String, Refusal> {
        resolve(relative, in: directory).flatMap { path in
            AssetCheck.problem(at: path).map { .failure(Refusal(message: "`\(relative)`: \($0)", hint: "replace the file; it would fail when drawn")) }
                ?? .success(path)
        }
    }

    /// A regular file (or, if allowed, a folder) of at most `assetBytes`, or `documentBytes` for
    /// a `document` (an app's string file, read whole as text): the limit that refuses it is the
    /// one `docs/Security.md` gives for its kind.
    package static func checkFile(
        _ path: String, named name: String, allowFolder: Bool = false,
        limits: InputLimits = .current, document: Bool = false
    ) -> Result<Void, Refusal> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(Refusal(message: "no file at `\(name)`", hint: "check the path"))
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR && allowFolder { return .success(()) }
        guard type == S_IFREG else {
            let what = type == S_IFDIR ? "a folder" : type == S_IFIFO ? "a FIFO" : type == S_IFSOCK ? "a socket" : "a device or special file"
            return .failure(Refusal(message: "`\(name)` is \(what), not a regular file", hint: "name an image, SVG or font file"))
        }
        let (limit, limitName) = document ? (limits.documentBytes, "documentBytes") : (limits.assetBytes, "assetBytes")
        guard Int(info.st_size) <= limit else {
            return .failure(
                Refusal(
                    message: "`\(name)` is \(info.st_size) bytes, over the limit of \(limit) (`\(limitName)`)",
                    hint: InputLimits.hint(raising: limitName)))
        }
        return .success(())
    }

    /// Reads a theme or scene file: a regular file within the size limit (never a FIFO or a
    /// device, which would block or never end).
    package static func readFile(_ path: String, limits: InputLimits = .current) -> Result<Data, Refusal> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(Refusal(message: "cannot read the file `\(path)`", hint: "check the path"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal(message: "`\(path)` is not a regular file", hint: "theme and scene files are YAML files"))
        }
        guard Int(info.st_size) <= limits.documentBytes else {
            return .failure(
                Refusal(
                    message: "the file is \(info.st_size) bytes, over the limit of \(limits.documentBytes) (`documentBytes`)",
                    hint: InputLimits.hint(raising: "documentBytes")))
        }
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: limits.documentBytes + 1) ?? Data()
        else {
            return .failure(Refusal(message: "cannot read the file `\(path)`", hint: "check its permissions"))
        }
        try? handle.close()
        return .success(data)
    }

    /// A problem with a theme's `theme.yaml`: a link (or a path) that leaves the theme's folder.
    package static func themeFileProblem(_ file: String, folder: String) -> Refusal? {
        guard let realFolder = realPath(folder.isEmpty ? "." : folder), let real = realPath(file) else { return nil }
        guard isInside(real, root: realFolder) else {
            return Refusal(
                message: "the theme file is a link out of its folder (to \(real))",
                hint: "a theme's theme.yaml lives in the theme's folder; copy it there instead of linking")
        }
        return nil
    }

    /// A problem with an `extends` value: only a sibling theme's bare name is allowed.
    package static func extendsProblem(_ name: String) -> Refusal? {
        guard !OutputNames.isIdentifier(name) else { return nil }
        return Refusal(
            message: "`extends: \(name)` is not the name of a sibling theme",
            hint: "name a theme in the same folder as this one (`extends: ios`); paths are not allowed")
    }
}
