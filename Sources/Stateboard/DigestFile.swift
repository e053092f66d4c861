import Foundation
import StateboardSnapshot

/// An output folder's `.stateboard-digests.json` read in place, a map entry at a time, and
/// written merged with a run's changes in key order: a run never decodes the file into maps of
/// its own, so its memory does not grow with the folder's images (`RenderDigests` is the same
/// file as a whole value).
///
/// The file is this program's: its maps hold strings in ascending key order, as `JSONPieces`
/// writes them. A file that is not so (hand-edited out of order, a key twice, truncated, not
/// JSON, an entry longer than `longestEntry`, not a regular file) is not trusted at all: every
/// image is drawn again and the file is written anew, as when there is none.
final class DigestFile {
    /// The file's maps.
    enum Section: String, CaseIterable { case images, inputs, sheets }

    let path: String
    private let descriptor: Int32
    /// Where each map starts in the file (`inputs` is absent in files written before it was kept).
    private let starts: [Section: Int]

    /// The longest key or value (in the file's bytes) a file may hold: a path and a digest are
    /// far shorter.
    static let longestEntry = 16 * 1024

    /// The digest file in `out`, checked whole (its maps walked once, nothing kept); `nil` when
    /// there is none or it is not one this program wrote.
    static func open(in out: String) -> DigestFile? {
        let path = (out as NSString).appendingPathComponent(RenderDigests.fileName)
        // Not followed through a link, and never a FIFO or device, which would block or never end.
        let descriptor = openForReading(path)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let starts = try? sections(of: descriptor) else {
            close(descriptor)
            return nil
        }
        return DigestFile(path: path, descriptor: descriptor, starts: starts)
    }

    private init(path: String, descriptor: Int32, starts: [Section: Int]) {
        self.path = path; self.descriptor = descriptor; self.starts = starts
    }

    deinit { close(descriptor) }

    /// Whether the file has the map `section`.
    func has(_ section: Section) -> Bool { starts[section] != nil }

    /// The entries of `section` in key order (none when the file lacks it).
    func entries(_ section: Section) -> Entries { Entries(descriptor: descriptor, start: starts[section]) }

    /// Walks the file's top level: `format` 1 and the three maps (`inputs` may be absent or
    /// null), each map's entries read through once to check them; where each map starts.
    private static func sections(of descriptor: Int32) throws -> [Section: Int] {
        var skimmer = JSONSkimmer(descriptor: descriptor)
        skimmer.longestString = longestEntry
        var starts: [Section: Int] = [:]
        var seen: Set<String> = []
        var format: Int?
        try skimmer.members { skimmer, key in
            guard seen.insert(key).inserted else { throw JSONSkimmer.Malformed(offset: skimmer.offset, problem: "`\(key)` twice") }
            // `inputs` may be null (an optional map): then the file has none.
            var null = false
            if key == Section.inputs.rawValue { null = try skimmer.skipSpace() == UInt8(ascii: "n") }
            if key == "format" {
                let range = try skimmer.skipValue()
                guard range.count <= 20 else { throw JSONSkimmer.Malformed(offset: range.lowerBound, problem: "a format that is no number") }
                format = try JSONDecoder().decode(Int.self, from: skimmer.bytes(range))
            } else if let section = Section(rawValue: key), !null {
                let start = skimmer.offset
                var entries = Entries(descriptor: descriptor, start: start)
                while try entries.next() != nil {}
                starts[section] = start
                skimmer = JSONSkimmer(descriptor: descriptor, offset: entries.offset)
                skimmer.longestString = longestEntry
            } else {
                let range = try skimmer.skipValue()
                if key == Section.inputs.rawValue, try skimmer.bytes(range) != Data("null".utf8) {
                    throw JSONSkimmer.Malformed(offset: range.lowerBound, problem: "`inputs` neither a map nor null")
                }
            }
        }
        guard try skimmer.skipSpace() == nil, format == 1, starts[.images] != nil, starts[.sheets] != nil else {
            throw JSONSkimmer.Malformed(offset: skimmer.offset, problem: "not a digest file of format 1")
        }
        return starts
    }

    /// A map of the file read an entry at a time, each key after the one before it.
    struct Entries {
        private var skimmer: JSONSkimmer?
        private var started = false
        private var done = false
        private var last: String?

        fileprivate init(descriptor: Int32, start: Int?) {
            skimmer = start.map { JSONSkimmer(descriptor: descriptor, offset: $0) }
            skimmer?.longestString = DigestFile.longestEntry
        }

        /// Where the map's reading stands in the file.
        var offset: Int { skimmer?.offset ?? 0 }

        /// The next entry; `nil` after the last.
        mutating func next() throws -> (key: String, value: String)? {
            guard !done, var reader = skimmer else { return nil }
            skimmer = nil  // the reader's buffer is not shared, so not copied when it is refilled
            defer { skimmer = reader }
            if !started {
                started = true
                try reader.expect(UInt8(ascii: "{"))
                if try reader.skipSpace() == UInt8(ascii: "}") { return finish(&reader) }
            } else {
                switch try reader.skipSpace() {
                case UInt8(ascii: ","): _ = try reader.take()
                case UInt8(ascii: "}"): return finish(&reader)
                default: throw JSONSkimmer.Malformed(offset: reader.offset, problem: "expected `,` or `}`")
                }
            }
            let key = try Self.string(&reader)
            try reader.expect(UInt8(ascii: ":"))
            let value = try Self.string(&reader)
            if let last, !(last < key) { throw JSONSkimmer.Malformed(offset: reader.offset, problem: "keys out of order") }
            last = key
            return (key, value)
        }

        /// Takes the map's closing bracket (already seen); the reader then stands where it ended.
        private mutating func finish(_ reader: inout JSONSkimmer) -> (key: String, value: String)? {
            _ = try? reader.take()
            done = true
            return nil
        }

        /// A JSON string, decoded.
        private static func string(_ reader: inout JSONSkimmer) throws -> String {
            let raw = try reader.rawString()
            let plain = raw.contains(UInt8(ascii: "\\")) ? nil : String(validating: raw.dropFirst().dropLast(), as: UTF8.self)
            guard let text = plain ?? (try? JSONDecoder().decode(String.self, from: Data(raw))) else {
                throw JSONSkimmer.Malformed(offset: reader.offset, problem: "a string that is not JSON")
            }
            return text
        }
    }
}

/// `open(2)` for reading, not through a link and without waiting on a FIFO (outside the type,
/// whose own `open` would hide it).
private func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
