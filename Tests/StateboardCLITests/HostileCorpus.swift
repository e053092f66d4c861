import Foundation
import StateboardTestSupport

/// One case of `Tests/Hostile`: a theme or scene folder, and `case.txt` saying what the tool must
/// report and what to set up that git cannot hold (links, FIFOs) or should not (large inputs).
///
/// `case.txt` lines: `kind: theme|scene`, `expect: <text in the error>`, `link: <path> -> <target>`,
/// `fifo: <path>`, `generate: <path> <generator> <n>`.
struct HostileCase: CustomStringConvertible, Sendable {
    var name: String
    var kind: String
    var expect: String
    var directives: [String]
    /// Further text the error output must hold (`expect-also:`) and text it must not (`reject:`, a follow-on error).
    var alsoExpected: [String] = []
    var rejected: [String] = []
    var description: String { name }

    static let corpus = CommandRunner.packageRoot.appendingPathComponent("Tests/Hostile")

    static var all: [HostileCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.sorted().compactMap { name in
            guard let text = try? String(contentsOf: corpus.appendingPathComponent(name).appendingPathComponent("case.txt"), encoding: .utf8) else {
                return nil
            }
            var result = HostileCase(name: name, kind: "theme", expect: "", directives: [])
            for line in text.split(separator: "\n").map(String.init) {
                if line.hasPrefix("kind: ") {
                    result.kind = String(line.dropFirst(6))
                } else if line.hasPrefix("expect: ") {
                    result.expect = String(line.dropFirst(8))
                } else if line.hasPrefix("expect-also: ") {
                    result.alsoExpected.append(String(line.dropFirst(13)))
                } else if line.hasPrefix("reject: ") {
                    result.rejected.append(String(line.dropFirst(8)))
                } else {
                    result.directives.append(line)
                }
            }
            return result
        }
    }

    /// Copies the case into `root/themes/<name>` and applies its directives; returns the folder.
    func install(in root: URL) throws -> URL {
        let manager = FileManager.default
        let folder = root.appendingPathComponent("themes").appendingPathComponent(name)
        try manager.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: Self.corpus.appendingPathComponent(name), to: folder)
        try manager.removeItem(at: folder.appendingPathComponent("case.txt"))
        for directive in directives {
            let parts = directive.split(separator: " ").map(String.init)
            guard parts.count >= 2 else { continue }
            let target = folder.appendingPathComponent(parts[1])
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch parts[0] {
            case "link:":
                let destination = parts[3].hasPrefix("/") ? parts[3] : folder.appendingPathComponent(parts[3]).standardized.path
                try manager.createSymbolicLink(atPath: target.path, withDestinationPath: destination)
            case "fifo:": guard mkfifo(target.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case "generate:": try HostileGenerator.write(parts[2], Int(parts[3]) ?? 0, to: target)
            default: continue
            }
        }
        return folder
    }
}

