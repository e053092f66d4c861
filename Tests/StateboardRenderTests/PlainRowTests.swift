import CCairo
import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import StateboardRender

/// A pooled buffer's plain rows (`PlainRows`): the next image on the same background paints only
/// the other rows, and looks exactly as it would on a fresh buffer.
@Suite struct PlainRowTests {
    let renderer = RenderTestSupport.renderer

    /// A scene with a label and a button `offset` points below the middle, on white.
    func scene(_ title: String, offset: Double) -> LaidOutScene {
        var scene = Build.scene(
            width: 393, height: 852, scale: 2,
            Build.stack(spacing: 12, [Build.label(title, style: .title2), Build.button("Retry")]))
        scene.background = DynamicColor(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        scene.placement = Placement(anchor: .center, offset: LayoutPoint(x: 0, y: offset))
        return renderer.layout(scene)
    }

    /// Draws `scene` into `surface` (786 × 1704) as a reused buffer is drawn: its background
    /// replacing the pixels (by Cairo), or, given `plain`, written into the buffer outside
    /// `plain`'s rows only (`BackgroundFill`, as `ImageRenderer.draw` does). The digest and plain rows.
    func draw(_ scene: LaidOutScene, into surface: OpaquePointer, plain: PlainRows?) throws -> (PixelDigest, PlainRows?) {
        var word: UInt32?
        if let plain { BackgroundFill.fill(surface, with: plain.word, rows: plain.otherRuns) }
        try CairoDrawing.on(surface) { cr in
            cairo_scale(cr, 2, 2)
            word = try renderer.renderer.draw(
                scene, appearance: .light, contrast: .standard, scale: 2, on: cr, backgroundReplacesPixels: true, backgroundPainted: plain != nil)
        }
        cairo_surface_flush(surface)
        let result = PixelDigest.ofSurface(
            rows: UnsafeRawPointer(cairo_image_surface_get_data(surface)!), width: 786, height: 1704,
            stride: Int(cairo_image_surface_get_stride(surface)), plain: word)
        return (result.digest, result.plain)
    }

    /// Rule: an image whose background is written only outside the rows the last image left
    /// plain has exactly the pixels Cairo's fill gives it on a fresh buffer; and claiming a row plain that is not shows (the test can
    /// tell a skipped row).
    @Test func paintingOnlyTheOtherRowsGivesTheFreshImage() throws {
        let reused = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 786, 1704)!, fresh = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 786, 1704)!
        defer { cairo_surface_destroy(reused); cairo_surface_destroy(fresh) }
        let first = scene("Nothing here yet", offset: -200), second = scene("No Messages", offset: 120)
        let (_, plainAfterFirst) = try draw(first, into: reused, plain: nil)
        let plain = try #require(plainAfterFirst)
        #expect(plain.rows.contains(true) && plain.rows.contains(false))
        #expect(plain.otherRuns.count >= 2, "the label and the button are rows apart")
        let (partly, _) = try draw(second, into: reused, plain: plain)
        let (whole, _) = try draw(second, into: fresh, plain: nil)
        #expect(partly == whole)
        // A false claim (every row plain) leaves the first image's label and button in place.
        let (_, _) = try draw(first, into: reused, plain: nil)
        let everyRow = PlainRows(word: plain.word, width: 786, height: 1704, stride: plain.stride, rows: Array(repeating: true, count: 1704))
        let (stale, _) = try draw(second, into: reused, plain: everyRow)
        #expect(stale != whole)
    }

    /// Rule: the rows found plain are exactly the rows made of the background's word.
    @Test func plainRowsAreTheRowsOfTheBackgroundWordOnly() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 786, 1704)!
        defer { cairo_surface_destroy(surface) }
        let (_, found) = try draw(scene("Nothing here yet", offset: -200), into: surface, plain: nil)
        let plain = try #require(found)
        #expect(plain.word == PlainRows.word(of: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeBufferPointer(
            start: cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * 1704) { $0 }, count: stride * 1704)
        let expected = (0..<1704).map { y in (0..<786).allSatisfy { pixels[y * stride + $0] == plain.word } }
        #expect(plain.rows == expected)
        #expect(PlainRows.word(of: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)) == nil, "a translucent background has no plain word")
    }

    /// Rule: writing the PNG (fast), which visits every row, notes the same plain rows as the
    /// digest; the other compressions note none.
    @Test func thePNGWriterNotesThePlainRowsTheDigestFinds() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 786, 1704)!
        defer { cairo_surface_destroy(surface) }
        let (_, found) = try draw(scene("Nothing here yet", offset: -200), into: surface, plain: nil)
        let byDigest = try #require(found)
        let (_, byPNG) = PNGEncoder.encode(surface: surface, compression: .fast, plainWord: byDigest.word)
        #expect(byPNG?.rows == byDigest.rows)
        #expect(PNGEncoder.encode(surface: surface, compression: .compact, plainWord: byDigest.word).plain == nil)
    }
}
