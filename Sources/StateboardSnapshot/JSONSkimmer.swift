import Foundation

/// Reads a JSON file's bytes a buffer at a time and finds where values start and end without
/// building them: a large file's members are located (and each decoded alone, later) while
/// memory holds one buffer. It checks the structure it walks (brackets, strings, separators);
/// what a value means is for the decoder of its bytes.
///
/// What it holds is bounded whatever the file: a string longer than `longestString` bytes and
/// containers nested deeper than `deepestNesting` (`JSONDecoder`'s own limit) are refused, so a
/// hand-edited file of one endless string or bracket costs no more memory than a good one.
package struct JSONSkimmer {
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var bufferStart = 0
    private var bufferCount = 0
    /// The offset in the file of the next byte.
    package private(set) var offset = 0
    /// The longest string (in bytes, quotes and escapes included) read or skipped.
    package var longestString = Int.max
    /// How deep containers may nest.
    package static let deepestNesting = 512

    /// Reads the open file `descriptor` from `offset` (its start by default).
    package init(descriptor: Int32, offset: Int = 0) {
        self.descriptor = descriptor
        self.offset = offset
    }

    package struct Malformed: Error, CustomStringConvertible {
        package var offset: Int
        package var problem: String
        package var description: String { "\(problem) at byte \(offset)" }
        package init(offset: Int, problem: String) { self.offset = offset; self.problem = problem }
    }

    /// The next byte, without taking it; `nil` at the end of the file.
    package mutating func peek() throws -> UInt8? {
        if offset < bufferStart || offset >= bufferStart + bufferCount {
            bufferStart = offset
            bufferCount = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(offset)) }
                if count >= 0 { bufferCount = count; break }
                if errno != EINTR { throw Malformed(offset: offset, problem: "cannot read: \(String(cString: strerror(errno)))") }
            }
            if bufferCount == 0 { return nil }
        }
        return buffer[offset - bufferStart]
    }

    /// Takes the next byte.
    package mutating func take() throws -> UInt8 {
        guard let byte = try peek() else { throw Malformed(offset: offset, problem: "the file ends early") }
        offset += 1
        return byte
    }

    /// Skips white space; the next byte after it, not taken.
    package mutating func skipSpace() throws -> UInt8? {
        while let byte = try peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
        return try peek()
    }

    /// Takes `expected` after white space.
    package mutating func expect(_ expected: UInt8) throws {
        guard try skipSpace() == expected else { throw Malformed(offset: offset, problem: "expected `\(Character(UnicodeScalar(expected)))`") }
        offset += 1
    }

    /// Takes a string (its opening quote next, after white space) and returns its raw bytes,
    /// quotes included: JSON a decoder reads as a `String`.
    package mutating func rawString() throws -> [UInt8] {
        guard try skipSpace() == UInt8(ascii: "\"") else { throw Malformed(offset: offset, problem: "expected a string") }
        var raw: [UInt8] = [try take()]
        while true {
            let byte = try take()
            raw.append(byte)
            guard raw.count <= longestString else { throw Malformed(offset: offset, problem: "a string longer than \(longestString) bytes") }
            if byte == UInt8(ascii: "\\") {
                raw.append(try take())
            } else if byte == UInt8(ascii: "\"") {
                return raw
            } else if byte < 0x20 {
                throw Malformed(offset: offset - 1, problem: "a control character in a string")
            }
        }
    }

    /// Skips one value (after white space); returns where it started and ended in the file.
    package mutating func skipValue() throws -> Range<Int> {
        guard let first = try skipSpace() else { throw Malformed(offset: offset, problem: "the file ends early") }
        let start = offset
        switch first {
        case UInt8(ascii: "\""):
            _ = try rawString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            try skipContainer()
        default:
            // A number or a literal: up to the next separator.
            while let byte = try peek(), !Self.ends(byte) { offset += 1 }
            guard offset > start else { throw Malformed(offset: offset, problem: "expected a value") }
        }
        return start..<offset
    }

    /// Skips an object or array, strings inside it taken whole (their brackets are text).
    private mutating func skipContainer() throws {
        var closers: [UInt8] = []
        repeat {
            let byte = try take()
            switch byte {
            case UInt8(ascii: "\""):
                offset -= 1
                _ = try rawString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard closers.count < Self.deepestNesting else { throw Malformed(offset: offset - 1, problem: "containers nested too deep") }
                closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard closers.popLast() == byte else { throw Malformed(offset: offset - 1, problem: "a bracket that does not match") }
            default: break
            }
        } while !closers.isEmpty
    }

    private static func ends(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20 || byte == 0x0A
            || byte == 0x0D || byte == 0x09
    }

    /// The members of the object that starts next: `member` is called with each key (decoded)
    /// when the skimmer stands at its value, and must take that value.
    package mutating func members(_ member: (inout JSONSkimmer, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if try skipSpace() == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            let raw = try rawString()
            // A key with no escape is its bytes (checked as UTF-8); the decoder reads the others.
            let plain = raw.contains(UInt8(ascii: "\\")) ? nil : String(validating: raw.dropFirst().dropLast(), as: UTF8.self)
            guard let key = plain ?? (try? JSONDecoder().decode(String.self, from: Data(raw))) else {
                throw Malformed(offset: offset, problem: "a key that is not a JSON string")
            }
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
            switch try skipSpace() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return
            default: throw Malformed(offset: offset, problem: "expected `,` or `}`")
            }
        }
    }

    /// The bytes of `range` of the file.
    package func bytes(_ range: Range<Int>) throws -> Data {
        var data = Data(count: range.count)
        var read = 0
        while read < range.count {
            let count = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + read, range.count - read, off_t(range.lowerBound + read)) }
            guard count > 0 else { throw Malformed(offset: range.lowerBound + read, problem: "cannot read back") }
            read += count
        }
        return data
    }
}
