import CCairo
import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import StateboardRender

/// Rules for reusing full-screen pixel buffers (`SurfacePool`): an image drawn into a buffer an
/// earlier image left behind is the image a zeroed surface gives, pixel for pixel.
@Suite struct SurfacePoolTests {
    /// A full-screen scene (over the pool's size floor at 3×) with a label and a box.
    static func scene(width: Double, background: String, box: String) -> PlaceholderScene {
        var scene = Build.scene(
            width: width, height: 852, scale: 3,
            Build.stack(spacing: 12, [Build.label("Nothing here yet"), Build.box(width: 120, height: 60, fill: Build.color(box))]))
        scene.background = Build.color(background)
        return scene
    }

    /// Draws `scene`'s pixels after a black, box-filled image of the same pixel size has been
    /// drawn and released, so a buffer it left is there to be reused.
    static func pixelsAfterADarkImage(_ scene: PlaceholderScene) throws -> RGBAImage {
        let renderer = RenderTestSupport.renderer
        for _ in 0..<SurfacePool.capacity {
            var dark = Self.scene(width: scene.canvas.width, background: "#000000", box: "#FF00FF")
            dark.root = Build.box(width: scene.canvas.width, height: 852, fill: Build.color("#00FF00"))
            _ = try renderer.draw(renderer.layout(dark), appearance: .light)
        }
        return try renderer.draw(renderer.layout(scene), appearance: .light).rgba()
    }

    @Test func aReusedBufferGivesTheSamePixelsAsAZeroedOne() throws {
        let scene = Self.scene(width: 393, background: "#F2F2F7", box: "#007AFF")
        let first = try Self.pixelsAfterADarkImage(scene)
        let second = try Self.pixelsAfterADarkImage(scene)
        #expect(RenderTestSupport.differingPixels(first, second) == 0)
        let corner = first[0, 0], far = first[first.width - 1, first.height - 1]
        #expect(corner == (0xF2, 0xF2, 0xF7, 255) && far == (0xF2, 0xF2, 0xF7, 255))
    }

    @Test func aTranslucentBackgroundReplacesTheLastImageInsteadOfBlendingOverIt() throws {
        let image = try Self.pixelsAfterADarkImage(Self.scene(width: 393, background: "#FF000080", box: "#007AFF"))
        let corner = image[0, 0]
        #expect(corner.a == 0x80 && corner.r == 255 && corner.g == 0 && corner.b == 0)
    }

    @Test func aCanvasThatEndsInsideAPixelIsClearedBeforeItIsDrawn() throws {
        // 393.3 pt at 3× is 1179.9 pixels: the last column is only partly covered by the background.
        let scene = Self.scene(width: 393.3, background: "#FFFFFF", box: "#007AFF")
        let image = try Self.pixelsAfterADarkImage(scene)
        let edge = image[image.width - 1, 10]
        // 0.9 of the column is white: alpha about 230, never the dark image's green or black.
        #expect(edge.a > 200 && edge.a < 255 && edge.r == 255 && edge.g == 255 && edge.b == 255)
        let again = try Self.pixelsAfterADarkImage(scene)
        #expect(RenderTestSupport.differingPixels(image, again) == 0)
    }

