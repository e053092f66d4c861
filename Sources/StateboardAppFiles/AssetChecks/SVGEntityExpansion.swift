import StateboardCore

/// One internal entity: its replacement text (character references decoded, references to
/// other entities kept for expansion at use) and the line it is declared on.
struct SVGEntity {
    var replacement: [Unicode.Scalar]
    var line: Int
}

/// Reads the declarations of a DOCTYPE's internal subset (`SVGEntities` says what is accepted).
struct SubsetReader {
    let scalars: [Unicode.Scalar]
    var index: Int
    let end: Int

    /// The index of the `]` that closes a subset starting at `start` (declarations' quoted
    /// literals, comments and processing instructions skipped), `nil` when it never closes.
    static func end(of scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        var quote: Unicode.Scalar?
        while i < scalars.count {
            let c = scalars[i]
            if let open = quote {
                if c == open { quote = nil }
            } else if scalars[i...].starts(with: "<!--".unicodeScalars) {
                guard let past = DoctypeRange.skip(past: "-->", in: scalars, from: i + 4) else { return nil }
                i = past
                continue
            } else if scalars[i...].starts(with: "<?".unicodeScalars) {
                guard let past = DoctypeRange.skip(past: "?>", in: scalars, from: i + 2) else { return nil }
                i = past
                continue
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "]" {
                return i
            }
            i += 1
        }
        return nil
    }

    private func problem(_ message: String, at position: Int? = nil) -> SVGEntities.Problem {
        SVGEntities.Problem(message: message, line: SVGEntities.line(of: position ?? index, in: scalars))
    }

    private func starts(with text: String) -> Bool { index < end && scalars[index..<end].starts(with: text.unicodeScalars) }

    private mutating func skipSpace() {
        while index < end, scalars[index] == " " || scalars[index] == "\n" || scalars[index] == "\t" || scalars[index] == "\r" { index += 1 }
    }

    private mutating func name() -> String? {
        guard index < end, SVGEntities.isNameStart(scalars[index]) else { return nil }
        var result = String.UnicodeScalarView()
        while index < end, SVGEntities.isNameCharacter(scalars[index]), result.count < 200 { result.append(scalars[index]); index += 1 }
        return String(result)
    }

    /// The internal entities, the first declaration of a name winning (as XML says).
    mutating func read() throws(SVGEntities.Problem) -> [String: SVGEntity] {
        var entities: [String: SVGEntity] = [:]
        var count = 0
        while true {
            skipSpace()
            guard index < end else { return entities }
            if starts(with: "<!--") || starts(with: "<?") {
                let terminator = starts(with: "<?") ? "?>" : "-->"
                guard let past = DoctypeRange.skip(past: terminator, in: scalars, from: index + 2), past <= end else {
                    throw problem("a comment in the SVG's DOCTYPE is never closed")
                }
                index = past
            } else if starts(with: "<!ENTITY") {
                let start = index
                let (name, entity) = try entityDeclaration()
                count += 1
                guard count <= SVGEntities.maximumDeclarations else {
                    throw problem("the SVG declares more than \(SVGEntities.maximumDeclarations) entities", at: start)
                }
                if entities[name] == nil { entities[name] = entity }
            } else if starts(with: "<!ELEMENT") || starts(with: "<!NOTATION") {
                try skipDeclaration()
            } else if starts(with: "<!ATTLIST") {
                throw problem("the SVG's DOCTYPE declares default attributes (`<!ATTLIST …>`), which would change its elements unseen; Stateboard expands only plain text entities")
            } else if scalars[index] == "%" {
                throw problem("the SVG's DOCTYPE uses a parameter entity (`%…;`); Stateboard expands only plain text entities")
            } else {
                throw problem("the SVG's DOCTYPE holds `\(PrintableText.escaped(String(String.UnicodeScalarView(scalars[index..<min(index + 12, end)])), limit: 20))`, not an entity declaration")
            }
        }
    }

    private mutating func skipDeclaration() throws(SVGEntities.Problem) {
        let start = index
        var quote: Unicode.Scalar?
        while index < end {
            let c = scalars[index]
            index += 1
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ">" {
                return
            }
        }
        throw problem("a declaration in the SVG's DOCTYPE is never closed", at: start)
    }

    /// `<!ENTITY name "text">`: anything else (a parameter entity, an external one) is refused.
    private mutating func entityDeclaration() throws(SVGEntities.Problem) -> (String, SVGEntity) {
        let start = index
        let line = SVGEntities.line(of: start, in: scalars)
        index += "<!ENTITY".unicodeScalars.count
        skipSpace()
        if index < end, scalars[index] == "%" {
            throw problem("the SVG declares a parameter entity (`<!ENTITY % …>`); Stateboard expands only plain text entities", at: start)
        }
        guard let name = name() else { throw problem("an entity declaration in the SVG has no name", at: start) }
        skipSpace()
        if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
            throw problem("the SVG's entity `\(PrintableText.escaped(name, limit: 40))` is an external entity (a `SYSTEM` or `PUBLIC` file), which is never read", at: start)
        }
        guard index < end, scalars[index] == "\"" || scalars[index] == "'" else {
            throw problem("the SVG's entity `\(PrintableText.escaped(name, limit: 40))` has no quoted text", at: start)
        }
        let quote = scalars[index]
        index += 1
        let literalStart = index
        while index < end, scalars[index] != quote { index += 1 }
        guard index < end else { throw problem("the text of the SVG's entity `\(PrintableText.escaped(name, limit: 40))` is never closed", at: start) }
        let literal = scalars[literalStart..<index]
        index += 1
        skipSpace()
        if starts(with: "NDATA") {
            throw problem("the SVG's entity `\(PrintableText.escaped(name, limit: 40))` is an unparsed external entity (`NDATA`), which is never read", at: start)
        }
        guard index < end, scalars[index] == ">" else { throw problem("the SVG's entity `\(PrintableText.escaped(name, limit: 40))` is not closed by `>`", at: start) }
        index += 1
        return (name, SVGEntity(replacement: try Self.decoded(literal, name: name, line: line), line: line))
    }

