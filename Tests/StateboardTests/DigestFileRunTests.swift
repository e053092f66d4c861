import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import Stateboard

/// An incremental run reads the folder's digest file in place and writes it merged with the
/// entries of images outside its plan: the file a whole-map run wrote, byte for byte; a file a
/// user broke is never trusted, never a crash or a hang.
@Suite struct DigestFileRunTests {
    /// A digest entry that is not what this program writes, made from one that is.
    static func tampered(_ digest: String) -> String { "X" + digest.dropFirst() }

    /// Rule: a shard's run writes the digest file a whole-map run writes: the other shard's
    /// entries (one of them hand-edited) and an image outside every plan kept as they were,
    /// the shard's hand-edited entry drawn again and written back, the others reused.
    @Test func aShardRunKeepsEveryEntryOutsideItsPlanAsItWas() throws {
        try TestPaths.withTemporaryFolder("digest-shard") { root in
            let (theme, out) = try IncrementalRenderTests.agedTheme(in: root)
            _ = try IncrementalRenderTests.renderLoaded(theme, out: out)
            let loaded = try ThemeLoader.load(path: theme.path)
            var filter = RenderFilter()
            filter.shard = (0, 2)
            let shard = try RenderPlan.checkedJobs(for: [loaded], filter: filter)
            let inShard = Set(shard.map { $0.outputPath(.png) })
            var digests = RenderDigests.read(in: out.path)
            let keys = digests.images.keys.sorted()
            let mine = try #require(keys.first { inShard.contains($0) })
            let other = try #require(keys.first { !inShard.contains($0) })
            let written = try #require(digests.images[mine])
            digests.images[mine] = Self.tampered(written)
            digests.images[other] = Self.tampered(try #require(digests.images[other]))
            digests.images["zz/outside.png"] = "not a digest"
            digests.inputs?["zz/outside.png"] = "whatever"
            digests.sheets["zz/contact-sheet.png"] = "0"
            try digests.write(in: out.path)

            var renderer = MatrixRenderer(themes: [loaded], jobs: 2)
            renderer.incremental = true
            let results = try renderer.render(shard, into: out.path)
            #expect(results.reused.count == shard.count - 1 && !results.reused.contains(mine))
            var expected = digests
            expected.images[mine] = written
            var whole = ""
            expected.write { whole += $0 }
            let file = try String(contentsOf: out.appendingPathComponent(RenderDigests.fileName), encoding: .utf8)
            #expect(file == whole)
        }
    }

    /// Broken digest files, each from the good `file` (its images map between `images`' braces).
    static func brokenFiles(_ file: String) -> [(String, String)] {
        let start = file.range(of: "\"images\":{")!.upperBound
        let end = file[start...].firstIndex(of: "}")!
        let entries = file[start..<end].split(separator: ",").map(String.init)
        let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        func with(_ images: [String]) -> String { String(file[..<start]) + images.joined(separator: ",") + String(file[end...]) }
        return [
            ("truncated", String(file.prefix(file.count / 2))),
            ("out of order", with(entries.reversed())),
            ("a key twice", with([entries[0]] + entries)),
            ("an endless key", with(["\"" + String(repeating: "a", count: 100_000) + "\":\"0\""] + entries)),
            ("a number for a digest", with(entries.dropLast() + [String(entries.last!.split(separator: ":")[0]) + ":7"])),
            ("nested past any limit", file.replacingOccurrences(of: "{\"format\":1,", with: "{\"format\":1,\"x\":" + nested + ",")),
            ("another format", file.replacingOccurrences(of: "{\"format\":1,", with: "{\"format\":2,")),
            ("more after the end", file + "{}"),
        ]
    }

    /// Rule: a digest file that is truncated, out of key order, names a key twice, holds an
    /// endless string or nesting, a value that is no string, another format or more after its
    /// end is not trusted at all: every image is drawn again and the file written anew, whole.
    @Test func aBrokenDigestFileIsNeverTrustedAndIsWrittenAnew() throws {
        try TestPaths.withTemporaryFolder("digest-broken") { root in
            let (theme, out) = try IncrementalRenderTests.agedTheme(in: root)
            _ = try IncrementalRenderTests.renderLoaded(theme, out: out)
            let path = out.appendingPathComponent(RenderDigests.fileName)
            let good = try String(contentsOf: path, encoding: .utf8)
            #expect(try IncrementalRenderTests.renderLoaded(theme, out: out).reused.count == 8, "the good file is trusted")
            for (name, broken) in Self.brokenFiles(good) {
                try broken.write(to: path, atomically: true, encoding: .utf8)
                let results = try IncrementalRenderTests.renderLoaded(theme, out: out)
                #expect(results.reused.isEmpty, "\(name)")
                #expect(try String(contentsOf: path, encoding: .utf8) == good, "\(name)")
            }
        }
    }

    /// Rule: a FIFO or a link put where the digest file goes is neither read (a FIFO would
    /// block the run for ever) nor followed: every image is drawn again and a file put in its place.
    @Test func aFIFOOrALinkInPlaceOfTheDigestFileIsReplaced() throws {
        try TestPaths.withTemporaryFolder("digest-fifo") { root in
            let (theme, out) = try IncrementalRenderTests.agedTheme(in: root)
            _ = try IncrementalRenderTests.renderLoaded(theme, out: out)
            let path = out.appendingPathComponent(RenderDigests.fileName).path
            let good = try String(contentsOfFile: path, encoding: .utf8)
            let elsewhere = root.appendingPathComponent("elsewhere.json").path
            try good.write(toFile: elsewhere, atomically: true, encoding: .utf8)
            for makeIt in ["fifo", "link"] {
                try FileManager.default.removeItem(atPath: path)
                if makeIt == "fifo" {
                    #expect(mkfifo(path, 0o600) == 0)
                } else {
                    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
                }
                #expect(try IncrementalRenderTests.renderLoaded(theme, out: out).reused.isEmpty, "\(makeIt)")
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(makeIt)")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == good, "\(makeIt)")
            }
            #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == good, "the link's target is left alone")
        }
    }
}
