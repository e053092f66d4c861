import Foundation
import InboxScreen
import StateboardSnapshotTesting
import Testing

/// A placeholder that changed fails its snapshot with what `stateboard verify` says: the share of
/// pixels, the changed area in points and which nodes changed.
@Suite struct SnapshotFailureTests {
    @Test func aChangedTitleIsNamedWithTheAreaItChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-failure-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func empty(_ title: String) -> VerticalStack {
            VerticalStack(spacing: 8) {
                Paragraph(title).id("title").textStyle(.title2).bold()
                Paragraph("New mail shows up here.").id("message").color(.secondaryLabel)
            }
        }
        _ = verifyStateboardSnapshot(
            of: empty("No Messages"), as: .stateboard(device: .iPhone15), named: "empty", record: .all,
            snapshotDirectory: folder)
        let message = try #require(
            verifyStateboardSnapshot(
                of: empty("No Mail"), as: .stateboard(device: .iPhone15), named: "empty",
                record: .never, snapshotDirectory: folder))
        #expect(message.contains("changed area in points: x "), "\(message)")
        #expect(message.contains("label `title` changed text “No Messages” → “No Mail”"), "\(message)")
    }
}
