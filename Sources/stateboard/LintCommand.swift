import ArgumentParser
import Foundation
import Stateboard

/// `stateboard lint`: the design and accessibility review of every image of a theme's matrix.
struct LintCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check every screen × state × variant for contrast, touch targets, truncation, overflow and theme mistakes.",
        discussion: """
            Draws each image of the themes' matrices (nothing is written) and checks what was drawn: \
            text contrast against the pixels behind it (WCAG 4.5:1, 3:1 for large text), icons (3:1), \
            buttons under 44 × 44 pt, truncated text, nodes under a bar or off the content area, \
            overlapping nodes, characters without a glyph, `{name}` left in text, error states \
            without a button, hairlines off the pixel grid; then the theme itself: strings a \
            rendered locale does not translate, and tokens, strings, components and image files \
            nothing uses. Each finding names the theme file, line and column its value came from.
            A theme's `lint:` section changes a rule's severity, or silences it with a reason:
              lint:
                truncation: { severity: error }
                touchTarget: { severity: off, screens: [search], reason: "…" }
            Exit code 1 when there are errors, 2 for bad input.

            Examples:
              stateboard lint                                   # ./Themes, else the bundled themes
              stateboard lint ios --locale en-XA --text-size accessibility3
              stateboard lint Themes/app --format sarif -o lint.sarif
            """
    )

    @Argument(help: "Theme folders or theme names. Default: every theme in ./Themes, else every bundled theme.")
    var themes: [String] = []

    @OptionGroup var filters: FilterOptions

    @Option(help: "text, json or sarif (SARIF 2.1.0, for code-scanning services).")
    var format: LintFormat = .text

    @Option(name: .shortAndLong, help: "Write the report here instead of standard output.")
    var output: String?

    @Option(help: "Parallel workers. Default: every core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "List the rules, their default severity and what they check, then exit.")
    var rules = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        try filters.check()
    }

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        if rules {
            for rule in LintRule.allCases {
                print(
                    "\(rule.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0))\(rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))\(rule.summary)"
                )
            }
            return
        }
        let loaded = try loadNamedThemes(themes).map(\.theme)
        let plan = try LintRun.plan(for: loaded, filter: filters.filter())
        let report = try LintRun(themes: loaded, jobs: jobs).run(plan)
        let data: Data
        switch format {
        case .text: data = Data((report.text() + "\n").utf8)
        case .json: data = try report.json()
        case .sarif: data = try SARIFLog.data(for: report)
        }
        if let output {
            try AtomicFile.write(data, to: output)
            print(report.text().split(separator: "\n").last.map(String.init) ?? "")
        } else {
            FileHandle.standardOutput.write(data)
        }
        if report.errorCount > 0 { throw ExitCode(ExitCodes.verificationFailed) }
    }
}

/// How `lint` prints its report.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}
