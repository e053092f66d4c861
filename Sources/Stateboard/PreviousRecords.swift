import Foundation
import StateboardRender
import StateboardSnapshot

/// The records a theme's fingerprint held before a `record` run: read a record at a time from
/// the file (`FingerprintIndex`), or, for a fingerprint of an earlier format whose digests are
/// worked out anew from the PNGs, in memory (once: the next fingerprint is of the current format).
enum PreviousRecords: Sendable {
    case indexed(FingerprintIndex)
    case upgraded(Fingerprint)

    /// The theme's previous records in `store`; `nil` when it has no fingerprint yet.
    static func read(theme: String, store: ReferenceStore) throws(PipelineError) -> PreviousRecords? {
        guard let index = try store.fingerprintIndex(of: theme) else { return nil }
        if index.hasCurrentDigests { return .indexed(index) }
        // An earlier version's digests are worked out anew from the PNGs, so unchanged
        // references stay unchanged (and those not recorded now keep a usable record).
        guard let whole = try store.fingerprint(of: theme) else { return nil }
        return .upgraded(whole.upgradingDigests { key in (try? OutputPath.inside(store.folder(of: theme), relative: key + ".png")) ?? "" })
    }

    /// The environment they were recorded in.
    var environment: RenderEnvironment {
        switch self {
        case .indexed(let index): index.environment
        case .upgraded(let fingerprint): fingerprint.environment
        }
    }

    /// Every reference key, in no order.
    var keys: [String] {
        switch self {
        case .indexed(let index): Array(index.keys)
        case .upgraded(let fingerprint): Array(fingerprint.references.keys)
        }
    }

    var isEmpty: Bool {
        switch self {
        case .indexed(let index): index.count == 0
        case .upgraded(let fingerprint): fingerprint.references.isEmpty
        }
    }

    /// The record of `key`, if there is one.
    func record(_ key: String) throws(PipelineError) -> ReferenceRecord? {
        switch self {
        case .indexed(let index):
            do { return try index.record(key) } catch { throw .badInput("\(error)") }
        case .upgraded(let fingerprint): return fingerprint.references[key]
        }
    }
}

/// The records a `record` run made, as the fingerprint's JSON, waiting on disk (`DataSpool`)
/// until the theme's fingerprint is written: memory keeps a key and a place per reference.
struct NewRecords: Sendable {
    let spool: DataSpool
    /// Theme → reference key → its record's JSON.
    private(set) var places: [String: [String: SpooledData]] = [:]

    /// Records kept in a spool in `folder` (the snapshots folder: it is written anyway).
    init(folder: String) throws(PipelineError) {
        do { spool = try DataSpool(folder: folder) } catch { throw .environment("\(error)") }
    }

    /// Keeps `record`'s JSON in the spool (on a worker's thread); the place to `add` later.
    func keep(_ record: ReferenceRecord) throws -> SpooledData { try spool.keep(Array(try Fingerprint.recordJSON(record).utf8)) }

    mutating func add(_ place: SpooledData, key: String, theme: String) { places[theme, default: [:]][key] = place }

    /// Takes back the record of `key` (its reference could not be written).
    mutating func remove(key: String, theme: String) { places[theme]?[key] = nil }

    /// Writes the fingerprint of `theme` recorded in `environment`: its previous records with
    /// this run's in their place, in key order, a record at a time.
    func writeFingerprint(
        of theme: String, environment: RenderEnvironment, previous: PreviousRecords?, to sink: (String) throws -> Void
    ) throws {
        let made = places[theme] ?? [:]
        let keys = Set(previous?.keys ?? []).union(made.keys).sorted()
        try Fingerprint.write(
            environment: environment, keys: keys,
            recordJSON: { key in
                if let place = made[key] { return String(decoding: try place.load(), as: UTF8.self) }
                guard let record = try previous?.record(key) else { throw PipelineError.environment("the record of \(key) was lost") }
                return try Fingerprint.recordJSON(record)
            }, to: sink)
    }
}
