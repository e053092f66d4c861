import StateboardCore
import StateboardLayout

/// A run of rich text as a theme writes it: its color stays a token name until the theme
/// resolves (like every color), the rest is checked as it loads.
public struct RunValue: Hashable, Sendable {
    public var run: TextRun
    public var color: ColorValue?
    /// A text style (token or Dynamic Type style) the run takes its size, weight and family from,
    /// at the variant's text size; the run's own `size`, `weight` and `family` win over it.
    public var textStyle: String?

    public init(run: TextRun, color: ColorValue? = nil, textStyle: String? = nil) {
        self.run = run; self.color = color; self.textStyle = textStyle
    }
}

extension PropertyDecoder {
    /// The keys a run's mapping takes.
    static let runKeys = ["text", "symbol", "style", "color", "weight", "italic", "family", "size", "underline", "strikethrough", "link"]

    /// Text (a scalar) or a list of runs: strings, and maps with `text` or `symbol` and the run's
    /// style. A run list is literal (`$param` and `@key` take the whole value; localized rich
    /// text is written as markup).
    func richText(_ value: YAMLValue, key: String) -> PropertyValue? {
        guard case .sequence(let items, _) = value else { return reader.string(value, what: "`\(key)`").map(PropertyValue.text) }
        let limit = InputLimits.current.textRuns
        guard items.count <= limit else {
            reader.error("`\(key)` has \(items.count) runs, more than \(limit)", at: value, hint: InputLimits.hint(raising: "textRuns"))
            return nil
        }
        var runs: [RunValue] = []
        var failed = false
        for item in items {
            if let run = self.run(item, key: key) { runs.append(run) } else { failed = true }
        }
        return failed ? nil : .runs(runs)
    }

    private func run(_ item: YAMLValue, key: String) -> RunValue? {
        if case .scalar = item { return reader.string(item, what: "a run of `\(key)`").map { RunValue(run: TextRun($0)) } }
        let what = "a run of `\(key)`"
        guard let entries = reader.mapping(item, allowed: Self.runKeys, what: what) else { return nil }
        var content: TextRun.Content?
        var style = RunStyle()
        var color: ColorValue?
        var textStyle: String?
        var ok = true, contentWritten = false
        for (name, _, value) in entries {
            switch name {
            case "text", "symbol":
                defer { contentWritten = true }
                guard content == nil else {
                    reader.error("\(what) has both `text` and `symbol`", at: value, hint: "write the symbol as a run of its own")
                    ok = false
                    continue
                }
                guard let text = reader.string(value, what: "`\(name)`") else { ok = false; continue }
                if name == "text" { content = .text(text); continue }
                guard text.unicodeScalars.count <= InlineMarkup.longestSymbolName else {
                    reader.error(
                        "unknown symbol: a name of \(text.unicodeScalars.count) characters (SF Symbols names have at most \(InlineMarkup.longestSymbolName))",
                        at: value, hint: "`stateboard symbols` lists the names")
                    ok = false
                    continue
                }
                guard SymbolNames.icon(for: text) != nil else {
                    reader.error(
                        "unknown symbol `\(text)`", at: value,
                        hint: nearestMatch(to: text, in: SymbolNames.allWithFills).map { "did you mean `\($0)`?" } ?? "`stateboard symbols` lists the names")
                    ok = false
                    continue
                }
                content = .symbol(text)
            case "color": color = self.color(value, key: "color"); ok = ok && color != nil
            case "style":
                if case .textStyle(let name)? = self.textStyle(value, key: "style") { textStyle = name } else { ok = false }
            case "weight": style.weight = reader.choice(value, FontWeight.self, what: "`weight`"); ok = ok && style.weight != nil
            case "italic": style.italic = reader.bool(value, what: "`italic`"); ok = ok && style.italic != nil
            case "family": style.family = reader.string(value, what: "`family`"); ok = ok && style.family != nil
            case "size": style.size = reader.number(value, what: "`size`", minimum: 1, maximum: 1000); ok = ok && style.size != nil
            case "underline": style.underline = reader.bool(value, what: "`underline`") ?? false
            case "strikethrough": style.strikethrough = reader.bool(value, what: "`strikethrough`") ?? false
            case "link": style.link = reader.string(value, what: "`link`"); ok = ok && style.link != nil
            default: continue
            }
        }
        guard let content else {
            guard !contentWritten else { return nil }  // its problem is already reported
            reader.error("\(what) needs `text` or `symbol`", at: item, hint: "{ text: \"add favorites\", weight: semibold } or { symbol: heart.fill }")
            return nil
        }
        return ok ? RunValue(run: TextRun(content, style: style), color: color, textStyle: textStyle) : nil
    }
}
