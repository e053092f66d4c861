import Foundation
import SnapshotTesting
import Stateboard
import StateboardSnapshotTesting
import StateboardTestSupport
import Testing

/// The snapshot strategies draw with the glyph source a test scopes (`GlyphSettings.$current`).
@Suite struct GlyphSourceSnapshottingTests {
    @Test func aSceneVerifiedWithAppleGlyphsDiffersFromItsPinnedReference() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = try SnapshotFixtures.scene()
        _ = withSnapshotTesting(record: .all) {
            verifyStateboardSnapshot(of: scene, as: .stateboard(), named: "empty", snapshotDirectory: directory, testName: "glyphs")
        }
        let apple = GlyphSettings.fromEnvironment(source: .apple, environment: ["STATEBOARD_APPLE_FONTS": AppleStandIns.sharedRoot.path])
        let failure = GlyphSettings.$current.withValue(apple) {
            verifyStateboardSnapshot(of: scene, as: .stateboard(), named: "empty", record: .never, snapshotDirectory: directory, testName: "glyphs")
        }
        #expect(failure != nil, "Apple's glyphs drew the pinned reference's pixels")
        #expect(
            verifyStateboardSnapshot(
                of: scene, as: .stateboard(), named: "empty", record: .never, snapshotDirectory: directory,
                testName: "glyphs") == nil)
    }
}
