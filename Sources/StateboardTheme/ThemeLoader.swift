import Foundation
import StateboardCore

/// Loads a theme folder (`Themes/<name>/theme.yaml`) and what it `extends`, reporting every
/// problem with file:line:column. Every theme implicitly extends the built-in defaults.
public enum ThemeLoader {
    static let topKeys = ["stateboard", "name", "description", "extends", "baseLocale", "tokens", "strings", "fonts",
                          "components", "defaults", "states", "traits", "screens", "matrix", "devices"]

    /// Loads the theme in `path`: a theme folder, or its `theme.yaml`.
    public static func load(path: String) throws(DiagnosticsError) -> Theme {
        var visiting: [String] = []
        return try load(path: path, visiting: &visiting, requestedAt: nil)
    }

    /// The theme file for a folder or file path.
    static func themeFile(for path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return (path as NSString).appendingPathComponent("theme.yaml")
        }
        return path
    }

    private static func load(path: String, visiting: inout [String], requestedAt: YAMLValue?) throws(DiagnosticsError) -> Theme {
        let file = themeFile(for: path)
        let canonical = (file as NSString).standardizingPath
        if visiting.contains(canonical) {
            let cycle = (visiting + [canonical]).map { ($0 as NSString).deletingLastPathComponent.components(separatedBy: "/").last ?? $0 }
            throw DiagnosticsError([Diagnostic("`extends` makes a cycle: \(cycle.joined(separator: " → "))",
                                              at: requestedAt?.location ?? SourceLocation(file: file, line: 1, column: 1),
                                              hint: "a theme cannot extend itself, directly or through another theme")])
        }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticsError([Diagnostic("cannot read the theme file `\(file)`",
                                              at: requestedAt?.location ?? SourceLocation(file: file, line: 1, column: 1),
                                              hint: "a theme is a folder with a theme.yaml in it")])
        }
        let reader = YAMLReader(file: file)
        guard let document = reader.compose(text, emptyHint: "a theme file starts with `stateboard: 1`"),
              let entries = reader.mapping(document, allowed: topKeys, what: "a theme file") else {
            throw DiagnosticsError(reader.diagnostics)
        }
        let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if values["stateboard"]?.text != "1" {
            reader.error("a theme file starts with `stateboard: 1`", at: values["stateboard"] ?? document, hint: "add `stateboard: 1` as its first line")
        }
        let folder = (file as NSString).deletingLastPathComponent
        var parent = BuiltInTheme.theme
        if let extends = values["extends"], let name = reader.string(extends, what: "`extends`") {
            let parentPath = name.contains("/") ? (folder as NSString).appendingPathComponent(name)
                : ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
            visiting.append(canonical)
            do {
                parent = try load(path: parentPath, visiting: &visiting, requestedAt: extends)
            } catch {
                throw DiagnosticsError(reader.diagnostics + error.diagnostics)
            }
        }
        let decoder = ThemeDecoder(reader: reader, folder: folder)
        let theme = decoder.decode(values, over: parent, document: document)
        guard reader.diagnostics.isEmpty else { throw DiagnosticsError(reader.diagnostics) }
        return theme
    }
}
