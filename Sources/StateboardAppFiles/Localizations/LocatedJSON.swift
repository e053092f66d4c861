import StateboardCore

/// A JSON value with the line and column it starts at: String Catalogs are JSON, and a problem
/// in one is reported at its own place. The parser is Stateboard's own (Foundation's gives no
/// positions): bounded nesting, never a crash on bad input, every error located.
indirect enum LocatedJSON: Sendable {
    case object([(key: String, keyLocation: FileLocation, value: LocatedJSON)], FileLocation)
    case array([LocatedJSON], FileLocation)
    case string(String, FileLocation)
    case number(Double, FileLocation)
    case bool(Bool, FileLocation)
    case null(FileLocation)

    var location: FileLocation {
        switch self {
        case .object(_, let l), .array(_, let l), .string(_, let l), .number(_, let l), .bool(_, let l), .null(let l): l
        }
    }

    /// The value of `key` in an object.
    subscript(key: String) -> LocatedJSON? {
        guard case .object(let entries, _) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    var text: String? { if case .string(let s, _) = self { return s } else { return nil } }
    var entries: [(key: String, keyLocation: FileLocation, value: LocatedJSON)]? {
        if case .object(let entries, _) = self { return entries } else { return nil }
    }
    /// `an object`, `a list`, … for messages.
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string: "text"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// Why a document is not JSON, and where.
    struct SyntaxError: Error {
        var message: String
        var location: FileLocation
    }

    /// Parses UTF-8 bytes; nesting deeper than `depth` is an error.
    static func parse(_ bytes: [UInt8], file: String, depth: Int) -> Result<LocatedJSON, SyntaxError> {
        var columnSteps = 0
        return parse(bytes, file: file, depth: depth, columnSteps: &columnSteps)
    }

    /// Parses, counting the bytes stepped over to compute columns (at most the input's length
    /// when locations are computed in linear time, as a test checks).
    static func parse(_ bytes: [UInt8], file: String, depth: Int, columnSteps: inout Int) -> Result<LocatedJSON, SyntaxError> {
        var parser = JSONParser(bytes: bytes, file: file, maxDepth: depth)
        defer { columnSteps = parser.columnSteps }
        do throws(SyntaxError) {
            // A UTF-8 byte order mark, which some editors and localisation services write and
            // Foundation's JSON reader (Xcode's) skips; columns start after it.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            if parser.index < bytes.count { throw parser.fail("unexpected text after the JSON value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}

/// The recursive-descent parser behind `LocatedJSON.parse`.
private struct JSONParser {
    let bytes: [UInt8]
    let file: String
    let maxDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    /// The last column computed, and at which byte: locations are asked for in order, so a
    /// minified catalog (one long line) is still read in linear time.
    private var columnCache = (offset: 0, column: 1)
    /// Bytes stepped over computing columns, in all.
    private(set) var columnSteps = 0

    init(bytes: [UInt8], file: String, maxDepth: Int) { self.bytes = bytes; self.file = file; self.maxDepth = maxDepth }

    /// The location of the current byte (columns count Unicode scalars, as `FileLocation` does).
    mutating func location() -> FileLocation {
        let end = min(index, bytes.count)
        if columnCache.offset < lineStart || columnCache.offset > end { columnCache = (lineStart, 1) }
        var (i, column) = columnCache
        columnSteps += max(0, end - i)
        while i < end { if bytes[i] & 0xC0 != 0x80 { column += 1 }; i += 1 }
        columnCache = (end, column)
        return FileLocation(file: file, line: line, column: column)
    }

    mutating func fail(_ message: String) -> LocatedJSON.SyntaxError {
        LocatedJSON.SyntaxError(message: message, location: location())
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: index += 1; line += 1; lineStart = index
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        guard depth < maxDepth else { throw fail("values are nested deeper than the limit of \(maxDepth) (`depth`)") }
        guard index < bytes.count else { throw fail("the JSON ends where a value was expected") }
        let here = location()
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth, at: here)
        case UInt8(ascii: "["): return try array(depth: depth, at: here)
        case UInt8(ascii: "\""): return .string(try string(), here)
        case UInt8(ascii: "t"): try word("true"); return .bool(true, here)
        case UInt8(ascii: "f"): try word("false"); return .bool(false, here)
        case UInt8(ascii: "n"): try word("null"); return .null(here)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(), here)
        default: throw fail("unexpected character \(describe(bytes[index])) where a value was expected")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "`\(Character(Unicode.Scalar(byte)))`" : String(format: "0x%02X", byte)
    }

    private mutating func word(_ word: String) throws(LocatedJSON.SyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw fail("unexpected text where a value was expected")
        }
        index += expected.count
    }

    private mutating func object(depth: Int, at here: FileLocation) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        index += 1
        var entries: [(key: String, keyLocation: FileLocation, value: LocatedJSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(entries, here) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let keyLocation = location()
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected `:` after the key \"\(key.prefix(40))\"") }
            index += 1
            skipSpace()
            entries.append((key, keyLocation, try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw fail("the JSON ends inside an object; a `}` is missing") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(entries, here) }
            throw fail("expected `,` or `}` after a value in an object")
        }
    }

    private mutating func array(depth: Int, at here: FileLocation) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        index += 1
        var items: [LocatedJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items, here) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fail("the JSON ends inside a list; a `]` is missing") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items, here) }
            throw fail("expected `,` or `]` after a value in a list")
        }
    }

    private mutating func number() throws(LocatedJSON.SyntaxError) -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            throw fail("not a number")
        }
        return value
    }

    private mutating func hex4() throws(LocatedJSON.SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw fail("`\\u` needs four hexadecimal digits")
        }
        index += 4
        return value
    }

    private mutating func string() throws(LocatedJSON.SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw fail(byte == 0x0A ? "a string is not closed before the end of the line" : "a control character inside a string; write it as an escape")
            }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                index -= 2
                throw fail("unknown escape `\\\(Character(Unicode.Scalar(escape)))` in a string")
            }
            run = index
        }
        throw fail("the JSON ends inside a string; a closing `\"` is missing")
    }
}
