import Testing

@testable import StateboardCore

/// `RecentCache`: a process-long cache holds a bounded number of entries, the recently used ones.
@Suite struct RecentCacheTests {
    /// Rule: however many keys go in, the cache holds at most its capacity.
    @Test func holdsAtMostItsCapacity() {
        var cache = RecentCache<Int, String>(capacity: 100)
        for key in 0..<10_000 { cache.insert("\(key)", for: key) }
        #expect(cache.count <= 100)
        #expect(cache.count >= 50)  // it forgets a generation at a time, never everything
    }

    /// Rule: an entry asked for again and again stays while many others come and go.
    @Test func anEntryInUseStays() {
        var cache = RecentCache<Int, String>(capacity: 8)
        cache.insert("kept", for: -1)
        for key in 0..<1_000 {
            cache.insert("\(key)", for: key)
            #expect(cache.value(for: -1) == "kept")
        }
    }

    /// Rule: an entry not used since `capacity` others went in is forgotten; the latest ones are kept.
    @Test func theLeastRecentlyUsedAreForgotten() {
        var cache = RecentCache<Int, Int>(capacity: 10)
        for key in 0..<30 { cache.insert(key * 2, for: key) }
        #expect(cache.value(for: 0) == nil)
        #expect(cache.value(for: 29) == 58)
        #expect(cache.value(for: 25) == 50)
    }

    /// Rule: inserting a key again replaces its value (in either generation) and counts once.
    @Test func aKeyIsKeptOnce() {
        var cache = RecentCache<String, Int>(capacity: 4)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")  // "a" and "b" are now the old generation
        cache.insert(4, for: "a")
        #expect(cache.value(for: "a") == 4)
        #expect(cache.count == 3)
    }
}
