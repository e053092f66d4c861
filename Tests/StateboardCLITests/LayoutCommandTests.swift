import Foundation
import Testing

/// `stateboard layout` on the example scenes in Tests/Scenes: each `NAME.yaml` has the frames
/// worked out by hand from docs/StackRules.md in `NAME.expected.json`.
@Suite struct LayoutCommandTests {
    static let scenesFolder = CommandRunner.packageRoot.appendingPathComponent("Tests/Scenes")
    static let sceneNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func everyDistributionHasAnExample() {
        for name in ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
            #expect(Self.sceneNames.contains(name), "Tests/Scenes/\(name).yaml is missing")
        }
    }

    @Test(arguments: sceneNames)
    func jsonMatchesExpectedFrames(scene: String) throws {
        let result = try CommandRunner.run(["layout", "Tests/Scenes/\(scene).yaml", "--json", "--text-measurer", "fixed"])
        #expect(result.status == 0, "\(result.stderr)")
        let expectedData = try Data(contentsOf: Self.scenesFolder.appendingPathComponent("\(scene).expected.json"))
        let actual = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let expected = try JSONSerialization.jsonObject(with: expectedData)
        let differences = JSONComparison.differences(actual, expected, path: scene)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func treeOutputNamesEveryNode() throws {
        let result = try CommandRunner.run(["layout", "Tests/Scenes/nested.yaml", "--text-measurer", "fixed"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("  stack#row  x: 75.25 y: 0  149.5×34.4"))
        #expect(lines[2].hasPrefix("    button#retry"))
    }

    @Test func directionFlagMirrors() throws {
        let result = try CommandRunner.run(["layout", "Tests/Scenes/equalCentering.yaml", "--json", "--direction", "rtl"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let first = try #require(nodes[1]["frame"] as? [String: Double])
        #expect(first["x"] == 280)  // mirrored from x 0
    }

    @Test func badSceneExitsTwoWithLocations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        try """
        stateboard: 1
        canvas: { width: 390, height: 844 }
        root:
          stack: { axis: vertcal }
          nodes:
            - lable: { text: Hi }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["layout", file.path, "--json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.yaml:4:18: error: `axis` `vertcal` is not one of horizontal, vertical"))
        #expect(result.stderr.contains("hint: did you mean `vertical`?"))
        #expect(result.stderr.contains("bad.yaml:6:7: error: a node needs a kind key"))
        #expect(result.stderr.contains("did you mean `label`?"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.yaml"])
    }

    @Test func badFlagsExitTwo() throws {
        let unknown = try CommandRunner.run(["layout", "Tests/Scenes/fill.yaml", "--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Unknown option '--bogus'"))
        let badValue = try CommandRunner.run(["layout", "Tests/Scenes/fill.yaml", "--direction", "sideways"])
        #expect(badValue.status == 2)
        let missing = try CommandRunner.run(["layout", "Tests/Scenes/no-such-file.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-file.yaml:1:1: error: cannot read the file"))
    }

    @Test func helpTeachesWithExamples() throws {
        let help = try CommandRunner.run(["layout", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        #expect(help.stdout.contains("stateboard layout Tests/Scenes/fill.yaml --json"))
    }
}

/// Compares decoded JSON, numbers within 1e-9.
enum JSONComparison {
    static func differences(_ actual: Any, _ expected: Any, path: String) -> [String] {
        switch (actual, expected) {
        case (let a as [String: Any], let e as [String: Any]):
            var result: [String] = []
            for key in Set(a.keys).union(e.keys).sorted() {
                guard let av = a[key] else { result.append("\(path).\(key): missing"); continue }
                guard let ev = e[key] else { result.append("\(path).\(key): unexpected"); continue }
                result += differences(av, ev, path: "\(path).\(key)")
            }
            return result
        case (let a as [Any], let e as [Any]):
            guard a.count == e.count else { return ["\(path): \(a.count) items, expected \(e.count)"] }
            return zip(a, e).enumerated().flatMap { differences($1.0, $1.1, path: "\(path)[\($0)]") }
        case (let a as NSNumber, let e as NSNumber):
            return abs(a.doubleValue - e.doubleValue) <= 1e-9 ? [] : ["\(path): \(a) ≠ expected \(e)"]
        case (let a as String, let e as String):
            return a == e ? [] : ["\(path): \(a) ≠ expected \(e)"]
        default:
            return ["\(path): \(actual) ≠ expected \(expected)"]
        }
    }
}
