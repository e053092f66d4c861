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
/// until the theme's fingerprint is written: memory keeps a place per job of the plan (by plan
/// index, not by key) and the plan's order by reference key, so the fingerprint is written by
/// walking that order beside the previous records' keys, never listing every key.
struct NewRecords: Sendable {
    let spool: DataSpool
    private let plan: RenderJobs
    /// Each job's record's JSON in the spool, by plan index (`nil`: none made).
    private var places: [SpooledData?]

    /// Records of `plan`'s jobs kept in a spool in `folder` (the snapshots folder: it is written anyway).
    init(folder: String, plan: RenderJobs) throws(PipelineError) {
        do { spool = try DataSpool(folder: folder) } catch { throw .environment("\(error)") }
        self.plan = plan
        places = [SpooledData?](repeating: nil, count: plan.count)
    }

    /// Keeps `record`'s JSON in the spool (on a worker's thread); the place to `add` later.
    func keep(_ record: ReferenceRecord) throws -> SpooledData { try spool.keep(Array(try Fingerprint.recordJSON(record).utf8)) }

    /// Adds the record of the plan's job `index`.
    mutating func add(_ place: SpooledData, at index: Int) { places[index] = place }

    /// Takes back the record of the plan's job `index` (its reference could not be written).
    mutating func remove(at index: Int) { places[index] = nil }

    /// The plan's indices in reference key order (the fingerprint's), worked out once per run.
    func keyOrder() -> [Int32] { KeyOrder.sorted(count: plan.count) { plan[$0].referenceKey } }

    /// Writes the fingerprint of `theme` recorded in `environment`: its previous records with
    /// this run's in their place, in key order, a record at a time (`order`: `keyOrder()`).
    func writeFingerprint(
        of theme: String, environment: RenderEnvironment, previous: PreviousRecords?, order: [Int32], to sink: (String) throws -> Void
    ) throws {
        var made = order.lazy.map { Int($0) }.filter { [plan, places] in places[$0] != nil && plan[$0].theme == theme }.makeIterator()
        var old = (previous?.keys.sorted() ?? []).makeIterator()
        var nextMade = made.next().map { (index: $0, key: plan[$0].referenceKey) }
        var nextOld = old.next()
        var lastKey: String?
        try Fingerprint.write(
            environment: environment,
            next: {
                while true {
                    // This run's record of a key replaces the previous one; a key the plan names
                    // twice is written once.
                    if let new = nextMade, nextOld.map({ new.key <= $0 }) ?? true {
                        if nextOld == new.key { nextOld = old.next() }
                        nextMade = made.next().map { (index: $0, key: plan[$0].referenceKey) }
                        guard new.key != lastKey, let place = places[new.index] else { continue }
                        lastKey = new.key
                        return (key: new.key, json: String(decoding: try place.load(), as: UTF8.self))
                    }
                    guard let key = nextOld else { return nil }
                    nextOld = old.next()
                    guard let record = try previous?.record(key) else { throw PipelineError.environment("the record of \(key) was lost") }
                    lastKey = key
                    return (key: key, json: try Fingerprint.recordJSON(record))
                }
            }, to: sink)
    }
}
