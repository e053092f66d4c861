import StateboardCore

/// Reads a binary property list (`bplist00`, as `CFBinaryPList.c` writes it): the header, the
/// objects, an offset table and a 32-byte trailer giving the offset and reference sizes, the
/// object count, the top object and where the offset table starts.
///
/// Every number the file declares is checked against the file before it is used: the trailer's
/// sizes (1 to 8 bytes), the object count (at most one object per byte before the table), the
/// offset table (inside the file), each offset (inside the object area), each length and
/// reference (inside the file, below the object count). Nesting is held to `depth`, the values
/// visited to `maxValues` (a shared object is counted each time it is reached, so a few objects
/// that refer to one another many times cannot expand without bound), an object reached again
/// while inside itself is a cycle and refused, and each string is decoded once however often it
/// is referred to. Errors are located at the byte they are about: line 1, column = offset + 1,
/// and the message says the offset and object in words.
struct BinaryPlist {
    static let magic: [UInt8] = Array("bplist00".utf8)

    private let bytes: [UInt8]
    private let file: String
    private let maxDepth: Int
    private let maxValues: Int
    private var offsetSize = 0, referenceSize = 0, objectCount = 0, tableStart = 0
    private var visited = 0
    private var strings: [Int: String] = [:]
    private var path: Set<Int> = []

    private struct Problem: Error {
        var message: String
        var offset: Int
    }

    /// The plist's top value, or where and why it cannot be read.
    static func parse(_ bytes: [UInt8], file: String, depth: Int, maxValues: Int) -> Result<PlistValue, PlistValue.SyntaxError> {
        var reader = BinaryPlist(bytes: bytes, file: file, maxDepth: depth, maxValues: maxValues)
        do throws(Problem) {
            let top = try reader.trailer()
            return .success(try reader.value(top, depth: 0))
        } catch {
            return .failure(
                PlistValue.SyntaxError(
                    message: "\(error.message) (binary property list, at byte \(error.offset))",
                    location: FileLocation(file: file, line: 1, column: error.offset + 1)))
        }
    }

    private init(bytes: [UInt8], file: String, maxDepth: Int, maxValues: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        self.maxValues = maxValues
    }

