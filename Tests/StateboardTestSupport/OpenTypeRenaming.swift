import Foundation

/// Writes a copy of one face of an OpenType font (a `.ttf`/`.otf`, or one face of a `.ttc`)
/// under another family name: its tables as they are, but a `name` table of our own (Windows
/// Unicode names: family, style, full name, PostScript name, typographic family and style).
/// Tests use it to lay open fonts out the way macOS lays Apple's out (Inter as `SF Pro`, Noto
/// Sans CJK as `Hiragino Sans`), so that discovery by family name runs here as on a Mac.
public enum OpenTypeRenaming {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The face `faceIndex` of the font at `source`, named `family` in style `style`, written to `destination`.
    public static func copy(_ source: String, faceIndex: Int = 0, to destination: String, family: String, style: String = "Regular") throws {
        guard let data = FileManager.default.contents(atPath: source) else { throw Failure(description: "cannot read \(source)") }
        try renamed(data, faceIndex: faceIndex, family: family, style: style).write(to: URL(fileURLWithPath: destination))
    }

    /// The renamed face as a single-font file.
    public static func renamed(_ data: Data, faceIndex: Int = 0, family: String, style: String = "Regular") throws -> Data {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        guard bytes.count > 12 else { throw Failure(description: "not an OpenType font") }
        var face = 0
        if bytes[0..<4] == [0x74, 0x74, 0x63, 0x66] {  // "ttcf"
            guard faceIndex < u32(8) else { throw Failure(description: "the collection has no face \(faceIndex)") }
            face = u32(12 + 4 * faceIndex)
        }
        let count = u16(face + 4)
        var tables: [(tag: [UInt8], body: [UInt8])] = []
        for index in 0..<count {
            let record = face + 12 + 16 * index
            let tag = Array(bytes[record..<record + 4])
            let offset = u32(record + 8), length = u32(record + 12)
            guard offset + length <= bytes.count else { throw Failure(description: "a table lies outside the file") }
            if tag != Array("name".utf8) { tables.append((tag, Array(bytes[offset..<offset + length]))) }
        }
        let postScript = (family + "-" + style).replacingOccurrences(of: " ", with: "")
        tables.append((Array("name".utf8), nameTable([1: family, 2: style, 4: family + " " + style, 6: postScript, 16: family, 17: style])))
        tables.sort { $0.tag.lexicographicallyPrecedes($1.tag) }

        var out: [UInt8] = []
        func put16(_ value: Int) { out += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func put32(_ value: Int) { out += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        out += bytes[face..<face + 4]  // sfnt version: TrueType or CFF
        let power = 1 << Int(log2(Double(tables.count)))
        put16(tables.count); put16(power * 16); put16(Int(log2(Double(power)))); put16(tables.count * 16 - power * 16)
        var offset = 12 + 16 * tables.count
        for table in tables {
            out += table.tag
            put32(checksum(table.body)); put32(offset); put32(table.body.count)
            offset += (table.body.count + 3) & ~3
        }
        for table in tables {
            out += table.body
            out += [UInt8](repeating: 0, count: ((table.body.count + 3) & ~3) - table.body.count)
        }
        return Data(out)
    }

    /// A format-0 `name` table of Windows (3, 1, 0x409) UTF-16 names.
    private static func nameTable(_ names: [Int: String]) -> [UInt8] {
        let sorted = names.sorted { $0.key < $1.key }
        var header: [UInt8] = [], strings: [UInt8] = []
        func put16(_ value: Int, into array: inout [UInt8]) { array += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        put16(0, into: &header); put16(sorted.count, into: &header); put16(6 + 12 * sorted.count, into: &header)
        for (id, text) in sorted {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for value in [3, 1, 0x409, id, utf16.count, strings.count] { put16(value, into: &header) }
            strings += utf16
        }
        return header + strings
    }

    private static func checksum(_ body: [UInt8]) -> Int {
        var sum: UInt32 = 0
        var index = 0
        while index < body.count {
            var word: UInt32 = 0
            for byte in 0..<4 { word = word << 8 | UInt32(index + byte < body.count ? body[index + byte] : 0) }
            sum = sum &+ word
            index += 4
        }
        return Int(sum)
    }
}
