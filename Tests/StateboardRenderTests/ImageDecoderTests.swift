import CCairo
import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// Rule: a theme's own `image: { path: … }` draws JPEG and PDF files too (a JPEG's scale from
/// its name, like a PNG's; a PDF's size its page's in points).
@Suite struct PlainImageFormatTests {
    @Test func aThemeImagePathDrawsAJPEGAndAPDF() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sets = AssetImageRenderTests.theme.appendingPathComponent("../../Assets.xcassets").standardized
        try FileManager.default.copyItem(at: sets.appendingPathComponent("Photo.imageset/photo.jpg"), to: folder.appendingPathComponent("photo.jpg"))
        try FileManager.default.copyItem(at: sets.appendingPathComponent("Halves.imageset/halves.pdf"), to: folder.appendingPathComponent("halves.pdf"))
        try """
        stateboard: 1
        states:
          empty:
            node:
              stack: { axis: vertical, alignment: center }
              nodes:
                - image: { id: photo, path: photo.jpg }
                - image: { id: halves, path: halves.pdf }
        screens: { home: {} }
        """.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let theme = try ThemeLoader.load(path: folder.path)
        let variant = Variant(device: try #require(Device.presets.first { $0.id == "iphone-15" }))
        let scene = try ThemeResolver(theme: theme).scene(screen: "home", state: ViewState(key: "empty")!, variant: variant)
        let render = try AssetFormatRenderTests.render(scene, scale: 1)
        #expect(render.frames["photo"]?.width == 16 && render.frames["photo"]?.height == 8, "a 1x JPEG: 16 × 8 pt")
        #expect(render.color("photo", 2, 2) == "#404040" && render.color("photo", 12, 6) == "#C0C0C0")
        #expect(render.frames["halves"]?.width == 40)
        #expect(render.color("halves", 20, 10) == "#0000FF" && render.color("halves", 20, 30) == "#00FF00")
    }
}

/// Rule: corrupted JPEGs and PDFs (the fixture's with bytes overwritten, by a fixed-seed
/// generator) either draw or are input errors: the process never exits or crashes.
@Suite struct CorruptImageTests {
    /// A linear congruential generator: the same corruptions on every run.
    struct Generator {
        var state: UInt64;
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: ["Photo.imageset/photo.jpg", "Halves.imageset/halves.pdf"])
    func corruptedFilesDrawOrFailCleanly(_ fixture: String) throws {
        let original = try AssetFormatRenderTests.fixtureBytes(fixture)
        var generator = Generator(state: 16)
        var failures = 0
        let canvas = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
        defer { cairo_surface_destroy(canvas) }
        let cr = cairo_create(canvas)!
        defer { cairo_destroy(cr) }
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<(1 + generator.next(8)) { bytes[generator.next(bytes.count)] = UInt8(generator.next(256)) }
            let url = try AssetFormatRenderTests.write(bytes, as: (fixture as NSString).lastPathComponent)
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                let image = try LoadedImage(path: url.path, assetScale: 1)
                try image.draw(in: cr, rect: LayoutRect(x: 0, y: 0, width: 64, height: 64))
            } catch let error as RenderError {
                guard case .input = error else { Issue.record("not an input error: \(error)"); continue }
                failures += 1
            }
        }
        #expect(failures < 200, "some corruptions still draw (libjpeg and poppler recover what they can)")
    }
}

/// Rule: a JPEG is drawn upright as its EXIF orientation says (as UIImage draws a photo). The
/// fixture is 16 × 8 pixels, gray 64 on the left and 192 on the right: turned 90° clockwise
/// (6) it is 8 × 16 with 64 on top; counter-clockwise (8) 192 on top; turned 180° (3) 192 on
/// the left.
@Suite struct JPEGOrientationTests {
    /// The fixture with an APP1 `Exif` segment (big-endian TIFF, one IFD entry) giving `orientation`.
    static func oriented(_ orientation: UInt8) throws -> [UInt8] {
        let original = try AssetFormatRenderTests.fixtureBytes("Photo.imageset/photo.jpg")
        let exif: [UInt8] = [
            0xFF, 0xE1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8,
            0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, orientation, 0, 0, 0, 0, 0, 0,
        ]
        return Array(original[0..<2]) + exif + Array(original[2...])
    }

    /// The gray value at pixel (`x`, `y`) of the JPEG drawn at its size, and that size.
    static func draw(_ bytes: [UInt8]) throws -> (size: LayoutSize, gray: (Int, Int) -> Int) {
        let url = try AssetFormatRenderTests.write(bytes, as: "oriented.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try LoadedImage(path: url.path, assetScale: 1)
        let width = Int(image.size.width), height = Int(image.size.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        try image.draw(in: cr, rect: LayoutRect(x: 0, y: 0, width: image.size.width, height: image.size.height))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        var values: [Int] = []
        for y in 0..<height { for x in 0..<width { values.append(Int(data[y * stride + x * 4])) } }  // blue byte = gray
        cairo_surface_destroy(surface)
        return (image.size, { x, y in values[y * width + x] })
    }

    @Test func theEXIFOrientationTurnsTheImage() throws {
        #expect(JPEGImage.orientation(try Self.oriented(6)) == 6)
        let clockwise = try Self.draw(try Self.oriented(6))
        #expect(clockwise.size == LayoutSize(width: 8, height: 16))
        #expect(clockwise.gray(3, 3) == 64 && clockwise.gray(3, 12) == 192)
        let counter = try Self.draw(try Self.oriented(8))
        #expect(counter.size == LayoutSize(width: 8, height: 16) && counter.gray(3, 3) == 192 && counter.gray(3, 12) == 64)
        let upsideDown = try Self.draw(try Self.oriented(3))
        #expect(upsideDown.size == LayoutSize(width: 16, height: 8) && upsideDown.gray(3, 3) == 192 && upsideDown.gray(12, 3) == 64)
        let plain = try Self.draw(try AssetFormatRenderTests.fixtureBytes("Photo.imageset/photo.jpg"))
        #expect(plain.size == LayoutSize(width: 16, height: 8) && plain.gray(3, 3) == 64 && plain.gray(12, 3) == 192)
    }
}

/// Rule: an SVG librsvg refuses to draw for its limit on referenced elements (a `<use>` bomb
/// that reached the renderer) is an input error naming the file and what the limit counts.
@Suite struct SVGDrawErrorTests {
    @Test func aUseBombAtRenderNamesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-use-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var body = #"<defs><rect id="a0" width="1" height="1"/>"#
        for level in 1...7 { body += "<g id=\"a\(level)\">" + String(repeating: "<use href=\"#a\(level - 1)\"/>", count: 10) + "</g>" }
        let file = folder.appendingPathComponent("bomb.svg")
        try Data((#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"# + body + "</defs><use href=\"#a7\"/></svg>").utf8).write(to: file)
        let canvas = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16)!
        defer { cairo_surface_destroy(canvas) }
        let cr = cairo_create(canvas)!
        defer { cairo_destroy(cr) }
        let image = try LoadedImage(path: file.path)
        do {
            try image.draw(in: cr, rect: LayoutRect(x: 0, y: 0, width: 10, height: 10))
            Issue.record("librsvg drew the bomb")
        } catch RenderError.input(let message) {
            #expect(message.contains(file.path), "\(message)")
            #expect(message.contains("refers to elements more than librsvg draws"), "\(message)")
        }
    }
}
