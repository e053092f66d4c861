import Foundation
import StateboardCore

/// An image set's `Contents.json`: its `images` entries for iPhone (else universal) that name a
/// file, the lowest scale for the light (any) and the dark appearance (the renderer then picks
/// the `@2x`/`@3x` sibling for the render scale), and whether it is a template image. PNG and SVG
/// files are drawn; JPEG and PDF are refused with a located error.
struct ImageSetDecoder {
    /// The set's real folder.
    let folder: String
    /// The catalog's real path.
    let root: String
    let report: (Diagnostic) -> Void
    let limits: InputLimits

    func image(_ json: LocatedJSON) -> ImageAssetReference? {
        guard case .array(let entries, _)? = json["images"] else {
            report(Diagnostic("an image set's Contents.json needs an `images` list", at: (json["images"] ?? json).location,
                              hint: "Xcode writes `\"images\": [{ \"idiom\": \"universal\", \"filename\": \"inbox.png\", \"scale\": \"1x\" }]`"))
            return nil
        }
        var best: [Bool: (rank: Int, scale: Double, file: LocatedJSON)] = [:]  // by isDark
        var pdfs: [LocatedJSON] = []
        for entry in entries {
            guard let file = entry["filename"], let name = file.text else { continue }
            guard let rank = ColorSetDecoder.rank(entry),
                  let slot = AppearanceSlot(entry["appearances"]), slot != .highContrast, slot != .highContrastLight, slot != .highContrastDark
            else { continue }
            if (name as NSString).pathExtension.lowercased() == "pdf" { pdfs.append(file); continue }
            let scale = Double((entry["scale"]?.text ?? "1x").dropLast()) ?? 1
            if let known = best[slot.isDark], (known.rank, known.scale) <= (rank, scale) { continue }
            best[slot.isDark] = (rank, scale, file)
        }
        guard let light = best[false] else {
            if let pdf = pdfs.first {
                report(Diagnostic("`\(pdf.text ?? "")` is a PDF; PDF vectors aren't supported yet", at: pdf.location,
                                  hint: "add PNGs (1x/2x/3x) or an SVG to the set"))
            } else {
                report(Diagnostic("the image set has no iPhone or universal image file", at: json.location,
                                  hint: "give the set a file for iPhone or universal, any appearance"))
            }
            return nil
        }
        for pick in best.values where !scaleIsReadable(pick.file, scale: pick.scale) { return nil }
        guard let path = file(light.file) else { return nil }
        let darkPath = best[true].flatMap { file($0.file) }
        let intent = json["properties"]?["template-rendering-intent"]?.text
        return ImageAssetReference(path: path, darkPath: darkPath, isTemplate: intent == "template")
    }

    /// Whether the renderer reads the right scale from the file's name: it takes a file's scale
    /// from an `@2x`/`@3x` suffix, so a set without a 1x file must name its files that way (else
    /// the image would be drawn two or three times too large); reported when not.
    private func scaleIsReadable(_ value: LocatedJSON, scale: Double) -> Bool {
        let base = ((value.text ?? "") as NSString).deletingPathExtension
        guard scale > 1, !base.hasSuffix("@\(Int(scale))x") else { return true }
        report(Diagnostic("`\(value.text ?? "")` is the set's smallest file, at \(Int(scale))x, but its name has no `@\(Int(scale))x` suffix",
                          at: value.location, hint: "Stateboard reads a file's scale from its name: rename it `\(base)@\(Int(scale))x.png`, or add a 1x file"))
        return false
    }

    /// The set's file a `filename` names: inside the set's folder, confined to the catalog, a
    /// PNG or SVG that opens.
    private func file(_ value: LocatedJSON) -> String? {
        let name = value.text ?? ""
        let fail: (String, String) -> String? = { message, hint in report(Diagnostic(message, at: value.location, hint: hint)); return nil }
        guard !name.isEmpty, !name.contains("/"), !name.contains("\0"), name != "..", name != "." else {
            return fail("`\(name)` is not a file name in the set's folder", "Contents.json names the set's files by their name alone")
        }
        let fileExtension = (name as NSString).pathExtension.lowercased()
        if fileExtension == "jpg" || fileExtension == "jpeg" {
            return fail("`\(name)` is a JPEG; Stateboard draws only PNG and SVG images (cairo reads no JPEG, and no JPEG loader is wired in)",
                        "convert the image to PNG")
        }
        guard fileExtension == "png" || fileExtension == "svg" else {
            return fail("`\(name)` is neither a PNG nor an SVG", "asset images are drawn from PNG or SVG files")
        }
        let path = (folder as NSString).appendingPathComponent(name)
        guard let real = ThemeConfinement.realPath(path) else {
            return fail("no file `\(name)` in \(folder)", "add the file or remove its entry from Contents.json")
        }
        guard ThemeConfinement.isInside(real, root: root) else {
            return fail("`\(name)` leads outside the declared catalog (to \(real))",
                        "a theme reads only inside the catalogs `assets` declares; replace the link with the file")
        }
        if case .failure(let refusal) = ThemeConfinement.checkFile(real, named: name, limits: limits) { return fail(refusal.message, refusal.hint) }
        if let problem = AssetCheck.problem(at: real, limits: limits) { return fail("`\(name)`: \(problem)", "replace the file; it would fail when drawn") }
        return real
    }
}
