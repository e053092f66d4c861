import StateboardCore
import StateboardLayout
import StateboardTheme

extension ThemeLoader {
    /// Loads the theme in `path` (a theme folder or its `theme.yaml`) as the command line does:
    /// `extends: ios` finds a sibling folder of that name first, then the bundled theme.
    ///
    /// This is the call to use from an app's tests; `load(path:kinds:parentFolders:)` names the
    /// parent folders itself (none: only siblings).
    /// - Throws: `DiagnosticsError` with every problem at its file, line and column.
    public static func load(path: String, kinds: NodeKindRegistry = .builtIn) throws(DiagnosticsError) -> Theme {
        let parents: [String]
        do {
            parents = [try BundledThemes.folder()]
        } catch {
            throw DiagnosticsError([
                Diagnostic(
                    error.message, at: FileLocation(file: path, line: 1, column: 1),
                    hint: "pass `parentFolders:` to load without the bundled themes")
            ])
        }
        return try load(path: path, kinds: kinds, parentFolders: parents)
    }
}
