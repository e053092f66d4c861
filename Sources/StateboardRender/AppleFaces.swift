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

    /// The family found for each role, in `roles` order; `nil` for a script with no face, which
    /// is an error only when a text in that script is drawn (`requireFaces(for:language:)`).
    public let faces: [String?]
    /// The system font's display cut when it is a family of its own (`SF Pro Display`), else `nil`.
    public let displayFamily: String?
    /// Where the fonts were looked for, for errors.
    public let lookedIn: String

    /// The families found, in `roles` order (the system font's first).
    public var families: [String] { faces.compactMap { $0 } }

    /// The family of the system font at `size` (the display cut from `FontEnvironment.displaySize`).
    public func systemFamily(size: Double) -> String {
        size >= FontEnvironment.displaySize ? displayFamily ?? families[0] : families[0]
    }

    /// Whether the system font is one variable face whose optical size follows the point size
    /// (SF Pro's `opsz` axis, as CoreText sets it).
    public var hasOpticalSizeAxis: Bool { displayFamily == nil }

    /// Picks each role's family among `available` (the families fontconfig found). Without the
    /// system font nothing can be drawn: that is an environment error at once, naming where it
    /// looked and how to install it. Another script's missing face is one only when a text in it
    /// is drawn (an English-only theme does not need Thonburi).
    public static func choose(among available: Set<String>, lookedIn: String) throws -> AppleFaces {
        let faces = roles.map { role in role.families.first(where: available.contains) }
        guard let system = faces[0] else { throw missingError(roles: [roles[0]], lookedIn: lookedIn, texts: []) }
        // A static Text cut has its Display cut beside it (or sets display sizes itself).
        let displayCuts = ["SF Pro Text": "SF Pro Display", ".SF NS Text": ".SF NS Display"]
        let display = displayCuts[system].map { available.contains($0) ? $0 : system }
        return AppleFaces(faces: faces, displayFamily: display, lookedIn: lookedIn)
    }

    /// The roles `text` (in `language`) needs a face for that were not found.
    public func missingRoles(for text: String, language: String?) -> [Role] {
        Self.roleIndices(for: text, language: language).sorted().compactMap { faces[$0] == nil ? Self.roles[$0] : nil }
    }

    /// Throws the environment error `--glyphs apple` gives when `texts` (text and language pairs)
    /// have characters of a script whose face was not found: each such script, the first text
    /// needing it, where the fonts were looked for and how to install them.
    public func requireFaces(for texts: [(text: String, language: String?)]) throws {
        var missing: [Role] = [], examples: [String] = []
        for (text, language) in texts {
            for role in missingRoles(for: text, language: language) where !missing.contains(role) {
                missing.append(role)
                examples.append(text)
            }
        }
        guard missing.isEmpty else { throw Self.missingError(roles: missing, lookedIn: lookedIn, texts: examples) }
    }

    static func missingError(roles missing: [Role], lookedIn: String, texts: [String]) -> RenderError {
        let scripts = zip(missing.indices, missing).map { index, role in
            "\(role.script) (\(role.families.joined(separator: " or ")))" + (index < texts.count ? " for \(PrintableText.quoted(String(texts[index].prefix(40))))" : "")
        }
        return RenderError.environment(
            "`--glyphs apple` found no face for \(scripts.joined(separator: ", ")); looked in \(lookedIn). "
                + "Hint: " + AppleFontLocations.installHint)
    }

    /// The indices in `roles` of the faces `text` needs beyond the system font's: Chinese
    /// characters the face of the language's forms (`ScriptFonts.cjkFamily`), kana Japanese's,
    /// Hangul Korean's, and each script of its own face. Characters of other scripts are left to
    /// fontconfig's choice, as they are when drawing.
    static func roleIndices(for text: String, language: String?) -> Set<Int> {
        var indices = Set<Int>()
        let han: Int
        switch ScriptFonts.cjkFamily(for: language) {
        case "Noto Sans CJK JP": han = 4
        case "Noto Sans CJK KR": han = 5
        case "Noto Sans CJK TC": han = 2
        case "Noto Sans CJK HK": han = 3
        default: han = 1
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0000...0x058F: continue  // Latin, Greek, Cyrillic, Armenian: the system font
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: indices.insert(7)  // Hebrew
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: indices.insert(6)  // Arabic
            case 0x0900...0x097F: indices.insert(9)  // Devanagari
            case 0x0980...0x09FF: indices.insert(10)  // Bengali
            case 0x0A80...0x0AFF: indices.insert(12)  // Gujarati
            case 0x0C00...0x0C7F: indices.insert(11)  // Telugu
            case 0x0E00...0x0E7F: indices.insert(8)  // Thai
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: indices.insert(5)  // Hangul
            case 0x3040...0x30FF, 0x31F0...0x31FF: indices.insert(4)  // kana
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: indices.insert(han)
            default:
                if scalar.properties.isEmojiPresentation { indices.insert(13) }
            }
        }
        return indices
    }

    /// The family list of the system font for text at `size` in `language`: the system font,
    /// the Chinese, Japanese or Korean face in the language's forms (`ScriptFonts.cjkFamily`),
    /// the other roles, the language's own script face first where scripts share characters.
    public func systemFamilies(size: Double, language: String?) -> String {
        let cjk: String?
        switch ScriptFonts.cjkFamily(for: language) {
        case "Noto Sans CJK JP": cjk = faces[4]
        case "Noto Sans CJK KR": cjk = faces[5]
        case "Noto Sans CJK TC": cjk = faces[2]
        case "Noto Sans CJK HK": cjk = faces[3]
        default: cjk = faces[1]
        }
        var list = [systemFamily(size: size)] + [cjk].compactMap { $0 } + families.dropFirst().filter { $0 != cjk }
        let preferred: String?
        switch ScriptFonts.preferredFamily(for: language) {
        case "Noto Sans Bengali": preferred = faces[10]
        case "Noto Sans Devanagari": preferred = faces[9]
        default: preferred = nil
        }
        if let preferred, let index = list.firstIndex(of: preferred) {
            list.remove(at: index)
            list.insert(preferred, at: 1)
        }
        return list.joined(separator: ", ")
    }
}
