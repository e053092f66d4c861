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
        guard let (word, mask) = Self.place(of: position), word < words.count else { return false }
        return words[word] & mask != 0
    }

    /// Adds `position` (not negative).
    mutating func insert(_ position: Int) {
        guard let (word, mask) = Self.place(of: position) else { preconditionFailure("a position is never negative") }
        if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= mask
    }

    /// Takes out every position of `positions` that is in the set.
    mutating func subtract(_ positions: some Sequence<Int>) {
        for position in positions {
            if let (word, mask) = Self.place(of: position), word < words.count { words[word] &= ~mask }
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

    /// The word holding `position` and its bit there; nil for a negative position.
    private static func place(of position: Int) -> (word: Int, mask: UInt64)? {
        guard position >= 0 else { return nil }
        return (position / 64, 1 << UInt64(position % 64))
    }
}
