import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardRender
@testable import StateboardSnapshot

/// `verify` reads a fingerprint a record at a time (`FingerprintIndex`): the records it gives
/// are the file's, and a file `Fingerprint.read` refuses it refuses too.
@Suite struct FingerprintIndexTests {
    static func record(_ index: Int, text: String?) -> ReferenceRecord {
        let node = NodeRecord(
            path: "0.\(index)", id: index % 2 == 0 ? "title" : nil, kind: "label", frame: LayoutRect(x: 1.5, y: 2, width: 30, height: 12.25),
            text: text, style: "00ff00ff00ff00ff", hidden: index % 3 == 0 ? true : nil)
        return ReferenceRecord(pixels: PixelDigest(value: UInt64(index) &* 0x9E37_79B9_7F4A_7C15), width: 750, height: 1334, nodes: [node])
    }

    static func write(_ text: String, in name: String) throws -> (folder: URL, path: String) {
        let folder = try TestPaths.temporaryFolder(name)
        let path = folder.appendingPathComponent("fingerprint.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    /// Rule: each record read through the index equals the one written, whatever its texts
    /// hold (brackets, quotes, escapes and non-ASCII inside strings are text, not structure),
    /// and the environment and format are the file's.
    @Test func recordsReadBackAsWritten() throws {
        let texts: [String?] = [nil, "Screen } 1", "a \"quoted\" [x] {y}", "back\\slash\\\"", "No\u{85}lint \u{1B}[31m", "日本語 ✓", "{\"key\": [1, 2]}"]
        var references: [String: ReferenceRecord] = [:]
        for index in 0..<200 { references["s\(index)/empty/iphone-se-light-en@2x"] = Self.record(index, text: texts[index % texts.count]) }
        let environment = RenderEnvironment(libraries: ["pango": "1.52.1"], fonts: ["Inter.ttc": "b"], settings: ["hinting": "none"])
        let fingerprint = Fingerprint(environment: environment, references: references)
        var json = ""
        try fingerprint.write { json += $0 }
        let (folder, path) = try Self.write(json, in: "fingerprint-index")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try #require(try FingerprintIndex.read(path))
        #expect(index.environment == environment)
        #expect(index.format == fingerprint.format)
        #expect(Set(index.keys) == Set(references.keys))
        for (key, record) in references { #expect(try index.record(key) == record, "\(key)") }
        #expect(try index.record("nowhere/empty/x") == nil)
        #expect(try FingerprintIndex.read(folder.appendingPathComponent("none.json").path) == nil)
    }

    /// Rule: a file that is not a whole fingerprint (cut short, a record of the wrong shape,
    /// text after it) is refused with the message `Fingerprint.read` gives, naming the file.
    @Test func aBrokenFileIsRefusedAsFingerprintReadRefusesIt() throws {
        let environment = RenderEnvironment(libraries: [:], fonts: [:], settings: [:])
        var json = ""
        try Fingerprint(environment: environment, references: ["a/b/c": Self.record(1, text: "x")]).write { json += $0 }
        let broken = [
            String(json.dropLast(20)), json.replacingOccurrences(of: "\"width\"", with: "\"wide\""), json + "{}",
            json.replacingOccurrences(of: "\"format\"", with: "\"formats\"").replacingOccurrences(of: "\"environment\"", with: "\"env\""),
        ]
        for (number, text) in broken.enumerated() {
            let (folder, path) = try Self.write(text, in: "fingerprint-index-broken")
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(throws: SnapshotError.self, "case \(number)") { try Fingerprint.read(path) }
            do {
                _ = try FingerprintIndex.read(path)
                Issue.record("case \(number): the index read a broken file")
            } catch let error as SnapshotError {
                #expect(error.description.hasPrefix(path + ": not a Stateboard fingerprint"), "\(error)")
            }
        }
    }
}
