import StateboardCore

/// Reads rich text where a label or button allows it: with `markup: true`, the text is read as
/// `InlineMarkup` (so texts that happen to contain `*` or `[` stay as written unless asked).
enum RichTextDecoding {
    /// The keys it reads, beside the text's own.
    static let properties = [NodeKindProperty("markup", .bool), NodeKindProperty("linkColor", .color)]

    /// Makes `content` rich when `key` is a list of runs, or `markup` is set: its text read as
    /// markup. Links take `linkColor`, else `defaultLinkColor`. A problem is reported at `key`
    /// and the text stays plain.
    static func apply(to content: inout TextContent, key: String, props: any NodePropertyReader, defaultLinkColor: DynamicColor) {
        let linkColor = props.color("linkColor") ?? defaultLinkColor
        if let runs = props.runs(key) {
            content = TextContent(runs: runs, font: content.font, lines: content.lines, alignment: content.alignment, paragraph: content.paragraph)
            content.colorLinks(linkColor)
            return
        }
        guard props.bool("markup") == true else { return }
        do {
            let runs = try InlineMarkup.runs(content.text)
            guard runs.contains(where: { !$0.style.isPlain || $0.content != .text($0.characters) }) else { return }
            content = TextContent(runs: runs, font: content.font, lines: content.lines, alignment: content.alignment, paragraph: content.paragraph)
            content.colorLinks(linkColor)
        } catch InlineMarkup.Problem.unknownSymbol(let name, let nearest) {
            props.reportError(
                "unknown symbol `\(name)` in the markup of `\(key)`", at: key,
                hint: nearest.map { "did you mean `\($0)`? (`stateboard symbols` lists them)" } ?? "`stateboard symbols` lists the names")
        } catch InlineMarkup.Problem.tooManyRuns(let count, let limit) {
            props.reportError("the markup of `\(key)` makes more than \(limit) runs (\(count))", at: key, hint: InputLimits.hint(raising: "textRuns"))
        } catch {
            props.reportError("unreadable markup in `\(key)`", at: key, hint: nil)
        }
    }
}
