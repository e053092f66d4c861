import Foundation
import StateboardCore

/// A color set's `Contents.json`: its `colors` entries for iPhone (else universal), each in a
/// color space converted to sRGB, combined by appearance (`luminosity` dark, `contrast` high)
/// into a `DynamicColor`.
struct ColorSetDecoder {
    let report: (Diagnostic) -> Void

    /// The idioms a set's entries are taken from, best first: the iPhone's own, then universal.
    static let idioms = ["iphone", "universal"]

    /// How good an entry is for the render, lower first: its idiom (iPhone, then universal),
    /// then an sRGB (or any-gamut) entry before a `display-gamut: display-P3` one; `nil` for
    /// other idioms.
    static func rank(_ entry: LocatedJSON) -> Int? {
        guard let idiom = idioms.firstIndex(of: entry["idiom"]?.text ?? "universal") else { return nil }
        return idiom * 2 + (entry["display-gamut"]?.text?.lowercased() == "display-p3" ? 1 : 0)
    }

    func color(_ json: LocatedJSON) -> DynamicColor? {
        guard case .array(let entries, _)? = json["colors"] else {
            report(Diagnostic("a color set's Contents.json needs a `colors` list", at: (json["colors"] ?? json).location,
                              hint: "Xcode writes `\"colors\": [{ \"idiom\": \"universal\", \"color\": { … } }]`"))
            return nil
        }
        // Per appearance slot (dark?, high contrast?): the entry of the best idiom.
        var slots: [AppearanceSlot: (rank: Int, color: RGBAColor)] = [:]
        for entry in entries {
            guard let rank = Self.rank(entry) else { continue }
            guard let slot = AppearanceSlot(entry["appearances"]), let value = entry["color"] else { continue }
            guard let color = ColorComponents(report: report).color(value) else { continue }
            if let known = slots[slot], known.rank <= rank { continue }
            slots[slot] = (rank, color)
        }
        guard let light = slots[.any]?.color ?? slots[.light]?.color else {
            report(Diagnostic("the color set has no universal or iPhone color for the light (any) appearance", at: json.location,
                              hint: "give the set an `Any Appearance` color for iPhone or universal"))
            return nil
        }
        let plainLight = slots[.light]?.color ?? light
        let dark = slots[.dark]?.color ?? plainLight
        let highAny = slots[.highContrast]?.color
        let highLight = slots[.highContrastLight]?.color ?? highAny
        let highDark = slots[.highContrastDark]?.color ?? (slots[.dark] == nil ? highAny : nil)
        return DynamicColor(light: plainLight, dark: dark, increasedContrastLight: highLight, increasedContrastDark: highDark)
    }
}

/// Which appearance an entry of a set is for, from its `appearances` list.
enum AppearanceSlot: Hashable {
    case any, light, dark, highContrast, highContrastLight, highContrastDark

    /// `nil` for appearances Stateboard does not render (a gamut, an unknown value).
    init?(_ appearances: LocatedJSON?) {
        var luminosity: String?, high = false
        if case .array(let items, _)? = appearances {
            for item in items {
                switch (item["appearance"]?.text, item["value"]?.text) {
                case ("luminosity", let value?): luminosity = value
                case ("contrast", "high"): high = true
                default: return nil
                }
            }
        }
        switch (luminosity, high) {
        case (nil, false): self = .any
        case ("light", false): self = .light
        case ("dark", false): self = .dark
        case (nil, true): self = .highContrast
        case ("light", true): self = .highContrastLight
        case ("dark", true): self = .highContrastDark
        default: return nil
        }
    }

    var isDark: Bool { self == .dark || self == .highContrastDark }
}
