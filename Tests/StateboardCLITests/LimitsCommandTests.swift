import Foundation
import Testing

/// Limits raised or lowered through `STATEBOARD_LIMITS`, seen from the command line.
@Suite struct LimitsCommandTests {
    static func run(_ arguments: [String], limits: String, in root: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(["STATEBOARD_LIMITS": limits]) { _, new in new }
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func anImagePastTheRenderDeadlineFailsWithALocatedErrorAndExit2() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.run(
            ["render", "ios", "--screen", "inbox", "--state", "empty", "--out", root.appendingPathComponent("out").path, "--quiet"],
            limits: "renderSeconds=0.000001", in: CommandRunner.packageRoot)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("`renderSeconds`") && result.stderr.contains("STATEBOARD_LIMITS"), "\(result.stderr)")
        #expect(
            result.stderr.range(of: #":[0-9]+:[0-9]+: laying out took longer than"#, options: .regularExpression) != nil,
            "located at the node: \(result.stderr)")
        let written = FileManager.default.enumerator(atPath: root.path)?.allObjects.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") } ?? []
        #expect(written.filter { $0.contains("/inbox/empty/") }.isEmpty, "no image is written for a job past its deadline: \(written)")
        let leftovers = FileManager.default.enumerator(atPath: root.path)?.allObjects.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") } ?? []
        #expect(leftovers.isEmpty)
    }

    @Test func aLimitCanBeRaised() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("t")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "stateboard: 1\nscreens: { home: {} }\nstates: { empty: { node: { label: { text: x, lines: 20000 } } } }\n"
            .write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let refused = try Self.run(["validate", folder.path], limits: "", in: root)
        #expect(refused.status == 2 && refused.stderr.contains("`wholeNumber`"), "\(refused.stderr)")
        let raised = try Self.run(["validate", folder.path], limits: "wholeNumber=50000", in: root)
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    @Test func theLimitFlagRaisesALimitAndRefusesUnknownNamesAndBadValues() throws {
        let root = CommandRunner.packageRoot
        let lowered = try CommandRunner.run(["validate", "ios", "--limit", "nodes=3"], in: root)
        #expect(lowered.status == 2 && lowered.stderr.contains("pass --limit nodes=<value>"), "\(lowered.stderr)")
        #expect(try CommandRunner.run(["validate", "ios", "--limit=nodes=50000"], in: root).status == 0)
        let misspelt = try CommandRunner.run(["validate", "ios", "--limit", "nodse=5"], in: root)
        #expect(misspelt.status == 2 && misspelt.stderr.contains("did you mean `nodes`?"), "\(misspelt.stderr)")
        let notANumber = try CommandRunner.run(["render", "ios", "--limit", "nodes=-1"], in: root)
        #expect(notANumber.status == 2 && notANumber.stderr.contains("takes a positive number"), "\(notANumber.stderr)")
        let badVariable = try Self.run(["validate", "ios"], limits: "bogus=1", in: root)
        #expect(badVariable.status == 2 && badVariable.stderr.contains("STATEBOARD_LIMITS: no limit named `bogus`"), "\(badVariable.stderr)")
    }
}
