import Testing

@testable import StateboardCore

/// The inline markup labels read with `markup: true`: one rule per test.
@Suite struct InlineMarkupTests {
    func runs(_ markup: String) throws -> [TextRun] { try InlineMarkup.runs(markup) }

    /// Rule: `**x**` is semibold, `*x*` italic, `~~x~~` struck through; the text between keeps its order.
    @Test func delimitersStyleTheTextBetweenThem() throws {
        #expect(
            try runs("a **b** *c* ~~d~~") == [
                TextRun("a "), TextRun(.text("b"), style: RunStyle(weight: .semibold)), TextRun(" "),
                TextRun(.text("c"), style: RunStyle(italic: true)), TextRun(" "),
                TextRun(.text("d"), style: RunStyle(strikethrough: true)),
            ])
    }

    /// Rule: styles nest: `***x***` and `**a *b* c**` combine strong and emphasis.
    @Test func stylesNest() throws {
        #expect(try runs("***x***") == [TextRun(.text("x"), style: RunStyle(weight: .semibold, italic: true))])
        #expect(
            try runs("**a *b* c**") == [
                TextRun(.text("a "), style: RunStyle(weight: .semibold)),
                TextRun(.text("b"), style: RunStyle(weight: .semibold, italic: true)),
                TextRun(.text(" c"), style: RunStyle(weight: .semibold)),
            ])
    }

    /// Rule: `[text](address)` is a link run; the address is kept, the brackets are not shown.
    @Test func linksKeepTheirAddress() throws {
        #expect(
            try runs("See [our help](https://example.com/help).") == [
                TextRun("See "), TextRun(.text("our help"), style: RunStyle(link: "https://example.com/help")), TextRun("."),
            ])
    }

    /// Rule: markup that does not close is literal text, as Markdown reads it.
    @Test func unbalancedMarkupIsLiteral() throws {
        #expect(try runs("5 * 3 = 15") == [TextRun("5 * 3 = 15")])
        #expect(try runs("**bold") == [TextRun("**bold")])
        #expect(try runs("[no address] and ~one~") == [TextRun("[no address] and ~one~")])
        #expect(try runs("*a **b* c**") == [TextRun(.text("a **b"), style: RunStyle(italic: true)), TextRun(" c**")])
    }

    /// Rule: a backslash makes the next punctuation literal; before a letter it stays.
    @Test func backslashEscapes() throws {
        #expect(try runs(#"\*not\* \[x\](y) \{symbol:tray} a\b"#) == [TextRun(#"*not* [x](y) {symbol:tray} a\b"#)])
    }

    /// Rule: `{symbol:name}` (a space after the colon allowed) is a symbol run.
    @Test func symbolsAreRuns() throws {
        #expect(try runs("Tap {symbol: heart.fill} now") == [TextRun("Tap "), TextRun(.symbol("heart.fill")), TextRun(" now")])
        #expect(try runs("**{symbol:star}**") == [TextRun(.symbol("star"), style: RunStyle(weight: .semibold))])
    }

    /// Rule: an unknown symbol name is an error naming the nearest known one.
    @Test func unknownSymbolsNameTheNearest() {
        #expect(throws: InlineMarkup.Problem.unknownSymbol("heart.fil", nearest: "heart.fill")) { try runs("{symbol:heart.fil}") }
    }

    /// Rule: the number of runs is bounded (`textRuns`), and delimiters nest at most 8 deep (the
    /// ninth is literal).
    @Test func runsAndNestingAreBounded() throws {
        let many = String(repeating: "**a** b ", count: 20)
        #expect(throws: InlineMarkup.Problem.tooManyRuns(11, limit: 10)) { try InlineMarkup.runs(many, maximumRuns: 10) }
        let deep = String(repeating: "[", count: 9) + "x" + String(repeating: "](u)", count: 9)
        let result = try runs(deep)
        // The innermost (ninth) `[` stays literal inside the eight links, and the last `](u)` has nothing to close.
        #expect(result == [TextRun(.text("[x"), style: RunStyle(link: "u")), TextRun("](u)")], "\(result)")
    }

    /// Rule: plain text (no markup) is one plain run; the text a label shows is the runs' characters
    /// with a symbol as U+FFFC.
    @Test func textIsTheRunsCharacters() throws {
        #expect(try runs("Nothing here") == [TextRun("Nothing here")])
        let content = TextContent(runs: try runs("a{symbol:tray}b"), font: FontSpec(size: 17))
        #expect(content.text == "a\u{FFFC}b")
    }

    /// Rule: a `{symbol:…}` name longer than any SF Symbols name (`longestSymbolName`) is an
    /// error, whatever its length, neither drawn as text nor echoed whole; one character less
    /// than the bound is still looked up (and named nearest).
    @Test func anOverlongSymbolNameIsAnErrorNotText() throws {
        let huge = String(repeating: "a", count: 100_000)
        #expect(throws: InlineMarkup.Problem.unknownSymbol(String(repeating: "a", count: 24) + "… (100000 characters)", nearest: nil)) {
            try runs("x {symbol:\(huge)} y")
        }
        let longest = String(repeating: "b", count: InlineMarkup.longestSymbolName)
        #expect(throws: InlineMarkup.Problem.unknownSymbol(longest, nearest: nil)) { try runs("{symbol: \(longest) }") }
        // An opener with no closing brace stays text, and the scan over it is linear.
        #expect(try runs("{symbol:" + huge) == [TextRun("{symbol:" + huge)])
    }

    /// Rule: the nearest-name suggestion skips candidates too long or short to be within the
    /// edits allowed, and still finds a swap, an insertion and a deletion.
    @Test func nearestMatchFindsCloseNamesOnly() {
        #expect(nearestMatch(to: "hrt", in: ["heart", "hr"]) == "hr")
        #expect(nearestMatch(to: "haert.fill", in: ["heart", "heart.fill"]) == "heart.fill")
        #expect(nearestMatch(to: "tray.fil", in: ["tray", "tray.fill"]) == "tray.fill")
        #expect(nearestMatch(to: "trayy", in: ["tray", "trays.fill"]) == "tray")
        #expect(editDistance("lable", "label") == 1)
        #expect(editDistance("kitten", "sitting") == 3)
    }
}
