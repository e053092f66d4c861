import Foundation
import StateboardCore
import StateboardRender

/// What a comparison found.
public struct ImageComparisonResult: Sendable {
    /// Whether the images match within the tolerance.
    public var matches: Bool
    /// Pixels that differ beyond the tolerance (anti-aliasing excluded when ignored).
    public var differingPixels: Int
    /// Pixels compared (the larger image's, when the sizes differ).
    public var totalPixels: Int
    /// The largest CIE94 ΔE between corresponding pixels.
    public var maximumDeltaE: Double
    /// The smallest rectangle (in pixels) holding every differing pixel.
    public var boundingBox: PixelBox?
    /// The densest window's fraction of differing pixels, when the tolerance's density check ran
    /// (a precision below 1 and some pixel differing); `nil` otherwise.
    public var maximumDensity: Double?
    /// Why it failed, in one line; empty when it matches.
    public var summary: String
    /// Which pixels differ (row-major), for diff images.
    public var mask: [Bool]

    /// `differingPixels / totalPixels`.
    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
}

/// Compares decoded, un-premultiplied RGBA images.
public enum ImageComparison {
    /// Compares `actual` with `reference` under `tolerance`: exact equality first (cheap), then per
    /// pixel CIE94 ΔE, anti-aliasing and the density window as the tolerance asks.
    public static func compare(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: Tolerance = .exact) -> ImageComparisonResult {
        guard reference.width == actual.width, reference.height == actual.height else {
            let total = max(reference.width * reference.height, actual.width * actual.height)
            return ImageComparisonResult(
                matches: false, differingPixels: total, totalPixels: total, maximumDeltaE: 100, boundingBox: nil,
                maximumDensity: 1, summary: "size \(actual.width)×\(actual.height) ≠ reference \(reference.width)×\(reference.height)",
                mask: [])
        }
        let width = reference.width, height = reference.height, total = width * height
        if RowComparison.identical(reference.pixels, actual.pixels) {
            return ImageComparisonResult(
                matches: true, differingPixels: 0, totalPixels: total, maximumDeltaE: 0, boundingBox: nil,
                maximumDensity: 0, summary: "", mask: [])
        }
        // A changed pixel's colour verdict depends on its two colours only, and moved content
        // repeats the same pairs, so verdicts are memoised; the anti-aliasing test looks around.
        let keeps: (@Sendable (Int, Int) -> Bool)? =
            tolerance.ignoresAntialiasing
            ? { @Sendable x, y in
                !Antialiasing.isAntialiased(reference, x, y, other: actual) && !Antialiasing.isAntialiased(actual, x, y, other: reference)
            } : nil
        let scan = RowComparison.scan(
            reference.pixels, actual.pixels, width: width, height: height,
            perceptualPrecision: tolerance.perceptualPrecision, keeps: keeps)
        let mask = scan.mask, count = scan.count, maxDeltaE = scan.maximumDeltaE, box = scan.boundingBox
        let density =
            tolerance.precision < 1 && count > 0
            ? Self.maximumDensity(mask, width: width, height: height, window: tolerance.densityWindow, within: box) : nil
        let fraction = Double(count) / Double(total)
        var reasons: [String] = []
        if 1 - fraction < tolerance.precision {
            reasons.append(
                String(
                    format: "%.3f %% of pixels differ (%d of %d), more than the %.3f %% allowed", fraction * 100, count, total,
                    (1 - tolerance.precision) * 100))
        }
        if let density, density > tolerance.maximumDensity {
            reasons.append(String(format: "a dense change: %.0f %% of a %d×%d window differs", density * 100, tolerance.densityWindow, tolerance.densityWindow))
        }
        var summary = reasons.joined(separator: "; ")
        if !summary.isEmpty {
            summary += String(format: "; max ΔE %.1f", maxDeltaE)
            if let box { summary += "; changed area x \(box.x) y \(box.y), \(box.width)×\(box.height) px" }
        }
        return ImageComparisonResult(
            matches: reasons.isEmpty, differingPixels: count, totalPixels: total, maximumDeltaE: maxDeltaE,
            boundingBox: box, maximumDensity: density, summary: summary, mask: mask)
    }

    /// The largest fraction of differing pixels in any window (windows tile the image at half a
    /// window's step; a summed area table makes each O(1)). Only windows that reach into `box`,
    /// the rectangle holding every differing pixel, can count any, so the table covers those rows.
    static func maximumDensity(_ mask: [Bool], width: Int, height: Int, window: Int, within box: PixelBox?) -> Double {
        guard window > 0, let box else { return 0 }
        let side = min(window, width, height)
        let step = max(1, side / 2)
        // Window tops are multiples of `step`; the first that reaches the box and the last that starts in it.
        let firstTop = max(0, (box.y - side + 1 + step - 1) / step * step)
        let lastTop = min(height - side, (box.y + box.height - 1) / step * step)
        guard firstTop <= lastTop else { return 0 }
        let counts = MaskCounts(mask, width: width, rows: firstTop..<(lastTop + side))
        var best = 0
        var y = firstTop
        while y <= lastTop {
            var x = 0
            while x + side <= width {
                best = max(best, counts.count(x0: x, y0: y, x1: x + side, y1: y + side))
                x += step
            }
            y += step
        }
        return Double(best) / Double(side * side)
    }
}

/// pixelmatch's anti-aliasing detector.
enum Antialiasing {
    /// Whether the pixel at (x, y) of `image` looks like an anti-aliased edge: at most 2 equal
    /// neighbours, both darker and brighter neighbours, and its darkest or brightest neighbour
    /// sitting in a flat area (3+ identical neighbours) in both images.
    static func isAntialiased(_ image: RGBAImage, _ x: Int, _ y: Int, other: RGBAImage) -> Bool {
        let centre = rgb(image, x, y)
        var equal = 0, minDelta = 0.0, maxDelta = 0.0
        var darkest: (Int, Int)?, brightest: (Int, Int)?
        let base = ColorDifference.brightness(centre)
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
                let neighbour = rgb(image, nx, ny)
                let delta = ColorDifference.brightness(neighbour) - base
                if neighbour == centre { equal += 1; if equal > 2 { return false }; continue }
                if delta < minDelta { minDelta = delta; darkest = (nx, ny) } else if delta > maxDelta { maxDelta = delta; brightest = (nx, ny) }
            }
        }
        guard let darkest, let brightest, minDelta < 0, maxDelta > 0 else { return false }
        return (hasManySiblings(image, darkest) && hasManySiblings(other, darkest))
            || (hasManySiblings(image, brightest) && hasManySiblings(other, brightest))
    }

    private static func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let p = image[x, y]
        return ColorDifference.blendedOverWhite(p.r, p.g, p.b, p.a)
    }

    private static func hasManySiblings(_ image: RGBAImage, _ point: (Int, Int)) -> Bool {
        let (x, y) = point
        let centre = rgb(image, x, y)
        var count = 0
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where (nx != x || ny != y) && rgb(image, nx, ny) == centre {
                count += 1
                if count >= 3 { return true }
            }
        }
        return false
    }
}
