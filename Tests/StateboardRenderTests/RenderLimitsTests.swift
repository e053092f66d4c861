import Foundation
import StateboardRender
import Testing

/// The renderer's own guards, for images that reach it without a theme's load-time checks.
@Suite struct RenderLimitsTests {
    func write(_ name: String, _ data: Data) throws -> String {
        let path = NSTemporaryDirectory() + "stateboard-render-limits-\(UUID().uuidString)-\(name)"
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anSVGOverTheSizeLimitHasNoSize() throws {
        let path = try write("big.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="1e30"><rect width="1" height="1"/></svg>"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(RenderImageSizing().size(ofImageAt: path) == nil)
    }

    @Test func aPNGOverThePixelLimitIsNotDecoded() throws {
        // A PNG header claiming 16000 × 16000 pixels and nothing else.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0x3E, 0x80, 0, 0, 0x3E, 0x80, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let path = try write("big.png", Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(RenderImageSizing().size(ofImageAt: path) == nil)
    }

    @Test func aFIFOIsNotOpened() throws {
        let path = NSTemporaryDirectory() + "stateboard-render-limits-\(UUID().uuidString).svg"
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        #expect(RenderImageSizing().size(ofImageAt: path) == nil)
    }
}