    /// An entity value's replacement text: character references decoded; a parameter entity
    /// reference refused.
    static func decoded(_ literal: ArraySlice<Unicode.Scalar>, name: String, line: Int) throws(SVGEntities.Problem) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var i = literal.startIndex
        while i < literal.endIndex {
            let c = literal[i]
            if c == "%" {
                throw SVGEntities.Problem(message: "the SVG's entity `\(PrintableText.escaped(name, limit: 40))` uses a parameter entity (`%…;`)", line: line)
            }
            if c == "&", i + 1 < literal.endIndex, literal[i + 1] == "#" {
                var j = i + 2
                let hex = j < literal.endIndex && literal[j] == "x"
                if hex { j += 1 }
                var digits = ""
                while j < literal.endIndex, literal[j] != ";", digits.count < 8 { digits.unicodeScalars.append(literal[j]); j += 1 }
                guard j < literal.endIndex, literal[j] == ";", let value = UInt32(digits, radix: hex ? 16 : 10), value != 0, let scalar = Unicode.Scalar(value) else {
                    throw SVGEntities.Problem(message: "the SVG's entity `\(PrintableText.escaped(name, limit: 40))` has a broken character reference", line: line)
                }
                result.append(scalar)
                i = j + 1
                continue
            }
            result.append(c)
            i += 1
        }
        return result
    }
}

/// Expands entity references in the document and, at use, in entities' texts.
struct SVGEntityExpander {
    let declared: [String: SVGEntity]
    /// Characters references may still add to the document.
    var budget: Int
    let limit: Int
    private var cache: [String: (text: [Unicode.Scalar], depth: Int)] = [:]

    init(declared: [String: SVGEntity], budget: Int) {
        self.declared = declared; self.budget = budget; self.limit = budget
    }

    private func amplified(line: Int) -> SVGEntities.Problem {
        SVGEntities.Problem(
            message: "the SVG's entities expand to more than \(limit) characters, more than the file holds (how \"billion laughs\" files grow)", line: line)
    }

