/// A strict check that an SVG's tags nest: every start tag is closed by its own end tag, in order.
/// (Foundation's XML parser recovers from some mismatches that librsvg later refuses.)
enum SVGTags {
    /// The first mismatch, with its line; `nil` when the tags nest.
    static func problem(in text: String) -> String? {
        var open: [Substring] = []
        var rest = Substring(text)
        var line = 1
        while let start = rest.firstIndex(of: "<") {
            line += rest[..<start].lineBreakCount
            let tag = rest[start...]
            var skipped = false
            for (opener, closer) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")] where tag.hasPrefix(opener) {
                guard let end = tag.range(of: closer) else { return "`\(opener)` is never closed (line \(line))" }
                line += tag[..<end.upperBound].lineBreakCount
                rest = tag[end.upperBound...]
                skipped = true
                break
            }
            if skipped { continue }
            guard let end = tag.firstIndex(of: ">") else { return "a tag is never closed (line \(line))" }
            let body = tag[tag.index(after: tag.startIndex)..<end]
            line += body.lineBreakCount
            let name = body.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" }
            if body.hasPrefix("/") {
                guard let last = open.popLast() else { return "`</\(name)>` closes nothing (line \(line))" }
                guard last == name else { return "`<\(last)>` is closed by `</\(name)>` (line \(line))" }
            } else if !body.hasSuffix("/") {
                open.append(name)
            }
            rest = tag[tag.index(after: end)...]
        }
        if let last = open.last { return "`<\(last)>` is never closed" }
        return nil
    }
}
