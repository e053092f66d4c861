/// Suggests the candidate nearest to a misspelt word (by edit distance), if one is close.
///
/// Linear in the candidates: one whose length differs from the word's by more than the edits
/// allowed cannot be close (each edit changes the length by one at most), so it is skipped
/// before any distance is computed; a word past 64 characters gets no suggestion.
public func nearestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    guard word.count <= 64 else { return nil }  // edit distance is quadratic: no suggestion for a huge word
    let lowered = Array(word.lowercased())
    let allowed = word.count <= 3 ? 1 : min(3, max(2, word.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where abs(candidate.count - lowered.count) <= allowed {
        let distance = editDistance(lowered, Array(candidate.lowercased()))
        if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
}

/// Edit distance between two strings, counting a swap of two neighbouring letters as one edit
/// (optimal string alignment), so that `lable` is one edit from `label`.
func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
}

/// The same over characters, keeping three rows of the table (the swap looks two rows back).
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], before[j - 2] + 1)
            }
        }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
}
