import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import StateboardRender

/// Rule: an asset catalog's PDF is drawn as vectors (crisp at any scale, tinted when a
/// template), a JPEG at the scale its `Contents.json` entry gives, an iPad draws the set's
/// `ipad` file, and a symbol set is drawn like a symbol in its tint. The fixture's `Halves` is a
/// 40 × 40 pt PDF, blue over green; `Band` a 40 × 40 pt template PDF whose top half is black;
/// `Photo` a 16 × 8 px JPEG at 2x, gray 64 left and 192 right; `DeviceBadge` red for iPhone and
/// green for iPad; `Badge` a square (Regular-M) or a disc (Medium-M) the cap height a side.
@Suite struct AssetFormatRenderTests {
    struct Render {
        let image: RGBAImage
        let frames: [String: LayoutRect]
        let scale: Double

        /// `#RRGGBB` at (`x`, `y`) points from the top-left corner of node `id`.
        func color(_ id: String, _ x: Double, _ y: Double) -> String {
            guard let frame = frames[id] else { return "no node \(id)" }
            let px = Int(((frame.minX + x) * scale).rounded(.down)), py = Int(((frame.minY + y) * scale).rounded(.down))
            let i = (py * image.width + px) * 4
            return String(format: "#%02X%02X%02X", image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
        }
    }

