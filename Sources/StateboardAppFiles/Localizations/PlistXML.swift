import StateboardCore

/// A property list value from an XML or binary plist, with where it is written. Stateboard reads
/// the XML itself (a small subset: `plist`, `dict`, `key`, `string`, `integer`, `real`, `true`,
/// `false`, `array`; the five predefined entities and character references) so that problems
/// are located and no DTD or entity is ever expanded; binary plists are `BinaryPlist`'s.
indirect enum PlistValue {
    case dictionary([(key: String, keyLocation: FileLocation, value: PlistValue)], FileLocation)
    case array([PlistValue], FileLocation)
    case string(String, FileLocation)
    /// A value of another type, by its XML element's name (`integer`, `real`, `date`, `data`,
    /// `boolean`, `uid`).
    case other(String, FileLocation)

    /// `a dictionary`, `an integer`, …: what a message says was found.
    var kindDescription: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .other(let kind, _):
            switch kind {
            case "integer": "an integer"
            case "real": "a real number"
            case "true", "false", "boolean": "a boolean"
            case "uid": "a UID"
            default: "a \(kind) value"
            }
        }
    }

    /// Whether decoded text is an XML property list rather than strings-file syntax: its first
    /// character after blank space (and a byte order mark) is `<` (`<?xml`, `<!DOCTYPE`,
    /// `<plist`), which a strings file never starts with.
    static func isXML(_ text: String) -> Bool {
        text.unicodeScalars.first { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{FEFF}") } == "<"
    }

    /// The plist in a string file's `bytes`, or `nil` with its problems passed to `report`: how
    /// the `.strings` and `.stringsdict` readers both begin.
    static func read(_ bytes: [UInt8], file: String, limits: InputLimits, reporting report: (Diagnostic) -> Void) -> PlistValue? {
        switch read(bytes, file: file, limits: limits) {
        case .success(let value): return value
        case .failure(let problem):
            problem.diagnostics.forEach(report)
            return nil
        }
    }

    /// The plist in a string file's `bytes`: binary (`bplist00`), else XML in UTF-8 or UTF-16
    /// with a byte order mark; an encoding problem is a located error too.
    static func read(_ bytes: [UInt8], file: String, limits: InputLimits) -> Result<PlistValue, DiagnosticsError> {
        let parsed: Result<PlistValue, SyntaxError>
        if bytes.starts(with: BinaryPlist.magic) {
            parsed = BinaryPlist.parse(bytes, file: file, depth: limits.depth, maxValues: limits.yamlNodes)
        } else {
            switch StringsFileReader.text(bytes, file: file) {
            case .success(let text): parsed = parse(text, file: file, depth: limits.depth, maxValues: limits.yamlNodes)
            case .failure(let problem): return .failure(problem)
            }
        }
        return parsed.mapError { syntax in
            DiagnosticsError([
                Diagnostic(
                    "invalid property list: \(syntax.message)", at: syntax.location,
                    hint: bytes.starts(with: BinaryPlist.magic)
                        ? "the binary property list is damaged; export it again (`plutil -convert xml1` shows what it holds) or restore it from version control"
                        : "check that every tag is closed (or restore the file from version control)")
            ])
        }
    }

    var location: FileLocation {
        switch self {
        case .dictionary(_, let l), .array(_, let l), .string(_, let l), .other(_, let l): l
        }
    }
    var text: String? { if case .string(let s, _) = self { return s } else { return nil } }
    var entries: [(key: String, keyLocation: FileLocation, value: PlistValue)]? {
        if case .dictionary(let entries, _) = self { return entries } else { return nil }
    }
    subscript(key: String) -> PlistValue? { entries?.last { $0.key == key }?.value }

    struct SyntaxError: Error {
        var message: String
        var location: FileLocation
    }

    /// The plist's root value.
    static func parse(_ text: String, file: String, depth: Int, maxValues: Int = InputLimits.current.yamlNodes) -> Result<PlistValue, SyntaxError> {
        var parser = PlistParser(scalars: Array(text.unicodeScalars), file: file, maxDepth: depth, maxValues: maxValues)
        do throws(SyntaxError) {
            try parser.prolog()
            guard let (name, _, selfClosing) = try parser.openTag(), name == "plist", !selfClosing else {
                throw SyntaxError(message: "the file is not a property list (no `<plist>`)", location: parser.location)
            }
            guard let value = try parser.value(depth: 0) else { throw SyntaxError(message: "the `<plist>` is empty", location: parser.location) }
            try parser.close("plist")
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}

private struct PlistParser {
    let scalars: [Unicode.Scalar]
    let file: String
    let maxDepth: Int
    let maxValues: Int
    var index = 0, line = 1, column = 1
    var values = 0

    init(scalars: [Unicode.Scalar], file: String, maxDepth: Int, maxValues: Int) {
        self.scalars = scalars
        self.file = file
        self.maxDepth = maxDepth
        self.maxValues = maxValues
    }

    var location: FileLocation { FileLocation(file: file, line: line, column: column) }
    typealias SyntaxError = PlistValue.SyntaxError

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars.endsLine(at: index) { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
    }
    private func starts(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        return index + s.count <= scalars.count && Array(scalars[index..<index + s.count]) == s
    }
    private mutating func skip(until end: String, what: String) throws(SyntaxError) {
        let start = location
        while index < scalars.count, !starts(end) { advance() }
        guard index < scalars.count else { throw SyntaxError(message: "\(what) is not closed", location: start) }
        advance(end.unicodeScalars.count)
    }
    private mutating func skipSpace() { while let c = peek(), c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{FEFF}" { advance() } }

    /// `<?xml …?>`, `<!DOCTYPE …>` (without an internal subset) and comments before the root.
    mutating func prolog() throws(SyntaxError) {
        while true {
            skipSpace()
            if starts("<?") { try skip(until: "?>", what: "an `<?…?>` declaration"); continue }
            if starts("<!--") { try skip(until: "-->", what: "a comment"); continue }
            if starts("<!DOCTYPE") {
                let start = location
                while let c = peek(), c != ">" {
                    if c == "[" { throw SyntaxError(message: "the DOCTYPE declares entities or elements", location: start) }
                    advance()
                }
                guard peek() != nil else { throw SyntaxError(message: "the DOCTYPE is not closed", location: start) }
                advance()
                continue
            }
            return
        }
    }

    /// The next tag's name, where it starts and whether it closes itself; `nil` at a closing tag.
    mutating func openTag() throws(SyntaxError) -> (String, FileLocation, Bool)? {
        while true {
            skipSpace()
            if starts("<!--") { try skip(until: "-->", what: "a comment"); continue }
            break
        }
        let start = location
        guard peek() == "<" else {
            throw SyntaxError(message: peek() == nil ? "the file ends before the property list does" : "expected a tag", location: start)
        }
        if peek(1) == "/" { return nil }
        if peek(1) == "!" { throw SyntaxError(message: "entities, CDATA and declarations are not allowed here", location: start) }
        advance()
        var name = ""
        while let c = peek(), c != ">", c != "/", c != " " { name.unicodeScalars.append(c); advance() }
        while let c = peek(), c != ">" {  // attributes (`version="1.0"`) are ignored
            if c == "<" { throw SyntaxError(message: "a `<\(name)` tag is not closed with `>`", location: start) }
            advance()
        }
        guard peek() == ">" else { throw SyntaxError(message: "a `<\(name)` tag is not closed with `>`", location: start) }
        let selfClosing = index > 0 && scalars[index - 1] == "/"
        advance()
        return (name, start, selfClosing)
    }

    mutating func close(_ name: String) throws(SyntaxError) {
        skipSpace()
        let start = location
        guard starts("</\(name)") else { throw SyntaxError(message: "expected `</\(name)>`", location: start) }
        advance(name.unicodeScalars.count + 2)
        skipSpace()
        guard peek() == ">" else { throw SyntaxError(message: "expected `>` to close `</\(name)`", location: location) }
        advance()
    }

    /// Character data up to the next `<`, with entities replaced.
    mutating func characters() throws(SyntaxError) -> String {
        var text = String.UnicodeScalarView()
        while let c = peek(), c != "<" {
            guard c == "&" else { text.append(c); advance(); continue }
            let start = location
            advance()
            var name = ""
            while let c = peek(), c != ";", name.count < 10 { name.unicodeScalars.append(c); advance() }
            guard peek() == ";" else { throw SyntaxError(message: "an `&` that is not an entity; write `&amp;`", location: start) }
            advance()
            switch name {
            case "lt": text.append("<")
            case "gt": text.append(">")
            case "amp": text.append("&")
            case "quot": text.append("\"")
            case "apos": text.append("'")
            default:
                let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                guard let code, let scalar = Unicode.Scalar(code) else {
                    throw SyntaxError(message: "unknown entity `&\(name);`", location: start)
                }
                text.append(scalar)
            }
        }
        return String(text)
    }

    /// The next value, or `nil` at a closing tag.
    mutating func value(depth: Int) throws(SyntaxError) -> PlistValue? {
        guard depth < maxDepth else { throw SyntaxError(message: "values are nested deeper than the limit of \(maxDepth) (`depth`)", location: location) }
        guard let (name, start, selfClosing) = try openTag() else { return nil }
        values += 1
        guard values <= maxValues else {
            throw SyntaxError(message: "the property list has more than \(maxValues) values (`yamlNodes`)", location: start)
        }
        if selfClosing { return name == "string" ? .string("", start) : .other(name, start) }
        switch name {
        case "dict":
            var entries: [(key: String, keyLocation: FileLocation, value: PlistValue)] = []
            while let (tag, keyLocation, keyClosed) = try openTag() {
                guard tag == "key" else { throw SyntaxError(message: "expected `<key>` in a `<dict>`, found `<\(tag)>`", location: keyLocation) }
                let key = keyClosed ? "" : try characters()
                if !keyClosed { try close("key") }
                guard let value = try value(depth: depth + 1) else {
                    throw SyntaxError(message: "the key `\(PrintableText.escaped(key))` has no value", location: keyLocation)
                }
                entries.append((key, keyLocation, value))
            }
            try close("dict")
            return .dictionary(entries, start)
        case "array":
            var items: [PlistValue] = []
            while let item = try value(depth: depth + 1) { items.append(item) }
            try close("array")
            return .array(items, start)
        case "string", "integer", "real", "date", "data", "key":
            let text = try characters()
            try close(name)
            return name == "string" ? .string(text, start) : .other(name, start)
        case "true", "false":
            try close(name)
            return .other(name, start)
        default:
            throw SyntaxError(message: "`<\(name)>` is not a property list element", location: start)
        }
    }
}
