import Foundation
import StateboardCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Opens the images, SVGs and fonts a theme names when the theme loads, so that a corrupt,
/// truncated or oversized file is reported at the line that named it instead of failing a render
/// later: a PNG's chunks are walked and their checksums verified (its pixel count read from its
/// header, before anything decodes it), an SVG must be well-formed XML with an `<svg>` root once
/// its plain text entities are expanded (`SVGEntities`), and
/// a font must start like a TrueType, OpenType or collection file with a sane table directory.
package enum AssetCheck {
    /// Results by path, size and modification time ("" for none).
    private static let cache = Locked<[String: String]>([:])

    /// What is wrong with the file at `path` (already confined and a regular file), if anything.
    static func problem(at path: String, limits: InputLimits = .current) -> String? {
        let key = cacheKey(path)
        if let known = cache.withLock({ $0[key] }) { return known.isEmpty ? nil : known }
        let found: String?
        switch (path as NSString).pathExtension.lowercased() {
        case "png": found = pngProblem(path, limits: limits)
        case "svg": found = svgProblem(path)
        case "jpg", "jpeg": found = FileManager.default.contents(atPath: path).map { jpegProblem(data: [UInt8]($0), limits: limits) } ?? "cannot read the JPEG"
        case "pdf": found = FileManager.default.contents(atPath: path).map { pdfProblem(data: [UInt8]($0), limits: limits) } ?? "cannot read the PDF"
        case "heic", "heif":
            found = FileManager.default.contents(atPath: path).map { heifProblem(data: [UInt8]($0), limits: limits) } ?? "cannot read the HEIF image"
        case "ttf", "otf", "ttc", "otc": found = fontProblem(path)
        default: found = "`\((path as NSString).lastPathComponent)` is not a PNG, JPEG, HEIF, SVG or PDF file"
        }
        cache.withLock { $0[key] = found ?? "" }
        return found
    }

    private static func cacheKey(_ path: String) -> String { FileChangeStamp.of(path) }

    // MARK: PNG

    /// Bytes of PNG files a process checks whole (every chunk and its checksum); past them a PNG
    /// file's head (signature, header) and end (IEND) are checked and libpng checks the rest when
    /// it draws the image. A catalog of thousands of large PNGs is minutes of checksums otherwise,
    /// for sets the theme may never draw.
    static let wholeCheckBytes = 64_000_000
    static let wholeCheckLeft = Locked<Int>(wholeCheckBytes)

    /// `wholeCheckLeft`: the bytes still to be checked whole (the process's, or a test's own).
    static func pngProblem(_ path: String, limits: InputLimits, wholeCheckLeft: Locked<Int> = wholeCheckLeft) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot read the PNG" }
        defer { try? handle.close() }
        guard let end = try? handle.seekToEnd(), (try? handle.seek(toOffset: 0)) != nil else { return "cannot read the PNG" }
        let size = Int(end)
        let whole = wholeCheckLeft.withLock { left in
            guard size <= left else { return false }
            left -= size
            return true
        }
        if whole {
            // `readToEnd` is nil for an empty file (which is then told it is empty), throws on a read error.
            do {
                return pngProblem(data: [UInt8](try handle.readToEnd() ?? Data()), limits: limits)
            } catch {
                return "cannot read the PNG"
            }
        }
        let head = [UInt8]((try? handle.read(upToCount: 33)) ?? Data())
        if let problem = pngHeadProblem(head, limits: limits) { return problem }
        guard size >= 33 + 12 + 12, (try? handle.seek(toOffset: end - 12)) != nil, let tail = try? handle.read(upToCount: 12) else {
            return "the PNG is truncated (it ends before its IEND chunk)"
        }
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return [UInt8](tail) == iend ? nil : "the PNG is truncated (it does not end with its IEND chunk)"
    }

    /// The first 33 bytes of a PNG: its signature, then an IHDR chunk (checksum verified) with a
    /// size within `imagePixels`.
    static func pngHeadProblem(_ bytes: [UInt8], limits: InputLimits) -> String? {
        if let problem = pngSignatureProblem(bytes) { return problem }
        guard bytes.count >= 33 else { return "the PNG is truncated (it ends before its IEND chunk)" }
        return ihdrProblem(bytes, at: 8, limits: limits)
    }

    /// Walks a PNG's chunks: signature, IHDR first with a size within `imagePixels`, CRCs, IDAT, IEND.
    static func pngProblem(data bytes: [UInt8], limits: InputLimits) -> String? {
        if let problem = pngSignatureProblem(bytes) { return problem }
        var offset = 8, sawData = false, first = true
        while true {
            guard offset + 12 <= bytes.count else { return "the PNG is truncated (it ends before its IEND chunk)" }
            let length = Int(be32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { return "the PNG is truncated (a chunk runs past the end of the file)" }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let crc = be32(bytes, offset + 8 + length)
            guard crc32(bytes[offset + 4..<offset + 8 + length]) == crc else {
                return "the PNG is corrupt (chunk `\(PrintableText.escaped(type))` fails its checksum)"
            }
            if first {
                if let problem = ihdrProblem(bytes, at: offset, limits: limits) { return problem }
                first = false
            }
            if type == "IDAT" { sawData = true }
            if type == "IEND" { return sawData ? nil : "the PNG has no image data" }
            offset += 12 + length
        }
    }

    private static func pngSignatureProblem(_ bytes: [UInt8]) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            if let format = FileSignature.format(of: bytes) { return "the file is not a PNG: it is \(format), named `.png`" }
            if bytes.isEmpty { return "the file is not a PNG (it is empty)" }
            return "the file is not a PNG (its signature is wrong: it starts \(FileSignature.hexPrefix(of: bytes)))"
        }
        return nil
    }

    /// The chunk at `offset` (inside `bytes`, its checksum already verified) is a header with a
    /// size within `imagePixels`.
    private static func ihdrProblem(_ bytes: [UInt8], at offset: Int, limits: InputLimits) -> String? {
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        guard type == "IHDR", be32(bytes, offset) == 13 else { return "the PNG is corrupt (it does not start with a header)" }
        guard crc32(bytes[offset + 4..<offset + 21]) == be32(bytes, offset + 21) else { return "the PNG is corrupt (chunk `IHDR` fails its checksum)" }
        let width = Int(be32(bytes, offset + 8)), height = Int(be32(bytes, offset + 12))
        guard width > 0, height > 0 else { return "the PNG has no pixels (\(width)×\(height))" }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > limits.imagePixels {
            return "the PNG is \(width)×\(height) pixels, over the limit of \(limits.imagePixels) (`imagePixels`); "
                + InputLimits.hint(raising: "imagePixels")
        }
        return nil
    }

    static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        // Through buffer pointers: an iterator over the slice is ten times slower unoptimised.
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { input in
                for byte in input { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
            }
        }
        return c ^ 0xFFFF_FFFF
    }

    // MARK: SVG

    static func svgProblem(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot read the SVG" }
        let original = String(decoding: data, as: UTF8.self)
        let text: String
        switch SVGEntities.expanded(original) {
        case .success(let expanded): text = expanded
        case .failure(let problem): return "\(problem.message) (line \(problem.line))"
        }
        if let problem = SVGTags.problem(in: text) { return "the SVG cannot be parsed: \(problem)" }
        // The expanded text is what librsvg draws once it has expanded the entities itself; a
        // file without a DOCTYPE is parsed from its bytes, in the encoding it declares.
        let parser = XMLParser(data: text == original ? data : Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        let delegate = SVGRoot()
        parser.delegate = delegate
        if !parser.parse() {
            return "the SVG cannot be parsed (line \(parser.lineNumber), column \(parser.columnNumber)): \(xmlProblem(parser.parserError))"
        }
        if let problem = svgSizeProblem(delegate.attributes, limits: .current) { return problem }
        guard delegate.root == "svg" else {
            return "the file is not an SVG (its root element is `\(PrintableText.escaped(delegate.root ?? "none", limit: 40))`)"
        }
        if let problem = SVGReferences.problem(elements: delegate.references, limits: .current) { return problem }
        let limit = SVGUseExpansion.librsvgLimit
        guard delegate.uses.referencesDrawn(limit: limit) <= limit else {
            return "the SVG's `<use>` elements draw more than \(limit) elements, over librsvg's limit of \(limit) referenced elements "
                + "(a `<use>` nested in what it draws, again and again: a \"billion laughs\")"
        }
        return nil
    }

    /// What an XML parser's error says, in words: libxml2's error 1 ("internal error", which
    /// Foundation prints as "NSXMLParserErrorDomain error 1") is, for a file that got this far, a
    /// text or attribute value over libxml2's 10,000,000-byte limit.
    static func xmlProblem(_ error: (any Error)?) -> String {
        guard let error = error as NSError? else { return "malformed XML" }
        if error.domain == XMLParser.errorDomain, error.code == 1 {
            return "a text or attribute value (a path's `d`, say) is longer than the XML parser reads (10,000,000 bytes)"
        }
        return PrintableText.escaped(error.localizedDescription, limit: 120)
    }

    /// A problem with the root's `width`, `height` or `viewBox`: not finite, or over `svgSize`.
    static func svgSizeProblem(_ attributes: [String: String], limits: InputLimits) -> String? {
        var sizes: [Double] = []
        for key in ["width", "height"] {
            guard let text = attributes[key] else { continue }
            let number = text.prefix { "0123456789.eE+-".contains($0) }
            if let value = Double(number) { sizes.append(value) }
        }
        if let viewBox = attributes["viewBox"] {
            let values = viewBox.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if values.count == 4 { sizes += values }
        }
        guard let bad = sizes.first(where: { !$0.isFinite || abs($0) > limits.svgSize }) else { return nil }
        return "the SVG's size (\(bad)) is over the limit of \(Int(limits.svgSize)) (`svgSize`); " + InputLimits.hint(raising: "svgSize")
    }

    private final class SVGRoot: NSObject, XMLParserDelegate {
        var root: String?
        var attributes: [String: String] = [:]
        /// Every element's `href` or `xlink:href` (and every XInclude element, with none).
        var references: [(name: String, href: String)] = []
        /// What its `<use>` elements draw.
        var uses = SVGUseExpansion()
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil {
                root = name.split(separator: ":").last.map(String.init) ?? name
                self.attributes = attributes
            }
            for (key, value) in attributes where key == "href" || key.hasSuffix(":href") { references.append((name, value)) }
            if name == "include" || name.hasSuffix(":include") { references.append((name, "")) }
            uses.start(name, attributes: attributes)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            uses.end()
        }
        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            parser.abortParsing()  // never reached: the text parsed has its entities expanded and no DOCTYPE
        }
    }

    // MARK: fonts

    /// Faces a font collection (`.ttc`, `.otc`) may hold: FreeType and fontconfig open every
    /// face a collection declares, so a declared count of 100 000 is minutes of work.
    static let maximumCollectionFaces = 64

    /// A TrueType/OpenType file's header and table directory; for a collection, its header
    /// (at most `maximumCollectionFaces` faces) and each face's table directory.
    package static func fontProblem(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 4096) else { return "cannot read the font" }
        defer { try? handle.close() }
        let bytes = [UInt8](head)
        guard bytes.count >= 12 else { return "the font file is truncated" }
        var info = stat()
        _ = stat(path, &info)
        let size = Int(info.st_size)
        guard be32(bytes, 0) == 0x7474_6366 else { return fontDirectoryProblem(bytes, fileSize: size) }  // not 'ttcf'
        let faces = Int(be32(bytes, 8))
        guard faces > 0 else { return "the font collection holds no fonts" }
        guard faces <= maximumCollectionFaces else {
            return "the font collection declares \(faces) fonts; Stateboard reads collections of at most \(maximumCollectionFaces)"
        }
        guard 12 + faces * 4 <= bytes.count else { return "the font collection is truncated" }
        for face in 0..<faces {
            let offset = Int(be32(bytes, 12 + face * 4))
            guard offset >= 12, offset + 12 <= size else { return "the font collection is truncated (font \(face + 1) starts past the end of the file)" }
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let directory = try? handle.read(upToCount: 12 + 200 * 16) else {
                return "cannot read font \(face + 1) of the collection"
            }
            if let problem = fontDirectoryProblem([UInt8](directory), fileSize: size) { return "font \(face + 1) of the collection: \(problem)" }
        }
        return nil
    }

    /// A single font's header and table directory (`bytes` from its start): a known version
    /// tag, a sane table count, every table inside the file.
    private static func fontDirectoryProblem(_ bytes: [UInt8], fileSize: Int) -> String? {
        guard bytes.count >= 12 else { return "the font file is truncated" }
        let tag = be32(bytes, 0)
        guard tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565 else {
            return "the file is not a TrueType or OpenType font"
        }
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        guard tables > 0, tables < 200 else { return "the font's table directory is corrupt" }
        for index in 0..<tables {
            let entry = 12 + index * 16
            guard entry + 16 <= bytes.count else { return "the font is truncated (its table directory runs past the end of the file)" }
            let offset = Int(be32(bytes, entry + 8)), length = Int(be32(bytes, entry + 12))
            guard offset + length <= fileSize else { return "the font is truncated (a table runs past the end of the file)" }
        }
        return nil
    }
}
