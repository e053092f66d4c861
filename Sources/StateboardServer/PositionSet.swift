/// Some of the positions of a list, a bit each: the hub's images not drawn yet, or those a
/// round has announced. A first round of 50,000 images needs 6 KB here, where a `Set<Int>`
/// takes a megabyte and another while it grows.
struct PositionSet: Sendable {
    private var words: [UInt64] = []

    /// No position.
    init() {}

    /// The positions of `positions` (any order; none negative).
    init(_ positions: some Sequence<Int>) {
        for position in positions { insert(position) }
    }

    /// Whether `position` is in the set.
    func contains(_ position: Int) -> Bool {
        let (word, bit) = position.quotientAndRemainder(dividingBy: 64)
        return position >= 0 && word < words.count && words[word] & (1 << UInt64(bit)) != 0
    }

    /// Adds `position` (not negative).
    mutating func insert(_ position: Int) {
        precondition(position >= 0, "a position is never negative")
        let (word, bit) = position.quotientAndRemainder(dividingBy: 64)
        if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(bit)
    }

    /// Takes out every position of `positions` that is in the set.
    mutating func subtract(_ positions: some Sequence<Int>) {
        for position in positions {
            let (word, bit) = position.quotientAndRemainder(dividingBy: 64)
            if position >= 0 && word < words.count { words[word] &= ~(1 << UInt64(bit)) }
        }
    }

    /// Whether no position is in the set.
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// The positions in the set, in ascending order, read as they are iterated.
    var positions: some Sequence<Int> {
        words.enumerated().lazy.flatMap { word, bits in
            (0..<64).lazy.filter { bits & (1 << UInt64($0)) != 0 }.map { word * 64 + $0 }
        }
    }
}
