import Foundation

/// Colour science for comparing pixels: sRGB → CIE L*a*b* (D65) and the CIE94 colour difference
/// swift-snapshot-testing's perceptual precision uses (ΔE ≈ 2 is just noticeable).
enum ColorDifference {
    /// L*a*b* of an 8-bit sRGB colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
        let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
        let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 ΔE (graphic arts weights) between two L*a*b* colours.
    static func cie94(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        let dL = p.0 - q.0
        let c1 = (p.1 * p.1 + p.2 * p.2).squareRoot(), c2 = (q.1 * q.1 + q.2 * q.2).squareRoot()
        let dC = c1 - c2
        let da = p.1 - q.1, db = p.2 - q.2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// A pixel blended over white (translucent pixels are compared as they would be seen).
    static func blendedOverWhite(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (UInt8, UInt8, UInt8) {
        guard a != 255 else { return (r, g, b) }
        let alpha = Double(a) / 255
        func blend(_ c: UInt8) -> UInt8 { UInt8((Double(c) * alpha + 255 * (1 - alpha)).rounded()) }
        return (blend(r), blend(g), blend(b))
    }

    /// pixelmatch's YIQ colour delta between two opaque pixels (0 … 35215).
    static func yiqDelta(_ p: (UInt8, UInt8, UInt8), _ q: (UInt8, UInt8, UInt8)) -> Double {
        let dr = Double(p.0) - Double(q.0), dg = Double(p.1) - Double(q.1), db = Double(p.2) - Double(q.2)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q2 = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2
    }

    /// The brightness (Y of YIQ) of a pixel, for pixelmatch's darker/brighter neighbour test.
    static func brightness(_ p: (UInt8, UInt8, UInt8)) -> Double {
        Double(p.0) * 0.29889531 + Double(p.1) * 0.58662247 + Double(p.2) * 0.11448223
    }
}
