import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// The CI recipe of docs/CISharding.md (Examples/ci/sharded-verify.yml), run as it runs there:
/// four `stateboard` processes at once, each `--shard i/4` with a folder of its own, then
/// `merge-reports`. What the four make together is what one unsharded run makes.
@Suite struct ShardedCIRecipeTests {
    static let shards = 4

    /// A probe theme of 3 states × 2 devices × 2 appearances × 2 locales: 24 images.
    static func theme(accent: String) -> String {
        TestThemes.probe(accent: accent, states: "[empty, loading, error]")
            .replacingOccurrences(of: "devices: [iphone-15]", with: "devices: [iphone-15, iphone-se]")
            .replacingOccurrences(of: "appearances: [light]", with: "appearances: [light, dark]")
            .replacingOccurrences(of: "locales: [en]", with: "locales: [en, en-XA]")
    }

    /// Runs `arguments(i)` for i in 1…4 as four processes at once.
    static func runShards(in root: URL, _ arguments: @escaping @Sendable (Int) -> [String]) -> [Int32] {
        let statuses = Locked<[Int32]>(Array(repeating: -1, count: shards))
        DispatchQueue.concurrentPerform(iterations: shards) { index in
            let status = (try? CommandRunner.run(arguments(index + 1), in: root).status) ?? -1
            statuses.withLock { $0[index] = status }
        }
        return statuses.withLock { $0 }
    }

    /// Every file under `folder` (relative path → bytes), where `keep` says so.
    static func files(under folder: URL, where keep: (String) -> Bool) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = walker.nextObject() as? String {
            guard keep(relative) else { continue }
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) { result[relative] = data }
        }
        return result
    }

    /// The drawn images of a render folder: `<theme>/<screen>/<state>/<variant>.png` (not the
    /// gallery page or contact sheets, which each run makes of what it drew).
    static func renderedImages(_ folder: URL) -> [String: Data] {
        files(under: folder) { $0.hasSuffix(".png") && $0.split(separator: "/").count == 4 }
    }

    /// A verify report's report.json with its timing left out, entries in key order.
    static func reportContent(_ folder: URL) throws -> String {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["seconds"] = nil
        var entries = try #require(json["entries"] as? [[String: Any]])
        for index in entries.indices { entries[index]["milliseconds"] = nil }
        json["entries"] = entries.sorted { ($0["key"] as? String ?? "") < ($1["key"] as? String ?? "") }
        return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Rule: four `render --shard i/4` processes draw together exactly the images one unsharded
    /// render draws, byte for byte, each image once.
    @Test func fourRenderShardsDrawWhatOneRunDraws() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(Self.theme(accent: "#007AFF"), in: root)
        #expect(try CommandRunner.run(["render", "probe", "--out", "whole", "--quiet"], in: root).status == 0)
        let statuses = Self.runShards(in: root) { ["render", "probe", "--shard", "\($0)/\(Self.shards)", "--out", "shard-\($0)", "--quiet"] }
        #expect(statuses == Array(repeating: 0, count: Self.shards))
        let whole = Self.renderedImages(root.appendingPathComponent("whole"))
        var union: [String: Data] = [:]
        for shard in 1...Self.shards {
            for (path, bytes) in Self.renderedImages(root.appendingPathComponent("shard-\(shard)")) {
                #expect(union[path] == nil, "\(path) drawn by two shards")
                union[path] = bytes
            }
        }
        #expect(whole.count == 24)
        #expect(Set(union.keys) == Set(whole.keys))
        #expect(union == whole, "the shards' images differ from the unsharded run's")
    }

    /// Rule: four `verify --shard i/4 --report` processes merged by `merge-reports` give the
    /// report one unsharded verify gives (timing aside): the same entries, outcomes, digests and
    /// explanations, the same report images byte for byte, and the same exit status.
    @Test func fourVerifyShardsMergeIntoTheUnshardedReport() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(Self.theme(accent: "#007AFF"), in: root)
        #expect(try CommandRunner.run(["record", "probe", "--quiet"], in: root).status == 0)
        // A changed accent: the filled buttons differ, the spinners do not.
        try Self.write(Self.theme(accent: "#FF3B30"), in: root)
        let whole = try CommandRunner.run(["verify", "probe", "--report", "whole", "--quiet"], in: root)
        let statuses = Self.runShards(in: root) { ["verify", "probe", "--shard", "\($0)/\(Self.shards)", "--report", "shard-\($0)", "--quiet"] }
        #expect(statuses.allSatisfy { $0 == 0 || $0 == 1 }, "\(statuses)")
        let merged = try CommandRunner.run(["merge-reports"] + (1...Self.shards).map { "shard-\($0)" } + ["--report", "merged"], in: root)
        #expect(whole.status == 1 && merged.status == whole.status, "\(whole.stdout)\n\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("Merged 4 reports: 24 images"), "\(merged.stdout)")
        let expected = try Self.reportContent(root.appendingPathComponent("whole"))
        #expect(try Self.reportContent(root.appendingPathComponent("merged")) == expected)
        let images = { (folder: String) in Self.files(under: root.appendingPathComponent(folder)) { $0.hasSuffix(".png") } }
        #expect(!images("whole").isEmpty)
        #expect(images("merged") == images("whole"), "the merged report's images differ")
        let summary = { (folder: String) in try String(contentsOf: root.appendingPathComponent("\(folder)/summary.md"), encoding: .utf8) }
        #expect(try summary("merged").contains("failed"))
    }

    static func write(_ yaml: String, in root: URL) throws {
        let folder = root.appendingPathComponent("Themes/probe")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    }
}
