import CPNG
import Foundation

/// Writes small PDFs for tests, with a correct cross-reference table: objects numbered from 1
/// (the catalog first), streams optionally Flate-compressed.
public enum PDFWriter {
    /// A PDF of `objects` (each the text between `n 0 obj` and `endobj`) with `/Root 1 0 R`.
    public static func document(_ objects: [String], trailer: String = "") -> [UInt8] {
        document(bytes: objects.map { Array($0.utf8) }, trailer: trailer)
    }

    /// A PDF of objects given as bytes (a compressed stream's data is not text).
    public static func document(bytes objects: [[UInt8]], trailer: String = "") -> [UInt8] {
        var bytes = Array("%PDF-1.5\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(bytes.count)
            bytes += Array("\(index + 1) 0 obj\n".utf8) + object + Array("\nendobj\n".utf8)
        }
        let xref = bytes.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(format: "%010d 00000 n \n", offset) }
        table += "trailer\n<< /Root 1 0 R /Size \(objects.count + 1) \(trailer) >>\nstartxref\n\(xref)\n%%EOF\n"
        return bytes + Array(table.utf8)
    }

    /// A one-page PDF (objects 1–3: catalog, pages, page) whose page draws `content` with
    /// `resources`; `extra` objects follow from number 4.
    public static func page(content: String, resources: String = "", extra: [String] = [], compressed: Bool = false) -> [UInt8] {
        page(content: content, resources: resources, extra: extra.map { Array($0.utf8) }, compressed: compressed)
    }

    /// `page` with the extra objects given as bytes.
    public static func page(content: String, resources: String = "", extra: [[UInt8]], compressed: Bool = false) -> [UInt8] {
        let contentNumber = 4 + extra.count
        return document(
            bytes: [
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Resources << \(resources) >> /Contents \(contentNumber) 0 R >>",
            ].map { Array($0.utf8) }
                + extra + [stream(content, compressed: compressed)])
    }

    /// A stream object's text: its dictionary (with `dictionary` entries) and its data.
    public static func stream(_ data: String, dictionary: String = "", compressed: Bool = false) -> [UInt8] {
        stream(bytes: Array(data.utf8), dictionary: dictionary, compressed: compressed)
    }

    /// A stream object of `data` bytes.
    public static func stream(bytes data: [UInt8], dictionary: String = "", compressed: Bool = false) -> [UInt8] {
        let packed = compressed ? deflate(data) : data
        let filter = compressed ? "/Filter /FlateDecode " : ""
        return Array("<< /Length \(packed.count) \(filter)\(dictionary) >>\nstream\n".utf8) + packed + Array("\nendstream".utf8)
    }

    /// `levels` forms, each drawing the next `fanOut` times; the page draws the first.
    public static func formTree(levels: Int, fanOut: Int, compressed: Bool = false) -> [UInt8] {
        var forms: [[UInt8]] = []
        for level in 0..<levels {
            let number = 4 + level
            let isLast = level == levels - 1
            let body = isLast ? "0 0 1 1 re f" : String(repeating: "/F Do ", count: fanOut)
            let resources = isLast ? "" : "/Resources << /XObject << /F \(number + 1) 0 R >> >>"
            forms.append(stream(body, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 1 1] \(resources)", compressed: compressed))
        }
        return page(content: "/F Do", resources: "/XObject << /F 4 0 R >>", extra: forms, compressed: compressed)
    }

    /// zlib-compressed bytes.
    public static func deflate(_ input: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        _ = compress(&output, &size, input, uLong(input.count))
        return Array(output.prefix(Int(size)))
    }
}
