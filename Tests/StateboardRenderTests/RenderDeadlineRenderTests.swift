import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Drawing keeps to the deadline its layout started: a scene whose layout stopped at the
/// deadline, or whose deadline passes before a node is drawn, fails with a located error.
@Suite struct RenderDeadlineRenderTests {
    static func scene() -> PlaceholderScene {
        var root = PlaceholderNode(
            .stack(
                StackNode(
                    axis: .vertical,
                    nodes: [
                        PlaceholderNode(.label(LabelNode(TextContent(text: "Nothing here", font: TextStyle.body.font()))))
                    ])))
        root.origin = NodeOrigin(node: FileLocation(file: "deadline.yaml", line: 3, column: 5))
        return PlaceholderScene(canvas: LayoutSize(width: 200, height: 120), root: root)
    }

    @Test func drawingAScenePastItsLayoutDeadlineThrowsTheLocatedError() {
        let renderer = RenderTestSupport.renderer
        let laidOut = renderer.layoutEngine(timeLimit: 1e-12).layout(Self.scene())
        #expect(throws: RenderDeadlineExceeded.self) { _ = try renderer.render(laidOut, appearance: .light) }
        do {
            _ = try renderer.render(laidOut, appearance: .light)
        } catch {
            #expect(String(describing: error).hasPrefix("deadline.yaml:3:5: laying out took longer than"), "\(error)")
        }
    }

    @Test func drawingStopsWhenTheDeadlinePassesAfterLayout() {
        let renderer = RenderTestSupport.renderer
        let laidOut = renderer.layoutEngine(timeLimit: nil).layout(Self.scene())
        #expect(throws: Never.self) { _ = try renderer.render(laidOut, appearance: .light) }
        let late = LaidOutScene(
            scene: laidOut.scene, root: laidOut.root, contentArea: laidOut.contentArea,
            deadline: RenderDeadline(seconds: 1e-12))
        #expect(throws: RenderDeadlineExceeded.self) { _ = try renderer.render(late, appearance: .light) }
        #expect(throws: RenderDeadlineExceeded.self) { _ = try renderer.render(late, appearance: .light, format: .pdf) }
    }

    @Test func theRendererLaysOutWithinTheLimitRenderSeconds() {
        let laidOut = RenderTestSupport.renderer.layout(Self.scene())
        #expect(laidOut.deadline?.seconds == InputLimits.current.renderSeconds)
        #expect(laidOut.deadlineExceeded == nil)
    }
}
