import Foundation
import StateboardAppFiles
import StateboardCore
import Yams

/// The checks a YAML file passes before and while it is parsed, so that no file can crash,
/// hang or exhaust memory: its size, its UTF-8, the nesting of its flow collections, and, once
/// composed, the number of values (aliases expanded), their depth and the length of each scalar.
enum YAMLLimits {
    /// The file's text (UTF-8, or UTF-16 with a byte order mark), or a located problem: too large,
    /// or neither (with the first bad byte's place).
    static func text(of data: Data, file: String, limits: InputLimits = .current) -> Result<String, LimitProblem> {
        if data.count > limits.documentBytes {
            return .failure(
                LimitProblem(
                    Diagnostic(
                        "the file is \(data.count) bytes, over the limit of \(limits.documentBytes) (`documentBytes`)",
                        at: FileLocation(file: file, line: 1, column: 1), hint: InputLimits.hint(raising: "documentBytes"))))
        }
        if let text = String(validatingUTF8Data: data) { return .success(text) }
        // UTF-16 with a byte order mark, which YAML allows (a Windows editor's "Unicode").
        if UTF16Text.hasByteOrderMark(data) { return UTF16Text.decode([UInt8](data), file: file) }
        let location = invalidUTF8Location(in: data, file: file)
        return .failure(
            LimitProblem(
                Diagnostic(
                    "the file is not UTF-8 text: byte \(location.offset) cannot start or continue a character",
                    at: location.location, hint: "save the file as UTF-8")))
    }

