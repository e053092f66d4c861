import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `fontFallback`: CJK text drawn in another language's glyph forms, Latin text in a fallback face.
extension ImageLinter {
    func checkFonts(_ placed: PlacedNode, _ context: inout Context, locale: LocaleInfo) {
        guard let measurer, let measured = placed.laidOut.measuredText else { return }
        let runs = measurer.fontRuns(of: measured).filter { !$0.text.allSatisfy { $0.isWhitespace || $0 == "\u{2028}" } }
        let requested = measured.content.font.family
        let subject = context.subject(placed)
        let location = context.locator.location(of: "font", at: placed.indexPath, in: context.tree)
        if let name = measured.content.font.postScriptName {
            // A font asked for by name: found, or drawn with a substitute (never silently).
            if let substitute = measurer.resolve(fontNamed: name).substitute {
                context.add(
                    .fontFallback, FontNameResolution.warning(name: name, substitute: substitute), detail: "\(subject)",
                    hint: "ship the font in the theme (`fonts:`), or name one the theme or the pinned fonts (Inter, Noto) have",
                    at: location, node: placed.node)
            }
            return
        }
        if requested != FontSpec.systemFamily {
            for run in runs where run.family.caseInsensitiveCompare(requested) != .orderedSame {
                context.add(
                    .fontFallback, "\(subject) falls back from \(requested) to \(run.family)", detail: "“\(Self.snippet(run.text))”",
                    hint: "\(requested) has no glyphs for these characters: ship a font that has them (`fonts:`) or choose one that does",
                    at: location, node: placed.node)
            }
            return
        }
        for run in runs where run.family.hasPrefix("Noto Sans CJK") && run.text.unicodeScalars.contains(where: Self.isAlphabeticLetter) {
            context.add(
                .fontFallback, "\(subject) draws Latin, Greek or Cyrillic letters in \(run.family)", detail: "“\(Self.snippet(run.text))”",
                hint: "Inter, the SF Pro stand-in, lacks them; SF Pro may not have them either: check the characters",
                at: location, node: placed.node)
        }
        // CJK text in another language's glyph forms than the one it is laid out in (iOS draws
        // Japanese kanji in Japanese forms): a label given a language of its own, or a face gone.
        let expected = ScriptFonts.cjkFamily(for: measured.content.language ?? locale.textLanguage)
        if let run = runs.first(where: { $0.family.hasPrefix("Noto Sans CJK") && $0.family != expected }) {
            context.add(
                .fontFallback, "\(subject) draws \(locale.identifier) text in \(run.family)'s glyph forms, not \(expected)'s",
                detail: "“\(Self.snippet(run.text))”",
                hint: "iOS draws \(locale.identifier) in its own forms; install \(expected) (fonts-noto-cjk) or pin that locale's font (`fonts:`)",
                at: location, node: placed.node)
        }
    }

    /// Letters of the scripts Inter covers (Latin, Greek, Cyrillic).
    static func isAlphabeticLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.isAlphabetic else { return false }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x370...0x3FF, 0x400...0x4FF: return true
        default: return false
        }
    }
}
