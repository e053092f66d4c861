import Foundation
import StateboardCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A symbol set's `Contents.json` (`"symbols": [{ "idiom": "universal", "filename": "x.svg" }]`)
/// and the SVG template it names, as the SF Symbols app exports it: the Regular and Medium
/// variants it has (`Regular-M`, `Medium-M`, and the small and large scales for templates
/// exported with those only; at least one), with their scale's `Baseline-…` and `Capline-…`
/// guides and their margins (`SymbolGuides`).
package struct SymbolSetDecoder {
    /// The set's name in the catalog.
    let name: String
    /// The set's real folder.
    let folder: String
    /// The catalog's real path.
    let root: String
    let report: (Diagnostic) -> Void
    let limits: InputLimits

    func symbol(_ json: LocatedJSON) -> ImageAssetReference? {
        guard
            let items = json.setEntries(
                "symbols", of: "a symbol set", example: #"{ "idiom": "universal", "filename": "custom.svg" }"#, report: report)
        else { return nil }
        let named = items.filter { $0["filename"]?.text != nil }
        guard let entry = named.first(where: { $0["idiom"]?.text == "iphone" }) ?? named.first(where: { ($0["idiom"]?.text ?? "universal") == "universal" }),
            let file = entry["filename"], let fileName = file.text
        else {
            report(
                Diagnostic(
                    "the symbol set has no iPhone or universal template file", at: json.location,
                    hint: "export the template from the SF Symbols app and drop it on the set in Xcode"))
            return nil
        }
        let fail: (String, String) -> ImageAssetReference? = { message, hint in
            report(Diagnostic(message, at: file.location, hint: hint)); return nil
        }
        guard !fileName.contains("/"), (fileName as NSString).pathExtension.lowercased() == "svg" else {
            return fail("`\(fileName)` is not an SVG template in the set's folder", "a symbol set holds the SVG template the SF Symbols app exports")
        }
        let real: String
        switch confinedSetFile(
            fileName, in: folder, root: root, limits: limits, missingHint: "add the template or remove its entry", failsHint: "export the template again")
        {
        case .success(let path): real = path
        case .failure(let refusal): return fail(refusal.message, refusal.hint)
        }
        guard let data = FileManager.default.contents(atPath: real) else { return fail("cannot read `\(fileName)`", "check the file's permissions") }
        switch Self.template(data, name: name, path: real) {
        case .success(let template): return ImageAssetReference(symbol: template)
        case .failure(let problem): return fail("`\(fileName)`: \(problem.message)", problem.hint)
        }
    }

    /// What is missing from a template.
    package struct Problem: Error { package let message: String; package let hint: String }

    /// The template's guides and variants, from the SVG's elements by `id`, in every template
    /// version the SF Symbols app has written (1.0 to the current one): guides drawn as
    /// `<line>` (`x1`/`y1`), as `<path d="M x,y l…">` or, for a 1.0 template's margins, as the
    /// blue `<rect>`s whose outer edges are the margins; margins named per variant
    /// (`left-margin-Regular-M`) or, in a 1.0 or 2.0 template, `left-margin`/`right-margin` for
    /// `Regular-M`. A variant without margins of its own takes another's (`fallbackMargins`),
    /// "applied proportionally to all scales and weights" as the template says (the renderer
    /// measures both glyphs: `SymbolTemplateVariant.marginReference`).
    package static func template(_ data: Data, name: String, path: String) -> Result<SymbolTemplate, Problem> {
        // A template saved by Illustrator may hold its styles as entities; `AssetCheck` has
        // checked them, and the ids are read from the expanded text.
        let original = String(decoding: data, as: UTF8.self)
        guard case .success(let expanded) = SVGEntities.expanded(original) else {
            return .failure(Problem(message: "the template's entities cannot be expanded", hint: "export the template again"))
        }
        let parser = XMLParser(data: expanded == original ? data : Data(expanded.utf8))
        parser.shouldResolveExternalEntities = false
        let ids = ElementIDs()
        parser.delegate = ids
        guard parser.parse() else {
            if ids.overflowed {
                return .failure(
                    Problem(
                        message: "the template has more than \(ElementIDs.maximum) elements with an `id`, more than Stateboard reads",
                        hint: "export the template again from the SF Symbols app (its templates have a few hundred)"))
            }
            return .failure(
                Problem(
                    message: "the template is not well-formed XML (line \(parser.lineNumber)): \(AssetCheck.xmlProblem(parser.parserError))",
                    hint: "export the template again"))
        }
        let guides = SymbolGuides(elements: ids.elements)
        // A 1.0 or 2.0 template's `left-margin`/`right-margin` are `Regular-M`'s.
        let legacy = guides.margins(named: "left-margin", "right-margin")
        let fallback = Self.fallbackMargins(guides: guides, ids: Set(ids.elements.keys), legacy: legacy)
        var variants: [SymbolTemplateVariant] = []
        for id in SymbolTemplate.preferredIDs where ids.elements[id] != nil {
            let scale = String(id.split(separator: "-").last ?? "M")
            guard let baseline = guides.y("Baseline-\(scale)"), let capline = guides.y("Capline-\(scale)"), baseline - capline > 1 else {
                return .failure(
                    Problem(
                        message:
                            "the template has no `Baseline-\(scale)` and `Capline-\(scale)` guides (lines with a `y1`, the capline above the baseline) for `\(id)`",
                        hint: "export a template from the SF Symbols app (File ▸ Export Symbol) and draw into it"))
            }
            if let own = guides.margins(of: id) ?? (id == "Regular-M" ? legacy : nil) {
                variants.append(SymbolTemplateVariant(id: id, leftMargin: own.left, rightMargin: own.right, baseline: baseline, capline: capline))
            } else if let (reference, shared) = fallback {
                variants.append(
                    SymbolTemplateVariant(
                        id: id, leftMargin: shared.left, rightMargin: shared.right, baseline: baseline, capline: capline,
                        marginReference: reference))
            } else {
                return .failure(
                    Problem(
                        message: "the template has no margin guides: no `left-margin-\(id)` and `right-margin-\(id)`, nor a pair for another variant that draws",
                        hint: "export the template again from the SF Symbols app (File ▸ Export Template): it writes margins for at least one variant"))
            }
        }
        guard !variants.isEmpty else {
            return .failure(
                Problem(
                    message: "the template has no Regular or Medium variant (`Regular-M`, `Medium-M`, or their `-S`/`-L` scales)",
                    hint: "Stateboard draws the Regular (from medium weight up, the Medium) variant; draw one in the template"))
        }
        return .success(SymbolTemplate(name: name, path: path, variants: variants))
    }

    /// The margins a variant without its own takes, as Apple's "Creating custom symbol images for
    /// your app" orders them: "the next available margins it finds — interpolated margins (if the
    /// template is interpolatable), `Regular-M`, `Regular-S`, and, finally, any available
    /// margins". An SF Symbols 6 export gives margins for the small scale only
    /// (`left-margin-Regular-S`); its `Regular-M` takes them. The reference must draw a glyph (the
    /// renderer measures both glyphs to apply its margins proportionally); interpolation is
    /// approximated by that proportional rule.
    static func fallbackMargins(
        guides: SymbolGuides, ids: Set<String>, legacy: (left: Double, right: Double)?
    ) -> (reference: String, margins: (left: Double, right: Double))? {
        if ids.contains("Regular-M"), let margins = guides.margins(of: "Regular-M") ?? legacy { return ("Regular-M", margins) }
        if ids.contains("Regular-S"), let margins = guides.margins(of: "Regular-S") { return ("Regular-S", margins) }
        let weights = ["Regular", "Medium", "Light", "Semibold", "Thin", "Bold", "Ultralight", "Heavy", "Black"]
        for weight in weights {
            for scale in ["M", "S", "L"] where ids.contains("\(weight)-\(scale)") {
                if let margins = guides.margins(of: "\(weight)-\(scale)") { return ("\(weight)-\(scale)", margins) }
            }
        }
        return nil
    }

    /// The attributes of every element with an `id`.
    private final class ElementIDs: NSObject, XMLParserDelegate {
        var elements: [String: SymbolGuides.Element] = [:]
        /// Most elements with an `id` read; past them the parse stops (`overflowed`), so a
        /// variant beyond the cap is never reported missing.
        static let maximum = 10_000
        private(set) var overflowed = false
        /// The composed transforms of the open elements (a transform not read counts as none).
        private var transforms: [SymbolGuides.Affine] = [.identity]
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let own = attributes["transform"].flatMap(SymbolGuides.Affine.parse) ?? .identity
            let transform = (transforms.last ?? .identity).then(own)
            transforms.append(transform)
            if let id = attributes["id"], elements[id] == nil {
                guard elements.count < Self.maximum else {
                    overflowed = true
                    parser.abortParsing()
                    return
                }
                elements[id] = SymbolGuides.Element(tag: name, attributes: attributes, transform: transform)
            }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if transforms.count > 1 { transforms.removeLast() }
        }
    }
}
