import Foundation
import StateboardCore
import StateboardRender
import Testing

@testable import StateboardSnapshot

/// The row-skipping scan, the memoised verdicts and the pixman-composed difference picture must
/// give exactly what a plain pixel-by-pixel comparison gives.
@Suite struct FastComparisonTests {
    /// A deterministic noisy image, so runs, chunk boundaries and odd widths are all exercised.
    static func noise(width: Int, height: Int, seed: UInt32) -> RGBAImage {
        var state = seed
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            state = state &* 1_103_515_245 &+ 12345
            let v = UInt8(truncatingIfNeeded: state >> 16) & 0xC0  // few distinct colours, long runs
            pixels[i] = v; pixels[i + 1] = v; pixels[i + 2] = 255 - v
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The obvious comparison: every pixel, blended over white, compared as it is seen.
    static func naiveCount(_ a: RGBAImage, _ b: RGBAImage) -> (count: Int, box: PixelBox?) {
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                if ColorDifference.blendedOverWhite(p.r, p.g, p.b, p.a) != ColorDifference.blendedOverWhite(q.r, q.g, q.b, q.a) {
                    count += 1; minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        return (count, maxX < 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    @Test(arguments: [(37, 300), (16, 17), (1, 600), (301, 1)])
    func rowSkippingScanCountsWhatAPixelByPixelComparisonCounts(size: (Int, Int)) {
        let (width, height) = size
        let reference = Self.noise(width: width, height: height, seed: 1)
        var edited = reference
        // Changes at the first and last pixel of rows, across a 16-pixel chunk boundary, in both halves.
        for (x, y) in [
            (0, 0), (width - 1, height - 1), (min(15, width - 1), height / 2), (min(16, width - 1), height / 2),
            (width / 2, max(0, height / 2 - 1)),
        ] {
            let i = (y * width + x) * 4
            edited.pixels[i] ^= 0x40
        }
        let result = ImageComparison.compare(reference, edited)
        let naive = Self.naiveCount(reference, edited)
        #expect(result.differingPixels == naive.count)
        #expect(result.boundingBox == naive.box)
        #expect(result.mask.filter { $0 }.count == naive.count)
    }

    @Test func aTranslucentPixelThatLooksTheSameOverWhiteDoesNotCount() {
        let reference = RGBAImage(width: 2, height: 1, pixels: [255, 255, 255, 0, 10, 10, 10, 255])
        let actual = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0, 10, 10, 10, 255])  // invisible either way
        #expect(ImageComparison.compare(reference, actual).matches)
    }

    @Test func theDensityCheckOnlyRunsWhenThePrecisionAllowsDifferences() {
        var edited = Self.noise(width: 64, height: 64, seed: 3)
        edited.pixels[0] ^= 0x40
        let reference = Self.noise(width: 64, height: 64, seed: 3)
        #expect(ImageComparison.compare(reference, edited).maximumDensity == nil)
        let tolerant = ImageComparison.compare(reference, edited, tolerance: Tolerance(precision: 0.5, densityWindow: 8))
        #expect(tolerant.maximumDensity == 1.0 / 64)  // one pixel in the densest 8 × 8 window
    }

    @Test func theDifferencePictureShowsReferenceFadedDifferenceInMagentaAndActual() throws {
        let black = RGBAImage(width: 4, height: 2, pixels: [UInt8](repeating: 0, count: 32).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        var changed = black
        changed.pixels[(1 * 4 + 2) * 4] = 255  // (2, 1) turns red
        let result = ImageComparison.compare(black, changed)
        let picture = try RGBAImage(png: DiffImage.threePane(reference: black, actual: changed, result: result).png(compression: .quick))
        let gutter = DiffImage.gutter
        #expect(picture.width == 4 * 3 + 2 * gutter && picture.height == 2)
        #expect(picture[0, 0] == (0, 0, 0, 255))  // reference as it is
        #expect(picture[4, 0] == (199, 199, 204, 255))  // gutter
        #expect(picture[4 + gutter, 0] == (191, 191, 191, 255))  // black faded: a quarter of its contrast left
        #expect(picture[4 + gutter + 2, 1] == (255, 0, 153, 255))  // the changed pixel, in magenta
        #expect(picture[2 * (4 + gutter) + 2, 1] == (255, 0, 0, 255))  // actual as it is
    }

    /// Marks are filled a run at a time: every marked pixel, and no other, turns magenta —
    /// runs in the middle of a row, at its end, and single pixels.
    @Test func differenceMarksCoverExactlyTheChangedRuns() throws {
        let width = 10
        let white = RGBAImage(width: width, height: 2, pixels: [UInt8](repeating: 255, count: width * 2 * 4))
        var changed = white
        let marked: Set<Int> = [1, 2, 3, 5, 8, 9, width + 0, width + 9]  // pixel indices, row-major
        for index in marked { changed.pixels[index * 4 + 1] = 0 }
        let result = ImageComparison.compare(white, changed)
        let picture = try RGBAImage(png: DiffImage.threePane(reference: white, actual: changed, result: result).png(compression: .quick))
        let middle = width + DiffImage.gutter
        for index in 0..<(width * 2) {
            let pixel = picture[middle + index % width, index / width]
            #expect((pixel == (255, 0, 153, 255)) == marked.contains(index), "pixel \(index % width), \(index / width): \(pixel)")
        }
    }

    @Test func quickPNGsDecodeToTheSamePixels() throws {
        let image = Self.noise(width: 33, height: 9, seed: 7)
        let bitmap = PixelCompositor.draw(width: 33, height: 9, fill: RGBAColor(white: 1)) { $0.place(image, x: 0, y: 0) }
        #expect(try RGBAImage(png: bitmap.png(compression: .quick)) == image)
        #expect(try RGBAImage(png: bitmap.png(compression: .compact)) == image)
    }
}
