import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// A kind defined in this test target (`ProgressRingKind`) decodes from a scene file, lays out
/// and renders with no change to the library: registered in a registry passed to the decoder and renderer.
@Suite struct CustomKindTests {
    static let registry = NodeKindRegistry.builtIn.registering(ProgressRingKind())
    static let yaml = """
        stateboard: 1
        canvas: { width: 200, height: 200 }
        background: "#FFFFFF"
        root:
          stack: { axis: vertical, alignment: center, distribution: equalCentering }
          nodes:
            - progressRing: { id: ring, value: 0.25, tint: "#FF0000", size: 80 }
            - label: { id: caption, text: "Uploading", style: footnote }
        """

    @Test func anAppKindDecodesLaysOutAndDraws() throws {
        let scene = try SceneFile.parse(Self.yaml, path: "ring.yaml", baseDirectory: "/", kinds: Self.registry)
        let renderer = try ImageRenderer(kinds: Self.registry)
        let laidOut = renderer.layout(scene)
        let image = try renderer.pixels(laidOut, appearance: .light, scale: 1)
        let ring = try #require(laidOut.placedNodes().first { $0.node.id == "ring" })
        #expect(ring.node.kind == "progressRing")
        #expect(ring.frame == LayoutRect(x: 60, y: 0, width: 80, height: 80), "centred, its own size")
        #expect(ring.laidOut.detail is MeasuredText, "the percentage was measured with the node")

        // The value's arc (12 to 3 o'clock) is red, the rest of the track gray, the middle has text.
        let center = (x: 100.0, y: 40.0), radius = 35.0
        func pixel(atAngle angle: Double) -> (r: UInt8, g: UInt8, b: UInt8) {
            let p = image[Int(center.x + cos(angle) * radius), Int(center.y + sin(angle) * radius)]
            return (p.r, p.g, p.b)
        }
        let onArc = pixel(atAngle: -Double.pi / 4)
        #expect(onArc.r > 200 && onArc.g < 90 && onArc.b < 90, "value arc: \(onArc)")
        let onTrack = pixel(atAngle: 3 * Double.pi / 4)
        #expect(onTrack.r > 200 && onTrack.r < 250 && abs(Int(onTrack.r) - Int(onTrack.b)) < 12, "track: \(onTrack)")
        let ink = RenderTestSupport.inkBounds(image, in: (80, 30, 120, 50), background: (255, 255, 255))
        #expect(ink != nil, "the percentage is drawn in the middle")
    }

    @Test func withoutTheKindTheSceneFileIsAnError() {
        #expect(throws: DiagnosticsError.self) { try SceneFile.parse(Self.yaml, path: "ring.yaml", baseDirectory: "/") }
    }

    @Test func theKindDecodesItsShorthandAndReportsItsErrors() throws {
        let scene = try SceneFile.parse(
            """
            stateboard: 1
            canvas: { width: 100, height: 100 }
            root: { stack: {}, nodes: [ { progressRing: 0.5 } ] }
            """, path: "short.yaml", baseDirectory: "/", kinds: Self.registry)
        #expect(scene.root.children.first?.kind == "progressRing")
        #expect(throws: DiagnosticsError.self) {
            try SceneFile.parse(
                """
                stateboard: 1
                canvas: { width: 100, height: 100 }
                root: { stack: {}, nodes: [ { progressRing: { value: 2 } } ] }
                """, path: "bad.yaml", baseDirectory: "/", kinds: Self.registry)
        }
    }
}
