import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Files saved with Windows line endings (CR LF), or old Mac ones (CR alone), are located and read
/// as their LF twins are. Swift reads CR LF as one `Character`, which is not `"\n"`.
@Suite struct LineBreakTests {
    static func yamlDiagnostics(_ text: String) -> [Diagnostic] {
        let reader = YAMLReader(file: "theme.yaml")
        _ = reader.compose(text, emptyHint: "")
        return reader.diagnostics
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aDuplicatedKeysSecondPlaceIsNamed(_ lineBreak: String) throws {
        let text = ["stateboard: 1", "name: x", "screens:", "  home: {}", "name: y", ""].joined(separator: lineBreak)
        let diagnostic = try #require(Self.yamlDiagnostics(text).first)
        #expect(diagnostic.message.contains("`name` appears twice"))
        #expect(diagnostic.hint?.contains("the second is at line 5, column 1") == true, "\(diagnostic)")
    }

    @Test(arguments: ["\n", "\r\n"])
    func aTabIndentIsNamed(_ lineBreak: String) throws {
        let text = ["stateboard: 1", "screens:", "\thome: {}", ""].joined(separator: lineBreak)
        let diagnostic = try #require(Self.yamlDiagnostics(text).first)
        #expect(diagnostic.message == "a tab character where YAML expects spaces", "\(diagnostic)")
        #expect(diagnostic.location.line == 3)
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func anSVGsMismatchedTagIsOnItsLine(_ lineBreak: String) {
        let text = ["<svg xmlns=\"http://www.w3.org/2000/svg\">", "<!-- a", "comment -->", "<g>", "</svg>"].joined(separator: lineBreak)
        #expect(SVGTags.problem(in: text) == "`<g>` is closed by `</svg>` (line 5)")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aStringsFilesCommentEndsAtItsLineAndErrorsAreOnTheirs(_ lineBreak: String) {
        var found: [Diagnostic] = []
        let text = ["\"a\" = \"1\"; // a note", "\"b\" = \"2\";", "\"c\" = ;", ""].joined(separator: lineBreak)
        let table = StringsFileReader(file: "Localizable.strings", report: { found.append($0) }).read(
            Array(text.utf8), locale: "en", sourceLanguage: "en")
        #expect(table.entries["a"] != nil && table.entries["b"] != nil, "the line after the comment is read")
        #expect(found.first?.location.line == 3, "\(found)")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aStringsDictsErrorIsOnItsLine(_ lineBreak: String) {
        var found: [Diagnostic] = []
        let text = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>", "<key>a</key>", "<strin>", "</dict>", "</plist>"]
            .joined(separator: lineBreak)
        _ = StringsDictReader(file: "Localizable.stringsdict", report: { found.append($0) }).read(Array(text.utf8), locale: "en", sourceLanguage: "en")
        #expect(found.first?.location.line == 5, "\(found)")
    }
}
