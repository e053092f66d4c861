import CPoppler
import Foundation
import StateboardCore

extension AssetCheck {
    // MARK: JPEG

    /// Walks a JPEG's markers up to its scan: the SOI signature, a frame header (SOF) with a size
    /// within `imagePixels` and one (gray) or three (YCbCr) components, every segment inside the
    /// file, and the EOI marker at its end (a truncated JPEG would be drawn half gray).
    static func jpegProblem(data bytes: [UInt8], limits: InputLimits) -> String? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return "the file is not a JPEG (it does not start with FF D8)" }
        var offset = 2, frame: (width: Int, height: Int, components: Int)?
        while true {
            guard offset + 4 <= bytes.count, bytes[offset] == 0xFF else { return "the JPEG is corrupt (a marker is missing at byte \(offset))" }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return "the JPEG is truncated (a segment runs past the end of the file)" }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 8 else { return "the JPEG is corrupt (its frame header is too short)" }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                frame = (width, height, Int(bytes[offset + 9]))
            }
            if marker == 0xDA { break }  // start of scan: entropy-coded data follows
            offset += 2 + length
        }
        guard let frame else { return "the JPEG has no frame header before its image data" }
        guard frame.width > 0, frame.height > 0 else { return "the JPEG has no pixels (\(frame.width)×\(frame.height))" }
        if frame.width * frame.height > limits.imagePixels {
            return "the JPEG is \(frame.width)×\(frame.height) pixels, over the limit of \(limits.imagePixels) (`imagePixels`); "
                + InputLimits.hint(raising: "imagePixels")
        }
        guard frame.width <= 32_767, frame.height <= 32_767 else {
            return "the JPEG is \(frame.width)×\(frame.height) pixels; images are drawn at most 32767 pixels a side"
        }
        guard frame.components == 1 || frame.components == 3 else {
            return "the JPEG has \(frame.components) color components (CMYK?); only grayscale and RGB JPEGs are drawn"
        }
        let tail = bytes.suffix(64)
        guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else {
            return "the JPEG is truncated (it does not end with its EOI marker)"
        }
        // Each scan of a progressive JPEG goes over the whole image again. Entropy-coded data
        // never holds FF DA (an FF there is followed by 00 or a restart marker), so every FF DA
        // starts a scan.
        var scans = 0
        for index in offset..<(bytes.count - 1) where bytes[index] == 0xFF && bytes[index + 1] == 0xDA {
            scans += 1
            if scans > maximumJPEGScans {
                return "the JPEG has more than \(maximumJPEGScans) scans; a progressive JPEG has about 10 (save it again)"
            }
        }
        return nil
    }

    /// Scans a JPEG may have (as libjpeg-turbo's own tools bound them); the decoder stops there too.
    static let maximumJPEGScans = 500

    // MARK: PDF

    /// A PDF opened as the renderer will open it (poppler): the `%PDF-` header and the `%%EOF`
    /// marker near its end, then at least one page, no password, and a first page with an area
    /// within `svgSize` points a side.
    static func pdfProblem(data bytes: [UInt8], limits: InputLimits = .current) -> String? {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { return "the file is not a PDF (it does not start with `%PDF-`)" }
        let tail = String(decoding: bytes.suffix(1024), as: UTF8.self)
        guard tail.contains("%%EOF") else { return "the PDF is truncated (it does not end with `%%EOF`)" }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            defer { if let error { g_error_free(error) } }
            if let error, error.pointee.domain == poppler_error_quark(), error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                return "the PDF is encrypted; an image's PDF must open without a password"
            }
            return "the PDF cannot be read: " + PrintableText.escaped(error.map { String(cString: $0.pointee.message) } ?? "unreadable", limit: 120)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            return "the PDF has no pages; an image is drawn from its first page"
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return "the PDF's first page has no area (\(width) × \(height) points)" }
        guard width <= limits.svgSize, height <= limits.svgSize else {
            return "the PDF's first page is \(width) × \(height) points, over the limit of \(Int(limits.svgSize)) (`svgSize`); "
                + InputLimits.hint(raising: "svgSize")
        }
        return pdfWorkProblem(bytes, limits: limits)
    }

    /// The work drawing the first page costs (PDFPageCost), within `pdfOperations` operators,
    /// `imagePixels` per image and in all, and streams decoding to at most 8 × `assetBytes`.
    static func pdfWorkProblem(_ bytes: [UInt8], limits: InputLimits) -> String? {
        let decodedLimit = limits.assetBytes > Int.max / 8 ? Int.max : limits.assetBytes * 8
        var decoder = PDFStreamDecoder(budget: decodedLimit, limitDescription: "\(decodedLimit) bytes (8 × `assetBytes`)")
        do {
            let table = try PDFObjectTable(bytes: bytes, decoder: &decoder)
            var cost = PDFPageCost(table: table, decoder: decoder, operationLimit: limits.pdfOperations, pixelLimit: limits.imagePixels)
            _ = try cost.firstPage()
            return nil
        } catch {
            let limit =
                error.message.contains("operations")
                ? "pdfOperations"
                : error.message.contains("pixels") ? "imagePixels" : error.message.contains("decode to") ? "assetBytes" : nil
            return "the PDF is too costly to draw: " + error.message + (limit.map { "; " + InputLimits.hint(raising: $0) } ?? "")
        }
    }
}
