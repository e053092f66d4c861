import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// `stateboard lint` over a theme with one deliberate mistake of each kind, and over the
/// bundled themes, which must have none.
@Suite struct LintTests {
    static let mistakes = TestPaths.packageRoot.appendingPathComponent("Tests/LintThemes/mistakes").path

    /// The lint report of the theme `yaml` (with `files` beside it), written to a throwaway folder.
    static func report(theme yaml: String, files: [String: String] = [:], purpose: String) throws -> LintReport {
        try ThrowawayTheme.withFolder(yaml, files: files, purpose: purpose) { try report($0.path) }
    }

    static func report(_ path: String) throws -> LintReport {
        let theme = try ThemeLoader.load(path: path)
        return try LintRun(themes: [theme], jobs: 2).run(LintRun.plan(for: [theme], filter: RenderFilter()))
    }

    /// Each rule reports its mistake at the file:line:column the offending value is written at,
    /// and nothing else is reported.
    @Test func eachDeliberateMistakeIsFoundWhereItIsWritten() throws {
        let report = try Self.report(Self.mistakes)
        let found = Set(report.entries.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column)" })
        let expected: Set<String> = [
            "contrast 21:52",  // color: "#BBBBBB"
            "touchTarget 25:119",  // minHeight: 30, 2 pt from the next button
            "truncation 29:32",  // the text of a one-line label
            "overflow 36:15",  // the 2000 pt box
            "overlap 44:15",  // the label pulled up by spacing -30
            "missingGlyphs 48:32",  // U+0378 has no glyph
            "unreplacedPlaceholder 52:32",  // "@greeting" filled with a param that is itself a placeholder, {user}
            "stateCoverage 56:32",  // "@onlyEnglish(count)": no `count` to fill its %@
            "missingTranslation 13:18",  // … which is also a translation gap
            "missingTranslation 12:12",  // `extra`, used by a state the matrix leaves out
            "errorWithoutAction 60:9",  // error.failed with a label only
            "iconContrast 64:55",  // tint #EEEEEE
            "pixelGrid 68:39",  // 0.3 pt = 0.9 px at 3x
            "fontFallback 72:53",  // Noto Sans Hebrew has no Latin letters
            "unused 7:5",  // token neverUsed
            "unreadableAsset 3:58",  // Catalog.xcassets/Broken.colorset: a CMYK color
        ]
        #expect(found == expected, "missing: \(expected.subtracting(found).sorted()); unexpected: \(found.subtracting(expected).sorted())")
        #expect(Set(report.entries.map(\.rule)) == Set(LintRule.allCases), "every rule has its mistake")
        #expect(
            report.entries.allSatisfy { entry in
                entry.location.file.hasSuffix(
                    entry.rule == .unreadableAsset ? "mistakes/Catalog.xcassets/Broken.colorset/Contents.json" : "Tests/LintThemes/mistakes/theme.yaml")
            })
    }

    /// Rule: strings shown only by the chrome — a table header's title and text, a bar button's
    /// title — are used; a string nothing shows is still reported.
    @Test func stringsTheChromeShowsAreUsed() throws {
        let unused = try Self.report(
            theme: """
                stateboard: 1
                name: chromestrings
                strings:
                  en: { header.title: Orders, header.text: Your recent orders, edit: Edit, nobody: Nobody reads this }
                screens:
                  orders:
                    chrome: [{ navigationBar: { trailing: [{ title: "@edit" }] } }, { tableHeader: { title: "@header.title", text: "@header.text" } }]
                    states:
                      empty:
                        node: { label: { text: Nothing here } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [empty] }
                """, purpose: "lint-chrome-strings"
        ).entries.filter { $0.rule == .unused }.map(\.message)
        #expect(unused == ["string `nobody` is not used"], "\(unused)")
    }

    /// Rule: a rich-text run in a color of its own is checked on its own: a pale link in a black
    /// label is reported (in light mode, where it is pale) at the label's text, though the
    /// label's black ink passes.
    @Test func aFaintRunIsReportedThoughTheLabelPasses() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                name: runs
                screens:
                  home:
                    states:
                      empty:
                        node: { label: { text: "Nothing here. [Learn more](https://example.com)", markup: true, color: label, linkColor: { light: "#DDDDDD", dark: "#0A84FF" } } }
                matrix: { devices: [iphone-15], appearances: [light, dark], locales: [en], states: [empty] }
                """, purpose: "lint-runs")
        let runs = report.entries.filter { $0.rule == .contrast }
        #expect(runs.count == 1, "\(runs.map(\.message))")
        #expect(
            runs.first?.message.contains("run “Learn more”") == true && runs.first?.images.allSatisfy { $0.contains("-light-") } == true,
            "\(runs.first?.images ?? [])")
        #expect(runs.first?.location.line == 7)
    }

    /// Rule: the bars' text is linted as a label's is, now that bars are laid out as nodes: a
    /// navigation bar title cut short is a truncation finding naming the bar and its title.
    @Test func aBarTitleCutShortIsReported() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                name: bars
                screens:
                  home:
                    title: "A navigation bar title far too long to fit between the bar's items on a phone"
                    chrome: [navigationBar]
                    states:
                      empty:
                        node: { label: { text: "Nothing here", color: label } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [empty] }
                """, purpose: "lint-bars")
        let truncated = report.entries.filter { $0.rule == .truncation }
        #expect(truncated.count == 1 && truncated.first?.message.contains("the navigation bar's title") == true, "\(truncated.map(\.message))")
    }

    /// Rule: a toolbar's items are read as a navigation bar's are: a title's string is used, a
    /// title cut short in an overfull toolbar is a truncation finding naming the toolbar's item.
    @Test func aToolbarItemsTitleIsUsedAndCutShortIsReported() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                name: toolbaritems
                strings:
                  en: { long: "Move everything selected to another folder", done: Done }
                screens:
                  home:
                    chrome:
                      - toolbar: { items: [{ title: "@long" }, { title: "@long" }, { title: "@done", style: done }, plus] }
                    states:
                      empty:
                        node: { label: { text: "Nothing here", color: label } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [empty] }
                """, purpose: "lint-toolbar-items")
        #expect(report.entries.filter { $0.rule == .unused }.isEmpty, "\(report.entries.map(\.message))")
        let truncated = report.entries.filter { $0.rule == .truncation }.map(\.message)
        #expect(truncated.contains { $0.contains("the toolbar's item 1") }, "\(truncated)")
    }

    /// Rule: a state's accessory is linted as the placeholder is — a faint title, an accessory
    /// running off the bottom of its area — each finding at the accessory's own line.
    @Test func aStatesAccessoryIsLintedAtItsOwnLines() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                name: accessory
                screens:
                  home:
                    states:
                      empty:
                        node: { label: { text: "Nothing here", color: label } }
                        accessory:
                          node: { label: { id: faint, text: "Add an item", color: { light: "#DDDDDD", dark: "#222222" } } }
                          placement: { anchor: bottom, offset: { x: 0, y: 20 } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [empty] }
                """, purpose: "lint-accessory")
        let contrast = report.entries.filter { $0.rule == .contrast }
        #expect(contrast.count == 1 && contrast.first?.location.line == 9, "\(contrast.map { ($0.message, $0.location.line) })")
        #expect(contrast.first?.message.contains("in the accessory") == true, "\(contrast.first?.message ?? "")")
        let overflow = report.entries.filter { $0.rule == .overflow }
        #expect(overflow.count == 1 && overflow.first?.location.line == 9, "\(overflow.map { ($0.message, $0.location.line) })")
    }

    /// Rule: a `lint:` setting silences only what it names (here the built-in placeholder's
    /// `message` and `action` contrast) and the report says how many and why.
    @Test func aSettingSilencesOnlyTheNodesItNamesWithItsReason() throws {
        let report = try Self.report(Self.mistakes)
        #expect(report.silenced.map(\.rule) == [.contrast])
        #expect(report.silenced.first?.reason.contains("built-in placeholder") == true)
        #expect(report.entries.contains { $0.rule == .contrast }, "the theme's own contrast mistake is still reported")
    }

    /// Rule: the built-in states resolve in every locale, one the built-in strings lack and a
    /// theme whose base locale they lack included: its texts fall back to English, never a
    /// `stateCoverage` error.
    @Test func builtInStatesResolveInLocalesTheBuiltInStringsLack() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                baseLocale: sw
                strings:
                  sw: { home.title: Nyumbani }
                screens:
                  home: { title: "@home.title" }
                matrix: { devices: [iphone-15], appearances: [light], locales: [sw, ja, en-GB], states: [empty, error.failed] }
                """, purpose: "lint-coverage")
        #expect(!report.entries.contains { $0.rule == .stateCoverage }, "\(report.text())")
    }

    /// Rule: a theme whose colors change under Increase Contrast is checked with it on as well,
    /// and a color that reaches its ratio only with it off is reported in the increased-contrast
    /// images alone, with a hint that names `increasedContrast`.
    @Test func increaseContrastIsCheckedWhereTheThemeDefinesIt() throws {
        let theme = try ThrowawayTheme.withFolder(
            """
            stateboard: 1
            tokens:
              colors:
                caption: { light: "#595959", dark: "#A6A6A6", increasedContrast: { light: "#A0A0A0", dark: "#A6A6A6" } }
            screens:
              home:
                states:
                  empty:
                    node: { label: { text: "Nothing here yet", color: caption } }
            matrix: { devices: [iphone-15], appearances: [light, dark], locales: [en], states: [empty] }
            """, purpose: "lint-increased-contrast"
        ) { try ThemeLoader.load(path: $0.path) }
        let plan = try LintRun.plan(for: [theme], filter: RenderFilter())
        #expect(Set(plan.map(\.variant.contrast)) == [.standard, .increased], "lint adds Increase Contrast to a matrix without it")
        let report = try LintRun(themes: [theme], jobs: 2).run(plan)
        let contrast = try #require(report.entries.first { $0.rule == .contrast }, "\(report.text())")
        #expect(contrast.images == [theme.name + "/home/empty/iphone-15-light-increased-contrast-en@3x"], "\(contrast.images)")
        #expect(contrast.hint.contains("increasedContrast"), "\(contrast.hint)")
        #expect(contrast.location.line == 9, "the label's color: \(contrast.location)")

        var chosen = RenderFilter()
        chosen.contrasts = [.standard]
        #expect(
            try LintRun.plan(for: [theme], filter: chosen).allSatisfy { $0.variant.contrast == .standard },
            "a --contrast filter is kept as given")
    }

    /// Rule: the same problem in many images is one entry listing them, with the worst reading.
    @Test func findingsAreGroupedAcrossImages() throws {
        let report = try Self.report(Self.mistakes)
        let overlap = try #require(report.entries.first { $0.rule == .overlap })
        #expect(overlap.images.count == 2, "en and zh-Hans: \(overlap.images)")
        #expect(overlap.worst != nil)
    }

    /// Rule: lowering a rule needs a reason, and unknown rules, screens and node ids are refused
    /// with a hint (a setting naming nothing would silently do nothing).
    @Test func badLintSettingsAreRefusedAtTheirLine() throws {
        let yaml = """
            stateboard: 1
            screens:
              home: ~
            lint:
              truncaton: { severity: error }
              overflow: { severity: off }
              overlap: { severity: warning, screens: [hom] }
              contrast: { severity: off, nodes: [mesage], reason: "iOS's own color" }
            """
        do {
            _ = try ThrowawayTheme.withFolder(yaml, purpose: "lint-settings") { try ThemeLoader.load(path: $0.path) }
            Issue.record("the theme loaded")
        } catch let error as DiagnosticsError {
            let messages = error.diagnostics.map { "\($0.location.line): \($0.message) | \($0.hint ?? "")" }
            #expect(messages.contains { $0.hasPrefix("5: unknown key `truncaton`") && $0.contains("truncation") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("6: `lint.overflow` lowers the rule to `off` without a reason") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("7: no screen `hom`") && $0.contains("`home`") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("8: no node has the id `mesage`") && $0.contains("`message`") }, "\(messages)")
        }
    }

    /// Rule: CJK text is drawn in its locale's own glyph forms (Japanese kanji in Japanese
    /// forms, Traditional Chinese in its own), as iOS draws it, so lint finds no fallback to
    /// another language's forms.
    @Test func cjkTextOfEveryLocaleIsDrawnInItsOwnForms() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                screens:
                  home:
                    states:
                      empty:
                        node: { label: { id: note, text: "直角" } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [ja, ko, zh-Hant, zh-HK, zh-Hans], states: [empty] }
                """, purpose: "lint-cjk")
        #expect(!report.entries.contains { $0.rule == .fontFallback }, "\(report.text())")
    }

    /// Rule: a font asked for by PostScript name that neither the theme nor the pinned fonts have
    /// is reported with the substitute it is drawn with (never silent); a pinned face's own name is not.
    @Test func aFontNameDrawnWithASubstituteIsReported() throws {
        let report = try Self.report(
            theme: """
                stateboard: 1
                screens:
                  home:
                    states:
                      empty:
                        node:
                          stack: {}
                          nodes:
                            - label: { id: missing, text: "No messages", font: { name: HelveticaNeue-Light, size: 15 } }
                            - label: { id: family, text: "No messages", font: { name: Inter-Bold, size: 15 } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [empty] }
                """, purpose: "lint-font-name")
        let fallback = report.entries.filter { $0.rule == .fontFallback }
        #expect(fallback.map(\.message) == [#"font "HelveticaNeue-Light" is not installed: drawn with Inter Light"#], "\(report.text())")
    }

    /// The SARIF log has what code-scanning services require of SARIF 2.1.0: version, one run
    /// whose driver lists every rule, results with a rule id and index, a level, a message and a
    /// physical location with a relative URI and a 1-based region.
    @Test func sarifLogHasTheRequiredShape() throws {
        let report = try Self.report(Self.mistakes)
        let data = try SARIFLog.data(for: report)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == LintRule.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.entries.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(["error", "warning", "note", "none"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(URL(string: uri) != nil && !uri.contains(" "))
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    /// The bundled themes have no lint errors (what they let pass is in their `lint:` sections).
    @Test func bundledThemesHaveNoLintErrors() throws {
        let themes = try ["ios", "dzn", "dataviewable", "listapp", "tablebackground", "viewstate"].map {
            try ThemeLoader.load(path: TestPaths.themes.appendingPathComponent($0).path)
        }
        let report = try LintRun(themes: themes, jobs: 2).run(LintRun.plan(for: themes, filter: RenderFilter()))
        #expect(report.errorCount == 0, "\(report.text())")
    }
}
