import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme

@testable import StateboardRender

/// Shared set-up for renderer tests: one renderer, the scene files in Tests/RenderScenes, and
/// the reference images in Snapshots/scenes.
enum RenderTestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenesFolder = packageRoot.appendingPathComponent("Tests/RenderScenes")
    static let referencesFolder = packageRoot.appendingPathComponent("Snapshots/scenes")
    static let renderer: ImageRenderer = try! ImageRenderer()
    /// Set STATEBOARD_RECORD=1 to (re)write reference images; never set on CI.
    static let recording = ProcessInfo.processInfo.environment["STATEBOARD_RECORD"] == "1"

    static func scene(_ name: String) throws -> PlaceholderScene {
        try SceneFile.load(path: scenesFolder.appendingPathComponent("\(name).yaml").path)
    }

    static func laidOut(_ name: String) throws -> LaidOutScene { renderer.layout(try scene(name)) }

    /// A scene file written into a fresh temporary folder (beside `files`, written by the
    /// closure), loaded and laid out; the caller removes the folder once it has drawn. A scene
    /// that does not load removes it here.
    static func laidOutSceneFile(_ yaml: String, files: (URL) throws -> Void = { _ in }) throws -> (LaidOutScene, URL) {
        let folder = try TestPaths.temporaryFolder("scene")
        do {
            try files(folder)
            let file = folder.appendingPathComponent("scene.yaml")
            try yaml.write(to: file, atomically: true, encoding: .utf8)
            return (renderer.layout(try SceneFile.load(path: file.path)), folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Pixels differing between two images: more than `tolerance` in any channel.
    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 0) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                var i = 0
                while i < p.count {
                    for c in 0..<4 where abs(Int(p[i + c]) - Int(q[i + c])) > tolerance { count += 1; break }
                    i += 4
                }
            }
        }
        return count
    }

    /// The bounding box, in pixels, of pixels in `region` that differ from `background`.
    static func inkBounds(
        _ image: RGBAImage, in region: (x0: Int, y0: Int, x1: Int, y1: Int), background: (UInt8, UInt8, UInt8),
        threshold: Int = 40
    ) -> (Int, Int, Int, Int)? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in max(0, region.y0)..<min(image.height, region.y1) {
            for x in max(0, region.x0)..<min(image.width, region.x1) {
                let p = image[x, y]
                if abs(Int(p.r) - Int(background.0)) > threshold || abs(Int(p.g) - Int(background.1)) > threshold
                    || abs(Int(p.b) - Int(background.2)) > threshold
                {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return minX == Int.max ? nil : (minX, minY, maxX + 1, maxY + 1)
    }
}
