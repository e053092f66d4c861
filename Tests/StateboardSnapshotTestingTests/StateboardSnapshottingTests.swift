import Foundation
import SnapshotTesting
import StateboardCore
import StateboardRender
import StateboardSnapshot
import StateboardSnapshotTesting
import Testing

@Suite struct StateboardSnapshottingTests {
    @Test func aRecordedSceneVerifiesAgainstItself() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = try SnapshotFixtures.scene()
        let recorded = withSnapshotTesting(record: .all) {
            verifyStateboardSnapshot(
                of: scene, as: .stateboard(), named: "empty", snapshotDirectory: directory,
                testName: "roundTrip")
        }
        #expect(recorded?.contains("Record mode is on") == true)
        let reference = (directory as NSString).appendingPathComponent("roundTrip.empty.png")
        let image = try RGBAImage(contentsOf: reference)
        #expect(image.width == 320 && image.height == 200)  // the scene's scale: 2

        let verified = verifyStateboardSnapshot(
            of: scene, as: .stateboard(), named: "empty", record: .never,
            snapshotDirectory: directory, testName: "roundTrip")
        #expect(verified == nil)
        #expect(!FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("roundTrip.empty.diff.png")))
    }

    @Test func aChangedTitleFailsWithNumbersAndADiffPictureBesideTheReference() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifyStateboardSnapshot(
            of: try SnapshotFixtures.scene(), as: .stateboard(), named: "error", record: .all,
            snapshotDirectory: directory, testName: "changedTitle")
        let message = try #require(
            verifyStateboardSnapshot(
                of: try SnapshotFixtures.scene(title: "Try Again"), as: .stateboard(),
                named: "error", record: .never, snapshotDirectory: directory,
                testName: "changedTitle"))
        #expect(message.contains("Snapshot \"error\" does not match reference."))
        #expect(message.range(of: #"\d+\.\d{3} % of pixels differ \(\d+ of 64000\)"#, options: .regularExpression) != nil, "\(message)")
        #expect(message.range(of: #"max ΔE \d+\.\d"#, options: .regularExpression) != nil, "\(message)")
        #expect(message.range(of: #"changed area x \d+ y \d+, \d+×\d+ px"#, options: .regularExpression) != nil, "\(message)")
        // As `stateboard verify` explains it: the layout each PNG carries names the node.
        #expect(
            message.range(of: #"changed area in points: x \d+\.\d y \d+\.\d, \d+\.\d × \d+\.\d"#, options: .regularExpression) != nil,
            "\(message)")
        #expect(message.contains("button `retry` changed text “Retry” → “Try Again”"), "\(message)")

        let diffPath = (directory as NSString).appendingPathComponent("changedTitle.error.diff.png")
        #expect(message.contains("file://\(diffPath)"))
        let diff = try RGBAImage(contentsOf: diffPath)
        let reference = try RGBAImage(contentsOf: (directory as NSString).appendingPathComponent("changedTitle.error.png"))
        #expect(diff.width == 3 * reference.width + 2 * DiffImage.gutter)
        #expect(diff.height == reference.height)
        // The reference was not overwritten by the failing run.
        #expect(try RGBAImage(png: renderPNG(try SnapshotFixtures.scene())) == reference)
    }

    @Test func anUnnamedSnapshotGetsItsDiffBesideTheCountedReference() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // swift-snapshot-testing names the first unnamed snapshot of a test `<test>.1.png`.
        let reference = (directory as NSString).appendingPathComponent("counted.1.png")
        try renderPNG(try SnapshotFixtures.scene()).write(to: URL(fileURLWithPath: reference))
        let message = verifyStateboardSnapshot(
            of: try SnapshotFixtures.scene(title: "Reload"), as: .stateboard(), record: .never,
            snapshotDirectory: directory, testName: "counted")
        #expect(message?.contains("Snapshot does not match reference.") == true)
        #expect(FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("counted.1.diff.png")))
    }

    @Test func theAssertionRecordsAnIssueForAMismatch() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reference = (directory as NSString).appendingPathComponent("asserted.button.png")
        try renderPNG(try SnapshotFixtures.scene()).write(to: URL(fileURLWithPath: reference))
        assertStateboardSnapshot(
            of: try SnapshotFixtures.scene(), as: .stateboard(), named: "button", record: .never,
            snapshotDirectory: directory, testName: "asserted")
        let changed = try SnapshotFixtures.scene(title: "Refresh")
        withKnownIssue {
            assertStateboardSnapshot(
                of: changed, as: .stateboard(), named: "button",
                record: .never, snapshotDirectory: directory, testName: "asserted")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("asserted.button.diff.png") }
        }
    }

    @Test func aNudgedTintFailsExactlyAndPassesPerceptually() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifyStateboardSnapshot(
            of: try SnapshotFixtures.scene(tint: "#007AFF"), as: .stateboard(), named: "tint", record: .all,
            snapshotDirectory: directory, testName: "nudge")
        let nudged = try SnapshotFixtures.scene(tint: "#007AFE")
        let exact = verifyStateboardSnapshot(
            of: nudged, as: .stateboard(), named: "tint", record: .never,
            snapshotDirectory: directory, testName: "nudge")
        #expect(exact?.contains("of pixels differ") == true, "\(exact ?? "passed")")
        let perceptual = verifyStateboardSnapshot(
            of: nudged, as: .stateboard(perceptualPrecision: 0.98), named: "tint", record: .never,
            snapshotDirectory: directory, testName: "nudge")
        #expect(perceptual == nil, "\(perceptual ?? "")")
    }

    @Test func theDiffingPassesEqualPixelsWhateverTheirEncoding() throws {
        let renderer = try ImageRenderer()
        let bitmap = try renderer.draw(renderer.layout(try SnapshotFixtures.scene()), appearance: .light)
        let compact = bitmap.png(compression: .compact), fast = bitmap.png(compression: .fast)
        #expect(compact != fast)
        let diffing = Diffing<Data>.stateboardImage()
        #expect(diffing.diffV2(compact, compact) == nil)
        #expect(diffing.diffV2(compact, fast) == nil)

        let other = try renderer.draw(renderer.layout(try SnapshotFixtures.scene(title: "Go")), appearance: .light).png()
        let failure = try #require(diffing.diffV2(compact, other))
        #expect(failure.1.count == 1)
        guard case .data(let picture, let name) = try #require(failure.1.first) else { Issue.record("not data"); return }
        #expect(name == stateboardDiffAttachmentName)
        #expect(try RGBAImage(png: picture).width == 3 * bitmap.width + 2 * DiffImage.gutter)
    }

    @Test func aNodeOnADeviceRendersAtTheDevicesSizeAndScale() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let device = try #require(Device.preset("iphone-se"))
        let node = try SnapshotFixtures.scene().root
        _ = verifyStateboardSnapshot(
            of: node, as: .stateboard(device: device, appearance: .dark), named: "se", record: .all,
            snapshotDirectory: directory, testName: "device")
        let image = try RGBAImage(contentsOf: (directory as NSString).appendingPathComponent("device.se.png"))
        #expect(image.width == 750 && image.height == 1334)
        #expect(
            verifyStateboardSnapshot(
                of: node, as: .stateboard(device: device, appearance: .dark), named: "se", record: .never,
                snapshotDirectory: directory, testName: "device") == nil)
        #expect(
            verifyStateboardSnapshot(
                of: node, as: .stateboard(device: device, appearance: .light), named: "se", record: .never,
                snapshotDirectory: directory, testName: "device") != nil)
    }

    private func renderPNG(_ scene: PlaceholderScene) throws -> Data {
        let renderer = try ImageRenderer()
        return try renderer.draw(renderer.layout(scene), appearance: .light).png(compression: .compact)
    }
}

@Suite struct UnrenderableSceneTests {
    @Test func aSceneThatCannotBeRenderedFailsAndRecordsNothing() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let broken = (directory as NSString).appendingPathComponent("broken.svg")
        try Data("this is not SVG".utf8).write(to: URL(fileURLWithPath: broken))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 100, height: 100), scale: 1, root: PlaceholderNode(.image(ImageNode(path: broken)), width: 40, height: 40))
        let recorded = verifyStateboardSnapshot(
            of: scene, as: .stateboard(), named: "broken", record: .all,
            snapshotDirectory: directory, testName: "unrenderable")
        #expect(recorded?.contains("The scene could not be rendered: cannot read the SVG") == true, "\(recorded ?? "nil")")
        #expect(recorded?.contains("Nothing was recorded.") == true)
        #expect(!FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("unrenderable.broken.png")))
    }
}
