import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// Every scene in Tests/RenderScenes against its reference images in Snapshots/scenes, compared
/// by decoded pixels. Record with `STATEBOARD_RECORD=1 swift test --filter ReferenceImageTests`.
@Suite struct ReferenceImageTests {
    struct Case: CustomStringConvertible, Sendable {
        var scene: String
        var appearance: Appearance
        var scale: Double
        var file: String { "\(scene)/\(appearance.rawValue)@\(Int(scale))x.png" }
        var description: String { file }
    }

    static let cases: [Case] =
        ["labels", "buttons", "images", "indicators", "chrome", "keyboard", "richtext", "richtext-rtl", "toolbar", "swiftui", "swiftui-search"].flatMap { scene in
            [Case(scene: scene, appearance: .light, scale: 2), Case(scene: scene, appearance: .dark, scale: 2)]
        }
        + ["labels", "buttons", "chrome"].flatMap { scene in
            [Case(scene: scene, appearance: .light, scale: 1), Case(scene: scene, appearance: .light, scale: 3)]
        }

    @Test(arguments: cases)
    func matchesReference(_ test: Case) throws {
        let laidOut = try RenderTestSupport.laidOut(test.scene)
        let png = try RenderTestSupport.renderer.render(laidOut, appearance: test.appearance, scale: test.scale, compression: .compact)
        let reference = RenderTestSupport.referencesFolder.appendingPathComponent(test.file)
        guard !RenderTestSupport.recording, FileManager.default.fileExists(atPath: reference.path) else {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: reference, options: .atomic)
            Issue.record("recorded \(test.file); run again without STATEBOARD_RECORD to verify")
            return
        }
        let actual = try RGBAImage(png: png)
        let expected = try RGBAImage(contentsOf: reference.path)
        #expect(actual.width == Int(laidOut.canvas.width * test.scale) && actual.height == Int(laidOut.canvas.height * test.scale))
        let differing = RenderTestSupport.differingPixels(actual, expected)
        if differing > 0 {
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent(
                "stateboard-failed-" + test.file.replacingOccurrences(of: "/", with: "-"))
            try? png.write(to: failed)
            Issue.record("\(test.file): \(differing) pixels differ from the reference; the render is at \(failed.path)")
        }
    }
}
