import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// Loads a theme folder (`Themes/<name>/theme.yaml`) and what it `extends`, reporting every
/// problem with file:line:column. Every theme implicitly extends the built-in defaults.
public enum ThemeLoader {
    static let topKeys = [
        "stateboard", "name", "description", "extends", "baseLocale", "tokens", "strings", "localizations", "assets", "fonts",
        "components", "defaults", "states", "traits", "screens", "matrix", "snapshots", "devices", "errorKinds", "lint", "glyphs",
    ]

    /// Loads the theme in `path`: a theme folder, or its `theme.yaml`. Every node template, value
    /// and component use is decoded and checked here, in every state whether a matrix reaches
    /// it or not, so a theme that loads only fails to resolve for a locale's missing string or a
    /// parameter value that does not fit where it is substituted. Nodes may be of the `kinds`
    /// given (an app's own among them); the theme keeps them for everything done with it.
    ///
    /// `extends: name` names a sibling theme folder; when there is none, the theme of that name
    /// in `parentFolders` (the bundled themes, say) is used.
    public static func load(path: String, kinds: NodeKindRegistry = .builtIn, parentFolders: [String] = []) throws(DiagnosticsError) -> Theme {
        let (theme, diagnostics) = loadCollecting(path: path, kinds: kinds, parentFolders: parentFolders)
        guard let theme, diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
        return theme
    }

    /// Loads as much of the theme as is readable, with every problem found: a theme whose file
    /// parses comes back even with errors in it, so that `validate` can go on to resolve it.
    public static func loadCollecting(path: String, kinds: NodeKindRegistry = .builtIn, parentFolders: [String] = []) -> (Theme?, [Diagnostic]) {
        let started = Date()
        var visiting: [String] = []
        var diagnostics: [Diagnostic] = []
        var theme = load(path: path, kinds: kinds, parentFolders: parentFolders, visiting: &visiting, requestedAt: nil, diagnostics: &diagnostics)
        theme?.loadedAt = started
        if let loaded = theme {
            let overLimits = ThemeLimits.check(loaded)
            if !overLimits.isEmpty { return (nil, diagnostics + overLimits) }
            diagnostics += ThemeChecker.check(loaded)
            theme?.warnings =
                skippedAssetSets(loaded.tokens.assets, reported: diagnostics) + loaded.tokens.assets.warnings
                + loaded.appStrings.unreadable.map { $0.warning() }
        }
        var seen = Set<Diagnostic>()
        return (theme, diagnostics.filter { seen.insert($0).inserted })
    }

    /// A warning for each asset set that cannot be read and that nothing uses (a set the theme
    /// uses has its problems among the errors already).
    static func skippedAssetSets(_ assets: AssetCatalog, reported: [Diagnostic]) -> [Diagnostic] {
        let errors = Set(reported)
        return assets.unreadable.sorted { $0.key < $1.key }
            .filter { _, set in !set.problems.contains(where: errors.contains) }
            .map { name, set in set.warning(named: name) }
    }

    /// The theme file for a folder or file path.
    static func themeFile(for path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return (path as NSString).appendingPathComponent("theme.yaml")
        }
        return path
    }

    private static func load(
        path: String, kinds: NodeKindRegistry, parentFolders: [String], visiting: inout [String], requestedAt: YAMLValue?,
        diagnostics: inout [Diagnostic]
    ) -> Theme? {
        let file = themeFile(for: path)
        let canonical = (file as NSString).standardizingPath
        let folder = (file as NSString).deletingLastPathComponent
        let text: String
        switch readThemeText(file, folder: folder, canonical: canonical, visiting: visiting, requestedAt: requestedAt) {
        case .success(let read): text = read
        case .failure(let refusal): diagnostics.append(refusal.diagnostic); return nil
        }
        let reader = YAMLReader(file: file)
        guard let document = reader.compose(text, emptyHint: "a theme file starts with `stateboard: 1`"),
            let entries = reader.mapping(document, allowed: topKeys, what: "a theme file")
        else {
            diagnostics += reader.diagnostics
            return nil
        }
        let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        reader.checkFormatVersion(values["stateboard"], of: "theme file", document: document)
        OutputNames.check(values, folderName: (folder as NSString).lastPathComponent, document: document, reader: reader)
        ThemeLimits.checkFile(values, reader: reader)
        var parent = BuiltInTheme.theme
        parent.kinds = kinds
        if let extends = values["extends"], let name = reader.string(extends, what: "`extends`"),
            ThemeConfinement.extendsProblem(name).map({ reader.error($0.message, at: extends, hint: $0.hint) }) == nil
        {
            visiting.append(canonical)
            parent =
                load(
                    path: parentPath(of: name, folder: folder, parentFolders: parentFolders), kinds: kinds, parentFolders: parentFolders,
                    visiting: &visiting, requestedAt: extends, diagnostics: &diagnostics) ?? parent
        }
        let decoder = ThemeDecoder(reader: reader, folder: folder)
        let theme = decoder.decode(values, over: parent, document: document)
        diagnostics += reader.diagnostics
        return theme
    }

    /// Why a theme file is not read, where it was asked for (the `extends` that named it, or the
    /// file's start).
    private struct Refusal: Error {
        let diagnostic: Diagnostic
    }

    /// The text of the theme file, unless it closes an `extends` cycle, lies outside its folder,
    /// cannot be read or is not text within the limits.
    private static func readThemeText(
        _ file: String, folder: String, canonical: String, visiting: [String], requestedAt: YAMLValue?
    ) -> Result<String, Refusal> {
        let location = requestedAt?.location ?? FileLocation(file: file, line: 1, column: 1)
        if visiting.contains(canonical) {
            let cycle = (visiting + [canonical]).map { ($0 as NSString).deletingLastPathComponent.components(separatedBy: "/").last ?? $0 }
            return .failure(
                Refusal(
                    diagnostic: Diagnostic(
                        "`extends` makes a cycle: \(cycle.joined(separator: " → "))", at: location,
                        hint: "a theme cannot extend itself, directly or through another theme")))
        }
        if let refusal = ThemeConfinement.themeFileProblem(file, folder: folder) {
            return .failure(Refusal(diagnostic: Diagnostic(refusal.message, at: location, hint: refusal.hint)))
        }
        switch ThemeConfinement.readFile(file) {
        case .success(let data):
            return YAMLLimits.text(of: data, file: file).mapError { Refusal(diagnostic: $0.diagnostic) }
        case .failure(let refusal):
            return .failure(
                Refusal(
                    diagnostic: Diagnostic(
                        "cannot read the theme file `\(file)`: \(refusal.message)", at: location,
                        hint: refusal.hint + "; a theme is a folder with a theme.yaml in it")))
        }
    }

    /// The folder `extends: name` names: a path relative to the theme's folder, or a sibling
    /// theme folder, else the theme of that name in `parentFolders`.
    private static func parentPath(of name: String, folder: String, parentFolders: [String]) -> String {
        if name.contains("/") { return (folder as NSString).appendingPathComponent(name) }
        let sibling = ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: sibling),
            let found = parentFolders.map({ ($0 as NSString).appendingPathComponent(name) }).first(where: { FileManager.default.fileExists(atPath: $0) })
        {
            return found
        }
        return sibling
    }
}
