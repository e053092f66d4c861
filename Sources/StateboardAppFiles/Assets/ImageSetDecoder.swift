import Foundation
import StateboardCore

/// An image set's `Contents.json`: its `images` entries that name a file, for iPhone (its own
/// entries, else universal) and for iPad (its own, else universal), for the light (any) and the
/// dark appearance, each file at the `scale` its entry gives (an entry without one is a single
/// scale, vector file drawn at every scale); and whether it is a template image. PNG, JPEG,
/// HEIF/HEIC, SVG and PDF files are drawn.
struct ImageSetDecoder {
    /// The set's real folder.
    let folder: String
    /// The catalog's real path.
    let root: String
    let report: (Diagnostic) -> Void
    let limits: InputLimits
    /// What does not stop the set from being drawn: a scale whose file is refused while the
    /// set's other scales are drawn (`ImageSetScales`).
    var warn: (Diagnostic) -> Void = { _ in }

    /// The file types an image set may name.
    static let fileExtensions: Set<String> = ["png", "svg", "pdf", "jpg", "jpeg", "heic", "heif"]

    private struct Entry {
        let file: LocatedJSON
        let idiom: String
        let isDark: Bool
        let scale: Double?
        let isP3: Bool
        /// `language-direction`: `left-to-right`, `right-to-left`, or `nil` (Direction "Fixed").
        let direction: String?
    }

