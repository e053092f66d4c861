import Foundation
import StateboardCore

/// A color set's `Contents.json`: its `colors` entries for iPhone (else universal), each in a
/// color space converted to sRGB, combined by appearance (`luminosity` dark, `contrast` high)
/// into a `DynamicColor`.
struct ColorSetDecoder {
    let report: (Diagnostic) -> Void

    /// The idioms a set's entries are taken from for an iPhone, best first: its own, then universal.
    static let idioms = ["iphone", "universal"]
    /// The same for an iPad.
    static let padIdioms = ["ipad", "universal"]

    /// How good an entry is for the render, lower first: its idiom (the device's, then
    /// universal), then an sRGB (or any-gamut) entry before a `display-gamut: display-P3` one;
    /// `nil` for other idioms.
    static func rank(_ entry: LocatedJSON, idioms: [String] = idioms) -> Int? {
        guard let idiom = idioms.firstIndex(of: entry["idiom"]?.text ?? "universal") else { return nil }
        return idiom * 2 + (entry["display-gamut"]?.text?.lowercased() == "display-p3" ? 1 : 0)
    }

    func color(_ json: LocatedJSON) -> DynamicColor? {
        guard case .array(let entries, _)? = json["colors"] else {
            report(Diagnostic("a color set's Contents.json needs a `colors` list", at: (json["colors"] ?? json).location,
                              hint: "Xcode writes `\"colors\": [{ \"idiom\": \"universal\", \"color\": { … } }]`"))
            return nil
        }
        // Every entry's color, converted once (problems reported once).
        var converted: [(entry: LocatedJSON, slot: AppearanceSlot, color: RGBAColor)] = []
        for entry in entries {
            guard let slot = AppearanceSlot(entry["appearances"]), let value = entry["color"] else { continue }
            guard Self.rank(entry, idioms: Self.idioms + ["ipad"]) != nil, let color = ColorComponents(report: report).color(value) else { continue }
            converted.append((entry, slot, color))
        }
        guard var color = Self.combine(converted, idioms: Self.idioms) else {
            report(Diagnostic("the color set has no universal or iPhone color for the light (any) appearance", at: json.location,
                              hint: "give the set an `Any Appearance` color for iPhone or universal"))
            return nil
        }
        if let pad = Self.combine(converted, idioms: Self.padIdioms), pad != color { color.iPad = IdiomColors(pad) }
        return color
    }

    /// The entries of the best of `idioms` for each appearance slot, as one color; `nil` with
    /// no light (any) entry.
    private static func combine(_ converted: [(entry: LocatedJSON, slot: AppearanceSlot, color: RGBAColor)], idioms: [String]) -> DynamicColor? {
        var slots: [AppearanceSlot: (rank: Int, color: RGBAColor)] = [:]
        for (entry, slot, color) in converted {
            guard let rank = rank(entry, idioms: idioms) else { continue }
            if let known = slots[slot], known.rank <= rank { continue }
            slots[slot] = (rank, color)
        }
        guard let light = slots[.any]?.color ?? slots[.light]?.color else { return nil }
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
