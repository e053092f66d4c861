import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing
import StateboardTestSupport

/// Replays `Tests/FuzzRegressions/<target>/*` through the entry points the fuzz targets in
/// `Tests/Fuzz/` call: each input loads or is refused with diagnostics, and never crashes or hangs.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions")

    static func inputs(_ target: String) -> [String] {
        let folder = root.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    static func asTheme(_ input: String) throws -> String {
        let folder = try TestPaths.temporaryFolder("fuzz").appendingPathComponent("t")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("theme.yaml")
        try Data(contentsOf: URL(fileURLWithPath: input)).write(to: file)
        return file.path
    }

    @Test func everyTargetHasRegressionInputs() {
        for target in ["FuzzThemeDecoder", "FuzzResolver", "FuzzSceneDecoder", "FuzzLayout"] {
            #expect(!Self.inputs(target).isEmpty, "\(target)")
        }
    }

    @Test(arguments: inputs("FuzzThemeDecoder") + inputs("FuzzResolver"))
    func themeInputsLoadOrAreRefused(_ input: String) throws {
        let file = try Self.asTheme(input)
        defer { try? FileManager.default.removeItem(atPath: ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent) }
        _ = ThemeLoader.loadCollecting(path: file)
        let report = ThemeValidator.validate(path: file)
        for diagnostic in report.diagnostics { #expect(diagnostic.location.line >= 1) }
    }

    @Test(arguments: inputs("FuzzSceneDecoder") + inputs("FuzzLayout"))
    func sceneInputsParseAndLayOutOrAreRefused(_ input: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: input)), as: UTF8.self)
        let scene: PlaceholderScene
        do {
            scene = try SceneFile.parse(text, path: input, baseDirectory: (input as NSString).deletingLastPathComponent)
        } catch {
            // Refused: with at least one located message.
            #expect(!error.diagnostics.isEmpty)
            for diagnostic in error.diagnostics { #expect(diagnostic.location.line >= 1 && !diagnostic.message.isEmpty) }
            return
        }
        // Accepted: laid out into a frame that is a number on every side.
        let frame = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene).root.frame
        let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
        #expect(finite, "\(frame)")
    }
}
