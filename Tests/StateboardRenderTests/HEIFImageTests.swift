import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// HEIF/HEIC images, decoded by libheif: `Tests/Fixtures/HEIF/quadrants.heic` is 64 × 64 pixels,
/// red, green, blue and white quadrants (made by `make-fixture.c` beside it).
@Suite struct HEIFImageTests {
    static let heic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/HEIF/quadrants.heic")

    static func render() throws -> RGBAImage {
        let node = PlaceholderNode(.image(ImageNode(path: heic.path)), width: 64, height: 64)
        let scene = PlaceholderScene(canvas: LayoutSize(width: 64, height: 64), scale: 1, root: node, background: DynamicColor(.black))
        return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light, scale: 1)
    }

    /// Rule: a HEIC file is drawn: each quadrant's centre is its color (within HEVC's rounding).
    @Test func aHEICImageIsDrawn() throws {
        #expect(HEIFImage.canDecodeHEVC)
        let image = try Self.render()
        func near(_ x: Int, _ y: Int, _ rgb: (Int, Int, Int)) -> Bool {
            let p = image[x, y]
            return abs(Int(p.r) - rgb.0) <= 8 && abs(Int(p.g) - rgb.1) <= 8 && abs(Int(p.b) - rgb.2) <= 8
        }
        #expect(
            near(16, 16, (255, 0, 0)) && near(48, 16, (0, 255, 0)) && near(16, 48, (0, 0, 255)) && near(48, 48, (255, 255, 255)),
            "\(image[16, 16]) \(image[48, 16]) \(image[16, 48]) \(image[48, 48])")
    }

    /// Rule: decoding is deterministic: the same bytes twice.
    @Test func decodingTwiceGivesTheSamePixels() throws {
        #expect(try Self.render().pixels == Self.render().pixels)
    }

    /// Rule: a HEIF image over `imagePixels` is refused from its header, and a truncated file
    /// is an error, never a crash.
    @Test func limitsAndCorruptFilesAreErrors() throws {
        var small = InputLimits()
        small.imagePixels = 1_000
        #expect(throws: RenderError.self) { try HEIFImage.surface(Self.heic.path, limits: small) }
        let bytes = try Data(contentsOf: Self.heic)
        let truncated = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-heif-\(UUID().uuidString).heic")
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        defer { try? FileManager.default.removeItem(at: truncated) }
        #expect(throws: RenderError.self) { try HEIFImage.surface(truncated.path) }
    }
}