/// The large or binary inputs of the corpus, made when a test runs instead of being committed.
enum HostileGenerator {
    static func write(_ generator: String, _ n: Int, to url: URL) throws {
        let header = "stateboard: 1\nscreens: { home: {} }\n"
        func text(_ value: String) throws { try Data(value.utf8).write(to: url) }
        switch generator {
        case "component-chain":
            var yaml = "stateboard: 1\ncomponents:\n"
            for i in 0..<n { yaml += "  c\(i): { node: { component: c\(i + 1) } }\n" }
            yaml += "  c\(n): { node: { label: { text: x } } }\n"
            try text(yaml + "screens: { home: {} }\nstates: { empty: { node: { component: c0 } } }\n")
        case "component-bomb":
            var yaml = "stateboard: 1\ncomponents:\n"
            for i in 0..<n { yaml += "  c\(i): { node: { stack: {}, nodes: [{ component: c\(i + 1) }, { component: c\(i + 1) }] } }\n" }
            yaml += "  c\(n): { node: { label: { text: x } } }\n"
            try text(yaml + "screens: { home: {} }\nstates: { empty: { node: { component: c0 } } }\n")
        case "nested-flow":
            let open = String(repeating: "{ stack: {}, nodes: [", count: n), close = String(repeating: "] }", count: n)
            try text(header + "states: { empty: { node: \(open)\(close) } }\n")
        case "nested-block":
            var yaml = header + "states:\n  empty:\n    node:\n      stack: {}\n      nodes:\n"
            for i in 0..<n {
                let indent = String(repeating: "    ", count: i + 2)
                yaml += "\(indent)- stack: {}\n\(indent)  nodes:\n"
            }
            try text(yaml + String(repeating: "    ", count: n + 2) + "- label: { text: x }\n")
        case "block-nesting":
            try text(header + "x:\n  " + String(repeating: "- ", count: n) + "a\n")
        case "matrix":
            let locales = (0..<n).map { "l\($0)" }.joined(separator: ", ")
            let devices = Array(repeating: "iphone-15", count: 100).joined(separator: ", ")
            try text(header + "matrix: { locales: [\(locales)], devices: [\(devices)] }\n")
        case "toolbar-title":
            // A toolbar's text item of n characters (the input limits take 100,000).
            let title = String(repeating: "a", count: n)
            try text("stateboard: 1\nscreens:\n  home:\n    chrome:\n      - toolbar:\n          items: [{ title: \"\(title)\" }]\n")
        case "big-string": try text(header + "strings: { en: { s: \"" + String(repeating: "a", count: n) + "\" } }\n")
        case "png-header": try Data(png(width: n, height: n)).write(to: url)
        case "png-corrupt":
            var bytes = png(width: 1, height: 1)
            bytes[bytes.count - 16] ^= 0xFF
            try Data(bytes).write(to: url)
        case "png-truncated": try Data(png(width: 1, height: 1).prefix(40)).write(to: url)
        case "sparse":
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(n))
            try handle.close()
        case "font-truncated":
            var bytes: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
            bytes += Array("cmap".utf8) + [0, 0, 0, 0] + [0, 0, 0x10, 0] + [0, 0, 0x10, 0]
            try Data(bytes + Array(repeating: 0, count: 64)).write(to: url)
        case "invalid-utf8": try Data(Array(header.utf8) + Array("# caf".utf8) + [0xE9] + Array("\n".utf8)).write(to: url)
        case "control-char": try Data(Array("stateboard: 1\nscreens: { home: { title: \"a".utf8) + [0x1B] + Array("[31mb\" } }\n".utf8)).write(to: url)
        case "nul": try Data(Array(header.utf8) + [0x78, 0x00, 0x0A]).write(to: url)
        case "scene-nodes":
            var yaml = "stateboard: 1\ncanvas: { width: 390, height: 844 }\nroot: { stack: {}, nodes: ["
            yaml += String(repeating: "{box: {}},", count: n)
            try text(yaml + "] }\n")
        case "scene-label":
            try text(
                "stateboard: 1\ncanvas: { width: 390, height: 844 }\nroot: { stack: {}, nodes: [{ label: { text: \"" + String(repeating: "a", count: n)
                    + "\" } }] }\n")
        case "scene-deep":
            let open = String(repeating: "{ stack: {}, nodes: [", count: n), close = String(repeating: "] }", count: n)
            try text("stateboard: 1\ncanvas: { width: 390, height: 844 }\nroot: \(open)\(close)\n")
        case "symbol-run":
            // A rich-text run naming a symbol of n characters, beside one in markup.
            let name = String(repeating: "a", count: n)
            try text(
                header + "states:\n  empty:\n    node: { stack: {}, nodes: [{ label: { text: \"x {symbol:\(name)}\", markup: true } }, "
                    + "{ label: { text: [{ text: hi }, { symbol: \(name) }] } }] }\n")
        case "catalog-large-pngs": try catalogOfLargePNGs(n, at: url)
        case "symbol-markup":
            // Markup alone naming a symbol of n characters (no run beside it to fail first).
            try text(header + "states:\n  empty:\n    node: { label: { text: \"x {symbol:\(String(repeating: "a", count: n))}\", markup: true } }\n")
        case "stringsdict-long-form":
            try text(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>other</key><string>\(String(repeating: "z", count: n))</string></dict>
                </dict></dict></plist>

                """)
        case "svg-data-png":
            // A PNG of n × n pixels in a few bytes (one empty IDAT), embedded as a data: URL.
            let base64 = Data(png(width: n, height: n)).base64EncodedString()
            try text(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n"
                    + "  <image href=\"data:image/png;base64,\(base64)\" width=\"10\" height=\"10\"/>\n</svg>\n")
        case "jpeg-scans":
            // A 16 × 16 progressive gray JPEG header, then n start-of-scan segments, then EOI.
            var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC2, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0]
            for _ in 0..<n { bytes += [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0, 0, 0x00] }
            try Data(bytes + [0xFF, 0xD9]).write(to: url)
        case "font-collection":
            // A TrueType collection header declaring n fonts (and holding none).
            let count = [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
            try Data(Array("ttcf".utf8) + [0, 1, 0, 0] + count + Array(repeating: 0, count: 64)).write(to: url)
        case "pdf-form-tree":
            // n form XObjects, each drawing the next ten times: 10^n draws from a few hundred bytes.
            try Data(PDFWriter.formTree(levels: n, fanOut: 10)).write(to: url)
        case "pdf-form-tree-redefined":
            // The same tree, then its top form defined again, harmless, after the file's end:
            // the cross-reference table (which poppler follows) still names the first.
            let harmless = "4 0 obj\n<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Length 12 >>\nstream\n0 0 1 1 re f\nendstream\nendobj\n"
            try Data(PDFWriter.formTree(levels: n, fanOut: 10) + Array(harmless.utf8)).write(to: url)
        case "pdf-image":
            // An n × n image XObject drawn once (no pixel data: its dictionary alone declares the size).
            try Data(
                PDFWriter.page(
                    content: "q 10 0 0 10 0 0 cm /Im Do Q", resources: "/XObject << /Im 4 0 R >>",
                    extra: [
                        "<< /Type /XObject /Subtype /Image /Width \(n) /Height \(n) /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream"
                    ])
            ).write(to: url)
        case _ where HostilePlists.handles(generator): try HostilePlists.write(generator, n, to: url)
        default: throw CocoaError(.featureUnsupported)
        }
    }

    /// An asset catalog of n image sets `s0000`…, each a PNG of 2500 × 2500 pixels and 19 MB (one
    /// IDAT of zeros, a hole in a sparse file), the last cut short of its IEND chunk.
    static func catalogOfLargePNGs(_ n: Int, at url: URL) throws {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let length = 19_000_000
        // The checksum of "IDAT" and `length` zero bytes, once.
        var crc: UInt32 = 0xFFFF_FFFF
        let table: [UInt32] = (0..<256).map { n in (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 } }
        table.withUnsafeBufferPointer { table in
            for byte in Array("IDAT".utf8) { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            for _ in 0..<length { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
        }
        let ihdr = Array(png(width: 2500, height: 2500).prefix(33))
        let idatEnd = be(Int(crc ^ 0xFFFF_FFFF)) + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        let manager = FileManager.default
        let json = #"{"images":[{"idiom":"universal","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: url.appendingPathComponent("Contents.json"))
        for index in 0..<n {
            let set = url.appendingPathComponent(String(format: "s%04d.imageset", index))
            try manager.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
            let file = set.appendingPathComponent("a.png")
            _ = manager.createFile(atPath: file.path, contents: Data(ihdr + be(length) + Array("IDAT".utf8)))
            let handle = try FileHandle(forWritingTo: file)
            try handle.seek(toOffset: UInt64(33 + 8 + length))
            if index < n - 1 { try handle.write(contentsOf: idatEnd) } else { try handle.truncate(atOffset: UInt64(33 + 8 + length)) }
            try handle.close()
        }
    }

    /// A whole 1-bit PNG of `width` × `height` whose data is one empty IDAT (valid chunks).
    static func png(width: Int, height: Int) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(crc32(body)))
        }
        let ihdr = be(width) + be(height) + [1, 0, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