    func image(_ json: LocatedJSON) -> ImageAssetReference? {
        guard
            let items = json.setEntries(
                "images", of: "an image set", example: #"{ "idiom": "universal", "filename": "inbox.png", "scale": "1x" }"#, report: report)
        else { return nil }
        guard var entries = entries(of: items) else { return nil }
        let (mirroredIn, rightToLeftEntries) = Self.separateDirections(&entries)
        guard let phone = files(of: entries, idioms: ["iphone", "universal"]) else {
            report(
                Diagnostic(
                    "the image set has no iPhone or universal image file", at: json.location,
                    hint: "give the set a file for iPhone or universal, any appearance"))
            return nil
        }
        let pad = files(of: entries, idioms: ["ipad", "universal"])
        guard let phoneFiles = resolved(phone) else { return nil }
        var padFiles: ImageAssetFiles?
        if let pad, pad.map(\.file.location) != phone.map(\.file.location) {
            guard let files = resolved(pad) else { return nil }
            padFiles = files
        }
        let intent = json["properties"]?["template-rendering-intent"]?.text
        var reference = ImageAssetReference(files: phoneFiles, padFiles: padFiles, isTemplate: intent == "template")
        reference.mirroredIn = mirroredIn
        if let rightToLeft = files(of: rightToLeftEntries, idioms: ["iphone", "universal"]) {
            guard let resolvedFiles = resolved(rightToLeft) else { return nil }
            reference.rightToLeftFiles = resolvedFiles
        }
        return reference
    }

    /// The `images` entries that name a file, in an appearance drawn (not high contrast); `nil`
    /// (reported) at the first scale or language direction Xcode does not write.
    private func entries(of items: [LocatedJSON]) -> [Entry]? {
        var entries: [Entry] = []
        for item in items {
            guard let file = item["filename"], file.text != nil else { continue }
            guard let slot = AppearanceSlot(item["appearances"]), slot != .highContrast, slot != .highContrastLight, slot != .highContrastDark
            else { continue }
            var scale: Double?
            if let text = item["scale"]?.text {
                guard let value = ["1x": 1.0, "2x": 2, "3x": 3][text] else {
                    report(Diagnostic("`\(text)` is not an image scale", at: item["scale"]!.location, hint: "Xcode writes `1x`, `2x` or `3x`"))
                    return nil
                }
                scale = value
            }
            let direction = item["language-direction"]?.text
            if let direction, direction != "left-to-right", direction != "right-to-left" {
                report(
                    Diagnostic(
                        "`\(PrintableText.escaped(direction))` is not a language direction", at: item["language-direction"]!.location,
                        hint: "Xcode writes `left-to-right` or `right-to-left` (or nothing, for a fixed image)"))
                return nil
            }
            entries.append(
                Entry(
                    file: file, idiom: item["idiom"]?.text ?? "universal", isDark: slot.isDark, scale: scale,
                    isP3: item["display-gamut"]?.text?.lowercased() == "display-p3", direction: direction))
        }
        return entries
    }

    /// Xcode's Direction: "Left to Right" entries are mirrored in right-to-left layouts, "Right
    /// to Left" ones in left-to-right layouts, and with "Both" each layout draws its own files:
    /// then the right-to-left entries are taken out of `entries` and returned apart.
    private static func separateDirections(_ entries: inout [Entry]) -> (mirroredIn: InterfaceDirection?, rightToLeft: [Entry]) {
        let directions = Set(entries.compactMap(\.direction))
        if directions == ["left-to-right"] { return (.rightToLeft, []) }
        if directions == ["right-to-left"] { return (.leftToRight, []) }
        guard directions.count == 2 else { return (nil, []) }
        let rightToLeft = entries.filter { $0.direction == "right-to-left" }
        entries.removeAll { $0.direction == "right-to-left" }
        return (nil, rightToLeft)
    }

    /// The entries a device with `idioms` (best first) draws: per appearance, those of its best
    /// idiom and gamut, one per scale. `nil` when it has no light (any) entry.
    private func files(of entries: [Entry], idioms: [String]) -> [Entry]? {
        var picked: [Entry] = []
        for isDark in [false, true] {
            func rank(_ entry: Entry) -> Int? { idioms.firstIndex(of: entry.idiom).map { $0 * 2 + (entry.isP3 ? 1 : 0) } }
            let candidates = entries.filter { $0.isDark == isDark && rank($0) != nil }
            guard let best = candidates.compactMap(rank).min() else { continue }
            var scales = Set<Double?>()
            for entry in candidates where rank(entry) == best && scales.insert(entry.scale).inserted { picked.append(entry) }
        }
        return picked.contains { !$0.isDark } ? picked : nil
    }

    /// The picked entries' files, checked, by appearance and ascending scale; `nil` when one is
    /// refused, unless it is one scale of several and another scale of its appearance is
    /// drawn (a warning then, `ImageSetScales.keepsOtherScales`).
    private func resolved(_ entries: [Entry]) -> ImageAssetFiles? {
        var light: [ImageAssetFile] = [], dark: [ImageAssetFile] = []
        var refused: [(entry: Entry, problems: [Diagnostic])] = []
        for entry in entries {
            var problems: [Diagnostic] = []
            guard let path = file(entry.file, report: { problems.append($0) }) else {
                refused.append((entry, problems))
                continue
            }
            let value = ImageAssetFile(path: path, scale: entry.scale)
            if entry.isDark { dark.append(value) } else { light.append(value) }
        }
        for (entry, problems) in refused {
            let kept = entry.isDark ? dark : light
            guard ImageSetScales.keepsOtherScales(refusedScale: entry.scale, drawn: kept.map(\.scale)) else {
                refused.flatMap(\.problems).forEach(report)
                return nil
            }
            problems.map { ImageSetScales.skipped($0, drawn: kept.compactMap(\.scale)) }.forEach(warn)
        }
        let order: (ImageAssetFile, ImageAssetFile) -> Bool = { ($0.scale ?? .infinity) < ($1.scale ?? .infinity) }
        return ImageAssetFiles(light: light.sorted(by: order), dark: dark.sorted(by: order))
    }

    /// The set's file a `filename` names: inside the set's folder, confined to the catalog, a
    /// PNG, JPEG, HEIF, SVG or PDF that opens.
    private func file(_ value: LocatedJSON, report: (Diagnostic) -> Void) -> String? {
        let name = value.text ?? ""
        func fail(_ message: String, _ hint: String) -> String? {
            report(Diagnostic(message, at: value.location, hint: hint))
            return nil
        }
        guard !name.isEmpty, !name.contains("/"), !name.contains("\0"), name != "..", name != "." else {
            return fail("`\(name)` is not a file name in the set's folder", "Contents.json names the set's files by their name alone")
        }
        guard Self.fileExtensions.contains((name as NSString).pathExtension.lowercased()) else {
            return fail("`\(name)` is not a PNG, JPEG, HEIF, SVG or PDF file", "asset images are drawn from PNG, JPEG, HEIF/HEIC, SVG or PDF files")
        }
        switch confinedSetFile(
            name, in: folder, root: root, limits: limits, missingHint: "add the file or remove its entry from Contents.json",
            failsHint: "replace the file; it would fail when drawn")
        {
        case .success(let real): return real
        case .failure(let refusal): return fail(refusal.message, refusal.hint)
        }
    }
}
