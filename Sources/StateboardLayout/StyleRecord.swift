import StateboardCore

/// Formats a node's style values as text for `PlaceholderNodeKind.styleRecord(of:)`: one
/// explicit, stable spelling per value type, independent of how Swift prints the types, and
/// the digest fingerprints keep of a record.
public enum StyleRecord {
    /// The version of the encoding below; part of every digest, so a change to it changes them all.
    public static let version = 1

    /// A number as Swift's shortest round-tripping decimal (`0.5`, `17.0`).
    public static func number(_ value: Double) -> String { "\(value)" }

    /// A color as `light dark`, each `r,g,b,a` with components 0…1.
    public static func color(_ color: DynamicColor?) -> String {
        guard let color else { return "none" }
        func components(_ c: RGBAColor) -> String { [c.red, c.green, c.blue, c.alpha].map(number).joined(separator: ",") }
        return components(color.light) + " " + components(color.dark)
    }

    /// Insets as `top,left,bottom,right`.
    public static func insets(_ insets: Insets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
    }

    /// A font's fields, each under `prefix.` (`font.size`).
    public static func font(_ font: FontSpec, prefix: String = "font") -> [String: String] {
        ["\(prefix).family": font.family, "\(prefix).size": number(font.size), "\(prefix).weight": font.weight.rawValue,
         "\(prefix).italic": "\(font.italic)", "\(prefix).lineHeight": font.lineHeight.map(number) ?? "none",
         "\(prefix).letterSpacing": number(font.letterSpacing)]
    }

    /// Text's layout fields besides its string: font, line limit and alignment, under `prefix.`.
    public static func text(_ content: TextContent, prefix: String = "text") -> [String: String] {
        var record = font(content.font, prefix: "\(prefix).font").merging(["\(prefix).lines": "\(content.lines)",
                                                                          "\(prefix).alignment": content.alignment.rawValue]) { $1 }
        // Only a paragraph style that is set joins the record (older fingerprints stay valid).
        let paragraph = content.paragraph
        if paragraph != ParagraphStyle() {
            record["\(prefix).paragraph"] = [paragraph.lineSpacing, paragraph.lineHeightMultiple, paragraph.minimumLineHeight,
                                             paragraph.maximumLineHeight].map(number).joined(separator: " ") + " " + paragraph.lineBreakMode.rawValue
        }
        return record
    }

    /// An image's fields under `prefix.`: its file's name (not the folder, which differs between
    /// machines), tint, content mode and corner radius.
    public static func image(_ image: ImageNode, prefix: String = "image") -> [String: String] {
        var record = ["\(prefix).file": image.path.split(separator: "/").last.map(String.init) ?? image.path, "\(prefix).tint": color(image.tint),
                      "\(prefix).contentMode": image.contentMode.rawValue, "\(prefix).cornerRadius": number(image.cornerRadius)]
        if let symbol = image.symbol {
            record["\(prefix).symbol"] = "\(symbol.name) \(number(symbol.pointSize)) \(symbol.weight.rawValue) \(symbol.scale.rawValue)"
        }
        if image.alignmentInsets != .zero { record["\(prefix).alignmentInsets"] = insets(image.alignmentInsets) }
        return record
    }

    /// The `StableHash` (hex) of a node's kind and style record: the version, the kind,
    /// then `key=value` lines in key order.
    public static func digest(kind: String, _ record: [String: String]) -> String {
        var hasher = StableHash()
        hasher.add("style \(version)")
        hasher.add(kind)
        for key in record.keys.sorted() { hasher.add("\(key)=\(record[key]!)") }
        return hasher.hex
    }
}
