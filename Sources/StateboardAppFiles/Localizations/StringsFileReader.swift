import StateboardCore

/// Reads a legacy `Localizable.strings` table: `"key" = "value";` pairs with `/* */` and `//`
/// comments, in UTF-8 or UTF-16 (with a byte order mark, as Xcode used to write them). Escapes:
/// `\"`, `\\`, `\n`, `\t`, `\r`, `\'`, `\U1234` / `\u1234`. A syntax error is reported at its
/// line and column.
///
/// A strings file may also be a property list whose top level is a dictionary of strings:
/// old-style with braces (`{ "key" = "value"; }`), XML or binary, as `Bundle` reads it (`CFPropertyListCreateWithData`): translation services
/// export them so. The form is chosen by the content, never the extension.
package struct StringsFileReader {
    let file: String
    var report: (Diagnostic) -> Void
    var limits = InputLimits.current

    package init(file: String, report: @escaping (Diagnostic) -> Void, limits: InputLimits = .current) {
        self.file = file; self.report = report; self.limits = limits
    }

    /// The text of a `.strings` or `.stringsdict` file: UTF-16 with a byte order mark, else UTF-8.
    static func text(_ bytes: [UInt8], file: String) -> Result<String, DiagnosticsError> {
        if UTF16Text.hasByteOrderMark(bytes) { return UTF16Text.decode(bytes, file: file).mapError { DiagnosticsError([$0.diagnostic]) } }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let offset = StringCatalogReader.invalidUTF8Offset(body) {
            return .failure(
                DiagnosticsError([
                    Diagnostic(
                        "the file is neither UTF-8 nor UTF-16 with a byte order mark",
                        at: FileLocation(ofByte: offset, in: body, file: file),
                        hint: "save it as UTF-8 (Xcode: File Inspector → Text Encoding)")
                ]))
        }
        return .success(String(decoding: body, as: UTF8.self))
    }

    /// The table's strings for `locale`.
    package func read(_ bytes: [UInt8], locale: String, sourceLanguage: String) -> AppStrings {
        var result = AppStrings()
        result.files = [file]
        if bytes.starts(with: BinaryPlist.magic) { return readPropertyList(bytes, locale: locale, sourceLanguage: sourceLanguage) }
        let text: String
        switch Self.text(bytes, file: file) {
        case .success(let decoded): text = decoded
        case .failure(let problem): problem.diagnostics.forEach(report); return result
        }
        if PlistValue.isXML(text) { return readPropertyList(bytes, locale: locale, sourceLanguage: sourceLanguage) }
        var scanner = StringsScanner(scalars: Array(text.unicodeScalars), file: file)
        do {
            while let (key, keyLocation, value, valueLocation) = try scanner.pair() {
                add(key, at: keyLocation, value, at: valueLocation, to: &result, locale: locale, sourceLanguage: sourceLanguage)
            }
        } catch {
            report(
                Diagnostic(
                    "\(error.message) in the strings file", at: error.location,
                    hint: "each entry is `\"key\" = \"value\";`; quotes inside a value are written `\\\"`"))
        }
        return result
    }

    /// One entry, unless its text is over `stringLength`.
    private func add(
        _ key: String, at keyLocation: FileLocation, _ value: String, at valueLocation: FileLocation, to result: inout AppStrings,
        locale: String, sourceLanguage: String
    ) {
        guard value.unicodeScalars.count <= limits.stringLength else {
            skip(
                key, locale: locale,
                Diagnostic(
                    "the text of `\(PrintableText.escaped(String(key.prefix(100))))` is \(value.unicodeScalars.count) characters, over the limit of \(limits.stringLength) (`stringLength`)",
                    at: valueLocation, hint: InputLimits.hint(raising: "stringLength")), in: &result)
            return
        }
        let localization = AppLocalization(state: nil, location: valueLocation, value: .text(value))
        result.entries[key] = AppStringEntry(key: key, location: keyLocation, sourceLanguage: sourceLanguage, localizations: [locale: localization])
    }

    /// Reports a key's problem and keeps the key aside: an error only where a drawn string needs it.
    private func skip(_ key: String, locale: String, _ problem: Diagnostic, in result: inout AppStrings) {
        report(problem)
        result.entries[key] = nil
        result.unreadable.append(UnreadableStringTable(file: file, locale: locale, keys: [key], problems: [problem]))
    }

    /// A table in property-list form: its root a dictionary, each value a string. A value of
    /// another type is reported at its key (which type it is) and left out, as `Bundle` would
    /// not show it; the other keys are read.
    private func readPropertyList(_ bytes: [UInt8], locale: String, sourceLanguage: String) -> AppStrings {
        var result = AppStrings()
        result.files = [file]
        guard let root = PlistValue.read(bytes, file: file, limits: limits, reporting: report) else { return result }
        guard let entries = root.entries else {
            report(
                Diagnostic(
                    "the strings file is a property list whose top level is \(root.kindDescription), not a dictionary", at: root.location,
                    hint: "a strings table in property-list form is a `<dict>` of `<key>` and `<string>` pairs"))
            return result
        }
        for (key, keyLocation, value) in entries {
            guard let text = value.text else {
                skip(
                    key, locale: locale,
                    Diagnostic(
                        "the value of `\(PrintableText.escaped(String(key.prefix(100))))` is \(value.kindDescription), not a string", at: value.location,
                        hint: "each key of a strings table names a `<string>`; plural rules belong in a .stringsdict"), in: &result)
                continue
            }
            add(key, at: keyLocation, text, at: value.location, to: &result, locale: locale, sourceLanguage: sourceLanguage)
        }
        return result
    }
}

