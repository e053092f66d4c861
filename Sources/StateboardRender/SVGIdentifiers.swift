import Foundation

/// cairo names an SVG's surfaces and images after process-wide counters (`surface148`,
/// `image478`), so the same scene would be written with other names by a later render in the
/// same process. Renumbering them by first use makes SVG output depend on the scene alone.
enum SVGIdentifiers {
    static let prefixes = ["surface", "image"].map { Array($0.utf8) }

    /// The document with every `surfaceN` / `imageN` name (right after `"` or `#`, so never inside
    /// base64 data) renumbered 1, 2, … in order of first appearance.
    static func renumbered(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var assigned: [[UInt8]: [UInt8]] = [:]
        var counts: [[UInt8]: Int] = [:]
        var i = 0
        outer: while i < bytes.count {
            if i > 0, bytes[i - 1] == UInt8(ascii: "\"") || bytes[i - 1] == UInt8(ascii: "#") {
                for prefix in prefixes where bytes[i...].starts(with: prefix) {
                    var end = i + prefix.count
                    while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                    guard end > i + prefix.count else { continue }
                    let name = Array(bytes[i..<end])
                    if assigned[name] == nil {
                        counts[prefix, default: 0] += 1
                        assigned[name] = prefix + Array(String(counts[prefix]!).utf8)
                    }
                    output += assigned[name]!
                    i = end
                    continue outer
                }
            }
            output.append(bytes[i])
            i += 1
        }
        return Data(output)
    }
}
