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

/// How many elements an SVG's `<use>` elements make librsvg draw, counted before it draws: the
/// "billion laughs" of SVG (a `<use>` of a group of ten `<use>`s of a group of ten …) is a few
/// hundred bytes that draws 10^n elements. librsvg stops at `librsvgLimit` references, at
/// render time and without naming the file; counted here, the file is refused where the theme
/// names it. Every element is counted as if drawn once (what is only in `<defs>` too), so the
/// count is never below librsvg's; a `<use>` that refers to its own ancestor counts once (librsvg
/// refuses that reference and draws on).
struct SVGUseExpansion {
    /// librsvg's `MAX_REFERENCED_ELEMENTS` (limits.rs): "exceeded more than 500000 referenced elements".
    static let librsvgLimit = 500_000

    private var ids: [String: Int] = [:]
    /// Each `<use>`'s target id, by element.
    private var targets: [Int: String] = [:]
    private var children: [[Int]] = []
    private var open: [Int] = []

    /// Notes an element as the XML parser starts it.
    mutating func start(_ name: String, attributes: [String: String]) {
        let index = children.count
        children.append([])
        if let parent = open.last { children[parent].append(index) }
        open.append(index)
        if let id = attributes["id"], ids[id] == nil { ids[id] = index }
        guard name.split(separator: ":").last == "use" else { return }
        let href = attributes.first { $0.key == "href" || $0.key.hasSuffix(":href") }?.value.trimmingCharacters(in: .whitespaces)
        if let href, href.hasPrefix("#") { targets[index] = String(href.dropFirst()) }
    }

    /// Notes the end of the element started last.
    mutating func end() { _ = open.popLast() }

    /// The references drawing the document takes, counted up to `limit + 1` (no further: the
    /// count of a bomb is astronomical). Iterative, so a chain of a million `<use>`s is no
    /// deeper on the stack than one.
    func referencesDrawn(limit: Int = librsvgLimit) -> Int {
        guard !children.isEmpty else { return 0 }
        let add = { (a: Int, b: Int) in min(a + b, limit + 1) }
        // cost[e]: -1 not seen, -2 being counted (an ancestor of what is counted now), else the count.
        var cost = [Int](repeating: -1, count: children.count)
        var stack: [(element: Int, counted: Bool)] = [(0, false)]
        while let (element, counted) = stack.popLast() {
            let target = targets[element].flatMap { ids[$0] }
            if counted {
                var sum = children[element].reduce(0) { add($0, max(cost[$1], 0)) }
                if targets[element] != nil { sum = add(sum, 1 + max(target.map { cost[$0] } ?? 0, 0)) }
                cost[element] = sum
                continue
            }
            guard cost[element] == -1 else { continue }
            cost[element] = -2
            stack.append((element, true))
            stack += children[element].filter { cost[$0] == -1 }.map { ($0, false) }
            if let target, cost[target] == -1 { stack.append((target, false)) }
        }
        return max(cost[0], 0)
    }
}
