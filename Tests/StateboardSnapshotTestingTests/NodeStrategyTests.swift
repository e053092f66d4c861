import Foundation
import SnapshotTesting
import StateboardSnapshotTesting
import Testing

/// A square of an app's own kind, for the strategies' `kinds:`.
private struct SquareKind: CustomNodeKind {
    struct Square: CustomNodeContent { var side: Double }
    var name: String { "square" }
    func measure(_ square: Square, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: square.side, height: square.side)
    }
    func draw(_ square: Square, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fill(frame, color: SystemColor.systemTeal.color)
    }
}

/// The node strategies take what `PlaceholderRenderer` takes — a DSL word as it is, `locale:`,
/// `kinds:` — and lay it out in the same scene; a node they cannot lay out is never recorded.
@Suite struct NodeStrategyTests {
    static let node = VerticalStack {
        HorizontalStack(spacing: 8) {
            Paragraph("Square").id("label")
            CustomPlaceholder(SquareKind(), .init(side: 30)).id("square")
        }
    }
    static let kinds = NodeKindRegistry.builtIn.registering(SquareKind())

    @Test func theImageStrategyDrawsAWordAsTheRendererDoes() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifyStateboardSnapshot(
            of: Self.node, as: .stateboard(device: .iPhone15, locale: "ar", kinds: Self.kinds), named: "ar",
            record: .all, snapshotDirectory: directory, testName: "word")
        let reference = try RGBAImage(contentsOf: (directory as NSString).appendingPathComponent("word.ar.png"))
        let rendered = try PlaceholderRenderer.render(Self.node, on: .iPhone15, locale: "ar", kinds: Self.kinds)
        #expect(try RGBAImage(png: rendered.data) == reference)
    }

    @Test func theLayoutStrategyLaysOutAnAppsKindInTheLocalesDirection() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifyStateboardSnapshot(
            of: Self.node, as: .stateboardLayout(device: .iPhone15, locale: "ar", kinds: Self.kinds), named: "ar",
            record: .all, snapshotDirectory: directory, testName: "layout")
        let json = try String(contentsOfFile: (directory as NSString).appendingPathComponent("layout.ar.txt"), encoding: .utf8)
        let rendered = try PlaceholderRenderer.render(Self.node, on: .iPhone15, locale: "ar", kinds: Self.kinds)
        let square = try #require(rendered.frames["square"]), label = try #require(rendered.frames["label"])
        #expect(square.width == 30 && square.maxX <= label.minX, "the row mirrors: the square is on the left in Arabic")
        #expect(json.contains("\"id\": \"square\"") && json.contains("\"kind\": \"square\""), "\(json)")
    }

    @Test func theLayoutStrategyRefusesAKindItWasNotGivenAndRecordsNothing() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = verifyStateboardSnapshot(
            of: Self.node, as: .stateboardLayout(device: .iPhone15), named: "missing", record: .all,
            snapshotDirectory: directory, testName: "layout")
        #expect(message?.contains("no node kind `square` is registered") == true, "\(message ?? "")")
        #expect(message?.contains("Nothing was recorded") == true)
        #expect(!FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("layout.missing.txt")))
    }
}
