import StateboardCore
import StateboardRender

/// Where each stored preview waits in the spool and the stamp of the file it was made from,
/// by the 64-bit hash of the file's path: one array sorted by key, found by binary search, and
/// the newest places in a short list merged into it `newestLimit` at a time. About 48 bytes a
/// preview, held once: the hash table this replaces took 5 MB for 50,000 previews, and 8 MB
/// while it grew its table.
struct ThumbnailPlaces: Sendable {
    /// One preview's place.
    struct Place: Sendable {
        var key: UInt64
        var stamp: UInt64
        var png: SpooledData
    }

    /// Places stored, by key, one per key.
    private var sorted: [Place] = []
    /// Places stored since the last merge, oldest first (a key may repeat: the last one counts).
    private var newest: [Place] = []
    /// How many places wait in `newest` before they are merged into `sorted`.
    static let newestLimit = 1024

    /// The place last stored for `key`.
    func place(for key: UInt64) -> Place? {
        if let hit = newest.last(where: { $0.key == key }) { return hit }
        let at = sorted.partitioningIndex { $0.key >= key }
        return at < sorted.count && sorted[at].key == key ? sorted[at] : nil
    }

    /// Stores `place`, in place of any earlier one of its key.
    mutating func store(_ place: Place) {
        newest.append(place)
        if newest.count >= Self.newestLimit { merge() }
    }

    /// Moves `newest` into `sorted`: the last place of each key wins.
    private mutating func merge() {
        guard !newest.isEmpty else { return }
        // By key, and by age within a key (no reliance on the sort being stable).
        let order = newest.indices.sorted { (newest[$0].key, $0) < (newest[$1].key, $1) }
        var latest: [Place] = []
        latest.reserveCapacity(order.count)
        for (rank, index) in order.enumerated() {
            // The last of its key: the next in order has another.
            if rank + 1 < order.count && newest[order[rank + 1]].key == newest[index].key { continue }
            latest.append(newest[index])
        }
        newest.removeAll(keepingCapacity: true)
        // A key stored before takes its new place where it is; the others are merged in from
        // the back, in the array itself (it grows by doubling, not by a new array each merge).
        var fresh: [Place] = []
        for place in latest {
            let at = sorted.partitioningIndex { $0.key >= place.key }
            if at < sorted.count && sorted[at].key == place.key { sorted[at] = place } else { fresh.append(place) }
        }
        var old = sorted.count - 1, write = sorted.count + fresh.count - 1
        sorted.append(contentsOf: fresh)
        for place in fresh.reversed() {
            while old >= 0 && sorted[old].key > place.key {
                sorted[write] = sorted[old]
                old -= 1
                write -= 1
            }
            sorted[write] = place
            write -= 1
        }
    }
}
