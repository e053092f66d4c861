/// Every indirect object of a PDF, found by reading the file from start to end as poppler does
/// when it reconstructs a damaged cross-reference table: `n g obj … endobj`, with a stream's raw
/// bytes kept beside its dictionary, and the objects packed in object streams (`/Type /ObjStm`)
/// unpacked. A later definition of a number replaces an earlier one (incremental updates), but
/// the earlier ones are kept too (`definitions`): poppler follows the cross-reference table,
/// which may name any of them (a definition appended after the file's end is not in it), so
/// a cost is taken over every definition of a number, the dearest counting.
struct PDFObjectTable {
    /// An object: its value, and its stream's raw (still encoded) bytes if it has one.
    struct Entry {
        var value: PDFValue
        var stream: ArraySlice<UInt8>?
    }

    private(set) var objects: [Int: Entry] = [:]
    /// Definitions a later one replaced, by number, first first.
    private(set) var replaced: [Int: [Entry]] = [:]
    private var definitionCount = 0
    /// The trailer dictionaries met (classic `trailer` and cross-reference streams), last one last.
    private(set) var trailers: [[String: PDFValue]] = []

    /// Most objects a PDF image may hold.
    static let maximumObjects = 200_000

    /// Reads `bytes`; decoding object streams spends `decoder`'s budget.
    init(bytes: [UInt8], decoder: inout PDFStreamDecoder) throws(PDFBudgetProblem) {
        var lexer = PDFLexer(bytes)
        var recent: [PDFValue] = []
        while let token = lexer.value() {
            if case .keyword("obj") = token, recent.count >= 2, case .number(let number) = recent[recent.count - 2],
                case .number = recent[recent.count - 1], number >= 0, number < 100_000_000
            {
                try readObject(number: Int(number), lexer: &lexer, decoder: &decoder)
                recent.removeAll(keepingCapacity: true)
                continue
            }
            if case .keyword("trailer") = token, let trailer = lexer.value()?.dictionary {
                trailers.append(trailer)
            }
            recent.append(token)
            if recent.count > 2 { recent.removeFirst() }
        }
        for number in objects.keys.sorted() {
            guard let entry = objects[number], entry.value["Type"]?.name == "ObjStm" else { continue }
            try unpackObjectStream(entry, decoder: &decoder)
        }
    }

    private mutating func readObject(number: Int, lexer: inout PDFLexer, decoder: inout PDFStreamDecoder) throws(PDFBudgetProblem) {
        // Every definition counts, replaced ones too: they are all costed.
        guard definitionCount < Self.maximumObjects else {
            throw PDFBudgetProblem("the PDF holds more than \(Self.maximumObjects) objects")
        }
        definitionCount += 1
        let value = lexer.value() ?? .null
        var stream: ArraySlice<UInt8>?
        lexer.skipSpace()
        if lexer.isAt("stream") {
            lexer.position += 6
            if lexer.position < lexer.bytes.count, lexer.bytes[lexer.position] == 0x0D { lexer.position += 1 }
            if lexer.position < lexer.bytes.count, lexer.bytes[lexer.position] == 0x0A { lexer.position += 1 }
            stream = Self.streamBytes(lexer: &lexer, declaredLength: value["Length"]?.number)
        }
        if let earlier = objects[number] { replaced[number, default: []].append(earlier) }
        objects[number] = Entry(value: value, stream: stream)
        if value["Type"]?.name == "XRef", let dictionary = value.dictionary { trailers.append(dictionary) }
    }

    /// A stream's bytes: `/Length` of them when an `endstream` follows there, else everything up
    /// to the next `endstream` (a wrong or indirect length, as poppler also recovers).
    private static func streamBytes(lexer: inout PDFLexer, declaredLength: Double?) -> ArraySlice<UInt8> {
        let start = lexer.position
        let bytes = lexer.bytes
        if let declaredLength, declaredLength >= 0, declaredLength <= Double(bytes.count - start) {
            var probe = PDFLexer(bytes, at: start + Int(declaredLength))
            probe.skipSpace()
            if probe.isAt("endstream") {
                lexer.position = probe.position + 9
                return bytes[start..<start + Int(declaredLength)]
            }
        }
        let marker = Array("endstream".utf8)
        var index = start
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) {
                lexer.position = index + marker.count
                var end = index
                if end > start, bytes[end - 1] == 0x0A { end -= 1 }
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                return bytes[start..<end]
            }
            index += 1
        }
        lexer.position = bytes.count
        return bytes[start..<bytes.count]
    }

    /// The objects an object stream packs: `/N` pairs of number and offset, then the objects
    /// from `/First`. An object defined directly in the file wins over a packed one.
    private mutating func unpackObjectStream(_ entry: Entry, decoder: inout PDFStreamDecoder) throws(PDFBudgetProblem) {
        guard let raw = entry.stream, let count = entry.value["N"]?.integer, let first = entry.value["First"]?.integer,
            count >= 0, first >= 0
        else { return }
        let decoded = try decoder.decode(raw, dictionary: entry.value, resolve: { self.objects[$0]?.value })
        guard let decoded, first <= decoded.count else { return }
        var header = PDFLexer(decoded)
        var pairs: [(Int, Int)] = []
        for _ in 0..<min(count, Self.maximumObjects) {
            guard let packed = header.value()?.integer, let offset = header.value()?.integer else { break }
            pairs.append((packed, offset))
        }
        for (packed, offset) in pairs where packed >= 0 && objects[packed] == nil {
            let start = first + offset
            guard offset >= 0, start < decoded.count else { continue }
            guard objects.count < Self.maximumObjects else { throw PDFBudgetProblem("the PDF holds more than \(Self.maximumObjects) objects") }
            var lexer = PDFLexer(decoded, at: start)
            objects[packed] = Entry(value: lexer.value() ?? .null, stream: nil)
        }
    }

    /// Every definition of `number`, the one `objects` holds (the last) last.
    func definitions(_ number: Int) -> [Entry] {
        (replaced[number] ?? []) + (objects[number].map { [$0] } ?? [])
    }

    /// `value` with a reference followed (at most 32 references in a row).
    func resolve(_ value: PDFValue?) -> PDFValue? {
        var current = value
        for _ in 0..<32 {
            guard case .reference(let number)? = current else { return current }
            current = objects[number]?.value
        }
        return nil
    }

    /// The object a reference names, with its stream.
    func entry(_ value: PDFValue?) -> (number: Int, entry: Entry)? {
        guard case .reference(let number)? = value, let entry = objects[number] else { return nil }
        return (number, entry)
    }
}

/// Why a PDF is refused by the work-budget reader: the message says which budget and by how much.
struct PDFBudgetProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
