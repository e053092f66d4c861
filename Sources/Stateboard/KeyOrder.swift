/// The numbers `0..<count` in the order of their keys (`String`'s `<`, the order `JSONPieces`
/// writes a map in; equal keys by number), where each key is worked out when needed rather
/// than held: a run merges the plan with a file written in key order (the folder's digests, a
/// fingerprint) by walking both, and keeps four bytes per job for it, not a path per image.
///
/// Runs of `run` numbers are sorted with their keys worked out once each (only one run's keys
/// stand in memory), then merged two by two, each merge working out every key it reads once:
/// about `count × (1 + log₂(count / run))` keys in all, not one per comparison.
enum KeyOrder {
    static let run = 4096

    /// `0..<count` sorted by `key`.
    static func sorted(count: Int, runLength: Int = run, key: (Int) -> String) -> [Int32] {
        precondition(count <= Int(Int32.max), "more jobs than a plan holds")
        var order = [Int32](repeating: 0, count: count)
        var start = 0
        while start < count {
            let end = min(count, start + runLength)
            let keyed = (start..<end).map { (key: key($0), index: Int32($0)) }
                .sorted { ($0.key, $0.index) < ($1.key, $1.index) }
            for (offset, entry) in keyed.enumerated() { order[start + offset] = entry.index }
            start = end
        }
        var width = runLength
        var merged = [Int32](repeating: 0, count: count)
        while width < count {
            var left = 0
            while left < count {
                let middle = min(count, left + width), right = min(count, left + 2 * width)
                merge(order, left..<middle, middle..<right, into: &merged, key: key)
                left = right
            }
            swap(&order, &merged)
            width *= 2
        }
        return order
    }

    /// Merges the sorted `first` and `second` of `order` into the same places of `merged`.
    private static func merge(_ order: [Int32], _ first: Range<Int>, _ second: Range<Int>, into merged: inout [Int32], key: (Int) -> String) {
        var a = first.lowerBound, b = second.lowerBound, out = first.lowerBound
        var keyA = a < first.upperBound ? key(Int(order[a])) : nil
        var keyB = b < second.upperBound ? key(Int(order[b])) : nil
        while let left = keyA, let right = keyB {
            // Equal keys keep the first run's (smaller numbers) first: the sort is stable.
            if (right, order[b]) < (left, order[a]) {
                merged[out] = order[b]
                b += 1
                keyB = b < second.upperBound ? key(Int(order[b])) : nil
            } else {
                merged[out] = order[a]
                a += 1
                keyA = a < first.upperBound ? key(Int(order[a])) : nil
            }
            out += 1
        }
        for index in a..<first.upperBound { merged[out] = order[index]; out += 1 }
        for index in b..<second.upperBound { merged[out] = order[index]; out += 1 }
    }
}
