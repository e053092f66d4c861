import ArgumentParser
import Dispatch
import Foundation
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// `stateboard verify`: renders the reference matrix and compares it with `Snapshots/`.
struct VerifyCommand: ParsableCommand {
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
              stateboard verify ios --report verify-report   # HTML report, images, JUnit
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

    /// The flags over the theme's `snapshots` tolerances over exact comparison.
    func tolerance(for theme: Theme) -> Tolerance {
        let kept = theme.snapshotTolerance, exact = Tolerance.exact
        return Tolerance(precision: precision ?? kept.precision ?? exact.precision,
                         perceptualPrecision: perceptualPrecision ?? kept.perceptualPrecision ?? exact.perceptualPrecision,
                         ignoresAntialiasing: ignoreAntialiasing ?? kept.ignoresAntialiasing ?? exact.ignoresAntialiasing,
                         densityWindow: densityWindow ?? kept.densityWindow ?? exact.densityWindow,
                         maximumDensity: maxDensity ?? kept.maxDensity ?? exact.maximumDensity)
    }

    /// A job's verdict (its images, if any, already written into the report folder).
    struct Checked: Sendable {
        var entry: VerificationReport.Entry
        var byDigest: Bool
    }

    func run() throws {
        let started = DispatchTime.now()
        let loaded = try options.loadThemes()
        let themes = loaded.map(\.theme)
        let plan = try options.plan(for: themes)
        if let report { try FolderCheck.ensureWritable(report) }
        var verifiers: [String: SnapshotVerifier] = [:]
        var fingerprints: [String: Fingerprint] = [:]
        var environmentChanges: [String: [String]] = [:]
        for theme in themes {
            let path = options.fingerprintPath(of: theme.name)
            let fingerprint = try Fingerprint.read(path)
            let current = RenderEnvironment.current(fonts: FontEnvironment(extraFonts: theme.fontPaths))
            let changes = fingerprint.map { current.changes(since: $0.environment) } ?? []
            if !changes.isEmpty {
                environmentChanges[theme.name] = changes
                FileHandle.standardError.write(Data("""
                    note: \(theme.name): the references were recorded in another environment (\(path)):
                      \(changes.joined(separator: "\n  "))
                    Differences below may come from it rather than from the theme; re-record once the new environment is the norm.\n
                    """.utf8))
            }
            fingerprints[theme.name] = fingerprint
            verifiers[theme.name] = SnapshotVerifier(tolerance: tolerance(for: theme), usesDigests: changes.isEmpty && !full, makesImages: report != nil)
        }
        let argumentOf = Dictionary(loaded.map { ($0.theme.name, $0.argument) }, uniquingKeysWith: { a, _ in a })
        let (options, theVerifiers, theFingerprints) = (self.options, verifiers, fingerprints)
        let artifacts = report.map { ReportArtifacts(folder: $0, snapshots: options.snapshots) }
        artifacts?.removePreviousImages()
        let progress = Progress(total: plan.count, quiet: quiet, verbose: false)
        let outcomes = try JobRunner(themes: themes, jobs: options.jobs).run(plan, progress: progress) { job, layout, renderer -> Checked in
            let bitmap = try renderer.draw(layout, appearance: job.variant.appearance)
            let outcome = try theVerifiers[job.theme]!.verify(
                bitmap: bitmap, layout: layout, scale: job.variant.scale,
                record: theFingerprints[job.theme]?.references[job.referenceKey], referencePath: options.referencePath(job))
            var entry = Self.entry(for: job, themeArgument: argumentOf[job.theme] ?? job.theme, snapshots: options.snapshots)
            switch outcome.kind {
            case .matchedDigest, .matchedPixels: entry.status = .passed
            case .missing:
                entry.status = .missing
                entry.summary = "no reference at \(options.referencePath(job))"
            case .differs:
                entry.status = .failed
                entry.summary = outcome.comparison?.summary ?? "differs"
                entry.explanation = outcome.explanation
            }
            // Images go to disk at once: a run where everything differs holds none in memory.
            try artifacts?.write(actual: outcome.actualPNG, diff: outcome.diffPNG, for: &entry)
            return Checked(entry: entry, byDigest: outcome.kind == .matchedDigest)
        }
        progress.clear()
        var report = VerificationReport(environmentChanges: environmentChanges)
        var checkedList: [Checked] = []
        for (job, outcome) in zip(plan, outcomes) {
            switch outcome.result {
            case .success(var checked):
                checked.entry.milliseconds = outcome.milliseconds
                checkedList.append(checked)
            case .failure(let error):
                var entry = Self.entry(for: job, themeArgument: argumentOf[job.theme] ?? job.theme, snapshots: options.snapshots)
                entry.status = VerificationReport.Status.error
                entry.summary = "\(error)"
                entry.milliseconds = outcome.milliseconds
                checkedList.append(Checked(entry: entry, byDigest: false))
            }
        }
        report.entries = checkedList.map(\.entry)
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        try writeReports(report)
        printSummary(report, byDigest: checkedList.filter(\.byDigest).count, themeArguments: argumentOf)
        // A reference or theme that cannot be read is bad input; a difference is a failed verification.
        if report.errors > 0 { throw ExitCode(ExitCodes.badInput) }
        if !report.allPassed { throw ExitCode(ExitCodes.verificationFailed) }
    }

