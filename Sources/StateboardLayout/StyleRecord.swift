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
        var record = [
            "\(prefix).family": font.family, "\(prefix).size": number(font.size), "\(prefix).weight": font.weight.rawValue,
            "\(prefix).italic": "\(font.italic)", "\(prefix).lineHeight": font.lineHeight.map(number) ?? "none",
            "\(prefix).letterSpacing": number(font.letterSpacing),
        ]
        // A PostScript name joins the record only when set (older fingerprints stay valid).
        if let name = font.postScriptName { record["\(prefix).name"] = name }
        return record
    }

    /// Text's layout fields besides its string: font, line limit and alignment, under `prefix.`.
    public static func text(_ content: TextContent, prefix: String = "text") -> [String: String] {
        var record = font(content.font, prefix: "\(prefix).font").merging([
            "\(prefix).lines": "\(content.lines)",
            "\(prefix).alignment": content.alignment.rawValue,
        ]) { $1 }
        // Only a paragraph style that is set joins the record (older fingerprints stay valid).
        let paragraph = content.paragraph
        var withoutStrategy = paragraph
        withoutStrategy.lineBreakStrategy = nil
        if withoutStrategy != ParagraphStyle() {
            record["\(prefix).paragraph"] =
                [
                    paragraph.lineSpacing, paragraph.lineHeightMultiple, paragraph.minimumLineHeight,
                    paragraph.maximumLineHeight,
                ].map(number).joined(separator: " ") + " " + paragraph.lineBreakMode.rawValue
            if paragraph.spaceBetweenParagraphs > 0 {
                record["\(prefix).paragraph"]! += " " + [paragraph.paragraphSpacing, paragraph.paragraphSpacingBefore].map(number).joined(separator: " ")
            }
        }
        // A strategy other than UILabel's standard joins the record (standard records stay valid).
        if paragraph.effectiveLineBreakStrategy != .standard {
            record["\(prefix).lineBreakStrategy"] = paragraph.effectiveLineBreakStrategy.rawValue
        }
        // Rich text joins the record only when there is some (plain fingerprints stay valid).
        if !content.runs.isEmpty { record["\(prefix).runs"] = content.runs.map(run).joined(separator: " | ") }
        return record
    }

    /// One rich text run: what it shows and every style field that is set.
    private static func run(_ run: TextRun) -> String {
        let style = run.style
        var fields: [String] = []
        switch run.content {
        case .text(let text): fields.append("text=\(text.debugDescription)")
        case .symbol(let name): fields.append("symbol=\(name)")
        }
        if let color = style.color { fields.append("color=" + StyleRecord.color(color)) }
        if let weight = style.weight { fields.append("weight=" + weight.rawValue) }
        if let italic = style.italic { fields.append("italic=\(italic)") }
        if let family = style.family { fields.append("family=" + family) }
        if let size = style.size { fields.append("size=" + number(size)) }
        if style.underline { fields.append("underline") }
        if style.strikethrough { fields.append("strikethrough") }
        if let link = style.link { fields.append("link=" + link) }
        return fields.joined(separator: " ")
    }

    /// An image's fields under `prefix.`: its file's name (not the folder, which differs between
    /// machines), tint, content mode and corner radius.
    public static func image(_ image: ImageNode, prefix: String = "image") -> [String: String] {
        var record = [
            "\(prefix).file": image.path.split(separator: "/").last.map(String.init) ?? image.path, "\(prefix).tint": color(image.tint),
            "\(prefix).contentMode": image.contentMode.rawValue, "\(prefix).cornerRadius": number(image.cornerRadius),
        ]
        if let symbol = image.symbol {
            record["\(prefix).symbol"] = "\(symbol.name) \(number(symbol.pointSize)) \(symbol.weight.rawValue) \(symbol.scale.rawValue)"
        }
        if image.alignmentInsets != .zero { record["\(prefix).alignmentInsets"] = insets(image.alignmentInsets) }
        if let mirrored = image.mirroredIn { record["\(prefix).mirroredIn"] = mirrored.rawValue }
        if let files = image.rightToLeftAssetFiles?.light.first { record["\(prefix).rightToLeftFile"] = files.path.split(separator: "/").last.map(String.init) }
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
