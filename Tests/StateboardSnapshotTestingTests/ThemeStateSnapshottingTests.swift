import Foundation
import SnapshotTesting
import StateboardSnapshotTesting
import Testing

/// The strategies for a theme's screen state and for layouts as JSON text.
@Suite struct ThemeStateSnapshottingTests {
    @Test func aThemeStateRecordsVerifiesAndFailsWhenAnotherStateIsCompared() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = try ThemeCatalog().load("ios")
        let empty = Snapshotting<Theme, Data>.stateboard(screen: "favorites", state: .empty, device: .iPhoneSE, appearance: .dark, locale: "zh-Hans")
        let recorded = withSnapshotTesting(record: .all) {
            verifyStateboardSnapshot(of: theme, as: empty, named: "favorites", snapshotDirectory: directory, testName: "theme")
        }
        #expect(recorded?.contains("Record mode is on") == true)
        let image = try RGBAImage(contentsOf: (directory as NSString).appendingPathComponent("theme.favorites.png"))
        #expect(image.width == 750 && image.height == 1334)
        #expect(
            verifyStateboardSnapshot(
                of: theme, as: empty, named: "favorites", record: .never, snapshotDirectory: directory,
                testName: "theme") == nil)
        let loading = Snapshotting<Theme, Data>.stateboard(
            screen: "favorites", state: .loading, device: .iPhoneSE, appearance: .dark,
            locale: "zh-Hans")
        let message = verifyStateboardSnapshot(
            of: theme, as: loading, named: "favorites", record: .never, snapshotDirectory: directory,
            testName: "theme")
        #expect(message?.contains("of pixels differ") == true, "\(message ?? "")")
    }

    @Test func anUnknownScreenFailsWithTheThemesMessageAndRecordsNothing() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = try ThemeCatalog().load("ios")
        let message = withSnapshotTesting(record: .all) {
            verifyStateboardSnapshot(
                of: theme, as: .stateboard(screen: "favourites", state: .empty), named: "x",
                snapshotDirectory: directory, testName: "missing")
        }
        #expect(message?.contains("no screen `favourites`") == true, "\(message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("missing.x.png")))
    }

    @Test func theLayoutStrategyRecordsJSONAndAMovedFrameIsALineDiff() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func tree(gap: Double) -> PlaceholderNode {
            VerticalStack(spacing: gap) {
                Paragraph("No Messages").id("title").textStyle(.title2)
                Action("Retry").id("retry")
            }.placeholderNode
        }
        _ = withSnapshotTesting(record: .all) {
            verifyStateboardSnapshot(of: tree(gap: 8), as: .stateboardLayout(), named: "layout", snapshotDirectory: directory, testName: "json")
        }
        let json = try String(contentsOfFile: (directory as NSString).appendingPathComponent("json.layout.txt"), encoding: .utf8)
        #expect(json.contains("\"id\": \"retry\""), "\(json)")
        #expect(
            verifyStateboardSnapshot(
                of: tree(gap: 8), as: .stateboardLayout(), named: "layout", record: .never,
                snapshotDirectory: directory, testName: "json") == nil)
        let moved = verifyStateboardSnapshot(
            of: tree(gap: 20), as: .stateboardLayout(), named: "layout", record: .never,
            snapshotDirectory: directory, testName: "json")
        #expect(moved?.contains("\"id\": \"retry\"") == true, "\(moved ?? "")")
    }
}
