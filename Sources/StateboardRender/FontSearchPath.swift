import Foundation
import StateboardCore

/// Where the pinned fonts are looked for: the folders each platform installs fonts into,
/// searched recursively, so that Debian's `fonts-inter`, Fedora's or Arch's packages, a font
/// folder in the home directory and Homebrew's font casks on macOS are all found without a
/// path written for one distribution.
///
/// Each pinned family is taken from the first root that has it (one installation per family,
/// never a mix of two versions); within a root, files are taken in path order. The fingerprint
/// names fonts by file name and digest, so a reference recorded on Linux verifies on macOS
/// when the files are the same.
public struct FontSearchPath: Hashable, Sendable {
    /// Which platform's folders to search.
    public enum Platform: String, Hashable, Sendable { case linux, macOS }

    /// The folders, first match wins.
    public var roots: [String]

    public init(roots: [String]) { self.roots = roots }

    /// The platform's font folders after the folders in `STATEBOARD_FONT_PATH` (colon-separated).
    public static func standard(
        platform: Platform = .current, home: String = NSHomeDirectory(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FontSearchPath {
        var roots = (environment["STATEBOARD_FONT_PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        switch platform {
        case .linux:
            let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
            roots += [
                "/usr/share/fonts", "/usr/local/share/fonts", dataHome + "/fonts", home + "/.fonts",
                "/run/current-system/sw/share/X11/fonts",
            ]
        case .macOS:
            // Homebrew's font casks install into ~/Library/Fonts.
            roots += [home + "/Library/Fonts", "/Library/Fonts", "/opt/homebrew/share/fonts", "/usr/local/share/fonts"]
        }
        return FontSearchPath(roots: roots)
    }

    /// The files under the roots whose names start with `prefix` and end in a font extension,
    /// from the first root that has any.
    func files(prefix: String) -> [String] {
        for root in roots {
            let found = Self.fontFiles(under: root).filter { $0.name.hasPrefix(prefix) }
            if !found.isEmpty { return found.map(\.path) }
        }
        return []
    }

    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    private static let cache = FontFileCache()

    /// Every font file under `root` with its file name, sorted by path (symbolic links to folders
    /// are not followed, and the walk is bounded: a font folder is not a place for millions of
    /// files). Walked once per process: every render run and live-preview round asks again.
    static func fontFiles(under root: String) -> [FontFile] {
        cache.files(under: root) {
            var files: [FontFile] = []
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: root, isDirectory: true),
                    includingPropertiesForKeys: [.isRegularFileKey],
                    options: [.skipsHiddenFiles])
            else { return [] }
            var visited = 0
            while let url = walker.nextObject() as? URL, visited < 50_000 {
                visited += 1
                if walker.level > 6 { walker.skipDescendants(); continue }
                guard extensions.contains(url.pathExtension.lowercased()) else { continue }
                files.append(FontFile(path: url.path, name: url.lastPathComponent))
            }
            return files.sorted { $0.path < $1.path }
        }
    }
}

extension FontSearchPath.Platform {
    /// The platform this process runs on.
    public static var current: FontSearchPath.Platform {
        #if os(macOS)
            .macOS
        #else
            .linux
        #endif
    }
}

/// A font file found under a search root, with its name (compared against the pinned prefixes
/// for every family: worked out once, not per family).
struct FontFile: Hashable, Sendable {
    var path: String
    var name: String
}

/// Each root is walked once per process.
private final class FontFileCache: Sendable {
    private let known = Locked<[String: [FontFile]]>([:])

    func files(under root: String, _ walk: () -> [FontFile]) -> [FontFile] {
        if let files = known.withLock({ $0[root] }) { return files }
        let files = walk()
        known.withLock { $0[root] = files }
        return files
    }
}
