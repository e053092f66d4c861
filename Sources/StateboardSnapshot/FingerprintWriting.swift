import Foundation
import StateboardRender

extension Fingerprint {
    /// The bytes of `encoded()`, handed to `sink` a piece at a time: the environment, then each
    /// reference's record in key order, so the fingerprint of a large matrix is written without
    /// its whole JSON (several times the records' size) standing in memory.
    public func write(to sink: (String) throws -> Void) throws {
        try Self.write(
            environment: environment, format: format, keys: references.keys.sorted(),
            recordJSON: { key in try Self.recordJSON(references[key]!) }, to: sink)
    }

    /// A fingerprint's bytes, as `encoded()` makes them, from its parts: `keys` in sorted
    /// order, each record's JSON as `recordJSON(_:)` writes it, asked for one at a time (from a
    /// spool or another file: `record` never holds 50,000 records at once).
    public static func write(
        environment: RenderEnvironment, format: Int = currentFormat, keys: [String], recordJSON: (String) throws -> String,
        to sink: (String) throws -> Void
    ) throws {
        // The encoder lays an empty map out in a way of its own: a fingerprint of no reference is small.
        guard !keys.isEmpty else {
            var empty = Fingerprint(environment: environment)
            empty.format = format
            return try sink(String(decoding: try empty.encoded(), as: UTF8.self))
        }
        let pieces = JSONPieces(prettyPrinted: true)
        try sink("{" + pieces.key("environment", depth: 1) + (try pieces.value(environment, depth: 1)) + ",")
        try sink(pieces.key("format", depth: 1) + "\(format),")
        try sink(pieces.key("references", depth: 1) + "{")
        for (offset, key) in keys.enumerated() {
            try sink((offset == 0 ? "" : ",") + pieces.key(key, depth: 2) + (try recordJSON(key)))
        }
        try sink(pieces.indent(1) + "}" + pieces.indent(0) + "}\n")
    }

    /// One record's JSON as a fingerprint file holds it (nested two levels deep).
    public static func recordJSON(_ record: ReferenceRecord) throws -> String {
        try JSONPieces(prettyPrinted: true).value(record, depth: 2)
    }
}
