import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Drop shadows: the blur, and shadows drawn under nodes. One rule per test.
@Suite struct ShadowTests {
    /// Rule: the three boxes approximate the Gaussian: their variances ((w² − 1) / 12 each) add up
    /// to σ² within one box step, and every width is odd (centred).
    @Test func boxesApproximateTheGaussian() {
        #expect(BoxBlur.boxes(sigma: 2) == [3, 3, 5])  // worked by hand: √17 ≈ 4.1 → 3 and 5; m = round(24/16) = 2
        for sigma in [0.5, 1, 2, 3.5, 10, 50] {
            let widths = BoxBlur.boxes(sigma: sigma)
            let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            #expect(widths.count == 3 && widths.allSatisfy { $0 % 2 == 1 })
            #expect(abs(variance - sigma * sigma) <= Double(widths.max()!) / 1.5, "σ \(sigma): \(widths) → \(variance)")
        }
        #expect(BoxBlur.boxes(sigma: 0).isEmpty)
    }

    /// Rule: the blur spreads a dot symmetrically and keeps its total (away from the edges), and
    /// gives the same bytes every time.
    @Test func blurSpreadsSymmetricallyAndKeepsTheTotal() {
        let side = 41
        var pixels = [UInt8](repeating: 0, count: side * side)
        for y in 18..<23 { for x in 18..<23 { pixels[y * side + x] = 255 } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        pixels.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: side, height: side, stride: side, sigma: 3) }
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50, "\(before) → \(after)")
        #expect(pixels[20 * side + 20] < 255 && pixels[20 * side + 20] > pixels[20 * side + 26])
        #expect(pixels[20 * side + 14] == pixels[20 * side + 26] && pixels[14 * side + 20] == pixels[26 * side + 20])
        var again = [UInt8](repeating: 0, count: side * side)
        for y in 18..<23 { for x in 18..<23 { again[y * side + x] = 255 } }
        again.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: side, height: side, stride: side, sigma: 3) }
        #expect(again == pixels)
    }

    /// A 40 × 40 black box with `shadow` at (30, 30) on a white 100 × 160 canvas, at scale 1.
    func render(_ shadow: Shadow?, format: OutputFormat = .png) throws -> (RGBAImage?, Data) {
        var box = PlaceholderNode(.box(BoxNode(fill: DynamicColor(.black))), width: 40, height: 40)
        box.shadow = shadow
        let root = PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .leading, nodes: [box])))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 100, height: 160), scale: 1, root: root,
            placement: Placement(), background: DynamicColor(.white))
        let renderer = RenderTestSupport.renderer
        let laidOut = renderer.layout(scene)
        let data = try renderer.render(laidOut, appearance: .light, format: format)
        return (format == .png ? try RGBAImage(png: data) : nil, data)
    }

    /// Rule: a shadow with no blur is the node's shape offset, in its color times its opacity,
    /// behind the node: a 10 pt drop shows a 10-pixel band of 50 % gray below the box.
    @Test func anUnblurredShadowIsTheShapeOffset() throws {
        let (plain, _) = try render(nil)
        let (image, _) = try render(Shadow(offset: LayoutPoint(x: 0, y: 10), radius: 0, opacity: 0.5))
        let plainImage = try #require(plain), shadowed = try #require(image)
        let box = try #require(RenderTestSupport.inkBounds(plainImage, in: (0, 0, 100, 160), background: (255, 255, 255)))
        let (x0, _, x1, y1) = box
        #expect(x1 - x0 == 40)
        for y in y1..<(y1 + 10) { #expect(abs(Int(shadowed[(x0 + x1) / 2, y].r) - 128) <= 1, "row \(y)") }
        #expect(shadowed[(x0 + x1) / 2, y1 + 10].r == 255)
        #expect(shadowed[(x0 + x1) / 2, y1 - 1].r == 0, "the box is drawn over its shadow")
    }

    /// Rule: a blurred shadow fades out: half-way at the shape's edge, gone past 3 σ.
    @Test func aBlurredShadowFadesOverThreeSigma() throws {
        let (image, _) = try render(Shadow(offset: LayoutPoint(x: 0, y: 20), radius: 8))  // σ = 4 pt
        let (plain, _) = try render(nil)
        let shadowed = try #require(image), plainImage = try #require(plain)
        let (x0, _, x1, y1) = try #require(RenderTestSupport.inkBounds(plainImage, in: (0, 0, 100, 160), background: (255, 255, 255)))
        let x = (x0 + x1) / 2, edge = y1 + 20  // the shadow's lower edge
        #expect(abs(Int(shadowed[x, edge].r) - 128) < 20, "half-way at the edge: \(shadowed[x, edge].r)")
        #expect(shadowed[x, edge - 6].r < shadowed[x, edge].r && shadowed[x, edge].r < shadowed[x, edge + 6].r)
        #expect(shadowed[x, edge + 13].r >= 254, "gone past 3σ")
    }

    /// Rule: vector outputs get the blurred shadow as an embedded image (Cairo has no blur).
    @Test func vectorOutputsEmbedTheShadowAsAnImage() throws {
        let (_, svg) = try render(Shadow(offset: LayoutPoint(x: 0, y: 4), radius: 6), format: .svg)
        let (_, plainSVG) = try render(nil, format: .svg)
        #expect(String(decoding: svg, as: UTF8.self).contains("<image"))
        #expect(!String(decoding: plainSVG, as: UTF8.self).contains("<image"))
        let (_, pdf) = try render(Shadow(radius: 6), format: .pdf)
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Image") || String(decoding: pdf, as: UTF8.self).contains("/SMask"))
    }
}
