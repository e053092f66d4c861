import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// Rule: a decoder worker decodes a PNG (the preview server's thumbnails of PNGs in its output
/// folder) to the pixels Cairo's reader gives in process, opaque or not, and refuses one whose
/// header is over `imagePixels` before decoding it.
@Suite struct PNGWorkerDecodeTests {
    static func request(_ png: Data, imagePixels: Int = 50_000_000) -> DecoderWire.Request {
        DecoderWire.Request(
            operation: .decode, kind: BitmapKind.png.rawValue, imagePixels: imagePixels, svgSize: 10_000, pixelWidth: 0, pixelHeight: 0,
            payload: png)
    }

    @Test(arguments: [true, false]) func aWorkerDecodesAPNGToThePixelsCairoReads(opaque: Bool) throws {
        let png: Data
        if opaque {
            png = try RenderTestSupport.renderer.render(try RenderTestSupport.laidOut("labels"), appearance: .light, scale: 1)
        } else {
            png = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 200]).png()
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-pngworker-\(UUID().uuidString).png").path
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let local = try #require(RenderedBitmap.load(pngAt: path))
        let response = DecoderService.answer(Self.request(png))
        try #require(response.status == .pixels, "\(String(decoding: response.payload, as: UTF8.self))")
        let remote = RenderedBitmap(surface: try DecodedPixels(width: response.width, height: response.height, words: response.payload).surface())
        #expect(try RGBAImage(png: remote.png()) == RGBAImage(png: local.png()))
        #expect(try RGBAImage(png: remote.thumbnail(width: 1).png()) == RGBAImage(png: local.thumbnail(width: 1).png()))
    }

    @Test func aPNGOverTheLimitIsRefusedBeforeDecoding() throws {
        var png = [UInt8](RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)).png())
        png.replaceSubrange(16..<24, with: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30])  // 30,000 × 30,000 (the CRC no longer matches: never read)
        let response = DecoderService.answer(Self.request(Data(png), imagePixels: 40_000_000))
        #expect(response.status == .inputError)
        #expect(String(decoding: response.payload, as: UTF8.self).contains("`imagePixels`"))
    }
}
