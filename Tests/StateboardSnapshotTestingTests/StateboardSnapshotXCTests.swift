import Foundation
import SnapshotTesting
import StateboardRender
import StateboardSnapshotTesting
import XCTest

/// The same wrapper under XCTest, where swift-snapshot-testing counts snapshots per test case
/// and reports with `XCTFail` instead of Swift Testing issues.
final class StateboardSnapshotXCTests: XCTestCase {
    func testARecordedSceneAssertsAndAChangedOneWritesItsDiff() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = try SnapshotFixtures.scene()
        let recorded = withSnapshotTesting(record: .all) {
            verifyStateboardSnapshot(of: scene, as: .stateboard(), snapshotDirectory: directory)
        }
        XCTAssertEqual(recorded?.contains("Record mode is on"), true)
        // The second unnamed snapshot of this test is `.2`: give it the first one's reference.
        let first = (directory as NSString).appendingPathComponent("testARecordedSceneAssertsAndAChangedOneWritesItsDiff.1.png")
        let second = (directory as NSString).appendingPathComponent("testARecordedSceneAssertsAndAChangedOneWritesItsDiff.2.png")
        try FileManager.default.copyItem(atPath: first, toPath: second)
        assertStateboardSnapshot(of: scene, as: .stateboard(), record: .never, snapshotDirectory: directory)

        let message = verifyStateboardSnapshot(
            of: try SnapshotFixtures.scene(title: "Retry now"), as: .stateboard(), named: "changed",
            record: .never, snapshotDirectory: directory)
        XCTAssertNotNil(message)  // no reference named "changed" yet
        let changed = (directory as NSString).appendingPathComponent("testARecordedSceneAssertsAndAChangedOneWritesItsDiff.changed.png")
        try FileManager.default.copyItem(atPath: first, toPath: changed)
        let failure = try XCTUnwrap(
            verifyStateboardSnapshot(
                of: try SnapshotFixtures.scene(title: "Retry now"), as: .stateboard(),
                named: "changed", record: .never, snapshotDirectory: directory))
        XCTAssertTrue(failure.contains("max ΔE"), failure)
        let diff = try RGBAImage(contentsOf: (changed as NSString).deletingPathExtension + ".diff.png")
        XCTAssertEqual(diff.width, 3 * 320 + 2 * 12)
    }
}
