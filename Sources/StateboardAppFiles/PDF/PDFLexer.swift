/// A PDF value as the file writes it (ISO 32000-1 §7.3). Strings keep only their length: the
/// work-budget reader needs how many glyphs a text operator shows, never the text itself.
enum PDFValue: Equatable {
    case number(Double)
    case name(String)
    case string(length: Int)
    case array([PDFValue])
    case dictionary([String: PDFValue])
    case reference(Int)
    case keyword(String)
    case boolean(Bool)
    case null

    /// The dictionary entry `key`, if this is a dictionary.
    subscript(key: String) -> PDFValue? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    var name: String? { if case .name(let value) = self { return value }; return nil }
    var number: Double? { if case .number(let value) = self { return value }; return nil }
    /// The number as a whole number, if it is finite and within ±10^15 (a file may write
    /// `1e400` or `99999999999999999999` where a count belongs; converting those would trap).
    var integer: Int? {
        guard case .number(let value) = self, value.isFinite, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
    var dictionary: [String: PDFValue]? { if case .dictionary(let value) = self { return value }; return nil }
    var array: [PDFValue]? { if case .array(let value) = self { return value }; return nil }
}

/// Reads PDF tokens and values from bytes (a whole file or a decoded content stream). Bounded:
/// arrays and dictionaries nest at most `maximumNesting` deep and a value never reads past the end.
struct PDFLexer {
    let bytes: [UInt8]
    var position: Int

    /// How deep arrays and dictionaries may nest inside one value.
    static let maximumNesting = 64

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var atEnd: Bool { position >= bytes.count }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    /// Skips whitespace and comments.
    mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next value; a bare word (`obj`, `R`, an operator) comes back as `.keyword`, and
    /// `n g R` as a reference. Nil at the end of the bytes.
    mutating func value(nesting: Int = 0) -> PDFValue? {
        skipSpace()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            return .name(readName())
        case UInt8(ascii: "("):
            return .string(length: skipLiteralString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return readDictionary(nesting: nesting + 1)
            }
            return .string(length: skipHexString())
        case UInt8(ascii: "["):
            position += 1
            return readArray(nesting: nesting + 1)
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            return .keyword(String(UnicodeScalar(byte)))
        default:
            let word = readWord()
            if let number = Self.number(word) {
                if let reference = referenceAfter(number) { return reference }
                return .number(number)
            }
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "null": return .null
            default: return .keyword(word)
            }
        }
    }

    /// `n g R` read ahead from a whole number `n` just read; the position moves past `R` only
    /// if all three are there.
    private mutating func referenceAfter(_ number: Double) -> PDFValue? {
        guard number >= 0, number == number.rounded(), number < 100_000_000 else { return nil }
        let saved = position
        skipSpace()
        let generation = readWord()
        guard !generation.isEmpty, generation.allSatisfy(\.isNumber) else { position = saved; return nil }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "R"),
            position + 1 >= bytes.count || Self.isWhitespace(bytes[position + 1]) || Self.isDelimiter(bytes[position + 1])
        else {
            position = saved
            return nil
        }
        position += 1
        return .reference(Int(number))
    }

    private mutating func readDictionary(nesting: Int) -> PDFValue {
        var entries: [String: PDFValue] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else { return .dictionary(entries) }
            if bytes[position] == UInt8(ascii: ">") {
                position += position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">") ? 2 : 1
                return .dictionary(entries)
            }
            guard bytes[position] == UInt8(ascii: "/") else {
                // Not a key: skip it, as poppler's recovering parser does.
                if value(nesting: nesting) == nil { return .dictionary(entries) }
                continue
            }
            let key = readName()
            guard nesting < Self.maximumNesting, let entry = value(nesting: nesting) else { return .dictionary(entries) }
            if case .keyword(">") = entry { return .dictionary(entries) }
            entries[key] = entry
        }
    }

    private mutating func readArray(nesting: Int) -> PDFValue {
        var items: [PDFValue] = []
        while true {
            guard nesting < Self.maximumNesting, let item = value(nesting: nesting) else { return .array(items) }
            if case .keyword("]") = item { return .array(items) }
            items.append(item)
        }
    }

    /// A name after its `/`, with `#xx` escapes decoded.
    private mutating func readName() -> String {
        position += 1
        var scalars: [UInt8] = []
        while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
            if bytes[position] == UInt8(ascii: "#"), position + 2 < bytes.count,
                let high = Self.hexDigit(bytes[position + 1]), let low = Self.hexDigit(bytes[position + 2])
            {
                scalars.append(high << 4 | low)
                position += 3
            } else {
                scalars.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: scalars, as: UTF8.self)
    }

    /// A run of regular characters (a number, a keyword).
    mutating func readWord() -> String {
        let start = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) { position += 1 }
        if position == start, position < bytes.count { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Skips `( … )` with nested parentheses and backslash escapes; returns its length in bytes.
    private mutating func skipLiteralString() -> Int {
        position += 1
        var depth = 1, length = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\") {
                position += 1
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return length }
            }
            length += 1
        }
        return length
    }

    /// Skips `< … >`; returns the bytes it holds (two hex digits each).
    private mutating func skipHexString() -> Int {
        position += 1
        var digits = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            if Self.hexDigit(bytes[position]) != nil { digits += 1 }
            position += 1
        }
        position += 1
        return (digits + 1) / 2
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func number(_ word: String) -> Double? {
        guard let first = word.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return nil }
        return Double(word)
    }

    /// Whether the bytes at the position spell `word` followed by a delimiter or the end.
    func isAt(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, bytes[position..<position + utf8.count].elementsEqual(utf8) else { return false }
        let after = position + utf8.count
        return after == bytes.count || Self.isWhitespace(bytes[after]) || Self.isDelimiter(bytes[after])
    }
}
