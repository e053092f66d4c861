import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// The binary property list reader (`bplist00`, laid out as swift-corelibs-foundation's
/// `CFBinaryPList.c` writes it) checks every number the file declares before using it, and
/// locates each problem at its byte (docs/AppFormats.md, docs/Security.md).
@Suite struct BinaryPlistTests {
    static func parse(_ bytes: [UInt8], depth: Int = 200, maxValues: Int = 200_000) -> Result<PlistValue, PlistValue.SyntaxError> {
        BinaryPlist.parse(bytes, file: "L.strings", depth: depth, maxValues: maxValues)
    }

    static func failure(_ bytes: [UInt8], depth: Int = 200, maxValues: Int = 200_000) -> PlistValue.SyntaxError? {
        if case .failure(let error) = parse(bytes, depth: depth, maxValues: maxValues) { return error }
        return nil
    }

    /// A well-formed table parses into its keys and values, each located at its object's byte.
    @Test func aWellFormedTableParses() throws {
        let bytes = BinaryPlistWriter.stringTable([("a", "A"), ("é", "É")])
        guard case .success(let root) = Self.parse(bytes) else { Issue.record("not parsed"); return }
        #expect(root.entries?.map(\.key) == ["a", "é"] && root["é"]?.text == "É")
        #expect(root.location == FileLocation(file: "L.strings", line: 1, column: 9))
    }

    /// An object that contains itself (a cycle through references) is refused, not followed.
    @Test func aReferenceCycleIsRefused() throws {
        let bytes = BinaryPlistWriter.bytes([.dictionary([(1, 2)]), .string("k"), .array([0])])
        let error = try #require(Self.failure(bytes))
        #expect(error.message.contains("object 0 contains itself (a reference cycle)"), "\(error)")
        #expect(error.message.contains("at byte 8") && error.location.column == 9, "\(error)")
    }

    /// Shared objects are fine (writers share equal strings), but a few arrays referring to one
    /// another many times cannot expand without bound: values visited are held to the limit.
    @Test func sharedReferencesAreBoundedNotExpanded() throws {
        // 20 levels of an array holding the next level twice: 2^20 values from 21 objects.
        var objects: [BinaryPlistWriter.Object] = (0..<20).map { .array([$0 + 1, $0 + 1]) }
        objects.append(.string("leaf"))
        let error = try #require(Self.failure(BinaryPlistWriter.bytes(objects), maxValues: 10_000))
        #expect(error.message.contains("more than 10000 values (`yamlNodes`)"), "\(error)")
        let shared = BinaryPlistWriter.bytes([.dictionary([(1, 3), (2, 3)]), .string("a"), .string("b"), .string("same")])
        guard case .success(let root) = Self.parse(shared) else { Issue.record("shared strings refused"); return }
        #expect(root["a"]?.text == "same" && root["b"]?.text == "same")
    }

    /// An offset past the objects (into the table, or past the end) is refused at its table entry.
    @Test func anOffsetPastTheEndIsRefused() throws {
        let bytes = BinaryPlistWriter.bytes([.dictionary([(1, 2)]), .string("k"), .string("v")], offsets: [2: 1_000_000])
        let error = try #require(Self.failure(bytes))
        #expect(error.message.contains("object 2's offset 1000000 is outside the objects"), "\(error)")
    }

    /// A trailer declaring more objects than the file can hold is refused before anything is read.
    @Test func aHugeDeclaredObjectCountIsRefused() throws {
        var trailer = BinaryPlistWriter.Trailer()
        trailer.objectCount = UInt64.max / 2
        let error = try #require(Self.failure(BinaryPlistWriter.bytes([.string("x")], trailer: trailer)))
        #expect(error.message.contains("declares 9223372036854775807 objects, which a file of"), "\(error)")
        trailer = BinaryPlistWriter.Trailer()
        trailer.tableOffset = UInt64.max - 3
        #expect(try #require(Self.failure(BinaryPlistWriter.bytes([.string("x")], trailer: trailer))).message.contains("does not fit before the trailer"))
        trailer = BinaryPlistWriter.Trailer()
        trailer.offsetSize = 0
        #expect(try #require(Self.failure(BinaryPlistWriter.bytes([.string("x")], trailer: trailer))).message.contains("1 to 8 are allowed"))
    }

    /// A length or count larger than the bytes that follow is refused, never allocated.
    @Test func aHugeElementCountIsRefused() throws {
        // An array marker saying 2^62 elements, and a string saying 2^40 characters.
        let array = BinaryPlistWriter.bytes([.raw([0xAF, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0])])
        #expect(try #require(Self.failure(array)).message.contains("declares 4611686018427387904 elements"))
        let string = BinaryPlistWriter.bytes([.raw([0x5F, 0x13, 0, 0, 0x01, 0, 0, 0, 0, 0])])
        let error = try #require(Self.failure(string))
        #expect(error.message.contains("runs past the end of the objects") || error.message.contains("elements"), "\(error)")
    }

    /// Nesting is held to `depth`.
    @Test func deepNestingIsBounded() throws {
        var objects: [BinaryPlistWriter.Object] = (0..<300).map { .array([$0 + 1]) }
        objects.append(.string("leaf"))
        let error = try #require(Self.failure(BinaryPlistWriter.bytes(objects), depth: 200))
        #expect(error.message.contains("nested deeper than the limit of 200 (`depth`)"), "\(error)")
    }

    /// A reference past the object count, a key that is not a string, broken UTF-16 and a
    /// truncated file are each one located error.
    @Test func malformedObjectsAreLocated() throws {
        #expect(try #require(Self.failure(BinaryPlistWriter.bytes([.array([7])]))).message.contains("refers to object 7, but there are 1"))
        let key = try #require(Self.failure(BinaryPlistWriter.bytes([.dictionary([(1, 1)]), .integer(3)])))
        #expect(key.message.contains("is not a string (object 1)"), "\(key)")
        let utf16 = try #require(Self.failure(BinaryPlistWriter.bytes([.raw([0x61, 0xD8, 0x00])])))
        #expect(utf16.message.contains("not valid UTF-16"), "\(utf16)")
        let cut = try #require(Self.failure(Array("bplist00".utf8) + [0x50]))
        #expect(cut.message.contains("shorter than a binary property list's header and trailer") && cut.location.column == 1)
    }

    /// Random corruptions of a table never crash or hang the reader; each problem is located in it.
    @Test func corruptedTablesNeverCrash() {
        let original = BinaryPlistWriter.stringTable((0..<8).map { ("key\($0)", "välue \($0)") })
        var seed: UInt64 = 0xB911_5700
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(bound, 1)))
        }
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0...random(3) { bytes[8 + random(bytes.count - 8)] = UInt8(random(256)) }
            if case .failure(let error) = Self.parse(bytes, depth: 16, maxValues: 1_000) {
                #expect(error.location.column >= 1 && error.location.column <= bytes.count, "\(error)")
            }
        }
    }
}
