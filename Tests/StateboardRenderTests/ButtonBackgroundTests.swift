import CCairo
import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// Buttons drawn with a resizable background image and the legacy system button: frames and
/// pixels worked out by hand.
@Suite struct ButtonBackgroundTests {
    /// A 9 × 9 px PNG: 3 × 3 px red corners, green edges, a blue middle.
    static func writeNinePatch(to path: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 9, 9)!
        let cr = cairo_create(surface)!
        for y in 0..<3 {
            for x in 0..<3 {
                let (r, g, b): (Double, Double, Double) = x != 1 && y != 1 ? (1, 0, 0) : x == 1 && y == 1 ? (0, 0, 1) : (0, 1, 0)
                cairo_set_source_rgb(cr, r, g, b)
                cairo_rectangle(cr, Double(x * 3), Double(y * 3), 3, 3)
                cairo_fill(cr)
            }
        }
        cairo_surface_write_to_png(surface, path)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    static func laidOut(_ yaml: String, files: (URL) -> Void = { _ in }) throws -> (LaidOutScene, URL) {
        try RenderTestSupport.laidOutSceneFile(yaml, files: files)
    }

    /// Rule: the cells of a resizable image: corners at their size, edges stretched along one
    /// axis, the middle along both; caps wider than the frame shrink in proportion.
    @Test func nineSliceCells() {
        let slices = NineSlice(imageSize: LayoutSize(width: 9, height: 9), capInsets: Insets(all: 3), frame: LayoutRect(x: 10, y: 0, width: 60, height: 30))
        #expect(slices.cells.count == 9)
        #expect(
            slices.cells[0] == NineSlice.Cell(source: LayoutRect(x: 0, y: 0, width: 3, height: 3), destination: LayoutRect(x: 10, y: 0, width: 3, height: 3)))
        #expect(
            slices.cells[4] == NineSlice.Cell(source: LayoutRect(x: 3, y: 3, width: 3, height: 3), destination: LayoutRect(x: 13, y: 3, width: 54, height: 24)))
        #expect(slices.cells[8].destination == LayoutRect(x: 67, y: 27, width: 3, height: 3))
        let narrow = NineSlice(imageSize: LayoutSize(width: 9, height: 9), capInsets: Insets(all: 3), frame: LayoutRect(x: 0, y: 0, width: 4, height: 30))
        #expect(narrow.cells.map(\.destination.width).sorted().last == 2, "3 + 3 pt of caps shrink to 2 + 2 over 4 pt")
        #expect(narrow.cells.allSatisfy { $0.source.width == 3 })
    }

    /// Rule: a background image replaces the style's fill and stretches by its caps: the corner
    /// pixels keep the corner's color, the edges the edge's, the middle the middle's.
    @Test func backgroundImageStretchesByItsCaps() throws {
        let (scene, folder) = try Self.laidOut(
            """
            stateboard: 1
            canvas: { width: 100, height: 60 }
            root:
              stack: { axis: vertical, alignment: leading }
              nodes:
                - button: { id: b, title: " ", style: filled, backgroundImage: bg.png, capInsets: { top: 3, left: 3, bottom: 3, right: 3 }, width: 60, height: 30 }
                - spacer: {}
            """
        ) { Self.writeNinePatch(to: $0.appendingPathComponent("bg.png").path) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try RenderTestSupport.renderer.pixels(scene, appearance: .light, scale: 1)
        let frame = try #require(scene.placedNodes().first { $0.node.id == "b" }?.frame)
        let x0 = Int(frame.minX), y0 = Int(frame.minY)
        func color(_ x: Int, _ y: Int) -> String {
            let p = image[x0 + x, y0 + y]
            return p.r > 200 && p.g < 60 && p.b < 60
                ? "red" : p.g > 200 && p.r < 60 && p.b < 60 ? "green" : p.b > 200 && p.r < 60 && p.g < 60 ? "blue" : "other"
        }
        #expect(color(1, 1) == "red" && color(58, 28) == "red" && color(58, 1) == "red", "\(frame) \(image[x0 + 1, y0 + 1]) \(image[x0 + 58, y0 + 28])")
        #expect(color(30, 1) == "green" && color(1, 15) == "green" && color(58, 15) == "green")
        #expect(color(30, 15) == "blue" && color(10, 10) == "blue", "the middle stretched, no systemBlue fill")
    }

    /// Rule: the legacy system button is its title at 15 pt with 6 pt above and below (a one-line
    /// button 17.9 + 12 ≈ 30 pt tall, as UIKit's 30 pt) and no horizontal insets.
    @Test func legacySystemButtonMetrics() throws {
        let (scene, folder) = try Self.laidOut(
            """
            stateboard: 1
            canvas: { width: 300, height: 100 }
            root:
              stack: { axis: vertical, alignment: center }
              nodes:
                - button: { id: b, title: Button, style: system }
                - label: { id: l, text: Button, font: { size: 15 } }
                - spacer: {}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let button = try #require(scene.placedNodes().first { $0.node.id == "b" }?.frame)
        let label = try #require(scene.placedNodes().first { $0.node.id == "l" }?.frame)
        let line = 15 * (1950.0 + 494) / 2048  // SF Pro's line at 15 pt: 17.9
        #expect(abs(button.height - (line + 12)) < 0.01 && abs(button.height - 30) < 0.5, "\(button) \(label)")
        #expect(abs(button.width - label.width) < 1, "the label's width is rounded up to a whole pixel, the title's is not")
    }

    /// Rule: `capInsets` without a background image, and `size` on a legacy button, are located errors.
    @Test func misplacedKeysAreLocatedErrors() throws {
        for (yaml, message) in [
            ("button: { title: Go, capInsets: { top: 2 } }", "`capInsets` stretch a `backgroundImage`"),
            ("button: { title: Go, style: system, size: large }", "`size` is a configuration button's"),
        ] {
            #expect {
                _ = try Self.laidOut("stateboard: 1\ncanvas: { width: 100, height: 100 }\nroot: { \(yaml) }\n")
            } throws: { error in
                "\(error)".contains(message) && "\(error)".contains(":3:")
            }
        }
    }
}
