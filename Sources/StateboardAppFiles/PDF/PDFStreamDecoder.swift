import CPNG

/// Decodes PDF streams for the work-budget reader, spending one budget of decoded bytes for the
/// whole file so that a compressed stream cannot expand past it (a "zip bomb" stops there).
/// Decodes the filters content and object streams use: FlateDecode (with no predictor or PNG
/// predictors), ASCIIHexDecode, ASCII85Decode and RunLengthDecode. A stream with another filter
/// (LZW, image filters) comes back as nil: the reader treats it as one it cannot see into.
struct PDFStreamDecoder {
    /// Bytes that may still be produced by decoding.
    private(set) var remaining: Int
    let limitDescription: String

    init(budget: Int, limitDescription: String) {
        remaining = budget
        self.limitDescription = limitDescription
    }

    /// `raw` decoded through the stream's `/Filter` chain; nil for a filter it does not decode.
    mutating func decode(_ raw: ArraySlice<UInt8>, dictionary: PDFValue, resolve: (Int) -> PDFValue?) throws(PDFBudgetProblem) -> [UInt8]? {
        func follow(_ value: PDFValue?) -> PDFValue? {
            if case .reference(let number)? = value { return resolve(number) }
            return value
        }
        let filterValue = follow(dictionary["Filter"] ?? dictionary["F"])
        let filters: [String]
        switch filterValue {
        case nil, .null?: filters = []
        case .name(let name)?: filters = [name]
        case .array(let items)?: filters = items.compactMap { follow($0)?.name }
        default: return nil
        }
        guard filters.count <= 8 else { return nil }
        let parameters = follow(dictionary["DecodeParms"] ?? dictionary["DP"])
        var data = Array(raw)
        for (index, filter) in filters.enumerated() {
            let parms: PDFValue? = parameters?.array.map { index < $0.count ? follow($0[index]) : nil } ?? parameters
            switch filter {
            case "FlateDecode", "Fl":
                guard let inflated = try inflated(data) else { return nil }
                guard let predicted = Self.unpredict(inflated, parameters: parms) else { return nil }
                data = predicted
            case "ASCIIHexDecode", "AHx": data = try spend(Self.asciiHex(data))
            case "ASCII85Decode", "A85": guard let decoded = Self.ascii85(data) else { return nil }; data = try spend(decoded)
            case "RunLengthDecode", "RL": data = try runLength(data)
            default: return nil
            }
        }
        return data
    }

    private mutating func spend(_ bytes: [UInt8]) throws(PDFBudgetProblem) -> [UInt8] {
        remaining -= bytes.count
        if remaining < 0 { throw PDFBudgetProblem("its streams decode to more than \(limitDescription)") }
        return bytes
    }

    /// zlib inflation, stopped as soon as the output passes the remaining budget.
    private mutating func inflated(_ input: [UInt8]) throws(PDFBudgetProblem) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var status = Z_OK
        var input = input
        let count = input.count
        var overBudget = false
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(count)
            repeat {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = CPNG.inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                output.append(contentsOf: chunk[0..<produced])
                if output.count > remaining { overBudget = true; return }
                if produced == 0 && status == Z_BUF_ERROR { return }
            } while status == Z_OK
        }
        if overBudget { throw PDFBudgetProblem("its streams decode to more than \(limitDescription)") }
        // A truncated or damaged stream keeps what came out, as poppler draws what it can.
        remaining -= output.count
        return output
    }

    private mutating func runLength(_ input: [UInt8]) throws(PDFBudgetProblem) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < input.count {
            let length = Int(input[index])
            index += 1
            if length == 128 { break }
            if length < 128 {
                let end = min(input.count, index + length + 1)
                output.append(contentsOf: input[index..<end])
                index = end
            } else if index < input.count {
                output.append(contentsOf: repeatElement(input[index], count: 257 - length))
                index += 1
            }
            if output.count > remaining { throw PDFBudgetProblem("its streams decode to more than \(limitDescription)") }
        }
        return try spend(output)
    }

    static func asciiHex(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var high: UInt8?
        for byte in input {
            if byte == UInt8(ascii: ">") { break }
            guard let digit = PDFLexer.hexDigit(byte) else { continue }
            if let first = high { output.append(first << 4 | digit); high = nil } else { high = digit }
        }
        if let high { output.append(high << 4) }
        return output
    }

    static func ascii85(_ input: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        var group: [UInt32] = []
        for byte in input {
            if byte == UInt8(ascii: "~") { break }
            if PDFLexer.isWhitespace(byte) { continue }
            if byte == UInt8(ascii: "z"), group.isEmpty { output += [0, 0, 0, 0]; continue }
            guard byte >= 33, byte <= 117 else { return nil }
            group.append(UInt32(byte - 33))
            if group.count == 5 {
                let value = group.reduce(UInt64(0)) { $0 * 85 + UInt64($1) }
                guard value <= UInt64(UInt32.max) else { return nil }
                output += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
                group.removeAll(keepingCapacity: true)
            }
        }
        if group.count > 1 {
            let padded = group + Array(repeating: 84, count: 5 - group.count)
            let value = padded.reduce(UInt64(0)) { $0 * 85 + UInt64($1) }
            let bytes = [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            output += bytes.prefix(group.count - 1)
        }
        return output
    }

    /// PNG predictors (`/Predictor` 10–15) undone row by row; no predictor returns the bytes.
    static func unpredict(_ data: [UInt8], parameters: PDFValue?) -> [UInt8]? {
        func whole(_ key: String, _ otherwise: Int) -> Int { parameters?[key]?.integer ?? otherwise }
        let predictor = whole("Predictor", 1)
        if predictor <= 1 { return data }
        guard predictor >= 10 else { return nil }  // TIFF predictor 2: not used by content streams
        let colors = max(1, min(32, whole("Colors", 1)))
        let bits = max(1, min(16, whole("BitsPerComponent", 8)))
        let columns = max(1, min(1_000_000, whole("Columns", 1)))
        let pixelBytes = max(1, (colors * bits + 7) / 8)
        let rowBytes = (colors * bits * columns + 7) / 8
        guard rowBytes + 1 <= data.count else { return [] }  // not one whole row
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var index = 0
        while index + 1 + rowBytes <= data.count {
            let type = data[index]
            var row = Array(data[index + 1..<index + 1 + rowBytes])
            for i in 0..<rowBytes {
                let left = i >= pixelBytes ? Int(row[i - pixelBytes]) : 0
                let up = Int(previous[i])
                let upLeft = i >= pixelBytes ? Int(previous[i - pixelBytes]) : 0
                let add: Int
                switch type {
                case 1: add = left
                case 2: add = up
                case 3: add = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    add = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: add = 0
                }
                row[i] = UInt8(truncatingIfNeeded: Int(row[i]) + add)
            }
            output += row
            previous = row
            index += 1 + rowBytes
        }
        return output
    }
}
