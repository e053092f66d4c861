extension RandomAccessCollection {
    /// The index of the first element for which `belongsAfter` holds, in a collection where it
    /// holds for a suffix (every element after one that holds too), found by binary search;
    /// `endIndex` when it holds for none. The one binary search of Stateboard's sorted lists.
    @inlinable
    package func partitioningIndex(where belongsAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = distance(from: startIndex, to: endIndex)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
