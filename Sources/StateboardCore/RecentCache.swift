import Foundation

/// A map that keeps at most `capacity` entries, the ones used most recently, so a cache that
/// lives as long as the process (a measurer shared by every run of a live preview, a matrix of
/// 50,000 images each with a title of its own) holds a bounded amount of memory.
///
/// It keeps two generations, as a cheap approximation of least-recently-used: entries go into
/// the young one; when it holds `capacity / 2`, the old one is dropped and the young one becomes
/// old. A hit in the old generation moves the entry back into the young one, so an entry in use
/// stays. What it forgets is only asked again: a cache of results that depend on their key
/// alone (as text measurements do) gives the same answers whatever it kept.
package struct RecentCache<Key: Hashable, Value> {
    /// Entries kept at most (young and old together).
    package let capacity: Int
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]

    /// A cache of at most `capacity` entries (at least 2).
    package init(capacity: Int) { self.capacity = max(2, capacity) }

    /// How many entries it holds now (never more than `capacity`).
    package var count: Int { young.count + old.count }

    /// The value kept for `key`, if any; a hit keeps it among the recent entries.
    package mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    /// Keeps `value` for `key`, forgetting the least recently used generation when full.
    package mutating func insert(_ value: Value, for key: Key) {
        if young[key] == nil, young.count >= capacity / 2 {
            old = young
            young = [:]
            young.reserveCapacity(capacity / 2)
        }
        old[key] = nil
        young[key] = value
    }

    /// Forgets every entry.
    package mutating func removeAll() {
        young = [:]
        old = [:]
    }
}

extension RecentCache: Sendable where Key: Sendable, Value: Sendable {}
