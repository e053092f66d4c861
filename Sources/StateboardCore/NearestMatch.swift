/// Suggests the candidate nearest to a misspelt word (by edit distance), if one is close.
public func nearestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    guard word.count <= 64 else { return nil }  // edit distance is quadratic: no suggestion for a huge word
    let lowered = word.lowercased()
    let scored = candidates.filter { $0.count <= 128 }.map { ($0, editDistance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let allowed = word.count <= 3 ? 1 : min(3, max(2, word.count / 3))
    return best.1 <= allowed ? best.0 : nil
}

/// Edit distance between two strings, counting a swap of two neighbouring letters as one edit
/// (optimal string alignment), so that `lable` is one edit from `label`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
