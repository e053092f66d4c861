import Foundation
import StateboardTestSupport

/// The corpus's hostile string tables in property-list form, made when a test runs: XML nested or
/// repeated past the limits, and binary plists whose numbers lie (cycles, offsets past the end, a
/// huge object count, deep nesting, shared objects that expand exponentially).
enum HostilePlists {
    /// Whether `generator` is one of these.
    static func handles(_ generator: String) -> Bool { generator.hasPrefix("plist-xml-") || generator.hasPrefix("bplist-") }

    static func write(_ generator: String, _ n: Int, to url: URL) throws {
        try Data(bytes(generator, n)).write(to: url)
    }

    static func bytes(_ generator: String, _ n: Int) throws -> [UInt8] {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>nothing.title</key>\n"
        switch generator {
        case "plist-xml-deep":
            // The value nested n arrays deep.
            return Array((head + String(repeating: "<array>", count: n) + String(repeating: "</array>", count: n) + "\n</dict>\n</plist>\n").utf8)
        case "plist-xml-many":
            // The value an array of n booleans: few bytes each, many values.
            return Array((head + "<array>" + String(repeating: "<true/>", count: n) + "</array>\n</dict>\n</plist>\n").utf8)
        case "bplist-cycle":
            // { "nothing.title": [ <the dictionary itself> ] }
            return BinaryPlistWriter.bytes([.dictionary([(1, 2)]), .string("nothing.title"), .array([0])])
        case "bplist-offset-past-end":
            return BinaryPlistWriter.bytes([.dictionary([(1, 2)]), .string("nothing.title"), .string("x")], offsets: [2: 0xFFFF_FFF0])
        case "bplist-huge-count":
            var trailer = BinaryPlistWriter.Trailer()
            trailer.objectCount = 1 << 60
            return BinaryPlistWriter.bytes([.dictionary([(1, 2)]), .string("nothing.title"), .string("x")], trailer: trailer)
        case "bplist-deep":
            // The value nested n arrays deep (references of 4 bytes: n may pass 65 535).
            var trailer = BinaryPlistWriter.Trailer()
            trailer.referenceSize = 4
            var objects: [BinaryPlistWriter.Object] = [.dictionary([(1, 2)]), .string("nothing.title")]
            objects += (0..<n).map { .array([$0 + 3]) }
            objects.append(.string("leaf"))
            return BinaryPlistWriter.bytes(objects, trailer: trailer)
        case "bplist-shared":
            // n arrays each holding the next one twice: 2^n values from n objects.
            var objects: [BinaryPlistWriter.Object] = [.dictionary([(1, 2)]), .string("nothing.title")]
            objects += (0..<n).map { .array([$0 + 3, $0 + 3]) }
            objects.append(.string("leaf"))
            return BinaryPlistWriter.bytes(objects)
        default: throw CocoaError(.featureUnsupported)
        }
    }
}