    /// Rule: of the free buffers of a size, the one whose last image left rows of the new
    /// image's background is taken (a matrix alternates light and dark images: the buffer the
    /// last image gave back holds the other background, and painting it all over again cost a
    /// tenth of a render); without a background word, or with no free buffer knowing its
    /// background, any buffer is.
    @Test func aBufferLeftPlainInTheSameBackgroundIsTakenFirst() throws {
        // A size no other test uses, so the free buffers of that size are these two.
        let (width, height): (Int32, Int32) = (1021, 300)
        let light: UInt32 = 0xFFFF_FFFF, dark: UInt32 = 0xFF00_0000
        for order in [[light, dark], [dark, light]] {
            let made = try order.map { _ in try #require(SurfacePool.surface(width: width, height: height)) }
            for (surface, word) in zip(made, order) {
                let stride = Int(cairo_image_surface_get_stride(surface.surface))
                SurfacePool.remember(
                    PlainRows(word: word, width: Int(width), height: Int(height), stride: stride, rows: Array(repeating: true, count: Int(height))),
                    for: surface.surface)
                cairo_surface_destroy(surface.surface)
            }
            for wanted in [order[1], order[0]] {
                let taken = try #require(SurfacePool.surface(width: width, height: height, background: wanted))
                #expect(!taken.fresh && taken.plain?.word == wanted)
                cairo_surface_destroy(taken.surface)  // back to the pool, its plain rows forgotten
            }
        }
        let any = try #require(SurfacePool.surface(width: width, height: height, background: 0xFF12_3456))
        #expect(!any.fresh && any.plain == nil)
        cairo_surface_destroy(any.surface)
    }

    /// Rule: when every free buffer of a size holds another background than the image's, a new
    /// buffer is made (it will match a later image: a matrix alternates light and dark, and with
    /// the encoder's images in flight the one buffer left free always held the other), until
    /// `madeForABackground` buffers of that size live; then a free one is painted over.
    @Test func aNewBufferIsMadeWhileTheFreeOnesHoldAnotherBackground() throws {
        // A size no other test uses, so every buffer of that size is made here.
        let (width, height): (Int32, Int32) = (1019, 300)
        let light: UInt32 = 0xFFFF_FFFF, dark: UInt32 = 0xFF00_0000
        let first = try #require(SurfacePool.surface(width: width, height: height, background: light))
        #expect(first.fresh)
        let stride = Int(cairo_image_surface_get_stride(first.surface))
        SurfacePool.remember(
            PlainRows(word: light, width: Int(width), height: Int(height), stride: stride, rows: Array(repeating: true, count: Int(height))),
            for: first.surface)
        cairo_surface_destroy(first.surface)
        var held: [OpaquePointer] = []
        defer { held.forEach { cairo_surface_destroy($0) } }
        for made in 1..<SurfacePool.madeForABackground {
            let taken = try #require(SurfacePool.surface(width: width, height: height, background: dark))
            held.append(taken.surface)
            #expect(taken.fresh, "buffer \(made + 1) of the size: the free one holds the light background")
        }
        let over = try #require(SurfacePool.surface(width: width, height: height, background: dark))
        held.append(over.surface)
        #expect(!over.fresh && over.plain?.word == light, "past the bound, the light buffer is painted over")
    }

    /// Rule: an image written as its buffer's last use (`pngLeavingBackground`, the encoder
    /// queue's) is the PNG `png()` writes, and its buffer goes back to the pool as the background
    /// alone, every row of it, and said so: the next image on that background paints none of it.
    @Test func theEncoderLeavesItsBufferAsTheBackground() throws {
        // A width no other test uses (the pool is shared by the tests running at once).
        let scene = Self.scene(width: 391, background: "#F2F2F7", box: "#007AFF")
        let renderer = RenderTestSupport.renderer
        let laidOut = renderer.layout(scene)
        let expected = try renderer.draw(laidOut, appearance: .light).png()
        let bitmap = try renderer.draw(laidOut, appearance: .light)
        let (width, height) = (Int32(bitmap.width), Int32(bitmap.height))
        let word = try #require(bitmap.backgroundWord)
        #expect(bitmap.pngLeavingBackground() == expected)
        _ = consume bitmap  // its buffer back to the pool
        let taken = try #require(SurfacePool.surface(width: width, height: height, background: word))
        defer { cairo_surface_destroy(taken.surface) }
        let plain = try #require(taken.plain)
        #expect(!taken.fresh && plain.word == word && plain.otherRuns.isEmpty)
        let stride = Int(cairo_image_surface_get_stride(taken.surface)) / 4
        let pixels = try #require(cairo_image_surface_get_data(taken.surface)).withMemoryRebound(to: UInt32.self, capacity: stride * Int(height)) {
            UnsafeBufferPointer(start: $0, count: stride * Int(height))
        }
        let others = (0..<Int(height)).reduce(0) { count, y in count + pixels[(y * stride)..<(y * stride + Int(width))].filter { $0 != word }.count }
        #expect(others == 0, "pixels that are not the background in the buffer given back")
    }

    @Test func smallImagesAreNotPooled() throws {
        let surface = try #require(SurfacePool.surface(width: 100, height: 100))
        defer { cairo_surface_destroy(surface.surface) }
        #expect(surface.fresh)
    }
}
