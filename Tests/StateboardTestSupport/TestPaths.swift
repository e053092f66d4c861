import Foundation

/// Where the tests find the repository's files, and throwaway folders for what they write.
public enum TestPaths {
    /// The package's root folder (where Package.swift is).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The bundled themes' sources.
    public static let themes = packageRoot.appendingPathComponent("Themes")
    /// The recorded references.
    public static let snapshots = packageRoot.appendingPathComponent("Snapshots")

    /// A new empty folder under the temporary directory, named after `purpose`; the caller removes it.
    public static func temporaryFolder(_ purpose: String = "test") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `body` with a fresh temporary folder and removes the folder afterwards.
    public static func withTemporaryFolder<T>(_ purpose: String = "test", _ body: (URL) throws -> T) throws -> T {
        let folder = try temporaryFolder(purpose)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