    static func scene(device: String = "iphone-15", appearance: Appearance = .light) throws -> PlaceholderScene {
        let theme = try ThemeLoader.load(path: AssetImageRenderTests.theme.path)
        let variant = Variant(device: try #require(Device.presets.first { $0.id == device }), appearance: appearance)
        return try ThemeResolver(theme: theme).scene(screen: "inbox", state: ViewState(key: "empty")!, variant: variant)
    }

    static func render(_ scene: PlaceholderScene, appearance: Appearance = .light, scale: Double) throws -> Render {
        let laidOut = RenderTestSupport.renderer.layout(scene)
        let image = try RenderTestSupport.renderer.pixels(laidOut, appearance: appearance, scale: scale)
        let frames = Dictionary(laidOut.placedNodes().compactMap { placed in placed.laidOut.node.id.map { ($0, placed.frame) } }) { a, _ in a }
        return Render(image: image, frames: frames, scale: scale)
    }

    static func render(device: String = "iphone-15", appearance: Appearance = .light, scale: Double) throws -> Render {
        try render(try scene(device: device, appearance: appearance), appearance: appearance, scale: scale)
    }

    /// Rule: the PDF is drawn as vectors: at 1x, 2x and 3x every row inside it is pure blue (top
    /// 20 pt) or pure green (bottom 20 pt), with no blended row at the edge between them (an
    /// upscaled bitmap would blend one).
    @Test func aPDFIsCrispAtEveryScale() throws {
        for scale in [1.0, 2, 3] {
            let render = try Self.render(scale: scale)
            let frame = try #require(render.frames["halves"])
            #expect(frame.width == 40 && frame.height == 40, "the page's size in points")
            let rows = Int(40 * scale)
            var colors: [String] = []
            for row in 1..<rows - 1 { colors.append(render.color("halves", 20, (Double(row) + 0.5) / scale)) }
            let half = rows / 2 - 1
            #expect(colors[..<half].allSatisfy { $0 == "#0000FF" } && colors[half...].allSatisfy { $0 == "#00FF00" }, "at \(scale)x: \(Set(colors))")
        }
    }

    /// Rule: a template PDF is drawn in `label`: its black top half is black in light mode and
    /// white in dark mode; its empty bottom half shows the background. Fitted to 80 × 80 pt.
    @Test func aTemplatePDFIsDrawnInItsTint() throws {
        let light = try Self.render(scale: 2), dark = try Self.render(appearance: .dark, scale: 2)
        #expect(light.color("band", 40, 20) == "#000000" && light.color("band", 40, 60) == "#FFFFFF")
        #expect(dark.color("band", 40, 20) == "#FFFFFF" && dark.color("band", 40, 60) == "#000000")
        #expect(light.color("band", 40, 39.5) == "#000000" && light.color("band", 40, 40.5) == "#FFFFFF", "crisp at 2x: the edge falls on a pixel edge")
    }

    /// Rule: the JPEG's entry says 2x, so its 16 × 8 pixels are 8 × 4 points, drawn pixel for
    /// pixel at 2x: gray 64 on the left, 192 on the right, exactly (a quality-100 JPEG of flat
    /// 8 × 8 blocks decodes to its values with the integer IDCT).
    @Test func aJPEGIsDrawnAtTheScaleItsEntryGives() throws {
        let render = try Self.render(scale: 2)
        let frame = try #require(render.frames["photo"])
        #expect(frame.width == 8 && frame.height == 4)
        for y in [0.25, 1.75, 3.75] {
            #expect(render.color("photo", 0.25, y) == "#404040" && render.color("photo", 3.75, y) == "#404040")
            #expect(render.color("photo", 4.25, y) == "#C0C0C0" && render.color("photo", 7.75, y) == "#C0C0C0")
        }
    }

    /// Rule: an iPad draws the set's `ipad` file (green), an iPhone its universal one (red).
    @Test func anIPadDrawsTheSetsIPadFile() throws {
        #expect(try Self.render(device: "ipad", scale: 2).color("deviceBadge", 10, 10) == "#00FF00")
        #expect(try Self.render(device: "iphone-15", scale: 2).color("deviceBadge", 10, 10) == "#FF0000")
    }

    /// Rule: a symbol set is sized like a symbol (40 pt: a 50 pt square) and drawn in its tint
    /// (`asset(IdiomColor)`: green for iPhone): the Regular-M square is 70.46 of the 125 units
    /// across, 28.2 pt, centred; so 12 pt right and down of the centre is inside it and 17 pt
    /// right (or up) is outside.
    @Test func aSymbolSetIsDrawnLikeASymbolInItsTint() throws {
        let render = try Self.render(scale: 2)
        let frame = try #require(render.frames["badge"])
        #expect(frame.width == 50 && frame.height == 50)
        #expect(render.color("badge", 25, 25) == "#00FF00" && render.color("badge", 37, 37) == "#00FF00")
        #expect(render.color("badge", 42, 25) == "#FFFFFF" && render.color("badge", 25, 8) == "#FFFFFF")
    }

    /// Rule: a color set's `ipad` entry is drawn on an iPad (the badge's tint, red), its
    /// `iphone` one on an iPhone (green), before the universal one (blue).
    @Test func anIPadDrawsTheColorSetsIPadColor() throws {
        #expect(try Self.render(device: "ipad", scale: 2).color("badge", 25, 25) == "#FF0000")
        #expect(try Self.render(device: "iphone-15", scale: 2).color("badge", 25, 25) == "#00FF00")
    }

    /// Rule: a medium weight draws the template's Medium-M disc: the point 12 pt right and down
    /// of the centre (17 pt away) is outside its 14.1 pt radius; the centre is inside.
    @Test func aMediumWeightDrawsTheMediumVariant() throws {
        var scene = try Self.scene()
        guard case .stack(var stack) = scene.root.content else { Issue.record("no stack"); return }
        let index = try #require(stack.nodes.firstIndex { $0.id == "badge" })
        guard var image = stack.nodes[index].content.value(as: ImageNode.self) else { Issue.record("not an image"); return }
        image.symbol?.weight = .medium
        stack.nodes[index].content = .image(image)
        scene.root.content = .stack(stack)
        let render = try Self.render(scene, scale: 2)
        #expect(render.color("badge", 25, 25) == "#00FF00" && render.color("badge", 37, 37) == "#FFFFFF")
    }

    /// Rule: rendering the fixture twice gives the same bytes, as PNG, PDF and SVG (poppler's
    /// drawing into Cairo's vector surfaces included).
    @Test(arguments: [OutputFormat.png, .pdf, .svg])
    func renderingTwiceGivesTheSameBytes(_ format: OutputFormat) throws {
        let laidOut = RenderTestSupport.renderer.layout(try Self.scene())
        let first = try RenderTestSupport.renderer.render(laidOut, appearance: .dark, scale: 3, format: format)
        let second = try RenderTestSupport.renderer.render(laidOut, appearance: .dark, scale: 3, format: format)
        #expect(first == second && !first.isEmpty)
    }

    // MARK: files the theme's checks never saw (an app's scene, a file changed after loading)

    static func write(_ bytes: [UInt8], as name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-format-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        return url
    }

    static func fixtureBytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: AssetImageRenderTests.theme.appendingPathComponent("../../Assets.xcassets/\(path)").standardized))
    }

    /// Rule: libjpeg's fatal errors come back as input errors (exit 2), never an exit of the
    /// process: a 12-bit frame and a file that is not a JPEG.
    @Test func aCorruptJPEGIsAnInputError() throws {
        var bytes = try Self.fixtureBytes("Photo.imageset/photo.jpg")
        let frame = try #require(JPEGMarkers.startOfFrame(in: bytes))
        bytes[frame + 4] = 12  // sample precision
        for (name, data) in [("twelve.jpg", bytes), ("text.jpg", Array("not a jpeg at all".utf8))] {
            let url = try Self.write(data, as: name)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect { _ = try LoadedImage(path: url.path, assetScale: 1) } throws: { error in
                guard case RenderError.input(let message) = error else { return false }
                return message.contains("cannot read the JPEG")
            }
        }
    }

    /// Rule: a JPEG over `imagePixels` is refused from its header before decoding.
    @Test func aHugeJPEGIsRefusedBeforeDecoding() throws {
        var bytes = try Self.fixtureBytes("Photo.imageset/photo.jpg")
        let frame = try #require(JPEGMarkers.startOfFrame(in: bytes))
        bytes[frame + 5] = 0xEA; bytes[frame + 6] = 0x60; bytes[frame + 7] = 0xEA; bytes[frame + 8] = 0x60
        let url = try Self.write(bytes, as: "huge.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect { _ = try LoadedImage(path: url.path, assetScale: 1) } throws: { error in
            "\(error)".contains("60000×60000 pixels, over the limit")
        }
    }

    /// Rule: a PDF with no pages, or one that is not a PDF, is an input error when drawn.
    @Test func aPDFWithoutPagesIsAnInputError() throws {
        let empty =
            "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 3 >>\n%%EOF\n"
        for (name, text) in [("empty.pdf", empty), ("text.pdf", "hello")] {
            let url = try Self.write(Array(text.utf8), as: name)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect { _ = try LoadedImage(path: url.path) } throws: { error in
                guard case RenderError.input(let message) = error else { return false }
                return message.contains("has no pages") || message.contains("cannot read the PDF")
            }
        }
    }
}
