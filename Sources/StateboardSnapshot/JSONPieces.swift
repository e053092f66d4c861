import Foundation

/// JSON written a piece at a time, with the bytes `JSONEncoder` makes of the whole value
/// (`.sortedKeys`; `.prettyPrinted` and `.withoutEscapingSlashes` as asked): a file that lists
/// every image of a large matrix (a fingerprint, a verify report, the render digests) is written
/// entry by entry and never stands whole in memory, and it reads as before, byte for byte.
package struct JSONPieces {
    private let encoder = JSONEncoder()
    private let pretty: Bool
    private let escapesSlashes: Bool

    /// Pieces of compact or pretty-printed JSON (`JSONEncoder`'s two-space indent and ` : `
    /// between a key and its value); slashes escaped as `\/` unless `escapingSlashes` is false.
    package init(prettyPrinted: Bool = false, escapingSlashes: Bool = false) {
        pretty = prettyPrinted
        escapesSlashes = escapingSlashes
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if prettyPrinted { formatting.insert(.prettyPrinted) }
        if !escapingSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
    }

    /// The whole value, as the encoder writes it.
    package func whole(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }

    /// A string as JSON: printable ASCII with nothing to escape stands as it is; anything else
    /// is the encoder's own escaping.
    package func string(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && !(escapesSlashes && $0 == 0x2F) }
        if plain { return "\"" + text + "\"" }
        return (try? whole(text)) ?? "\"\""
    }

    /// A value as the encoder writes it, nested `depth` levels deep (pretty-printed lines
    /// indented to match).
    package func value(_ value: some Encodable, depth: Int) throws -> String {
        let json = try whole(value)
        guard pretty else { return json }
        // A string never holds a raw line break (the encoder escapes it): every one is the layout's.
        // The blank line inside an empty collection (`[\n\n  ]`) stays blank, as the encoder writes it.
        let margin = String(repeating: "  ", count: depth)
        return json.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { index, line in index == 0 || line.isEmpty ? String(line) : margin + line }.joined(separator: "\n")
    }

    /// What goes before an element of a collection nested `depth` levels deep: a line break and
    /// the indent when pretty-printed.
    package func indent(_ depth: Int) -> String { pretty ? "\n" + String(repeating: "  ", count: depth) : "" }

    /// `"key" : ` (or `"key":`), on its own line at `depth` when pretty-printed.
    package func key(_ key: String, depth: Int) -> String { indent(depth) + string(key) + (pretty ? " : " : ":") }

    /// A map of strings, one entry at a time in sorted key order (the encoder's order: `String`'s).
    package func writeMap<Failure: Error>(_ map: [String: String], depth: Int = 1, to sink: (String) throws(Failure) -> Void) throws(Failure) {
        guard !map.isEmpty else { return try sink((try? whole(map)) ?? "{}") }
        try sink("{")
        for (offset, key) in map.keys.sorted().enumerated() {
            try sink((offset == 0 ? "" : ",") + self.key(key, depth: depth) + string(map[key] ?? ""))
        }
        try sink(indent(depth - 1) + "}")
    }

    /// A value whose first (sorted) key holds a long collection, written a piece at a time: the
    /// value with that collection emptied (`shell`, as the encoder writes it), its collection's
    /// elements (`element(i)`, each already JSON at depth 2) spliced between its first bracket and
    /// the one that closes the empty collection.
    package func splice<Failure: Error>(
        shell: String, opening: Character, elements count: Int, element: (Int) throws(Failure) -> String, to sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let closing: Character = opening == "[" ? "]" : "}"
        // The shell opens with `{` and its first key: the first `opening` after that is the collection's.
        guard count > 0, let open = shell.dropFirst().firstIndex(of: opening), let close = shell[open...].firstIndex(of: closing) else {
            return try sink(shell)
        }
        try sink(String(shell[...open]))
        for index in 0..<count { try sink((index == 0 ? "" : ",") + (try element(index))) }
        try sink(indent(1) + String(shell[close...]))
    }
}
