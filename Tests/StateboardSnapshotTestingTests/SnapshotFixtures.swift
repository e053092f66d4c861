import Foundation
import StateboardCore
import StateboardTheme

/// Scenes and a throwaway snapshot directory, so no test writes into the repository.
enum SnapshotFixtures {
    static func scene(title: String = "Retry", tint: String = "#007AFF") throws -> PlaceholderScene {
        let yaml = """
            stateboard: 1
            canvas: { width: 160, height: 100, scale: 2 }
            root:
              stack: { axis: vertical, alignment: center, spacing: 8 }
              nodes: [ { label: { id: title, text: Nothing here } }, { button: { id: retry, title: "\(title)", tint: "\(tint)" } } ]
            """
        return try SceneFile.parse(yaml, path: "t.yaml", baseDirectory: "/tmp")
    }

    /// A fresh, empty directory under the temporary directory; removed by the caller.
    static func directory() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("stateboard-sst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
