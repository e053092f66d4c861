import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import StateboardSnapshot

@Suite struct ImageComparisonTests {
    /// A white image with a black square at (40, 40)–(80, 80) whose edge is anti-aliased.
    static func canvas(width: Int = 120, height: Int = 120, edgeShift: UInt8 = 0, _ edit: ((inout [UInt8], Int) -> Void)? = nil) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 40..<80 {
            for x in 40..<80 { let i = (y * width + x) * 4; pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0 }
            let i = (y * width + 80) * 4  // the anti-aliased column right of the square
            pixels[i] = 128 &+ edgeShift; pixels[i + 1] = 128 &+ edgeShift; pixels[i + 2] = 128 &+ edgeShift
        }
        edit?(&pixels, width)
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func set(_ pixels: inout [UInt8], _ width: Int, _ x: Int, _ y: Int, _ value: (UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = value.0; pixels[i + 1] = value.1; pixels[i + 2] = value.2
    }

    @Test func identicalImagesMatchExactly() {
        let result = ImageComparison.compare(Self.canvas(), Self.canvas())
        #expect(result.matches && result.differingPixels == 0 && result.summary.isEmpty)
    }

    @Test func aOneLevelNudgeFailsExactlyAndPassesOnlyWhenAskedTo() {
        let nudged = Self.canvas { p, w in Self.set(&p, w, 10, 12, (254, 255, 255)) }
        let exact = ImageComparison.compare(Self.canvas(), nudged)
        #expect(!exact.matches)
        #expect(exact.differingPixels == 1)
        #expect(exact.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] } == [10, 12, 1, 1])
        #expect(exact.maximumDeltaE > 0 && exact.maximumDeltaE < 1)
        #expect(exact.summary.contains("0.007 % of pixels differ (1 of 14400)"))
        #expect(exact.summary.contains("changed area x 10 y 12, 1×1 px"))
        #expect(ImageComparison.compare(Self.canvas(), nudged, tolerance: .perceptual).matches)
    }

    @Test func scatteredSpecklePassesButADenseChangeFails() {
        let tolerance = Tolerance(precision: 0.99)
        // 20 scattered single pixels: 0.14 % of pixels, far apart.
        let speckled = Self.canvas { p, w in for k in 0..<20 { Self.set(&p, w, (k * 37) % 120, (k * 53) % 30, (0, 0, 255)) } }
        let speckle = ImageComparison.compare(Self.canvas(), speckled, tolerance: tolerance)
        #expect(speckle.matches, "\(speckle.summary)")
        // A solid 10×10 block: 0.7 % of pixels (within precision) but one dense area.
        let blocked = Self.canvas { p, w in for y in 0..<10 { for x in 0..<10 { Self.set(&p, w, 100 + x, 100 + y, (255, 0, 0)) } } }
        let block = ImageComparison.compare(Self.canvas(), blocked, tolerance: tolerance)
        #expect(!block.matches)
        #expect(block.summary.contains("a dense change"))
        #expect(block.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] } == [100, 100, 10, 10])
    }

    @Test func antialiasedEdgesAreIgnoredOnlyWhenAsked() {
        let shifted = Self.canvas(edgeShift: 40)
        #expect(!ImageComparison.compare(Self.canvas(), shifted).matches)
        let ignoring = ImageComparison.compare(Self.canvas(), shifted, tolerance: Tolerance(ignoresAntialiasing: true))
        #expect(ignoring.matches, "\(ignoring.summary)")
        // A change inside a flat area is not anti-aliasing.
        let flat = Self.canvas { p, w in Self.set(&p, w, 60, 60, (200, 200, 200)) }
        #expect(!ImageComparison.compare(Self.canvas(), flat, tolerance: Tolerance(ignoresAntialiasing: true)).matches)
    }

    @Test func differentSizesNeverMatch() {
        let result = ImageComparison.compare(Self.canvas(), Self.canvas(width: 121))
        #expect(!result.matches && result.summary.contains("size 121×120 ≠ reference 120×120"))
    }

    @Test func aSlightTokenColorChangeInARenderIsCaughtExactlyAndToleratedPerceptually() throws {
        let renderer = try ImageRenderer()
        func render(_ tint: String) throws -> RGBAImage {
            let scene = Build.scene(width: 200, height: 120, Build.stack([Build.button("Retry", tint: Build.color(tint)), Build.spacer()]))
            return try renderer.pixels(renderer.layout(scene), appearance: .light, scale: 2)
        }
        let reference = try render("#007AFF"), nudged = try render("#007AFE")
        let exact = ImageComparison.compare(reference, nudged)
        #expect(!exact.matches)
        #expect(exact.maximumDeltaE < 2)
        #expect(ImageComparison.compare(reference, nudged, tolerance: .perceptual).matches)
        let red = try render("#FF3B30")
        let perceptual = ImageComparison.compare(reference, red, tolerance: .perceptual)
        #expect(!perceptual.matches && perceptual.maximumDeltaE > 20, "\(perceptual.summary)")
    }
}
