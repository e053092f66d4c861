import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// Messages about big or odd input name what is really wrong, and quote input only escaped.
@Suite struct HonestMessageTests {
    /// Rule: text quoted from input never reaches the terminal raw: an escape sequence, NEL
    /// (U+0085) and the line separator (U+2028) are written as visible escapes.
    @Test func quotedTextIsEscaped() {
        let quoted = PrintableText.quoted("\u{1B}[31mNo\u{85}Items\u{2028}here\u{2029}")
        #expect(quoted == "“\\u{1B}[31mNo\\u{85}Items\\u{2028}here\\u{2029}”")
        #expect(!quoted.unicodeScalars.contains { [0x1B, 0x85, 0x2028, 0x2029].contains($0.value) })
    }

    /// Rule: an app's string file in a declared folder is held to `documentBytes` (as
    /// docs/Security.md says), and the refusal names that limit, not `assetBytes`.
    @Test func stringFileOverTheLimitNamesDocumentBytes() throws {
        let root = try TestPaths.temporaryFolder("honest")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data(repeating: 0x20, count: 200).write(to: root.appendingPathComponent("en.lproj/Localizable.strings"))
        var limits = InputLimits()
        limits.documentBytes = 100
        limits.assetBytes = 150
        let files = InputLimits.$current.withValue(limits) { ThemeConfinement.stringFiles(inDeclaredRoot: root.resolvingSymlinksInPath().path) }
        guard case .failure(let refusal)? = files.first else {
            Issue.record("a 200-byte string file was accepted under documentBytes = 100")
            return
        }
        #expect(refusal.message.contains("(`documentBytes`)"), "\(refusal.message)")
        #expect(refusal.hint.contains("documentBytes"), "\(refusal.hint)")
    }

    /// Rule: a `.stringsdict` whose format key is there but not a `<string>` is told so, at the
    /// value, not that the key is missing.
    @Test func formatKeyOfTheWrongTypeIsNotMissing() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>items</key><dict><key>NSStringLocalizedFormatKey</key><data>AAAA</data></dict>
            </dict></plist>
            """
        var found: [Diagnostic] = []
        _ = StringsDictReader(file: "Localizable.stringsdict", report: { found.append($0) }).read(Array(plist.utf8), locale: "en", sourceLanguage: "en")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("must be a `<string>`") == true, "\(found)")
        #expect(found.first?.message.contains("has no") == false, "\(found)")
        #expect(found.first?.location.line == 3)
    }

    /// Rule: a symbol template with more `id`s than are read is refused for that, never said to
    /// lack a variant it has (after the cap).
    @Test func templatePastTheIDCapSaysSo() {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">"
        for index in 0...10_000 { svg += "<g id=\"g\(index)\"/>" }
        svg += "<g id=\"Regular-M\"/></svg>"
        guard case .failure(let problem) = SymbolSetDecoder.template(Data(svg.utf8), name: "S", path: "S.svg") else {
            Issue.record("accepted")
            return
        }
        #expect(problem.message.contains("more than 10000 elements with an `id`"), "\(problem.message)")
    }

    /// Rule: libxml2's error 1 (a text or attribute value over its 10 MB limit) is said in
    /// words, not as "NSXMLParserErrorDomain error 1".
    @Test func hugeSVGValueIsSaidInWords() throws {
        let folder = try TestPaths.temporaryFolder("huge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.svg")
        let path = String(repeating: "l1 1 ", count: 2_200_000)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><path d=\"M0 0 \(path)\"/></svg>".write(
            to: file, atomically: true, encoding: .utf8)
        let problem = AssetCheck.svgProblem(file.path) ?? ""
        #expect(problem.contains("longer than the XML parser reads"), "\(problem)")
        #expect(!problem.contains("NSXMLParserErrorDomain"), "\(problem)")
    }
}
