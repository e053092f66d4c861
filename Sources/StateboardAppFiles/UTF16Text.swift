import StateboardCore

/// Text saved as UTF-16 with a byte order mark: how Xcode used to write string files, and what
/// Windows editors call "Unicode". YAML allows it too.
package enum UTF16Text {
    /// Whether `bytes` start with a UTF-16 byte order mark (either order).
    package static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next(), let second = iterator.next() else { return false }
        return (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF)
    }

    /// The text after the byte order mark, or where it cannot be decoded.
    package static func decode(_ bytes: [UInt8], file: String) -> Result<String, LimitProblem> {
        let little = bytes[0] == 0xFF
        guard bytes.count % 2 == 0 else {
            return .failure(
                LimitProblem(
                    Diagnostic(
                        "the UTF-16 file has an odd number of bytes", at: FileLocation(file: file, line: 1, column: 1),
                        hint: "the file is cut short; save it again")))
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var i = 2
        while i + 1 < bytes.count {
            units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return .success(String(scalars))
            case .error:
                let text = String(scalars)
                let line = text.lineBreakCount + 1
                let column = (text.lineBreakSeparatedLines.last?.unicodeScalars.count ?? 0) + 1
                return .failure(
                    LimitProblem(
                        Diagnostic(
                            "the UTF-16 text has an unpaired surrogate", at: FileLocation(file: file, line: line, column: column),
                            hint: "save the file again as UTF-8 or UTF-16")))
            }
        }
    }
}
