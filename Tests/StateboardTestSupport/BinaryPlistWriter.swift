import Foundation

/// Writes binary property lists (`bplist00`) object by object, so tests can make well-formed ones
/// and the hostile ones no writer makes (cycles, offsets past the end, huge declared counts).
public enum BinaryPlistWriter {
    /// An object; references are indices into the object list.
    public enum Object {
        case string(String)
        case integer(Int)
        case boolean(Bool)
        case array([Int])
        /// Key and value references, in pairs.
        case dictionary([(key: Int, value: Int)])
        /// Bytes written as they are (a marker of the test's choosing).
        case raw([UInt8])
    }

    /// The trailer's fields, each replaceable to lie about the objects.
    public struct Trailer {
        public var offsetSize: UInt8 = 4
        public var referenceSize: UInt8 = 2
        public var objectCount: UInt64?
        public var top: UInt64 = 0
        public var tableOffset: UInt64?
        public init() {}
    }

    /// The plist of `objects`, with `trailer` (its `nil` fields as written) and any offsets in
    /// `offsets` replaced.
    public static func bytes(_ objects: [Object], trailer: Trailer = Trailer(), offsets: [Int: UInt64] = [:]) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var starts: [UInt64] = []
        for object in objects {
            starts.append(UInt64(out.count))
            out += encode(object, referenceSize: Int(trailer.referenceSize))
        }
        let table = UInt64(out.count)
        for (index, start) in starts.enumerated() { out += bigEndian(offsets[index] ?? start, size: Int(trailer.offsetSize)) }
        out += [0, 0, 0, 0, 0, 0, trailer.offsetSize, trailer.referenceSize]
        out += bigEndian(trailer.objectCount ?? UInt64(objects.count), size: 8)
        out += bigEndian(trailer.top, size: 8)
        out += bigEndian(trailer.tableOffset ?? table, size: 8)
        return out
    }

    /// A strings table: a dictionary of `pairs`, keys then values, each a string object.
    public static func stringTable(_ pairs: [(String, String)]) -> [UInt8] {
        var objects: [Object] = [.dictionary([])]
        var refs: [(key: Int, value: Int)] = []
        for (key, value) in pairs {
            objects.append(.string(key))
            objects.append(.string(value))
            refs.append((objects.count - 2, objects.count - 1))
        }
        objects[0] = .dictionary(refs)
        return bytes(objects)
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
    }

    private static func marker(_ high: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [high << 4 | UInt8(count)] : [high << 4 | 0xF, 0x13] + bigEndian(UInt64(count), size: 8)
    }

    private static func encode(_ object: Object, referenceSize: Int) -> [UInt8] {
        switch object {
        case .string(let text):
            if text.unicodeScalars.allSatisfy(\.isASCII) { return marker(0x5, count: text.utf8.count) + Array(text.utf8) }
            let units = Array(text.utf16)
            return marker(0x6, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .integer(let value): return [0x13] + bigEndian(UInt64(bitPattern: Int64(value)), size: 8)
        case .boolean(let value): return [value ? 0x09 : 0x08]
        case .array(let items): return marker(0xA, count: items.count) + items.flatMap { bigEndian(UInt64($0), size: referenceSize) }
        case .dictionary(let pairs):
            return marker(0xD, count: pairs.count) + pairs.flatMap { bigEndian(UInt64($0.key), size: referenceSize) }
                + pairs.flatMap { bigEndian(UInt64($0.value), size: referenceSize) }
        case .raw(let bytes): return bytes
        }
    }
}
