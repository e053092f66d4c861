import Foundation

/// Maps a URL path to a file inside the output folder, or to nothing: `..` and `.` segments,
/// backslashes, NUL, percent-encoded tricks and symbolic links that leave the folder all map to
/// nothing (the server answers 404), so the server shows nothing but what it rendered.
struct ServedFiles: Sendable {
    /// The output folder, with its symbolic links resolved.
    let root: String

    init(root: String) {
        self.root = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    }

    /// The file that `urlPath` (as requested, possibly percent-encoded, with or without a
    /// leading `/`) names inside the folder, if it is a regular file there.
    func file(for urlPath: String) -> String? {
        guard let relative = Self.relativePath(urlPath) else { return nil }
        let joined = (root as NSString).appendingPathComponent(relative)
        // Symbolic links are resolved before the containment check, so none can lead out.
        guard let real = realpath(joined, nil) else { return nil }
        defer { free(real) }
        let resolved = String(cString: real)
        guard resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return resolved
    }

    /// A clean relative path (no empty, `.` or `..` segment, no backslash, no NUL), or nil.
    static func relativePath(_ urlPath: String) -> String? {
        let raw = urlPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard var decoded = raw.removingPercentEncoding else { return nil }
        // Decoding twice catches double encoding (`%252e%252e`); a name with a literal `%` is not served.
        guard !decoded.contains("%") else { return nil }
        while decoded.hasPrefix("/") { decoded.removeFirst() }
        guard !decoded.isEmpty, !decoded.contains("\\"), !decoded.contains("\0") else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return decoded
    }

    /// The content type of a file served from the folder.
    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": "image/png"
        case "pdf": "application/pdf"
        case "svg": "image/svg+xml"
        case "html": "text/html; charset=utf-8"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }
}
