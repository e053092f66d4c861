import Foundation
import Testing

@testable import StateboardRender

/// Rule: a decoder pool reads an image's bytes once while `stat` says the file is unchanged, and
/// again as soon as it is another file (a new inode, size or time) or was written moments ago.
@Suite struct DecoderFileBytesTests {
    static func file(_ bytes: String, in folder: URL, name: String = "image.svg", age: Double? = 3_600) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes.utf8).write(to: url)
        if let age { try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path) }
        return url.path
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An SVG of 200 bytes (`Data` keeps a few bytes inline, where no two reads share an address).
    static func svg(_ word: String) -> String { "<svg>" + String(repeating: word, count: (200 - 11) / word.count) + "</svg>" }

    static func address(_ data: Data?) -> UnsafeRawPointer? { data?.withUnsafeBytes { $0.baseAddress } }

    @Test func anUnchangedFileIsReadOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.file(Self.svg("one"), in: folder)
        let files = DecoderFileBytes()
        let first = files.contents(of: path, limit: 1_000), second = files.contents(of: path, limit: 1_000)
        #expect(first == Data(Self.svg("one").utf8))
        #expect(Self.address(first) == Self.address(second), "the second draw takes the bytes already read")
    }

    @Test func aFileReplacedAtTheSameSizeAndTimeIsReadAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.file(Self.svg("one"), in: folder)
        let files = DecoderFileBytes()
        _ = files.contents(of: path, limit: 1_000)
        // An editor's save: a new file renamed over the old one, here with the old one's time.
        let date = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        let replacement = try Self.file(Self.svg("two"), in: folder, name: "new.svg", age: nil)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: replacement)
        #expect(rename(replacement, path) == 0)
        #expect(files.contents(of: path, limit: 1_000) == Data(Self.svg("two").utf8))
    }

    @Test func aFileWrittenMomentsAgoIsNotKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.file(Self.svg("one"), in: folder, age: nil)
        let files = DecoderFileBytes()
        let first = files.contents(of: path, limit: 1_000), second = files.contents(of: path, limit: 1_000)
        #expect(first == second)
        #expect(Self.address(first) != Self.address(second), "within the clock's tick a rewrite at the same size is invisible to stat")
    }

    @Test func aFileOverTheLimitOrMissingHasNoBytes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.file(Self.svg("one"), in: folder)
        let files = DecoderFileBytes()
        #expect(files.contents(of: path, limit: 100) == nil)
        #expect(files.contents(of: folder.appendingPathComponent("none.svg").path, limit: 1_000) == nil)
        #expect(files.contents(of: folder.path, limit: 1_000) == nil, "a folder is not an image")
    }
}