    static func entry(for job: RenderJob, themeArgument: String, snapshots: String) -> VerificationReport.Entry {
        VerificationReport.Entry(key: job.relativePath, theme: job.theme, screen: job.screen, state: job.state.key,
                                 variant: job.variant.fileStem, status: .passed,
                                 acceptCommand: acceptCommand(for: job, themeArgument: themeArgument, snapshots: snapshots))
    }

    private func writeReports(_ report: VerificationReport) throws {
        try ReportFiles.write(report, to: self.report, junit: junit)
    }

    private func printSummary(_ report: VerificationReport, byDigest: Int, themeArguments: [String: String]) {
        // A theme with no references at all gets one line, not one per image.
        var unrecorded: Set<String> = []
        for theme in Set(report.entries.map(\.theme)).sorted() {
            let entries = report.entries.filter { $0.theme == theme }
            if entries.count > 1, entries.allSatisfy({ $0.status == .missing }) {
                unrecorded.insert(theme)
                print("? \(theme): no references yet (\(entries.count) images); record them: stateboard record \(shellQuoted(themeArguments[theme] ?? theme))")
            }
        }
        for entry in report.entries where entry.status != .passed && !unrecorded.contains(entry.theme) {
            let mark = entry.status == .failed ? "✗" : entry.status == .missing ? "?" : "!"
            print("\(mark) \(entry.key): \(entry.summary)")
            for line in entry.explanation { print("    \(line)") }
            if entry.status != .error { print("    accept: \(entry.acceptCommand)") }
        }
        var parts = ["\(report.passed) passed" + (byDigest > 0 ? " (\(byDigest) by pixel digest)" : "")]
        if report.failed > 0 { parts.append("\(report.failed) failed") }
        if report.missing > 0 { parts.append("\(report.missing) missing") }
        if report.errors > 0 { parts.append("\(report.errors) could not be rendered") }
        if !quiet || !report.allPassed {
            print(String(format: "Verified %d images in %.1f s: %@.", report.entries.count, report.seconds, parts.joined(separator: ", ")))
        }
        if let folder = self.report {
            print("Report: \(URL(fileURLWithPath: folder).appendingPathComponent("index.html").standardizedFileURL.path)")
        }
    }
}

/// Writes a report's images: for each failure the reference, the actual image and the
/// three-pane diff; for a missing reference the actual image.
struct ReportArtifacts {
    let folder: String
    let snapshots: String

    /// Writes one entry's images and records their paths in it.
    func write(actual: Data?, diff: Data?, for entry: inout VerificationReport.Entry) throws {
        let base = entry.key
        if let actual {
            entry.actualImage = base + ".actual.png"
            try AtomicFile.write(actual, to: path(base + ".actual.png"))
        }
        if let diff {
            entry.diffImage = base + ".diff.png"
            try AtomicFile.write(diff, to: path(base + ".diff.png"))
        }
        if entry.status == .failed, let reference = FileManager.default.contents(atPath: (snapshots as NSString).appendingPathComponent(base + ".png")) {
            entry.referenceImage = base + ".reference.png"
            try AtomicFile.write(reference, to: path(base + ".reference.png"))
        }
    }

    private func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }

    /// Removes the images an earlier report in this folder listed (and only those), so a failure
    /// fixed since leaves no stale picture behind.
    func removePreviousImages() {
        let previous = path(VerificationReport.fileName)
        guard let data = FileManager.default.contents(atPath: previous),
              let report = try? JSONDecoder().decode(VerificationReport.self, from: data) else { return }
        for entry in report.entries {
            for relative in [entry.referenceImage, entry.actualImage, entry.diffImage].compactMap({ $0 }) where !relative.contains("..") {
                try? FileManager.default.removeItem(atPath: path(relative))
            }
        }
    }
}
