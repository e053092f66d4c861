import Foundation
import StateboardAppFiles
import StateboardTheme
import StateboardTestSupport

/// A theme written to a temporary folder for one test and loaded from it (the folder is removed
/// once loaded): the theme and every diagnostic, as `ThemeLoader.loadCollecting` gives them.
enum ThrowawayTheme {
    static func load(_ yaml: String, files: [String: String] = [:]) throws -> (Theme?, [Diagnostic]) {
        let folder = try TestPaths.temporaryFolder("theme")
        defer { try? FileManager.default.removeItem(at: folder) }
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return ThemeLoader.loadCollecting(path: folder.path)
    }
}