/// Scans `.strings` syntax, keeping the line and column.
private struct StringsScanner {
    struct SyntaxError: Error {
        var message: String
        var location: FileLocation
    }

    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], file: String) { self.scalars = scalars; self.file = file }

    var location: FileLocation { FileLocation(file: file, line: line, column: column) }

    private mutating func advance() {
        if scalars.endsLine(at: index) { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    private mutating func skipSpaceAndComments() throws(SyntaxError) {
        while let c = peek() {
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" { advance(); continue }
            if c == "/", peek(1) == "*" {
                let start = location
                advance(); advance()
                while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                guard peek() != nil else { throw SyntaxError(message: "a `/*` comment is not closed", location: start) }
                advance(); advance()
                continue
            }
            if c == "/", peek(1) == "/" {
                while let c = peek(), c != "\n", c != "\r" { advance() }
                continue
            }
            return
        }
    }

    /// Where the `{` of an old-style property list's dictionary is, when the file is one
    /// (`{ "key" = "value"; }`, which `CFPropertyList` reads as the strings-file syntax's twin).
    private var openBrace: FileLocation?
    private var started = false

    /// The next `key = value;`, or `nil` at the end.
    mutating func pair() throws(SyntaxError) -> (String, FileLocation, String, FileLocation)? {
        try skipSpaceAndComments()
        if !started {
            started = true
            if peek() == "{" { openBrace = location; advance(); try skipSpaceAndComments() }
        }
        if let brace = openBrace {
            guard peek() != nil else { throw SyntaxError(message: "the `{` of the dictionary is not closed with `}`", location: brace) }
            if peek() == "}" {
                advance()
                try skipSpaceAndComments()
                guard peek() == nil else { throw SyntaxError(message: "text after the dictionary's closing `}`", location: location) }
                return nil
            }
        }
        guard peek() != nil else { return nil }
        let keyLocation = location
        let key = try token(what: "a key")
        try skipSpaceAndComments()
        if peek() == ";" { advance(); return (key, keyLocation, key, keyLocation) }  // `"key";`: the value is the key
        guard peek() == "=" else { throw SyntaxError(message: "expected `=` after the key", location: location) }
        advance()
        try skipSpaceAndComments()
        let valueLocation = location
        let value = try token(what: "a value")
        try skipSpaceAndComments()
        guard peek() == ";" else { throw SyntaxError(message: "expected `;` after the value", location: location) }
        advance()
        return (key, keyLocation, value, valueLocation)
    }

    /// A quoted string, or an unquoted word (letters, digits, `_`, `.`, `-`).
    private mutating func token(what: String) throws(SyntaxError) -> String {
        guard let first = peek() else { throw SyntaxError(message: "the file ends where \(what) was expected", location: location) }
        if first != "\"" {
            var word = String.UnicodeScalarView()
            while let c = peek(), c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "." || c == "-" { word.append(c); advance() }
            guard !word.isEmpty else {
                throw SyntaxError(message: "expected \(what) in quotes, found `\(PrintableText.escaped(String(first)))`", location: location)
            }
            return String(word)
        }
        let start = location
        advance()
        var text = String.UnicodeScalarView()
        while let c = peek() {
            if c == "\"" { advance(); return String(text) }
            guard c == "\\" else { text.append(c); advance(); continue }
            let escapeLocation = location
            advance()
            guard let e = peek() else { break }
            advance()
            switch e {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
                var hex = ""
                while hex.count < 4, let h = peek(), h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); advance() }
                guard hex.count == 4, var code = UInt32(hex, radix: 16) else {
                    throw SyntaxError(message: "`\\\(e)` needs four hexadecimal digits naming a character", location: escapeLocation)
                }
                // A character beyond U+FFFF is written as a surrogate pair: `\UD83D\UDE00`.
                if (0xD800..<0xDC00).contains(code), peek() == "\\", peek(1) == "U" || peek(1) == "u",
                    let low = UInt32(String(String.UnicodeScalarView(scalars[min(index + 2, scalars.count)..<min(index + 6, scalars.count)])), radix: 16),
                    (0xDC00..<0xE000).contains(low)
                {
                    advance(); advance(); advance(); advance(); advance(); advance()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw SyntaxError(message: "`\\\(e)\(hex)` is half of a surrogate pair without its other half", location: escapeLocation)
                }
                text.append(scalar)
            default: text.append(e)  // \" \\ \' and any other character stand for themselves
            }
        }
        throw SyntaxError(message: "a string is not closed (its `\"` is missing)", location: start)
    }
}
