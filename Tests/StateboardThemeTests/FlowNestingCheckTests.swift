import StateboardAppFiles
import StateboardCore
import Testing

@testable import StateboardTheme

/// The check that refuses deeply nested `[` and `{` before the YAML parser sees them: where it
/// points, and what it does not count.
@Suite struct FlowNestingCheckTests {
    static let shallow: InputLimits = {
        var limits = InputLimits()
        limits.depth = 2
        return limits
    }()

    static func problem(_ text: String) -> Diagnostic? {
        YAMLLimits.flowNestingProblem(in: text, file: "theme.yaml", limits: shallow)
    }

    @Test func theBracketPastTheLimitIsWhereTheErrorPoints() throws {
        let diagnostic = try #require(Self.problem("a: 1\nb: [[x, [y]]]\n"))
        #expect(diagnostic.location == FileLocation(file: "theme.yaml", line: 2, column: 9))
        #expect(diagnostic.message.contains("nested more than 2 deep"))
        #expect(Self.problem("b: [[x], {y: z}, [w]]\n") == nil, "siblings at the limit are allowed")
    }

    /// Columns count Unicode scalars, as the parser's own locations do, whatever the bytes.
    @Test func columnsCountScalarsNotBytes() throws {
        // "e" and a combining acute accent: one character, two scalars.
        let diagnostic = try #require(Self.problem("e\u{301}日👍: [[[x]]]\n"))
        #expect(diagnostic.location.column == 9)
    }

    @Test(arguments: ["\r\n", "\r"])
    func windowsAndOldMacLineEndingsStillCountLinesAndEndComments(_ lineBreak: String) throws {
        let diagnostic = try #require(Self.problem(["a: 1 # [[[", "b: 2", "c: [[[x]]]", ""].joined(separator: lineBreak)))
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 6)
    }

    @Test func bracketsInQuotesAndCommentsAreText() {
        #expect(Self.problem("a: \"[[[[\"\nb: '{{{{'\n# [[[[\nc: [x]\n") == nil)
    }
}