    /// Reads and checks the trailer; returns the top object's index.
    private mutating func trailer() throws(Problem) -> Int {
        guard bytes.count >= Self.magic.count + 1 + 32, bytes.starts(with: Self.magic) else {
            throw Problem(message: "the file is shorter than a binary property list's header and trailer", offset: 0)
        }
        let at = bytes.count - 32
        offsetSize = Int(bytes[at + 6])
        referenceSize = Int(bytes[at + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Problem(
                message: "the trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize) bytes (1 to 8 are allowed)", offset: at + 6)
        }
        let count = Self.bigEndian(bytes[(at + 8)..<(at + 16)])
        let top = Self.bigEndian(bytes[(at + 16)..<(at + 24)])
        let table = Self.bigEndian(bytes[(at + 24)..<(at + 32)])
        // Each object takes at least one byte between the header and the offset table.
        guard count >= 1, count <= UInt64(at) else {
            throw Problem(message: "the trailer declares \(count) objects, which a file of \(bytes.count) bytes cannot hold", offset: at + 8)
        }
        guard top < count else { throw Problem(message: "the top object is number \(top), but there are \(count) objects", offset: at + 16) }
        guard table >= UInt64(Self.magic.count + 1), table <= UInt64(at), count * UInt64(offsetSize) <= UInt64(at) - table else {
            throw Problem(message: "the offset table (at \(table), \(count) offsets of \(offsetSize) bytes) does not fit before the trailer", offset: at + 24)
        }
        objectCount = Int(count)
        tableStart = Int(table)
        return Int(top)
    }

    private static func bigEndian(_ slice: ArraySlice<UInt8>) -> UInt64 { slice.reduce(0) { $0 << 8 | UInt64($1) } }

    /// Where object `index` starts, checked to lie between the header and the offset table.
    private func offset(of index: Int) throws(Problem) -> Int {
        let entry = tableStart + index * offsetSize
        let value = Self.bigEndian(bytes[entry..<(entry + offsetSize)])
        guard value >= UInt64(Self.magic.count), value < UInt64(tableStart) else {
            throw Problem(message: "object \(index)'s offset \(value) is outside the objects (bytes \(Self.magic.count) to \(tableStart - 1))", offset: entry)
        }
        return Int(value)
    }

    /// `count` bytes from `start`, or an error if they run past the objects.
    private func span(_ start: Int, _ count: Int, what: String, object: Int) throws(Problem) -> Range<Int> {
        guard count >= 0, start <= tableStart, count <= tableStart - start else {
            throw Problem(message: "object \(object)'s \(what) (\(count) bytes) runs past the end of the objects", offset: start)
        }
        return start..<(start + count)
    }

    /// An object's length: the marker's low nibble, or the integer that follows when it is 15.
    private func length(marker low: Int, after start: Int, object: Int) throws(Problem) -> (count: Int, body: Int) {
        guard low == 0xF else { return (low, start + 1) }
        let intAt = start + 1
        guard intAt < tableStart, bytes[intAt] >> 4 == 0x1, bytes[intAt] & 0xF <= 3 else {
            throw Problem(message: "object \(object)'s length is not an integer", offset: intAt)
        }
        let size = 1 << Int(bytes[intAt] & 0xF)
        let range = try span(intAt + 1, size, what: "length", object: object)
        let value = Self.bigEndian(bytes[range])
        guard value <= UInt64(bytes.count) else {
            throw Problem(message: "object \(object) declares \(value) elements, more than the file's \(bytes.count) bytes", offset: intAt)
        }
        return (Int(value), range.upperBound)
    }

    /// The object references `count` of which start at `start`, each checked against the count.
    private func references(_ count: Int, at start: Int, object: Int) throws(Problem) -> [Int] {
        let (total, overflow) = count.multipliedReportingOverflow(by: referenceSize)
        guard !overflow else { throw Problem(message: "object \(object) declares \(count) elements", offset: start) }
        let range = try span(start, total, what: "references", object: object)
        var result: [Int] = []
        for at in stride(from: range.lowerBound, to: range.upperBound, by: referenceSize) {
            let reference = Self.bigEndian(bytes[at..<(at + referenceSize)])
            guard reference < UInt64(objectCount) else {
                throw Problem(message: "object \(object) refers to object \(reference), but there are \(objectCount)", offset: at)
            }
            result.append(Int(reference))
        }
        return result
    }

    private mutating func value(_ index: Int, depth: Int) throws(Problem) -> PlistValue {
        let start = try offset(of: index)
        guard depth < maxDepth else { throw Problem(message: "values are nested deeper than the limit of \(maxDepth) (`depth`)", offset: start) }
        guard !path.contains(index) else { throw Problem(message: "object \(index) contains itself (a reference cycle)", offset: start) }
        visited += 1
        guard visited <= maxValues else {
            throw Problem(message: "the property list expands to more than \(maxValues) values (`yamlNodes`)", offset: start)
        }
        let location = FileLocation(file: file, line: 1, column: start + 1)
        let marker = bytes[start]
        let high = Int(marker >> 4), low = Int(marker & 0xF)
        switch high {
        case 0x0 where marker == 0x08 || marker == 0x09: return .other("boolean", location)
        case 0x1: return .other("integer", location)
        case 0x2: return .other("real", location)
        case 0x3: return .other("date", location)
        case 0x4: return .other("data", location)
        case 0x5, 0x6: return .string(try string(index, at: start, unicode: high == 0x6, low: low), location)
        case 0x8: return .other("uid", location)
        case 0xA, 0xC:
            let (count, body) = try length(marker: low, after: start, object: index)
            let items = try references(count, at: body, object: index)
            path.insert(index)
            defer { path.remove(index) }
            var values: [PlistValue] = []
            for item in items { values.append(try value(item, depth: depth + 1)) }
            return .array(values, location)
        case 0xD:
            return try dictionary(index, at: start, low: low, depth: depth, location: location)
        default:
            throw Problem(message: "object \(index) has an unknown type (marker 0x\(String(marker, radix: 16)))", offset: start)
        }
    }

    private mutating func dictionary(_ index: Int, at start: Int, low: Int, depth: Int, location: FileLocation) throws(Problem) -> PlistValue {
        let (count, body) = try length(marker: low, after: start, object: index)
        let keys = try references(count, at: body, object: index)
        let values = try references(count, at: body + count * referenceSize, object: index)
        path.insert(index)
        defer { path.remove(index) }
        var entries: [(key: String, keyLocation: FileLocation, value: PlistValue)] = []
        for (key, value) in zip(keys, values) {
            let keyStart = try offset(of: key)
            guard case .string(let name, let keyLocation) = try self.value(key, depth: depth + 1) else {
                throw Problem(message: "a key of the dictionary at object \(index) is not a string (object \(key))", offset: keyStart)
            }
            entries.append((name, keyLocation, try self.value(value, depth: depth + 1)))
        }
        return .dictionary(entries, location)
    }

    /// An ASCII (`0x5n`) or UTF-16 big-endian (`0x6n`) string, decoded once per object.
    private mutating func string(_ index: Int, at start: Int, unicode: Bool, low: Int) throws(Problem) -> String {
        if let known = strings[index] { return known }
        let (count, body) = try length(marker: low, after: start, object: index)
        let range = try span(body, unicode ? count * 2 : count, what: "text", object: index)
        let text: String
        if unicode {
            let units = stride(from: range.lowerBound, to: range.upperBound, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            var scalars = String.UnicodeScalarView()
            for decoded in decodeUTF16(units) {
                guard let scalar = decoded else {
                    throw Problem(message: "object \(index)'s text is not valid UTF-16 (half a surrogate pair)", offset: body)
                }
                scalars.append(scalar)
            }
            text = String(scalars)
        } else {
            guard bytes[range].allSatisfy({ $0 < 0x80 }) else { throw Problem(message: "object \(index)'s ASCII text has a byte over 127", offset: body) }
            text = String(decoding: bytes[range], as: UTF8.self)
        }
        strings[index] = text
        return text
    }
}

/// Each scalar of `units`, `nil` for an unpaired surrogate.
private func decodeUTF16(_ units: [UInt16]) -> [Unicode.Scalar?] {
    var result: [Unicode.Scalar?] = []
    var iterator = units.makeIterator()
    var decoder = Unicode.UTF16()
    loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): result.append(scalar)
        case .error: result.append(nil)
        case .emptyInput: break loop
        }
    }
    return result
}
