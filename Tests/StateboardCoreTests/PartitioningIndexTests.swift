import Testing

@testable import StateboardCore

/// The one binary search of Stateboard's sorted lists finds what a walk from the start finds.
@Suite struct PartitioningIndexTests {
    /// Rule: the index is that of the first element the predicate holds for (the end when none),
    /// for every length up to 40 and every place the sorted list could be cut.
    @Test func theFirstElementAfterTheCutIsFoundAsAWalkFindsIt() {
        for count in 0...40 {
            let sorted = (0..<count).map { $0 * 2 }  // even numbers: cut before, at and between them
            for cut in -1...(count * 2 + 1) {
                let walked = sorted.firstIndex { $0 >= cut } ?? sorted.endIndex
                #expect(sorted.partitioningIndex { $0 >= cut } == walked, "\(count) elements, cut at \(cut)")
            }
        }
        let slice = [5, 6, 7, 8, 9][1...]
        #expect(slice.partitioningIndex { $0 > 7 } == 3, "a slice's own indices")
    }
}