    /// The full text of entity `name` and how deep its references nest (1: none).
    mutating func expansion(of name: String, line: Int, using: [String] = []) throws(SVGEntities.Problem) -> (text: [Unicode.Scalar], depth: Int) {
        if let known = cache[name] { return known }
        guard let entity = declared[name] else {
            throw SVGEntities.Problem(message: "the SVG refers to `&\(PrintableText.escaped(name, limit: 40));`, an entity it does not declare", line: line)
        }
        guard !using.contains(name) else {
            throw SVGEntities.Problem(message: "the SVG's entity `\(PrintableText.escaped(name, limit: 40))` refers to itself", line: entity.line)
        }
        var text: [Unicode.Scalar] = []
        var depth = 1
        let source = entity.replacement
        var i = 0
        while i < source.count {
            guard source[i] == "&", let (reference, next) = Self.reference(in: source, at: i), !reference.hasPrefix("#"),
                !SVGEntities.predefined.contains(reference)
            else {
                text.append(source[i]); i += 1; continue
            }
            let inner = try expansion(of: reference, line: entity.line, using: using + [name])
            depth = max(depth, inner.depth + 1)
            guard depth <= SVGEntities.maximumDepth else {
                throw SVGEntities.Problem(
                    message: "the SVG's entity `\(PrintableText.escaped(name, limit: 40))` nests entities more than \(SVGEntities.maximumDepth) deep; "
                        + "Stateboard expands an entity whose text uses plain ones, no deeper", line: entity.line)
            }
            text += inner.text
            guard text.count <= limit else { throw amplified(line: entity.line) }
            i = next
        }
        cache[name] = (text, depth)
        return (text, depth)
    }

    /// The name of a reference `&name;` (or `#…` for a character reference) at `index`, and the index past it.
    static func reference(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        var j = index + 1
        var name = String.UnicodeScalarView()
        while j < scalars.count, scalars[j] != ";", name.count < 200, SVGEntities.isNameCharacter(scalars[j]) || scalars[j] == "#" {
            name.append(scalars[j]); j += 1
        }
        guard j < scalars.count, scalars[j] == ";", !name.isEmpty else { return nil }
        return (String(name), j + 1)
    }

    /// Copies the document from `start`, expanding references in content and attribute values
    /// (where a quote is written as a reference and `<` is refused, as XML says); comments,
    /// CDATA sections and processing instructions are copied as they are.
    mutating func expandDocument(_ s: [Unicode.Scalar], from start: Int, into output: inout String.UnicodeScalarView) throws(SVGEntities.Problem) {
        var i = start
        var inTag = false
        var quote: Unicode.Scalar?
        // Counted as the text is copied: finding a reference's line from the start each time
        // would be quadratic in a file of thousands of `style="&st0;"`.
        var line = SVGEntities.line(of: start, in: s)
        while i < s.count {
            let c = s[i]
            if c == "\n" { line += 1 }
            if !inTag, c == "<" {
                let verbatim: String? =
                    s[i...].starts(with: "<!--".unicodeScalars) ? "-->" : s[i...].starts(with: "<![CDATA[".unicodeScalars) ? "]]>" : s[i...].starts(with: "<?".unicodeScalars) ? "?>" : nil
                if let verbatim {
                    let past = DoctypeRange.skip(past: verbatim, in: s, from: i + 2) ?? s.count
                    output.append(contentsOf: s[i..<past])
                    line += s[i..<past].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
                    i = past
                    continue
                }
                inTag = true
            } else if inTag, let open = quote {
                if c == open { quote = nil }
            } else if inTag, c == "\"" || c == "'" {
                quote = c
            } else if inTag, c == ">" {
                inTag = false
            }
            if c == "&", !inTag || quote != nil, let (name, next) = Self.reference(in: s, at: i), !name.hasPrefix("#"), !SVGEntities.predefined.contains(name) {
                let text = try expansion(of: name, line: line).text
                budget -= text.count
                guard budget >= 0 else { throw amplified(line: line) }
                try append(text, of: name, inAttribute: inTag, line: line, to: &output)
                i = next
                continue
            }
            output.append(c)
            i += 1
        }
    }

    private func append(
        _ text: [Unicode.Scalar], of name: String, inAttribute: Bool, line: Int, to output: inout String.UnicodeScalarView
    ) throws(SVGEntities.Problem) {
        guard inAttribute else { output.append(contentsOf: text); return }
        for scalar in text {
            switch scalar {
            case "<":
                throw SVGEntities.Problem(
                    message: "the SVG's entity `\(PrintableText.escaped(name, limit: 40))` puts `<` in an attribute value, which XML does not allow", line: line)
            case "\"": output.append(contentsOf: "&quot;".unicodeScalars)
            case "'": output.append(contentsOf: "&apos;".unicodeScalars)
            default: output.append(scalar)
            }
        }
    }
}
