import Foundation
import StateboardCore

/// What an SVG refers to outside itself. Stateboard hands librsvg an SVG's bytes without a base
/// file, so nothing the document names is ever opened (a sibling image, a named pipe beside
/// it, an XInclude); such a reference is reported when the theme loads rather than drawn as
/// nothing. Images embedded as `data:` URLs are drawn, and are held to the limits of an image
/// file: PNG or JPEG, checked whole, within `imagePixels`.
enum SVGReferences {
    /// The first problem among the `href`s of an SVG's elements, `nil` when there is none.
    static func problem(elements: [(name: String, href: String)], limits: InputLimits) -> String? {
        for (name, href) in elements {
            let local = name.split(separator: ":").last.map(String.init) ?? name
            if local == "include" {
                return "the SVG includes another file (`<\(PrintableText.escaped(name, limit: 40))>`); an SVG is drawn self-contained"
            }
            // `<a href>` is a hyperlink, followed only when a user activates it (SVG 1.1
            // §17.1, "The 'a' element"); drawing loads nothing from it (librsvg draws it as a
            // group). SF Symbols templates' notes link their tools this way. What it wraps is
            // checked as its own element.
            if local == "a" { continue }
            let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.prefix(5).lowercased() == "data:" {
                if let problem = dataProblem(String(trimmed.dropFirst(5)), limits: limits) { return "an image embedded in the SVG: \(problem)" }
                continue
            }
            return "the SVG refers to `\(PrintableText.escaped(trimmed, limit: 80))` in `<\(PrintableText.escaped(local, limit: 40))>`, which is never opened: "
                + "an SVG is drawn self-contained; embed the image as a `data:image/png;base64,…` URL"
        }
        return nil
    }

    /// A `data:` URL's problem: only base64 PNG and JPEG images, checked as image files are.
    private static func dataProblem(_ url: String, limits: InputLimits) -> String? {
        guard let comma = url.firstIndex(of: ",") else { return "a `data:` URL without a comma" }
        let header = url[..<comma].lowercased().replacingOccurrences(of: " ", with: "")
        let parts = header.split(separator: ";")
        let type = parts.first.map(String.init) ?? ""
        guard ["image/png", "image/jpeg", "image/jpg"].contains(type), parts.contains("base64") else {
            return "a `data:` URL of type `\(PrintableText.escaped(type.isEmpty ? "text/plain" : type, limit: 40))`; only base64 PNG and JPEG images are drawn"
        }
        guard let data = Data(base64Encoded: String(url[url.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
            return "its base64 text cannot be decoded"
        }
        let bytes = [UInt8](data)
        return type == "image/png" ? AssetCheck.pngProblem(data: bytes, limits: limits) : AssetCheck.jpegProblem(data: bytes, limits: limits)
    }
}
