import Foundation

/// Where the `apple` glyph source looks for Apple's fonts: the folders macOS keeps them in, or the
/// ones `STATEBOARD_APPLE_FONTS` names instead.
///
/// macOS's folders are `/System/Library/Fonts` (the system font `SFNS.ttf`, SF Arabic, SF Hebrew,
/// PingFang, Hiragino Sans, Apple SD Gothic Neo, Thonburi, Kohinoor, Apple Color Emoji),
/// `/System/Library/AssetsV2/com_apple_MobileAsset_Font*` (the fonts macOS downloads on demand),
/// `/Library/Fonts` and `~/Library/Fonts` (where Apple's SF Pro, SF Compact and New York
/// downloads install). `STATEBOARD_APPLE_FONTS` replaces them all: a colon-separated list whose
/// entries are either a **root standing in for `/`** (a folder with `System/Library/Fonts` or
/// `Library/Fonts` inside: a copy of a Mac's tree, a mounted disk) or a **folder of font files**
/// (searched with its subfolders).
public struct AppleFontLocations: Hashable, Sendable {
    /// The folders searched, in order; those that do not exist are listed in errors too.
    public var folders: [String]

    public init(folders: [String]) { self.folders = folders }

    /// The folders from `STATEBOARD_APPLE_FONTS` when it is set, else macOS's own (under `/` and
    /// `home`).
    public static func standard(
        home: String = NSHomeDirectory(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AppleFontLocations {
        guard let explicit = environment["STATEBOARD_APPLE_FONTS"], !explicit.isEmpty else {
            return AppleFontLocations(folders: macOSFolders(root: "", home: home))
        }
        var folders: [String] = []
        for entry in explicit.split(separator: ":").map(String.init) where !entry.isEmpty {
            let path = (entry as NSString).expandingTildeInPath
            if isFolder(path + "/System/Library/Fonts") || isFolder(path + "/Library/Fonts") {
                // A stand-in for `/`: its home folder is the one user folder it has, if any.
                let users = (try? FileManager.default.contentsOfDirectory(atPath: path + "/Users"))?.sorted().map { path + "/Users/" + $0 } ?? []
                folders += macOSFolders(root: path, home: nil) + users.map { $0 + "/Library/Fonts" }.filter(isFolder)
            } else {
                folders.append(path)
            }
        }
        return AppleFontLocations(folders: folders)
    }

    /// The font folders of a macOS tree at `root` (`""` for this machine's).
    static func macOSFolders(root: String, home: String?) -> [String] {
        let assets = root + "/System/Library/AssetsV2"
        let downloaded = ((try? FileManager.default.contentsOfDirectory(atPath: assets)) ?? [])
            .filter { $0.hasPrefix("com_apple_MobileAsset_Font") }.sorted().map { assets + "/" + $0 }
        return [root + "/System/Library/Fonts"] + downloaded + [root + "/Library/Fonts"] + (home.map { [$0 + "/Library/Fonts"] } ?? [])
    }

    /// The folders that exist.
    var existingFolders: [String] { folders.filter(Self.isFolder) }

    /// The folders as an error lists them: each, and whether it is there.
    var lookedIn: String {
        folders.map { Self.isFolder($0) ? $0 : $0 + " (not there)" }.joined(separator: ", ")
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// How to get Apple's fonts where they are missing.
    static let installHint =
        "on a Mac the system fonts are in /System/Library/Fonts; SF Pro, SF Compact and New York are at "
        + "https://developer.apple.com/fonts (they install into /Library/Fonts); elsewhere set STATEBOARD_APPLE_FONTS to a copy "
        + "of a Mac's font folders, or draw with `--glyphs pinned`"
}
