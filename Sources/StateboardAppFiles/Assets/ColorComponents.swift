import Foundation
import StateboardCore

/// One `color` object of a color set: `color-space` and `components`, converted to sRGB.
/// Components are written as floats (`"0.500"`), 0–255 whole numbers (`"128"`) or hex bytes
/// (`"0x80"`); `alpha` is a float. Colors outside sRGB (Display P3, extended sRGB) are clamped.
struct ColorComponents {
    let report: (Diagnostic) -> Void

    /// The color spaces read, as Xcode names them.
    static let spaces = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]

    func color(_ value: LocatedJSON) -> RGBAColor? {
        let space = value["color-space"]?.text ?? "srgb"
        guard Self.spaces.contains(space) else {
            report(
                Diagnostic(
                    "unknown color space `\(space)`", at: (value["color-space"] ?? value).location,
                    hint: "Stateboard reads \(Self.spaces.joined(separator: ", "))"))
            return nil
        }
        guard let components = value["components"], case .object = components else {
            report(Diagnostic("a color needs `components`", at: value.location, hint: "Xcode writes `\"components\": { \"red\": \"1.000\", … }`"))
            return nil
        }
        let alpha = components["alpha"].map { number($0, byte: false) } ?? 1
        if space == "gray-gamma-22" || space == "extended-gray" {
            guard let white = component(components, "white") else { return nil }
            let linear = pow(max(white, 0), 2.2)
            return RGBAColor(white: Self.clamp(Self.encode(linear)), alpha: Self.clamp(alpha ?? 1))
        }
        guard let red = component(components, "red"), let green = component(components, "green"), let blue = component(components, "blue")
        else { return nil }
        let srgb: (Double, Double, Double)
        switch space {
        case "display-p3": srgb = Self.displayP3ToSRGB(red, green, blue)
        case "extended-linear-srgb": srgb = (Self.encode(red), Self.encode(green), Self.encode(blue))
        default: srgb = (red, green, blue)
        }
        return RGBAColor(red: Self.clamp(srgb.0), green: Self.clamp(srgb.1), blue: Self.clamp(srgb.2), alpha: Self.clamp(alpha ?? 1))
    }

    private func component(_ components: LocatedJSON, _ key: String) -> Double? {
        guard let value = components[key] else {
            report(Diagnostic("the color has no `\(key)` component", at: components.location, hint: "give `\(key)` as Xcode writes it, like \"0.500\""))
            return nil
        }
        return number(value, byte: true)
    }

    /// A component: `"0.5"` (0…1), `"128"` (0…255, when `byte`), `"0x80"`, or a JSON number.
    private func number(_ value: LocatedJSON, byte: Bool) -> Double? {
        let text: String
        switch value {
        case .string(let string, _): text = string.trimmingCharacters(in: .whitespaces)
        case .number(let number, _): text = String(number)
        default: text = ""
        }
        var result: Double?
        if text.lowercased().hasPrefix("0x"), let hex = UInt32(text.dropFirst(2), radix: 16), hex <= 255 {
            result = Double(hex) / 255
        } else if byte, !text.contains("."), !text.contains("e"), let whole = Int(text), (0...255).contains(whole) {
            result = Double(whole) / 255
        } else if let number = Double(text), number.isFinite, abs(number) <= 1_000 {
            result = number
        }
        if result == nil {
            report(
                Diagnostic(
                    "`\(text.prefix(40))` is not a color component", at: value.location,
                    hint: "write a float 0–1 (\"0.500\"), a whole number 0–255 (\"128\") or a hex byte (\"0x80\")"))
        }
        return result
    }

    static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// The sRGB transfer function, linear → encoded (extended: sign kept beyond 0…1).
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The sRGB transfer function, encoded → linear (Display P3 uses the same curve).
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// A Display P3 color in (extended) sRGB: linearized, converted through the D65 primaries'
    /// matrix, re-encoded; components outside 0…1 are left for the caller to clamp.
    static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let r = decode(red), g = decode(green), b = decode(blue)
        let sr = 1.224_940_2 * r - 0.224_940_4 * g
        let sg = -0.042_056_95 * r + 1.042_057_1 * g
        let sb = -0.019_637_55 * r - 0.078_636_05 * g + 1.098_273_6 * b
        return (encode(sr), encode(sg), encode(sb))
    }
}
