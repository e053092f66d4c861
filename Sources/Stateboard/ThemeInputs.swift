import Foundation
import StateboardCore
import StateboardTheme

/// What a theme's resolved scenes are made of, on disk: its files and folders (those it extends
/// too), the app's string files and asset catalogs it declares. `watch` and `serve` watch these
/// paths; an incremental run digests their stamps to know, without resolving a single scene,
/// that nothing a job's scene comes from has changed since its image was drawn.
enum ThemeInputs {
    /// The paths whose change can change what the theme resolves to: the theme's folders (and
    /// its parents'), the app's string files, its declared string folders by their entries'
    /// names (`/`), and its asset catalogs whole.
    static func paths(of theme: Theme) -> [String] {
        theme.files.map { ($0 as NSString).deletingLastPathComponent } + theme.appStrings.files
            + ThemeWatcher.shallowFolders(theme.appStrings.folders) + theme.tokens.assets.roots
    }

    /// A digest of every input of `theme`'s scenes as they are now: the stamps of its paths,
    /// the drawing `environment` (`JobDigester`), the limits and node kinds in force. Equal
    /// digests mean every job of the theme resolves to the scene it resolved to before.
    ///
    /// `nil` when the digest would not prove it: a theme made in code (no `loadedAt`), or an
    /// input changed less than `settling` seconds before the theme's loading began, or after it:
    /// the theme (or an asset set it reads later) may hold either version of that file.
    static func digest(of theme: Theme, environment: String) -> String? {
        guard let loadedAt = theme.loadedAt?.timeIntervalSince1970 else { return nil }
        let (stamps, newest) = ThemeWatcher.stamps(of: paths(of: theme))
        guard newest < loadedAt - settling else { return nil }
        var hash = StableHash()
        hash.add("inputs-1")
        hash.add(environment)
        hash.add(theme.name)
        for (path, stamp) in stamps.sorted(by: { $0.key < $1.key }) {
            hash.add(path)
            hash.add(stamp)
        }
        hash.add(ValueDigest.of(InputLimits.current))
        hash.add(theme.kinds.names.joined(separator: ","))
        return String(format: "%016llx", hash.value)
    }

    /// Seconds an input must be older than the theme's loading: more than file systems'
    /// coarsest timestamps and any skew between their clock and ours.
    static let settling = 2.0
}
