import StateboardCore
import Testing

@testable import StateboardLayout

/// The limit `renderSeconds` is a deadline layout checks before each measurement: past it,
/// layout stops, returns an empty scene and names the node it stopped at.
@Suite("Render deadline in layout")
struct RenderDeadlineLayoutTests {
    static let origin = NodeOrigin(node: FileLocation(file: "theme.yaml", line: 12, column: 7))

    static func scene() -> PlaceholderScene {
        var root = vstack("root", [label("title", "Nothing here yet"), box("box", h: 20)])
        root.origin = origin
        return PlaceholderScene(canvas: LayoutSize(width: 300, height: 200), root: root)
    }

    static func engine(timeLimit: Double?) -> LayoutEngine {
        LayoutEngine(environment: LayoutEnvironment(text: FixedAdvanceTextMeasurer(), timeLimit: timeLimit))
    }

    @Test("Render deadline: a layout past its deadline stops, leaves the tree empty and names the node and the limit")
    func aLayoutPastItsDeadlineStopsAtALocatedNode() {
        let laidOut = Self.engine(timeLimit: 1e-12).layout(Self.scene())
        let exceeded = laidOut.deadlineExceeded
        #expect(exceeded?.location == Self.origin.node)
        #expect(exceeded?.step == "laying out")
        #expect(laidOut.root.isHidden && laidOut.root.children.allSatisfy(\.isHidden))
        let message = exceeded.map(String.init(describing:)) ?? ""
        #expect(message.hasPrefix("theme.yaml:12:7: laying out took longer than"), "\(message)")
        #expect(message.contains("`renderSeconds`") && message.contains("--limit renderSeconds="), "\(message)")
        #expect(throws: RenderDeadlineExceeded.self) { try laidOut.checkDeadline() }
    }

    @Test("Render deadline: a layout within its deadline is the layout without one")
    func aLayoutWithinItsDeadlineIsUnchanged() throws {
        let limited = Self.engine(timeLimit: 3600).layout(Self.scene())
        let unlimited = Self.engine(timeLimit: nil).layout(Self.scene())
        #expect(limited.deadlineExceeded == nil && unlimited.deadline == nil && limited.deadline?.seconds == 3600)
        #expect(limited.placedNodes().map(\.frame) == unlimited.placedNodes().map(\.frame))
        #expect(limited.placedNodes().count == 3)
        try limited.checkDeadline()
    }

    @Test("Render deadline: a deep nesting is stopped by the deadline, not laid out in full")
    func aDeepNestingIsStoppedByTheDeadline() {
        let root = MemoisedMeasurementTests.nesting(.alternating, levels: 64)
        let pass = Self.engine(timeLimit: 1e-12).layoutPass(PlaceholderScene(canvas: LayoutSize(width: 390, height: 844), root: root))
        #expect(pass.scene.deadlineExceeded != nil)
        #expect(pass.measurements.measurementsMade < root.nodeCount, "measuring stops once the deadline has passed")
    }
}
