import Foundation
import StateboardCore
import StateboardTestSupport

/// Scenes and a throwaway snapshot directory, so no test writes into the repository.
enum SnapshotFixtures {
    static func scene(title: String = "Retry", tint: String = "#007AFF") throws -> PlaceholderScene {
        Build.scene(
            width: 160, height: 100, scale: 2,
            Build.stack(
                spacing: 8,
                [
                    Build.label("Nothing here", id: "title"), Build.button(title, id: "retry", tint: Build.color(tint)),
                ]))
    }

    /// A fresh, empty directory under the temporary directory; removed by the caller.
    static func directory() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("stateboard-sst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
