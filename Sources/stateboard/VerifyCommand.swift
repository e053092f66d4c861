import ArgumentParser
import Foundation
import Stateboard

/// `stateboard verify`: renders the reference matrix and compares it with `Snapshots/`.
struct VerifyCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare renders with the recorded references; exit 1 when any differs or is missing.",
        discussion: """
            Compares decoded pixels, never PNG bytes. When the environment matches the recorded \
            fingerprint, a render whose pixel digest equals the recorded one passes without decoding \
            anything (--full turns this off). A difference is explained from the two layouts \
            ("label `title` moved 12 pt down"). verify never writes references.

            Tolerances (default: identical pixels, or the theme's `snapshots:` values):
              --precision 0.999            share of pixels that must match
              --perceptual-precision 0.98  a pixel matches when CIE94 ΔE ≤ (1 − p) × 100
              --ignore-antialiasing        anti-aliased edges do not count
              --max-density 0.25           no 16×16 window may change more than this

            Examples:
              stateboard verify                              # every bundled theme
              stateboard verify ios --report verify-report   # HTML report, images, JUnit, summary.md
              stateboard review verify-report                # then accept or reject each change
              stateboard verify ios --perceptual-precision 0.98 --precision 0.999

            Exit codes: 0 all match, 1 a difference or a missing reference, 2 bad input (flags, a \
            theme, an unreadable reference or fingerprint).
            """
    )

    @OptionGroup var options: SnapshotOptions

    @Option(help: "Write an HTML report, diff images and junit.xml into this folder.")
    var report: String?

    @Option(help: "Write a JUnit XML file here (also written into --report).")
    var junit: String?

    @Option(help: "The fraction of pixels that must match (0…1). Default: the theme's `snapshots.precision`, else 1.")
    var precision: Double?

    @Option(help: "A pixel matches when its CIE94 ΔE is at most (1 − this) × 100 (0…1). Default: the theme's, else 1.")
    var perceptualPrecision: Double?

    @Flag(inversion: .prefixedNo, help: "Do not count differences that look like anti-aliased edges. Default: the theme's, else no.")
    var ignoreAntialiasing: Bool?

    @Option(help: "The density check's window side in pixels. Default: the theme's, else 16.")
    var densityWindow: Int?

    @Option(help: "The largest fraction of one window that may differ when --precision < 1. Default: the theme's, else 0.25.")
    var maxDensity: Double?

    @Flag(help: "Decode and compare every reference, even when its recorded pixel digest matches.")
    var full = false

    @Flag(help: "Run lint's checks on the renders too: findings go into the report (and beside each image in the HTML report); lint errors exit 1.")
    var lint = false

    @Flag(name: .shortAndLong, help: "Print only failures and the summary.")
    var quiet = false

    func validate() throws {
        try options.check()
        for (name, value) in [("--precision", precision), ("--perceptual-precision", perceptualPrecision), ("--max-density", maxDensity)]
        where value.map({ !(0...1).contains($0) }) == true {
            throw ValidationError("\(name) must be between 0 and 1, not \(value!)")
        }
        if let densityWindow, densityWindow < 1 { throw ValidationError("--density-window must be at least 1, not \(densityWindow)") }
    }

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let themes = try options.loadThemes()
        let plan = try options.plan(for: themes.map(\.theme))
        var run = VerifyRun(themes: themes, store: options.store, jobs: options.jobs)
        run.tolerance = Tolerance(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoreAntialiasing,
            densityWindow: densityWindow, maximumDensity: maxDensity)
        run.full = full
        run.reportFolder = report
        run.junitPath = junit
        run.lints = lint
        run.removedReferences = try options.filters.removedReferenceScope()
        // The entries are read once, in order (`allEntries`): a pass is derived from its job
        // when read, never held, however large the matrix.
        run.keepsEntries = false
        let progress = ProgressLine(quiet: quiet)
        let outcome = try run.run(plan, observer: progress.observer) { theme, path, changes in
            FileHandle.standardError.write(
                Data(
                    """
                    note: \(theme): the references were recorded in another environment (\(path)):
                      \(changes.joined(separator: "\n  "))
                    Differences below may come from it rather than from the theme; re-record once the new environment is the norm.\n
                    """.utf8))
        }
        progress.clear()
        let arguments = Dictionary(themes.map { ($0.theme.name, $0.argument) }, uniquingKeysWith: { first, _ in first })
        printSummary(outcome.report, byDigest: outcome.passedByDigest, themeArguments: arguments)
        if let lint = outcome.lint { print(lint.text()) }
        // A reference or theme that cannot be read is bad input; a difference is a failed verification.
        if outcome.report.errors > 0 { throw ExitCode(ExitCodes.badInput) }
        if !outcome.report.allPassed || (outcome.lint?.errorCount ?? 0) > 0 { throw ExitCode(ExitCodes.verificationFailed) }
    }

    private func printSummary(_ report: VerificationReport, byDigest: Int, themeArguments: [String: String]) {
        // A theme with no references at all gets one line, not one per image.
        let entries = report.allEntries
        var unrecorded: Set<String> = []
        // Per theme: how many images, and whether every one is missing (counted, not copied).
        var tally: [String: (count: Int, allMissing: Bool)] = [:]
        for index in entries.indices {
            let (theme, missing) = (entries[index].theme, entries.status(at: index) == .missing)
            let before = tally[theme] ?? (0, true)
            tally[theme] = (before.count + 1, before.allMissing && missing)
        }
        for (theme, found) in tally.sorted(by: { $0.key < $1.key }) where found.count > 1 && found.allMissing {
            unrecorded.insert(theme)
            print("? \(theme): no references yet (\(found.count) images); record them: stateboard record \(shellQuoted(themeArguments[theme] ?? theme))")
        }
        for index in entries.indices where entries.status(at: index) != .passed {
            let entry = entries[index]
            guard !unrecorded.contains(entry.theme) else { continue }
            let mark = entry.status == .failed ? "✗" : entry.status == .missing ? "?" : entry.status == .removed ? "−" : "!"
            print("\(mark) \(entry.key): \(entry.summary)")
            for line in entry.explanation { print("    \(line)") }
            if entry.status != .error { print("    accept: \(entry.acceptCommand)") }
        }
        var parts = ["\(report.passed) passed" + (byDigest > 0 ? " (\(byDigest) by pixel digest)" : "")]
        if report.failed > 0 { parts.append("\(report.failed) failed") }
        if report.missing > 0 { parts.append("\(report.missing) missing") }
        if report.errors > 0 { parts.append("\(report.errors) could not be rendered") }
        if report.removed > 0 { parts.append("\(report.removed) references no longer drawn (review or prune them)") }
        if !quiet || !report.allPassed {
            print(String(format: "Verified %d images in %.1f s: %@.", entries.count, report.seconds, parts.joined(separator: ", ")))
        }
        if let folder = self.report {
            print("Report: \(URL(fileURLWithPath: folder).appendingPathComponent("index.html").standardizedFileURL.path)")
            if entries.indices.contains(where: { ![.passed, .error].contains(entries.status(at: $0)) }) {
                let snapshots = options.snapshots == ReferenceStore.defaultFolder ? "" : " --snapshots \(shellQuoted(options.snapshots))"
                print("Review: stateboard review \(shellQuoted(folder))\(snapshots)   (accept or reject each change; accepted images become the references)")
            }
        }
    }
}
