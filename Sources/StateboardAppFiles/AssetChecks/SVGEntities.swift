import StateboardCore

/// An SVG's internal DTD subset, expanded as XML expands it, within bounds. Illustrator writes
/// its styles and namespaces as plain text entities (`<!ENTITY st0 "fill:#231F20;">`, used as
/// `style="&st0;"`), and librsvg expands internal general entities itself (its libxml2 parser
/// keeps them; external ones it leaves undefined). What Stateboard checks is the expanded
/// document, so an `href` or an element hidden in an entity is seen.
///
/// Accepted: `<!ENTITY name "text">` (character references decoded, references to other
/// entities expanded at use, at most `maximumDepth` deep), comments, processing instructions
/// and `<!ELEMENT …>` (which change nothing drawn). Refused, with the line: external entities
/// (`SYSTEM`, `PUBLIC`, `NDATA`), parameter entities (`<!ENTITY % …>`, `%name;`), an entity
/// that refers to itself, nesting past `maximumDepth`, more than `maximumDeclarations`,
/// `<!ATTLIST …>` (default attributes would change every element), a reference to an entity
/// the file does not declare, and expansion that adds more characters than the file has (at
/// least `minimumExpansion`) — the "billion laughs" and the quadratic blow-up.
enum SVGEntities {
    static let maximumDeclarations = 1_000
    /// A value may refer to entities whose values refer to none: librsvg 2.54 (libxml2 2.9)
    /// refuses some three-level nestings as "an entity reference loop".
    static let maximumDepth = 2
    /// The characters references may add, whatever the file's size.
    static let minimumExpansion = 100_000

    /// Why an SVG's entities are refused.
    struct Problem: Error, Equatable {
        var message: String
        var line: Int
    }

    /// `text` with its DOCTYPE blanked (its line breaks kept) and every entity reference
    /// expanded; `text` itself when it declares no DOCTYPE.
    static func expanded(_ text: String) -> Result<String, Problem> {
        let scalars = Array(text.unicodeScalars)
        guard let doctype = DoctypeRange.find(in: scalars) else { return .success(text) }
        if doctype.subsetStart != nil, doctype.subsetEnd == nil {
            return .failure(Problem(message: "the SVG's DOCTYPE is never closed", line: line(of: doctype.start, in: scalars)))
        }
        do throws(Problem) {
            var subset = SubsetReader(scalars: scalars, index: doctype.subsetStart ?? doctype.end, end: doctype.subsetEnd ?? doctype.end)
            let declared = try subset.read()
            var expander = SVGEntityExpander(declared: declared, budget: max(minimumExpansion, scalars.count))
            var output = String.UnicodeScalarView()
            output.append(contentsOf: scalars[..<doctype.start])
            for scalar in scalars[doctype.start..<doctype.end] where scalar == "\n" { output.append(scalar) }
            try expander.expandDocument(scalars, from: doctype.end, into: &output)
            return .success(String(output))
        } catch {
            return .failure(error)
        }
    }

    /// The line of `index` in `scalars` (1-based).
    static func line(of index: Int, in scalars: [Unicode.Scalar]) -> Int {
        1 + scalars[..<min(index, scalars.count)].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == ":" || (scalar.value > 0x7F) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar)
    }

    static let predefined: Set<String> = ["amp", "lt", "gt", "quot", "apos"]
}

/// Where the `<!DOCTYPE …>` declaration is, and its internal subset's brackets.
struct DoctypeRange {
    var start: Int
    /// Just past the closing `>`.
    var end: Int
    var subsetStart: Int?
    var subsetEnd: Int?

    /// The DOCTYPE before the root element, if any: quoted literals may hold `[`, `]` and `>`.
    static func find(in scalars: [Unicode.Scalar]) -> DoctypeRange? {
        let marker = Array("<!DOCTYPE".unicodeScalars)
        var i = 0
        while i + marker.count <= scalars.count {
            if scalars[i] == "<", i + 1 < scalars.count, scalars[i + 1] != "!" && scalars[i + 1] != "?" { return nil }  // the root came first
            if Array(scalars[i..<i + marker.count]) == marker { break }
            if scalars[i] == "<", scalars[i...].starts(with: "<!--".unicodeScalars) {
                i = skip(past: "-->", in: scalars, from: i + 4) ?? scalars.count
                continue
            }
            i += 1
        }
        guard i + marker.count <= scalars.count else { return nil }
        var range = DoctypeRange(start: i, end: scalars.count)
        var j = i + marker.count
        var quote: Unicode.Scalar?
        while j < scalars.count {
            let c = scalars[j]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[", range.subsetStart == nil {
                range.subsetStart = j + 1
                range.subsetEnd = SubsetReader.end(of: scalars, from: j + 1)
                j = range.subsetEnd ?? scalars.count
            } else if c == ">" {
                range.end = j + 1
                return range
            }
            j += 1
        }
        return range
    }

    static func skip(past terminator: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let target = Array(terminator.unicodeScalars)
        var i = start
        while i + target.count <= scalars.count {
            if scalars[i] == target[0], Array(scalars[i..<i + target.count]) == target { return i + target.count }
            i += 1
        }
        return nil
    }
}
