import Foundation
import StateboardCore
import StateboardRender

/// Reads contrast off the pixels drawn: the background is the most common color in a ring just
/// outside a rectangle, the ink the pixel inside it that differs most from that background.
/// Colors with alpha, images and fills behind the text all count as they were drawn.
struct ContrastProbe {
    let bitmap: RenderedBitmap
    /// Device pixels per point.
    let scale: Double

    struct Reading { var ratio: Double; var ink: RGBAColor; var background: RGBAColor }

    /// The contrast of what is drawn inside `rect` (points) against what surrounds it.
    func reading(in rect: LayoutRect, ring: Double = 1) -> Reading? {
        let x0 = Int((rect.minX * scale).rounded(.down)), x1 = Int((rect.maxX * scale).rounded(.up))
        let y0 = Int((rect.minY * scale).rounded(.down)), y1 = Int((rect.maxY * scale).rounded(.up))
        let gap = max(1, Int((ring * scale).rounded()))
        let (width, height) = (bitmap.width, bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return bitmap.withPixels { pixels, rowLength -> Reading? in
            func word(_ x: Int, _ y: Int) -> UInt32? {
                guard x >= 0, y >= 0, x < width, y < height else { return nil }
                return pixels[y * rowLength + x] | 0xFF00_0000
            }
            var counts: [UInt32: Int] = [:]
            for x in stride(from: x0 - gap, through: x1 + gap, by: 1) {
                if let w = word(x, y0 - gap) { counts[w, default: 0] += 1 }
                if let w = word(x, y1 + gap) { counts[w, default: 0] += 1 }
            }
            for y in stride(from: y0 - gap, through: y1 + gap, by: 1) {
                if let w = word(x0 - gap, y) { counts[w, default: 0] += 1 }
                if let w = word(x1 + gap, y) { counts[w, default: 0] += 1 }
            }
            guard let background = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) })?.key else { return nil }
            let backgroundLuminance = Self.luminance(background)
            var best = (ratio: 1.0, word: background)
            for y in max(0, y0)..<min(height, y1) {
                let row = pixels + y * rowLength
                for x in max(0, x0)..<min(width, x1) {
                    let w = row[x] | 0xFF00_0000
                    guard w != background else { continue }
                    let ratio = Self.ratio(Self.luminance(w), backgroundLuminance)
                    if ratio > best.ratio { best = (ratio, w) }
                }
            }
            return Reading(ratio: best.ratio, ink: Self.color(best.word), background: Self.color(background))
        } ?? nil
    }

    /// WCAG 2.x contrast ratio of two relative luminances.
    static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// WCAG 2.x relative luminance of an opaque color.
    static func luminance(_ color: RGBAColor) -> Double {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return luminance(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }

    /// WCAG 2.x relative luminance of an opaque pixel word (0xAARRGGBB).
    static func luminance(_ word: UInt32) -> Double {
        luminance(red: Int(word >> 16 & 0xFF), green: Int(word >> 8 & 0xFF), blue: Int(word & 0xFF))
    }

    /// WCAG 2.x relative luminance of 0…255 sRGB channels.
    @inline(__always)
    private static func luminance(red: Int, green: Int, blue: Int) -> Double {
        0.2126 * linear[red] + 0.7152 * linear[green] + 0.0722 * linear[blue]
    }

    /// sRGB channel values 0…255 in linear light (WCAG 2.x's formula), looked up per pixel.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func color(_ word: UInt32) -> RGBAColor {
        RGBAColor(red: Double(word >> 16 & 0xFF) / 255, green: Double(word >> 8 & 0xFF) / 255, blue: Double(word & 0xFF) / 255)
    }

    /// `#RRGGBB` for messages.
    static func hex(_ color: RGBAColor) -> String {
        String(format: "#%02X%02X%02X", Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    }
}
