import Foundation
import StateboardRender
import StateboardTestSupport
import Testing

/// The command line's decoder workers (docs/Security.md, "Decoders contained"): a decode past the
/// deadline or a worker that dies fails its image with a located error, the worker is started
/// again and the next image is drawn; and drawing through workers gives the bytes in-process
/// drawing gives.
@Suite struct DecoderWorkerCommandTests {
    /// A theme whose `empty` state draws `slow.pdf` and whose `error.failed` state draws `plain.pdf`.
    private static func theme(slowPDF: [UInt8]) throws -> URL {
        let root = try CommandRunner.temporaryFolder()
        let folder = root.appendingPathComponent("t")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(slowPDF).write(to: folder.appendingPathComponent("slow.pdf"))
        try Data(PDFWriter.page(content: "0 0 1 rg 10 10 80 80 re f")).write(to: folder.appendingPathComponent("plain.pdf"))
        try """
            stateboard: 1
            screens: { home: {} }
            states:
              empty:
                node: { image: { path: slow.pdf, width: 40, height: 40 } }
              error.failed:
                node: { image: { path: plain.pdf, width: 40, height: 40 } }
            """.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    private static func render(_ root: URL, limits: [String], environment: [String: String] = [:]) throws -> CommandRunner.Result {
        let arguments = ["render", root.appendingPathComponent("t").path, "--out", root.appendingPathComponent("out").path, "--quiet",
            "--jobs", "1", "--device", "iphone-15", "--appearance", "light", "--state", "empty", "--state", "error.failed"]
        return try CommandRunner.run(arguments + limits.flatMap { ["--limit", $0] }, in: root, environment: environment)
    }

    private static func pngs(under root: URL, state: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: root.appendingPathComponent("out").path)?.allObjects.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".png") && $0.contains("/\(state)/") }
    }

    @Test func aDecodePastTheDeadlineIsKilledLocatedAndTheNextImageIsStillDrawn() throws {
        // Seven levels of forms drawing the next ten times: seconds in poppler, within the raised budget.
        let root = try Self.theme(slowPDF: PDFWriter.formTree(levels: 7, fanOut: 10))
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.render(root, limits: ["pdfOperations=100000000000", "renderSeconds=1"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.range(of: #"theme\.yaml:5:[0-9]+: decoding the image .*slow\.pdf took longer than 1 s"#, options: .regularExpression) != nil,
            "located at the image's node: \(result.stderr)")
        #expect(result.stderr.contains("`renderSeconds`") && result.stderr.contains("hint:"), "\(result.stderr)")
        #expect(Self.pngs(under: root, state: "empty").isEmpty, "nothing is written for the image past its deadline")
        #expect(Self.pngs(under: root, state: "error.failed").count == 1, "the next image is drawn by a new worker: \(result.stderr)")
    }

    @Test func aWorkerThatCrashesFailsItsImageLocatedAndTheNextImageIsStillDrawn() throws {
        let crashing = PDFWriter.page(content: "\(DecoderService.testCrashMarker)\n0 0 1 rg 10 10 80 80 re f")
        let root = try Self.theme(slowPDF: crashing)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.render(root, limits: [], environment: ["STATEBOARD_DECODER_TEST_CRASH": "1"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.range(of: #"theme\.yaml:5:[0-9]+: the image decoder was ended by signal 11 \(SIGSEGV\) on the image .*slow\.pdf"#, options: .regularExpression)
                != nil, "located at the image's node: \(result.stderr)")
        #expect(result.stderr.contains("hint:"), "\(result.stderr)")
        #expect(Self.pngs(under: root, state: "empty").isEmpty)
        #expect(Self.pngs(under: root, state: "error.failed").count == 1, "the next image is drawn by a new worker: \(result.stderr)")
    }

    @Test func workersDrawTheBytesInProcessDecodingDraws() throws {
        // JPEG, PDF and SVG images from an asset catalog, in PNG, PDF and SVG output.
        let theme = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Themes/assets").path
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["png", "pdf", "svg"] {
            var outputs: [[String: Data]] = []
            for decoders in ["in-process", "workers"] {
                let out = root.appendingPathComponent("\(format)-\(decoders)")
                let result = try CommandRunner.run(
                    ["render", theme, "--out", out.path, "--quiet", "--format", format], environment: ["STATEBOARD_DECODERS": decoders])
                #expect(result.status == 0, "\(result.stderr)")
                let files = (FileManager.default.enumerator(atPath: out.path)?.allObjects.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".\(format)") }
                outputs.append(Dictionary(uniqueKeysWithValues: files.map { ($0, (try? Data(contentsOf: out.appendingPathComponent($0))) ?? Data()) }))
            }
            #expect(!outputs[0].isEmpty)
            #expect(outputs[0] == outputs[1], "\(format): the same files, byte for byte")
        }
    }
}
