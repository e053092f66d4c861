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
        var keyed = keys.makeIterator()
        try write(environment: environment, format: format, next: { try keyed.next().map { (key: $0, json: try recordJSON($0)) } }, to: sink)
    }

    /// A fingerprint's bytes from its parts, each reference's key and record JSON asked for
    /// one at a time in sorted key order (`nil` after the last): the writer of a run that
    /// merges its new records with the last fingerprint's without listing every key.
    package static func write(
        environment: RenderEnvironment, format: Int = currentFormat, next: () throws -> (key: String, json: String)?,
        to sink: (String) throws -> Void
    ) throws {
        // The encoder lays an empty map out in a way of its own: a fingerprint of no reference is small.
        guard var reference = try next() else {
            var empty = Fingerprint(environment: environment)
            empty.format = format
            return try sink(String(decoding: try empty.encoded(), as: UTF8.self))
        }
        let pieces = JSONPieces(prettyPrinted: true)
        try sink("{" + pieces.key("environment", depth: 1) + (try pieces.value(environment, depth: 1)) + ",")
        try sink(pieces.key("format", depth: 1) + "\(format),")
        try sink(pieces.key("references", depth: 1) + "{")
        var first = true
        while true {
            try sink((first ? "" : ",") + pieces.key(reference.key, depth: 2) + reference.json)
            first = false
            guard let following = try next() else { break }
            reference = following
        }
        try sink(pieces.indent(1) + "}" + pieces.indent(0) + "}\n")
    }

    /// One record's JSON as a fingerprint file holds it (nested two levels deep).
    public static func recordJSON(_ record: ReferenceRecord) throws -> String {
        try JSONPieces(prettyPrinted: true).value(record, depth: 2)
    }
}
