import Foundation
import StateboardCore

/// A color set's `Contents.json`: its `colors` entries for iPhone (else universal), each in a
/// color space converted to sRGB or naming a system color (`"reference": "labelColor"`),
/// combined by appearance (`luminosity` dark, `contrast` high) into a `DynamicColor`. In the
/// app's `AccentColor` set an entry with no color (Xcode's default,
/// `{"colors":[{"idiom":"universal"}]}`) is the system tint, systemBlue.
struct ColorSetDecoder {
    let report: (Diagnostic) -> Void
    /// Whether the set is the app's accent color (`AssetCatalogReader.isAccent`).
    var isAccent = false

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
        guard
            let entries = json.setEntries(
                "colors", of: "a color set", example: #"{ "idiom": "universal", "color": { … } }"#, report: report)
        else { return nil }
        // Every entry's color, converted once (problems reported once).
        var converted: [Converted] = []
        for entry in entries {
            guard let slot = AppearanceSlot(entry["appearances"]), Self.rank(entry, idioms: Self.idioms + ["ipad"]) != nil else { continue }
            guard let value = entry["color"] else {
                if isAccent { converted.append((entry, slot, SystemColor.systemBlue.color)) }
                continue
            }
            guard let color = entryColor(value) else { continue }
            converted.append((entry, slot, color))
        }
        guard var color = Self.combine(converted, idioms: Self.idioms) else {
            let noColors = entries.allSatisfy { $0["color"] == nil }
            report(
                Diagnostic(
                    noColors
                        ? "the color set gives no color (Xcode's default color; only the `AccentColor` set means the system tint)"
                        : "the color set has no universal or iPhone color for the light (any) appearance", at: json.location,
                    hint: noColors
                        ? "pick a color for the set in Xcode's Attributes inspector"
                        : "give the set an `Any Appearance` color for iPhone or universal"))
            return nil
        }
        if let pad = Self.combine(converted, idioms: Self.padIdioms), pad != color { color.iPad = IdiomColors(pad) }
        return color
    }

    /// An entry's color: its components, or the system color it names.
    private func entryColor(_ value: LocatedJSON) -> DynamicColor? {
        guard let reference = value["reference"] else { return ColorComponents(report: report).color(value).map { DynamicColor($0) } }
        let platform = value["platform"]?.text ?? "universal"
        guard SystemColorReference.platforms.contains(platform) else {
            report(
                Diagnostic(
                    "`\(platform)` system color `\(reference.text ?? "")`: an iOS render draws iOS's system colors only",
                    at: (value["platform"] ?? value).location, hint: "give the set an iOS or universal color"))
            return nil
        }
        guard let name = reference.text, let color = SystemColorReference.color(named: name) else {
            let name = reference.text ?? ""
            report(
                Diagnostic(
                    "`\(PrintableText.escaped(String(name.prefix(60))))` is not a system color Stateboard knows", at: reference.location,
                    hint: nearestMatch(to: name, in: SystemColorReference.names).map { "did you mean `\($0)`?" }
                        ?? "Xcode writes UIKit's names: labelColor, systemBackgroundColor, systemBlueColor, …"))
            return nil
        }
        return color
    }

    /// An entry of the set and the color it gives (a system color stays dynamic).
    typealias Converted = (entry: LocatedJSON, slot: AppearanceSlot, color: DynamicColor)

    /// The entries of the best of `idioms` for each appearance slot, as one color; `nil` with
    /// no light (any) entry. Each appearance takes its entry's color in that appearance, as
    /// UIKit resolves a set's system color entry with the trait collection it draws in.
    private static func combine(_ converted: [Converted], idioms: [String]) -> DynamicColor? {
        var slots: [AppearanceSlot: (rank: Int, color: DynamicColor)] = [:]
        for (entry, slot, color) in converted {
            guard let rank = rank(entry, idioms: idioms) else { continue }
            if let known = slots[slot], known.rank <= rank { continue }
            slots[slot] = (rank, color)
        }
        guard let anyEntry = slots[.any]?.color ?? slots[.light]?.color else { return nil }
        let lightEntry = slots[.light]?.color ?? anyEntry
        let darkEntry = slots[.dark]?.color ?? lightEntry
        let highAny = slots[.highContrast]?.color
        let highLightEntry = slots[.highContrastLight]?.color ?? highAny ?? lightEntry
        let highDarkEntry = slots[.highContrastDark]?.color ?? (slots[.dark] == nil ? highAny : nil) ?? darkEntry
        let light = lightEntry.resolved(for: .light), dark = darkEntry.resolved(for: .dark)
        let highLight = highLightEntry.resolved(for: .light, contrast: .increased)
        let highDark = highDarkEntry.resolved(for: .dark, contrast: .increased)
        return DynamicColor(
            light: light, dark: dark, increasedContrastLight: highLight == light ? nil : highLight,
            increasedContrastDark: highDark == dark ? nil : highDark)
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
