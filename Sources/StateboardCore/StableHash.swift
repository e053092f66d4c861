/// FNV-1a, 64 bit: a small hash that is the same on every machine and every run (Swift's
/// `Hasher` is seeded per process), for cache keys, shards and fingerprints.
package struct StableHash: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Mixes in bytes.
    package mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
    }

    /// Mixes in a 64-bit word's eight bytes (least significant first) and a tag byte telling
    /// what the word is, without making a string of it.
    package mutating func add(word: UInt64, tag: UInt8) {
        var rest = word
        for _ in 0..<8 {
            value ^= rest & 0xff
            value &*= 0x100_0000_01b3
            rest >>= 8
        }
        value ^= UInt64(tag)
        value &*= 0x100_0000_01b3
    }

    /// Mixes in a string and a separator, so that ("ab", "c") and ("a", "bc") differ.
    package mutating func add(_ text: String) { add(bytes: text.utf8); add(bytes: [0]) }

    /// The hash of one string, as `add(_:)` mixes it in: a 64-bit key for a path (a set or a
    /// cache keyed by it holds eight bytes, not the string).
    package static func value(of text: String) -> UInt64 {
        var hash = StableHash()
        hash.add(text)
        return hash.value
    }

    /// The value in hexadecimal.
    package var hex: String { String(value, radix: 16) }
}