    /// Where the first byte that breaks UTF-8 is.
    static func invalidUTF8Location(in data: Data, file: String) -> (offset: Int, location: FileLocation) {
        let bytes = [UInt8](data)
        var index = 0, line = 1, column = 1
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first?.value != 0xFFFD,
                bytes[index + 1..<index + length].allSatisfy({ $0 & 0xC0 == 0x80 })
            else { break }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += length
        }
        return (index, FileLocation(file: file, line: line, column: column))
    }

    /// The line and column of a UTF-8 byte offset in `text`.
    static func location(ofByte offset: Int, in text: String, file: String) -> FileLocation {
        var line = 1, column = 1, bytes = 0
        for scalar in text.unicodeScalars {
            if bytes >= offset { break }
            bytes += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return FileLocation(file: file, line: line, column: column)
    }

    /// A problem with the nesting of `[` and `{` before the parser (which recurses) sees it.
    /// Reads UTF-8 bytes, not characters: every byte it looks for is ASCII, which a multi-byte
    /// character never contains, and splitting the text into grapheme clusters cost a theme's
    /// load more than the rest of this check. Columns count Unicode scalars, as the parser's do.
    static func flowNestingProblem(in text: String, file: String, limits: InputLimits = .current) -> Diagnostic? {
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0, line = 1, column = 0
            var quote: UInt8?
            var comment = false
            var previous: UInt8 = 0
            for byte in bytes {
                // A continuation byte belongs to the scalar its lead byte started.
                if byte & 0xC0 == 0x80 { continue }
                defer { previous = byte }
                // A line ends at LF, CR LF or a CR alone (`Character.isLineBreak`).
                if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { continue }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { line += 1; column = 0; comment = false; continue }
                column += 1
                if comment { continue }
                if let open = quote {
                    if byte == open { quote = nil }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "#"): comment = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limits.depth {
                        return Diagnostic(
                            "values are nested more than \(limits.depth) deep (`depth`)",
                            at: FileLocation(file: file, line: line, column: column), hint: InputLimits.hint(raising: "depth"))
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
            }
            return nil
        }
    }

    /// Converts a composed document, counting values (aliases expanded) and depth; `nil` and a
    /// diagnostic when a limit is passed.
    static func convert(_ node: Yams.Node, file: String, limits: InputLimits = .current) -> Result<YAMLValue, LimitProblem> {
        var budget = limits.yamlNodes
        var problem: Diagnostic?
        let value = convert(node, file: file, depth: 0, budget: &budget, limits: limits, problem: &problem)
        if let problem { return .failure(LimitProblem(problem)) }
        return .success(value)
    }

    private static func convert(
        _ node: Yams.Node, file: String, depth: Int, budget: inout Int, limits: InputLimits,
        problem: inout Diagnostic?
    ) -> YAMLValue {
        let location = FileLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        let empty = YAMLValue.scalar(YAMLScalar(text: "", isNull: true, isQuoted: false, location: location))
        guard problem == nil else { return empty }
        budget -= 1
        if budget < 0 {
            problem = Diagnostic(
                "the file has more than \(limits.yamlNodes) values once its aliases are expanded (`yamlNodes`)",
                at: location, hint: "an alias (`*name`) copies everything its anchor holds; " + InputLimits.hint(raising: "yamlNodes"))
            return empty
        }
        if depth > limits.depth {
            problem = Diagnostic("values are nested more than \(limits.depth) deep (`depth`)", at: location, hint: InputLimits.hint(raising: "depth"))
            return empty
        }
        switch node {
        case .scalar(let scalar):
            if scalar.string.utf8.count > limits.stringLength, scalar.string.count > limits.stringLength {
                problem = Diagnostic(
                    "a value of \(scalar.string.count) characters is over the limit of \(limits.stringLength) (`stringLength`)",
                    at: location, hint: InputLimits.hint(raising: "stringLength"))
                return empty
            }
            return YAMLValue(node, file: file)
        case .mapping(let mapping):
            var entries: [YAMLEntry] = []
            for (key, value) in mapping {
                let k = convert(key, file: file, depth: depth + 1, budget: &budget, limits: limits, problem: &problem)
                let v = convert(value, file: file, depth: depth + 1, budget: &budget, limits: limits, problem: &problem)
                if problem != nil { return empty }
                entries.append(YAMLEntry(key: k, value: v))
            }
            return .mapping(entries, location)
        case .sequence(let sequence):
            var items: [YAMLValue] = []
            for item in sequence {
                items.append(convert(item, file: file, depth: depth + 1, budget: &budget, limits: limits, problem: &problem))
                if problem != nil { return empty }
            }
            return .sequence(items, location)
        case .alias:
            return YAMLValue(node, file: file)
        }
    }

    /// Where `key:` is written the second time at or after `mark` (the mapping holding it twice).
    static func secondOccurrence(of key: String, in text: String, from mark: Yams.Mark) -> (line: Int, column: Int)? {
        guard !key.isEmpty, key.count <= 200 else { return nil }
        var seen = 0
        for (index, line) in text.lineBreakSeparatedLines.enumerated() where index + 1 >= mark.line {
            let characters = Array(line)
            let keyCharacters = Array(key)
            var column = 0
            while column + keyCharacters.count < characters.count {
                let before = column == 0 ? " " : characters[column - 1]
                if (before == " " || before == "{" || before == "," || before == "\t")
                    && Array(characters[column..<column + keyCharacters.count]) == keyCharacters
                    && characters[(column + keyCharacters.count)...].drop(while: { $0 == " " }).first == ":"
                {
                    seen += 1
                    if seen == 2 { return (index + 1, column + 1) }
                }
                column += 1
            }
        }
        return nil
    }

    /// libyaml's text without the C functions it sometimes names (`set with yaml_…()`).
    static func withoutFunctionNames(_ problem: String) -> String {
        problem.replacingOccurrences(of: #",? ?\(?(set with )?yaml_[a-z_]+\(\)\)?"#, with: "", options: .regularExpression)
    }

    /// A clearer message for the syntax errors people most often meet: a tab where YAML wants
    /// spaces, and a control character.
    static func syntaxHint(problem: String, at mark: Yams.Mark, in text: String) -> (message: String, hint: String)? {
        guard problem.contains("cannot start any token") else { return nil }
        let lines = text.lineBreakSeparatedLines
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let characters = Array(lines[mark.line - 1])
        guard mark.column >= 1, mark.column <= characters.count else { return nil }
        if characters[mark.column - 1] == "\t" {
            return ("a tab character where YAML expects spaces", "YAML indents with spaces only; replace the tab with spaces")
        }
        return nil
    }
}

extension String {
    /// The text of `data` when it is valid UTF-8 (no replacement characters substituted).
    init?(validatingUTF8Data data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        self = text
    }
}
