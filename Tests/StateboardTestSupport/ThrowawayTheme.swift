import Foundation
import Stateboard

/// A theme written to a temporary folder for one test: the folder lives while the test uses it
/// and is removed afterwards, whatever the test throws.
public enum ThrowawayTheme {
    /// Runs `body` with a temporary folder holding `yaml` as its theme.yaml and each of `files`
    /// (name → text) beside it, then removes the folder.
    public static func withFolder<T>(
        _ yaml: String, files: [String: String] = [:], purpose: String = "theme", _ body: (URL) throws -> T
    ) throws -> T {
        try TestPaths.withTemporaryFolder(purpose) { folder in
            try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            return try body(folder)
        }
    }

    /// The theme `yaml` (with `files` beside it) loaded from a temporary folder, and every
    /// diagnostic, as `ThemeLoader.loadCollecting` gives them.
    public static func load(_ yaml: String, files: [String: String] = [:]) throws -> (Theme?, [Diagnostic]) {
        try withFolder(yaml, files: files) { ThemeLoader.loadCollecting(path: $0.path) }
    }
}
