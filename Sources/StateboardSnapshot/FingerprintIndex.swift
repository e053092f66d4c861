import Foundation
import StateboardRender

/// A fingerprint file read a reference at a time: its environment and format at once, and for
/// each reference key where its record stands in the file. `verify` and `record` look records
/// up through it, so the fingerprint of 50,000 references never stands whole in memory (its
/// JSON and its decoded records are several times the file's size); what is kept per
/// reference is its key and two numbers.
///
/// Every record is decoded once while the file is indexed, so a file that `Fingerprint.read`
/// refuses is refused here too, with the same message.
public final class FingerprintIndex: Sendable {
    public let path: String
    /// The file format's version (see `Fingerprint.format`).
    public let format: Int
    /// The environment of the last `record`.
    public let environment: RenderEnvironment
    /// Reference key → the bytes of its record in the file.
    private let places: [String: Range<Int>]
    private let descriptor: Int32

    /// Whether the recorded pixel digests are of the kind this version computes.
    public var hasCurrentDigests: Bool { format == Fingerprint.currentFormat }
    /// Every reference key, in no order.
    public var keys: Dictionary<String, Range<Int>>.Keys { places.keys }
    /// How many references it holds.
    public var count: Int { places.count }

    /// Indexes the fingerprint at `path`; `nil` when there is none.
    public static func read(_ path: String) throws -> FingerprintIndex? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SnapshotError.unreadable(path, "cannot be read (\(String(cString: strerror(errno))))")
        }
        do {
            return try FingerprintIndex(path: path, descriptor: descriptor)
        } catch {
            close(descriptor)
            throw SnapshotError.unreadable(path, "not a Stateboard fingerprint (\(error)); re-record with `stateboard record`")
        }
    }

    private init(path: String, descriptor: Int32) throws {
        var skimmer = JSONSkimmer(descriptor: descriptor)
        var format: Int?, environment: RenderEnvironment?
        var places: [String: Range<Int>]?
        try skimmer.members { skimmer, key in
            switch key {
            case "format": format = try JSONDecoder().decode(Int.self, from: skimmer.bytes(skimmer.skipValue()))
            case "environment": environment = try JSONDecoder().decode(RenderEnvironment.self, from: skimmer.bytes(skimmer.skipValue()))
            case "references": places = try Self.references(&skimmer)
            default: _ = try skimmer.skipValue()
            }
        }
        guard try skimmer.skipSpace() == nil else { throw JSONSkimmer.Malformed(offset: skimmer.offset, problem: "more after the fingerprint") }
        guard let format, let environment, let places else {
            throw JSONSkimmer.Malformed(offset: 0, problem: "no `format`, `environment` or `references`")
        }
        self.path = path; self.descriptor = descriptor
        self.format = format; self.environment = environment; self.places = places
    }

    deinit { close(descriptor) }

    /// Each reference's place, its record decoded once (and dropped) so a bad one is found now.
    private static func references(_ skimmer: inout JSONSkimmer) throws -> [String: Range<Int>] {
        var places: [String: Range<Int>] = [:]
        let decoder = JSONDecoder()
        try skimmer.members { skimmer, key in
            let range = try skimmer.skipValue()
            _ = try decoder.decode(ReferenceRecord.self, from: skimmer.bytes(range))
            places[key] = range
        }
        return places
    }

    /// The record of reference `key`, read from the file; `nil` when it has none.
    public func record(_ key: String) throws -> ReferenceRecord? {
        guard let range = places[key] else { return nil }
        let skimmer = JSONSkimmer(descriptor: descriptor)
        do { return try JSONDecoder().decode(ReferenceRecord.self, from: skimmer.bytes(range)) } catch {
            throw SnapshotError.unreadable(path, "changed while it was read (\(error)); verify again")
        }
    }

    /// Whether it holds a record for `key`.
    public func contains(_ key: String) -> Bool { places[key] != nil }
}
