import Foundation
import StateboardCore

/// The faces iOS draws each script's system-font text with, as the `apple` glyph source finds
/// them among Apple's fonts: SF Pro for Latin, Greek and Cyrillic; PingFang SC, TC and HK for
/// Chinese; Hiragino Sans for Japanese; Apple SD Gothic Neo for Korean; SF Arabic; SF Hebrew;
/// Thonburi for Thai; Kohinoor Devanagari, Bangla, Telugu and Gujarati; Apple Color Emoji.
/// Scripts beyond these get fontconfig's choice among the Apple fonts found (Khmer Sangam MN,
/// Myanmar Sangam MN, … on a Mac), as CoreText's cascade list would.
public struct AppleFaces: Hashable, Sendable {
    /// One script's face: the family names it goes by, first found wins.
    public struct Role: Hashable, Sendable {
        /// What it draws, for errors (`Japanese`).
        public var script: String
        /// Family names, in order of preference.
        public var families: [String]
    }

    /// Every role, the system font first. The system font's names: the variable SF Pro download
    /// (`SF Pro`, with an optical-size axis), the static download (`SF Pro Text` below 20 pt,
    /// `SF Pro Display` from 20 pt), or macOS's own system font file `SFNS.ttf` (variable, named
    /// `.SF NS` or `System Font` depending on the macOS version). SF Arabic and SF Hebrew are
    /// hidden (`.SF Arabic`) on some versions.
    public static let roles: [Role] = [
        Role(script: "the system font (Latin, Greek, Cyrillic)", families: ["SF Pro", "SF Pro Text", ".SF NS", "System Font", ".SF NS Text"]),
        Role(script: "Simplified Chinese", families: ["PingFang SC"]),
        Role(script: "Traditional Chinese", families: ["PingFang TC"]),
        Role(script: "Hong Kong Chinese", families: ["PingFang HK"]),
        Role(script: "Japanese", families: ["Hiragino Sans"]),
        Role(script: "Korean", families: ["Apple SD Gothic Neo"]),
        Role(script: "Arabic", families: ["SF Arabic", ".SF Arabic"]),
        Role(script: "Hebrew", families: ["SF Hebrew", ".SF Hebrew"]),
        Role(script: "Thai", families: ["Thonburi"]),
        Role(script: "Devanagari", families: ["Kohinoor Devanagari"]),
        Role(script: "Bengali", families: ["Kohinoor Bangla"]),
        Role(script: "Telugu", families: ["Kohinoor Telugu"]),
        Role(script: "Gujarati", families: ["Kohinoor Gujarati"]),
        Role(script: "emoji", families: ["Apple Color Emoji"]),
    ]

    /// The family found for each role, in `roles` order.
    public let families: [String]
    /// The system font's display cut when it is a family of its own (`SF Pro Display`), else `nil`.
    public let displayFamily: String?

    /// The family of the system font at `size` (the display cut from `FontEnvironment.displaySize`).
    public func systemFamily(size: Double) -> String {
        size >= FontEnvironment.displaySize ? displayFamily ?? families[0] : families[0]
    }

    /// Whether the system font is one variable face whose optical size follows the point size
    /// (SF Pro's `opsz` axis, as CoreText sets it).
    public var hasOpticalSizeAxis: Bool { displayFamily == nil }

    /// Picks each role's family among `available` (the families fontconfig found), or throws an
    /// environment error naming every script with no face, where it looked and how to install it.
    public static func choose(among available: Set<String>, lookedIn: String) throws -> AppleFaces {
        var found: [String] = [], missing: [String] = []
        for role in roles {
            if let family = role.families.first(where: available.contains) { found.append(family) } else {
                missing.append("\(role.script) (\(role.families.joined(separator: " or ")))")
            }
        }
        guard missing.isEmpty else {
            throw RenderError.environment("`--glyphs apple` found no face for \(missing.joined(separator: ", ")); looked in \(lookedIn). "
                                          + "Hint: " + AppleFontLocations.installHint)
        }
        // A static Text cut has its Display cut beside it (or sets display sizes itself).
        let displayCuts = ["SF Pro Text": "SF Pro Display", ".SF NS Text": ".SF NS Display"]
        let display = displayCuts[found[0]].map { available.contains($0) ? $0 : found[0] }
        return AppleFaces(families: found, displayFamily: display)
    }

    /// The family list of the system font for text at `size` in `language`: the system font,
    /// the Chinese, Japanese or Korean face in the language's forms (`ScriptFonts.cjkFamily`),
    /// the other roles, the language's own script face first where scripts share characters.
    public func systemFamilies(size: Double, language: String?) -> String {
        let cjk: String
        switch ScriptFonts.cjkFamily(for: language) {
        case "Noto Sans CJK JP": cjk = families[4]
        case "Noto Sans CJK KR": cjk = families[5]
        case "Noto Sans CJK TC": cjk = families[2]
        case "Noto Sans CJK HK": cjk = families[3]
        default: cjk = families[1]
        }
        var list = [systemFamily(size: size), cjk] + families.dropFirst().filter { $0 != cjk }
        let preferred: String?
        switch ScriptFonts.preferredFamily(for: language) {
        case "Noto Sans Bengali": preferred = families[10]
        case "Noto Sans Devanagari": preferred = families[9]
        default: preferred = nil
        }
        if let preferred, let index = list.firstIndex(of: preferred) {
            list.remove(at: index)
            list.insert(preferred, at: 1)
        }
        return list.joined(separator: ", ")
    }
}
