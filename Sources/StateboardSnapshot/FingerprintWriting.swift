import Foundation

extension Fingerprint {
    /// The bytes of `encoded()`, handed to `sink` a piece at a time: the environment, then each
    /// reference's record in key order, so the fingerprint of a large matrix is written without
    /// its whole JSON (several times the records' size) standing in memory.
    public func write(to sink: (String) throws -> Void) throws {
        // The encoder lays an empty map out in a way of its own: a fingerprint of no reference is small.
        guard !references.isEmpty else { return try sink(String(decoding: try encoded(), as: UTF8.self)) }
        let pieces = JSONPieces(prettyPrinted: true)
        try sink("{" + pieces.key("environment", depth: 1) + (try pieces.value(environment, depth: 1)) + ",")
        try sink(pieces.key("format", depth: 1) + "\(format),")
        try sink(pieces.key("references", depth: 1) + "{")
        for (offset, entry) in references.sorted(by: { $0.key < $1.key }).enumerated() {
            try sink((offset == 0 ? "" : ",") + pieces.key(entry.key, depth: 2) + (try pieces.value(entry.value, depth: 2)))
        }
        try sink(pieces.indent(1) + "}" + pieces.indent(0) + "}\n")
    }
}
